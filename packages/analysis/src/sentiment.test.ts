import { describe, expect, it } from 'vitest';
import { areaTone, meanScore, scoreSwotSentiment, scoreText } from './sentiment.ts';

const none = { strengths: [], weaknesses: [], opportunities: [], threats: [] };

describe('scoreText', () => {
  it('weighs words with the AFINN lexicon (excellent 3, helpful 2, support 2)', () => {
    expect(scoreText('excellent and helpful support')).toEqual({ score: 7, positive: 7, negative: 0 });
  });
  it('flips a negated word', () => {
    const result = scoreText('the service is not good');
    expect(result.score).toBeLessThan(0);
    expect(result.negative).toBeGreaterThan(0);
  });
  it('scores text without lexicon words as zero, in any language', () => {
    expect(scoreText('Qualität der Produkte')).toEqual({ score: 0, positive: 0, negative: 0 });
  });
});

describe('scoreSwotSentiment', () => {
  it('counts every weakness and threat as a complaint, however plainly worded', () => {
    const warm = ['Excellent customer service', 'Great, loyal customers', 'The best team in the industry'];
    const plain = ['Manual testing takes weeks', 'Outdated documentation', 'Rising cloud costs'];
    const result = scoreSwotSentiment({
      strengths: warm.map(scoreText),
      weaknesses: plain.map(scoreText),
      opportunities: [],
      threats: plain.map(scoreText),
    });
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(7);
  });
  it('is positive when strengths and opportunities outweigh weaknesses and threats', () => {
    const result = scoreSwotSentiment({
      ...none,
      strengths: [scoreText('excellent, amazing, brilliant people')],
      weaknesses: [scoreText('a small problem')],
    });
    expect(result.label).toBe('positive');
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(10);
  });
  it('stays within −10..10 however many answers there are', () => {
    const terrible = Array.from({ length: 1000 }, () => scoreText('terrible disaster, catastrophic failure'));
    const result = scoreSwotSentiment({ ...none, threats: terrible });
    expect(result.score).toBe(-10);
    expect(result.label).toBe('negative');
  });
  it('does not swing to an extreme on one word', () => {
    const result = scoreSwotSentiment({ ...none, strengths: [scoreText('good')] });
    expect(result.score).toBe(3);
  });
  it('ignores positive words in weaknesses: only the evidence each side is expected to give counts', () => {
    const result = scoreSwotSentiment({ ...none, weaknesses: [scoreText('we could be better at great things')] });
    expect(result).toMatchObject({ score: 0, label: 'neutral', positiveEvidence: 0 });
  });
});

describe('meanScore', () => {
  it('averages per answer to one decimal, and is 0 without answers', () => {
    expect(meanScore([scoreText('good'), scoreText('great'), scoreText('fine')])).toBe(2.7);
    expect(meanScore([])).toBe(0);
  });
});

describe('answers the lexicon cannot read', () => {
  const hindi = ['स्टाफ बहुत मेहनती है', 'salary time pe nahi aati', 'ग्राहकों का भरोसा'].map(scoreText);
  const english = ['Excellent support team', 'Loyal customers'].map(scoreText);

  it('knows an answer in Hindi, in either script, from one in English', () => {
    expect(hindi.every((text) => text.unread)).toBe(true);
    expect(english.some((text) => text.unread)).toBe(false);
  });

  it('says the tone of an area is a guess when a third of its answers or more are in Hindi, and why', () => {
    const tone = areaTone([...hindi, ...english]);
    expect(tone).toMatchObject({ confidence: 'low', unreadAnswers: 3 });
    expect(tone.summary).toMatch(/^Low confidence: 3 of 5 answers are in Hindi/);
    expect(areaTone([hindi[0]!, ...english, ...english])).toMatchObject({ confidence: 'normal', unreadAnswers: 1 });
    expect(areaTone(english).summary).not.toMatch(/confidence/);
  });

  it('marks the SWOT’s score as low confidence the same way', () => {
    expect(scoreSwotSentiment({ ...none, strengths: hindi, weaknesses: english }).confidence).toBe('low');
    expect(scoreSwotSentiment({ ...none, strengths: english }).confidence).toBe('normal');
  });
});
