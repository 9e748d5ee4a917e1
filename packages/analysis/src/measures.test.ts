import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.ts';
import { measureCategory } from './measures.ts';
import { SAMPLE_RESPONSES } from './sample-responses.ts';
import { findThemes } from './themes.ts';

const corpus = buildCorpus(SAMPLE_RESPONSES);
const measure = (category: 'strengths' | 'threats') => {
  const { answers, statements } = corpus.categories[category];
  return measureCategory(category, answers, findThemes(statements), 6);
};

describe('measureCategory', () => {
  it('scores 0–10 and explains itself with the counts behind it', () => {
    const value = measure('strengths');
    expect(value.score).toBeGreaterThan(0);
    expect(value.score).toBeLessThanOrEqual(10);
    expect(value.evidence[0]).toBe('5 of 6 responses (83%) named a strength.');
    expect(value.evidence[1]).toBe('The leading theme, "customer service", comes up in 3 of them (60%).');
  });
  it('counts time pressure in threats', () => {
    expect(measure('threats').evidence.at(-1)).toMatch(/^\d+% of them speak of time pressure/);
  });
  it('is higher when everyone agrees strongly', () => {
    const unanimous = buildCorpus(
      ['a', 'b', 'c'].map((id) => ({
        id,
        strengths: 'Excellent, outstanding customer service',
        weaknesses: '',
        opportunities: '',
        threats: '',
      })),
    );
    const { answers, statements } = unanimous.categories.strengths;
    const value = measureCategory('strengths', answers, findThemes(statements), 3);
    expect(value.level).toBe('high');
    expect(value.score).toBeGreaterThan(measure('strengths').score);
  });
  it('says so when there is nothing to measure', () => {
    expect(measureCategory('threats', [], [], 0)).toEqual({ score: 0, level: 'low', evidence: ['No responses yet.'] });
    expect(measureCategory('threats', [], [], 4).evidence).toEqual(['No response named a threat.']);
  });
});
