/**
 * The width and height of a PNG or JPEG (the only logo types accepted,
 * settings/logo.ts), read from its header, so a slide can place a logo at
 * its own proportions. Null when the bytes say neither.
 */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the signature, then the IHDR chunk, whose first fields are width and height.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // JPEG: walk the segments to the first start-of-frame (SOF0 to SOF15, less DHT, JPG and DAC), which holds the size.
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2; // a marker without a length
      continue;
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The largest size of an image's proportions that fits a box (inches), centred nowhere: the caller places it. */
export function containedSize(
  image: { width: number; height: number } | null,
  box: { w: number; h: number },
): { w: number; h: number } {
  // Unreadable: a square as tall as the box, rather than the box's own proportions.
  if (!image) return { w: Math.min(box.w, box.h), h: Math.min(box.w, box.h) };
  const scale = Math.min(box.w / image.width, box.h / image.height);
  return { w: image.width * scale, h: image.height * scale };
}
