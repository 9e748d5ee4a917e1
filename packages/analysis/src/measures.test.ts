import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.ts';
import { measureCategory } from './measures.ts';
import { areaTone } from './sentiment.ts';
import { SAMPLE_RESPONSES } from './sample-responses.ts';
import { findThemes } from './themes.ts';

const corpus = buildCorpus(SAMPLE_RESPONSES);
const measure = (category: 'strengths' | 'threats') => {
  const { answers, statements } = corpus.categories[category];
  const tone = areaTone(answers.map((answer) => answer.sentiment));
  return measureCategory(category, answers, findThemes(statements), 6, tone);
};

describe('measureCategory', () => {
  it('scores 0–10 and explains itself with the counts behind it', () => {
    const value = measure('strengths');
    expect(value.score).toBeGreaterThan(0);
    expect(value.score).toBeLessThanOrEqual(10);
    expect(value.evidence[0]).toBe('5 of 6 responses (83%) named a strength.');
    expect(value.evidence[1]).toBe('The leading theme, customer service, comes up in 3 of them (60%).');
    // The tone in words, the same figure the area shows everywhere: no "lexicon points".
    expect(value.evidence[2]).toMatch(
      /^Their tone is \w[^:]*: \d+ of 5 answers are worded positively, \d+ negatively \(net [+−]?\d+ on a scale of −100 to \+100\)\.$/u,
    );
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
    const tone = areaTone(answers.map((answer) => answer.sentiment));
    const value = measureCategory('strengths', answers, findThemes(statements), 3, tone);
    expect(value.level).toBe('high');
    expect(value.score).toBeGreaterThan(measure('strengths').score);
  });
  it('says so when there is nothing to measure', () => {
    const none = areaTone([]);
    expect(measureCategory('threats', [], [], 0, none)).toEqual({
      score: 0,
      level: 'low',
      evidence: ['No responses yet.'],
    });
    expect(measureCategory('threats', [], [], 4, none).evidence).toEqual(['No response named a threat.']);
  });
});
