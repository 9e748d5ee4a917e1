import { AppError } from '@foursight/shared/errors';
import { MAX_LOGO_BYTES } from '@foursight/shared/contract/settings';

/**
 * Checks an uploaded logo by its bytes, not its name or declared type: a PNG
 * starts with the 8-byte PNG signature, a JPEG with FF D8 FF. The data URL is
 * rebuilt with the type the bytes prove, so what we serve back is what it is.
 * SVG is refused on purpose: it can carry script.
 */
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function checkLogo(logo: string | null): string | null {
  if (logo === null || logo === '') return null;
  const match = DATA_URL.exec(logo);
  if (!match) throw logoError('The logo must be a PNG or JPG image.');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw logoError('The logo is larger than 512 KB. Please upload a smaller image.');
  const type = bytes.subarray(0, 8).equals(PNG) ? 'image/png' : bytes.subarray(0, 3).equals(JPEG) ? 'image/jpeg' : null;
  if (!type) throw logoError('The logo must be a PNG or JPG image.');
  return `data:${type};base64,${bytes.toString('base64')}`;
}

function logoError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { 'companyInfo.logo': message });
}
