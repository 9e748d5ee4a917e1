import { describe, expect, it } from 'vitest';
import { normaliseForMatching } from './text-normaliser.ts';

/** Each normalised character with the stretch of the original it came from. */
function origins(original: string): Array<[string, string]> {
  const match = normaliseForMatching(original);
  return [...match.text].map((character, index) => [character, original.slice(match.start[index], match.end[index])]);
}

describe('the text the privacy guard matches on', () => {
  it('drops the diacritics of Latin letters, and each letter keeps its marks in the original', () => {
    expect(normaliseForMatching('Zoe\u0308 Ångström').text).toBe('Zoe Angstrom');
    expect(origins('Zoe\u0308')).toEqual([
      ['Z', 'Z'],
      ['o', 'o'],
      ['e', 'e\u0308'],
    ]);
  });

  it('unfolds compatibility forms: full-width, ligatures, styled letters', () => {
    expect(normaliseForMatching('Ａｓｈａ＠ａｃｍｅ．ｃｏｍ').text).toBe('Asha@acme.com');
    expect(origins('ﬁ')).toEqual([
      ['f', 'ﬁ'],
      ['i', 'ﬁ'],
    ]);
    expect(normaliseForMatching('𝐀𝐬𝐡𝐚').text).toBe('Asha');
  });

  it('reads digits of any script as 0-9', () => {
    expect(normaliseForMatching('٩٨٤٥٠ ९८४५० ９８４５０').text).toBe('98450 98450 98450');
  });

  it('reads Cyrillic and Greek look-alike letters as Latin ones, other letters as they are', () => {
    expect(normaliseForMatching('\u0410sha M\u0435hta \u0391\u039C').text).toBe('Asha Mehta AM');
    // Ирина: р and а have Latin look-alikes, И, и and н none.
    expect(normaliseForMatching('\u0418\u0440\u0438\u043D\u0430').text).toBe('\u0418p\u0438\u043Da');
  });

  it('keeps Devanagari words whole, vowel signs and viramas included', () => {
    expect(normaliseForMatching('प्रिया शर्मा').text).toBe('प्रिया शर्मा');
  });

  it('drops invisible characters and says where a word was glued', () => {
    const match = normaliseForMatching('As\u200Bha Me\u00ADhta\uFEFF');
    expect(match.text).toBe('Asha Mehta');
    expect(match.glued).toEqual([2, 7]);
  });

  it('joins spaced-out letters, keeping the space where a small letter meets a capital', () => {
    expect(normaliseForMatching('Ask A s h a M e h t a today').text).toBe('Ask Asha Mehta today');
    expect(normaliseForMatching('a s h a m e h t a').text).toBe('ashamehta');
    expect(normaliseForMatching('Plan A B').text).toBe('Plan A B');
    expect(origins('a s h')).toEqual([
      ['a', 'a'],
      ['s', 's'],
      ['h', 'h'],
    ]);
  });

  it('leaves plain text exactly as it is', () => {
    const text = 'We will need an office by 2025; sales grew to 1,20,000 units.\n- Next: hiring';
    const match = normaliseForMatching(text);
    expect(match.text).toBe(text);
    expect([...match.start]).toEqual([...text].map((_, index) => index));
    expect(match.glued).toEqual([]);
  });
});
