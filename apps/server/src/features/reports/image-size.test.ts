import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cutAtWord } from './report-pptx.ts';
import { containedSize, imageSizeOf } from './image-size.ts';

/** A real PNG of the given size (one grey row repeated), built byte by byte. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]); // CRC unchecked here
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's header: SOI, an APP0 segment, a DHT (skipped), then SOF0 with the size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dht = [0xff, 0xc4, 0x00, 0x05, 0x00, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...dht, ...sof0]);
}

describe("a logo's size, for a slide", () => {
  it('is read from a PNG and a JPEG header', () => {
    expect(imageSizeOf(png(120, 120))).toEqual({ width: 120, height: 120 });
    expect(imageSizeOf(png(300, 60))).toEqual({ width: 300, height: 60 });
    expect(imageSizeOf(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeOf(Uint8Array.from([1, 2, 3]))).toBeNull();
  });

  it('keeps its proportions inside the box: a square logo stays square', () => {
    expect(containedSize({ width: 120, height: 120 }, { w: 2.2, h: 0.9 })).toEqual({ w: 0.9, h: 0.9 });
    const wide = containedSize({ width: 440, height: 40 }, { w: 2.2, h: 0.9 });
    expect(wide.w).toBeCloseTo(2.2);
    expect(wide.h).toBeCloseTo(0.2);
    expect(containedSize(null, { w: 2.2, h: 0.9 })).toEqual({ w: 0.9, h: 0.9 });
  });
});

describe('a TOWS strategy on a slide', () => {
  it('is cut at a word with an ellipsis when long, and left whole when short', () => {
    expect(cutAtWord('Use our service record to win hospital contracts.', 170)).toBe(
      'Use our service record to win hospital contracts.',
    );
    const long = `${'Expand the field service team in tier-two cities, '.repeat(6)}before competitors do.`;
    const cut = cutAtWord(long, 170);
    expect([...cut].length).toBeLessThanOrEqual(171);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
});
