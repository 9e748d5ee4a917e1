import { describe, expect, it } from 'vitest';
import { isBlankText } from './blank-text.ts';

describe('isBlankText', () => {
  it('is true for empty and whitespace-only text', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \t\r\n\u00A0\u2003\u3000')).toBe(true);
  });

  it.each([
    ['ZERO WIDTH SPACE', '\u200B'],
    ['ZERO WIDTH NON-JOINER', '\u200C'],
    ['ZERO WIDTH JOINER', '\u200D'],
    ['WORD JOINER', '\u2060'],
    ['BOM', '\uFEFF'],
    ['MONGOLIAN VOWEL SEPARATOR', '\u180E'],
    ['SOFT HYPHEN', '\u00AD'],
    ['LEFT-TO-RIGHT MARK', '\u200E'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
    ['VARIATION SELECTOR-16', '\uFE0F'],
    ['HANGUL FILLER', '\u3164'],
    ['BRAILLE PATTERN BLANK', '\u2800'],
    ['a tag character', '\u{E0041}'],
    ['a control character', '\u0007'],
  ])('is true for text made only of %s', (_name, character) => {
    expect(isBlankText(character)).toBe(true);
    expect(isBlankText(` ${character}${character}\n`)).toBe(true);
  });

  it('is true for a mix of whitespace and zero-width characters', () => {
    expect(isBlankText('\u200B\u200D\uFEFF \n')).toBe(true);
  });

  it('is false when any visible character is present', () => {
    expect(isBlankText('a')).toBe(false);
    expect(isBlankText('\u200B.\u200B')).toBe(false);
    expect(isBlankText('  Good team  ')).toBe(false);
    expect(isBlankText('नमस्ते')).toBe(false);
    expect(isBlankText('中')).toBe(false);
  });

  it('is false for emoji, including sequences held together by zero-width joiners', () => {
    expect(isBlankText('👍')).toBe(false);
    expect(isBlankText('👩\u200D💻')).toBe(false);
  });
});
