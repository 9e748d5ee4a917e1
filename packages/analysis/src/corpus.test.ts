import { describe, expect, it } from 'vitest';
import { buildCorpus, splitStatements } from './corpus.ts';

const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };

describe('splitStatements', () => {
  it('splits on lines, sentence ends and list markers', () => {
    expect(splitStatements('- Loyal customers\n- Great service. Fast answers!  1) Fair prices')).toEqual([
      'Loyal customers',
      'Great service.',
      'Fast answers!',
      'Fair prices',
    ]);
  });
  it('keeps decimals and abbreviations inside a sentence', () => {
    expect(splitStatements('Revenue grew 4.5% this year')).toEqual(['Revenue grew 4.5% this year']);
  });
  it('gives nothing for blank text', () => {
    expect(splitStatements('  \n ')).toEqual([]);
  });
});

describe('buildCorpus', () => {
  it('keeps only answered categories and reads the noun phrases of each statement', () => {
    const corpus = buildCorpus([
      { ...blank, id: 'a', strengths: 'Partnerships with payment providers' },
      { ...blank, id: 'b', weaknesses: 'Slow releases' },
    ]);
    expect(corpus.categories.strengths.answers.map((answer) => answer.responseId)).toEqual(['a']);
    expect(corpus.categories.opportunities.answers).toEqual([]);
    const [statement] = corpus.categories.strengths.statements;
    expect(statement?.parsed.phrases.map((phrase) => phrase.text)).toEqual(['partnerships', 'payment providers']);
  });
  it('shows a stem in its most common spelling', () => {
    const corpus = buildCorpus([{ ...blank, id: 'a', strengths: 'customers customers customer' }]);
    expect(corpus.spelling('customer')).toBe('customers');
  });
});
