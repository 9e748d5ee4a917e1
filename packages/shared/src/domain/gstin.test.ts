import { describe, expect, it } from 'vitest';
import { GSTIN_EXAMPLE, GSTIN_PATTERN, gstinCheckCharacter, hasGstinCheckCharacter } from './gstin.ts';

describe('the GSTIN check character', () => {
  it('matches published GSTINs', () => {
    for (const gstin of [GSTIN_EXAMPLE, '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '27AAACR4849R1ZL']) {
      expect([gstin, hasGstinCheckCharacter(gstin)]).toEqual([gstin, true]);
      expect(GSTIN_PATTERN.test(gstin)).toBe(true);
    }
  });

  it('catches a changed character or two swapped neighbours', () => {
    expect(hasGstinCheckCharacter('27AAPFU0939F1ZW')).toBe(false);
    expect(hasGstinCheckCharacter('27AAPFU0939F1ZV'.replace('0939', '0993'))).toBe(false);
    expect(hasGstinCheckCharacter('27AAPFU0939F1Z')).toBe(false);
  });

  it('is worked out from the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('the GSTIN shape', () => {
  it('wants a state code, a PAN, an entity number, Z and a check character', () => {
    for (const wrong of [
      '00AAPFU0939F1ZV',
      '40AAPFU0939F1ZV',
      '27AAPF00939F1ZV',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
    ]) {
      expect([wrong, GSTIN_PATTERN.test(wrong)]).toEqual([wrong, false]);
    }
  });
});
