import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.ts';
import { SAMPLE_RESPONSES } from './sample-responses.ts';
import { byStanding, findThemes, shorten } from './themes.ts';

const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };

function themesOf(strengths: string[]) {
  const corpus = buildCorpus(strengths.map((text, index) => ({ ...blank, id: `r${index}`, strengths: text })));
  return findThemes(corpus.categories.strengths.statements);
}

describe('findThemes', () => {
  it('groups statements that share a phrase, with mentions, quotes and response ids', () => {
    const corpus = buildCorpus(SAMPLE_RESPONSES);
    const [first] = findThemes(corpus.categories.strengths.statements);
    expect(first).toMatchObject({ label: 'customer service', mentions: 3 });
    expect(first?.responseIds.sort()).toEqual(['r1', 'r2', 'r3']);
    expect(first?.quotes.length).toBeGreaterThanOrEqual(2);
    expect(first?.quotes.every((quote) => /customer service/i.test(quote.text))).toBe(true);
  });
  it('grows a shared pair into the longer phrase people use', () => {
    const corpus = buildCorpus(SAMPLE_RESPONSES);
    const labels = findThemes(corpus.categories.opportunities.statements).map((t) => t.label);
    expect(labels).toContain('Middle East market');
    expect(labels).toContain('payment providers');
  });
  it('names a theme by the run of words several longer phrases share, in the order people write it', () => {
    const labels = themesOf([
      'Customer support is now fast and friendly',
      'Customer support answers within an hour',
      'Excellent customer support team',
    ]).map((theme) => theme.label);
    expect(labels).toEqual(['customer support']);
  });
  it('joins a second thing to a one-word name, but never a word that only describes it', () => {
    const labels = themesOf([
      'Budget cuts from the state',
      'The budget was released late',
      'Budget released in March only',
    ]).map((theme) => theme.label);
    expect(labels).not.toContainEqual(expect.stringMatching(/ and released/));
  });
  it('needs two statements for a theme once there are enough answers', () => {
    expect(themesOf(['Loyal customers', 'Fast delivery', 'Brand recognition'])).toEqual([]);
  });
  it('takes a single answer as a theme when it is all there is', () => {
    expect(themesOf(['Innovation']).map((theme) => theme.label)).toEqual(['innovation']);
  });
  it('finds themes in other languages', () => {
    const labels = themesOf(['Qualität der Produkte', 'Hohe Qualität', 'Qualität und Service']).map((t) => t.label);
    expect(labels).toEqual(['Qualität']);
  });
  it('gives no theme for empty input', () => {
    expect(themesOf([])).toEqual([]);
  });
  it('keeps quotes short and from different people', () => {
    const long = `Our customer support ${'is responsive and friendly '.repeat(40)}`;
    const [theme] = themesOf([long, long, 'customer support rocks']);
    expect(theme?.quotes.length).toBe(2);
    for (const quote of theme?.quotes ?? []) expect(quote.text.length).toBeLessThanOrEqual(181);
  });
});

describe('shorten', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(shorten('one two three four', 10)).toBe('one two…');
    expect(shorten('short', 10)).toBe('short');
  });
});

describe('the order themes are shown in', () => {
  it('puts a theme named only "work" or "job" (in any script) after those that say what about the work', () => {
    const themes = [
      { label: 'job work', mentions: 15 },
      { label: 'Work', mentions: 12 },
      { label: 'kaam', mentions: 9 },
      { label: 'late dispatch', mentions: 7 },
      { label: 'hard work', mentions: 5 },
      { label: 'customers', mentions: 11 },
    ];
    expect([...themes].sort(byStanding).map((theme) => theme.label)).toEqual([
      'customers',
      'late dispatch',
      'hard work',
      'job work',
      'Work',
      'kaam',
    ]);
  });
});
