import { describe, expect, it } from 'vitest';
import { extractTerms, extractWords } from './words.ts';

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

describe('extractTerms', () => {
  it('drops stop words and survey fillers, folds plurals, keeps the written form', () => {
    expect(extractTerms('We really lack skilled engineers and the engineer hiring is slow')).toEqual([
      { stem: 'skilled', word: 'skilled', position: 3 },
      { stem: 'engineer', word: 'engineers', position: 4 },
      { stem: 'engineer', word: 'engineer', position: 7 },
      { stem: 'hiring', word: 'hiring', position: 8 },
      { stem: 'slow', word: 'slow', position: 10 },
    ]);
  });
  it('ignores bare numbers', () => {
    expect(extractTerms('2024 growth 2025')).toEqual([{ stem: 'growth', word: 'growth', position: 1 }]);
  });
});
