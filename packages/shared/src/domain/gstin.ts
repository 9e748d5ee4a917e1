/**
 * The GSTIN (Goods and Services Tax Identification Number): 15 characters,
 * a 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the
 * entity number for that PAN in the state (1-9, then A-Z), "Z", and a check
 * character. Stored and shown in upper case.
 */

/** The state code (01-38, 97 other territory, 99 centre jurisdiction), PAN, entity number, Z and check character. */
export const GSTIN_PATTERN = /^(?:0[1-9]|[12][0-9]|3[0-8]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** An example that passes every check (the GST portal's own): for hints and messages. */
export const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';

export const GSTIN_SHAPE_MESSAGE = `Enter a 15-character GSTIN: state code, PAN, entity number, Z and check character (e.g. ${GSTIN_EXAMPLE})`;
export const GSTIN_CHECK_MESSAGE = 'This GSTIN’s last character does not match the rest: check it for a typing mistake';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters, by the published
 * Luhn mod 36 algorithm: each character's value (0-9, A=10 … Z=35) is
 * multiplied by 1 and 2 alternately from the left, each product's base-36
 * digits are added up, and the check value brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Whether an upper-case GSTIN of the right shape ends in its check character. */
export function hasGstinCheckCharacter(gstin: string): boolean {
  return gstin.length === 15 && gstin.charAt(14) === gstinCheckCharacter(gstin.slice(0, 14));
}
