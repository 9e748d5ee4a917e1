import { describe, expect, it } from 'vitest';
import { extractWords } from './words.ts';

describe('extractWords', () => {
  it('keeps lowercase words longer than three characters', () => {
    expect(extractWords('Our Sales team is fast and KIND, yes')).toEqual(['sales', 'team', 'fast', 'kind']);
  });
  it('drops possessive endings and punctuation', () => {
    expect(extractWords("The company's brand, (strong!) pricing...")).toEqual([
      'company',
      'brand',
      'strong',
      'pricing',
    ]);
  });
  it('reads words in other scripts', () => {
    expect(extractWords('Qualität der Produkte, नवाचार')).toEqual(['qualität', 'produkte', 'नवाचार']);
  });
  it('gives nothing for blank text', () => {
    expect(extractWords('   ')).toEqual([]);
  });
});
