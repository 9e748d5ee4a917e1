import { describe, expect, it } from 'vitest';
import { analyseSwot } from './analyse-swot.ts';
import { createStatementParser } from './nlp.ts';
import { areaTone, scoreText } from './sentiment.ts';
import type { Theme } from '@foursight/shared/contract/analysis';
import { writeNarrative } from './narrative.ts';
import { actionFor, actionTitle, agreeing } from './wording.ts';
import { wordVectors } from './word-vectors.ts';

describe('actionFor', () => {
  it('gives the action a theme calls for, as a verb phrase that takes its name', () => {
    expect(actionTitle('weaknesses', 'manual work')).toBe('Replace manual work with a digital system');
    expect(actionTitle('weaknesses', 'driver attrition')).toBe('Reduce driver attrition');
    expect(actionTitle('weaknesses', 'no CRM')).toBe('Put CRM in place');
    expect(actionTitle('threats', 'rising fuel prices')).toBe('Offset rising fuel prices');
    expect(actionTitle('threats', 'other distributors')).toBe('Counter other distributors');
    expect(actionTitle('opportunities', 'GCC expansion')).toBe('Expand into GCC markets');
    expect(actionTitle('opportunities', 'rural towns')).toBe('Expand into rural towns');
    expect(actionTitle('opportunities', 'retailer app')).toBe('Launch a retailer app');
    expect(actionTitle('strengths', 'retailer trust')).toBe('Build on retailer trust');
  });
  it('falls back to the quadrant’s own verb for a subject it does not know', () => {
    expect(actionFor('weaknesses', 'slow invoicing')).toBe('fix slow invoicing');
    expect(actionFor('opportunities', 'frozen foods')).toBe('pursue frozen foods');
    expect(actionFor('threats', 'monsoon floods')).toBe('prepare for monsoon floods');
  });
});

describe('the statistical narrative', () => {
  const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
  const analysis = analyseSwot(
    [
      {
        strengths: 'Loyal retailers',
        weaknesses: 'Drivers leave after a month',
        opportunities: 'Rural towns nearby',
        threats: 'Rising fuel costs',
      },
      {
        strengths: 'Retailers are loyal',
        weaknesses: 'High attrition among drivers',
        opportunities: 'Expand into rural villages',
        threats: 'Fuel costs keep rising',
      },
      {
        ...blank,
        strengths: 'Loyal retailers for years',
        weaknesses: 'Drivers quit without notice',
        threats: 'Diesel costs are up',
      },
    ].map((answer, index) => ({ ...blank, ...answer, id: `r${index}` })),
    new Date('2026-11-25T00:00:00Z'),
    createStatementParser(),
  );
  const texts = [
    analysis.summary,
    ...analysis.keyInsights,
    ...analysis.strategicRecommendations,
    ...analysis.priorityActions,
    ...analysis.quickWins,
    ...Object.values(analysis.actionPlan).flat(),
    ...Object.values(analysis.tows).flat(),
    ...Object.values(analysis.categoryAnalysis).flatMap((area) => area.recommendations),
  ].map((item) => (typeof item === 'string' ? item : item.text));
  it('names themes inside sentences, never as a word in quotes', () => {
    expect(texts.length).toBeGreaterThan(8);
    for (const text of texts) expect(text).not.toMatch(/"/u);
    expect(analysis.strategicRecommendations.map((item) => item.text)).toContain(
      'Reduce driver attrition before rising fuel costs make it worse.',
    );
    expect(analysis.quickWins[0]?.text).toMatch(
      /^Reduce driver attrition \(3 of 3 responses, e\.g\. “[^”]+”\): name an owner and take the first step this month\.$/u,
    );
    expect(analysis.quickWins[0]?.evidence).toEqual([
      expect.objectContaining({
        theme: 'driver attrition',
        quadrant: 'weaknesses',
        mentions: 3,
        action: 'reduce driver attrition',
      }),
    ]);
  });
  it('lists in an area the words distinctive of it, and phrases people wrote twice', () => {
    // "retailers" is written in three areas: it names none of them.
    const withRetailers = analyseSwot(
      [
        {
          strengths: 'Loyal retailers',
          weaknesses: 'Retailers pay late',
          opportunities: 'Retailer app',
          threats: 'Quick commerce',
        },
        {
          strengths: 'Loyal retailers',
          weaknesses: 'Retailers pay late',
          opportunities: 'Retailer app',
          threats: 'Quick commerce apps',
        },
      ].map((answer, index) => ({ ...answer, id: `k${index}` })),
    );
    const words = (area: 'strengths' | 'weaknesses' | 'threats') =>
      withRetailers.keywordAnalysis[area].map((k) => k.word);
    expect(words('weaknesses')).not.toContain('retailers');
    expect(withRetailers.keywordAnalysis.overall.map((k) => k.word)).toContain('retailers');
    expect(words('strengths')).toContain('loyal retailers');
    expect(words('threats')).toContain('quick commerce');
  });
});

describe('areaTone', () => {
  it('is the net share of answers worded positively, said in plain words', () => {
    const tone = areaTone(
      ['Excellent service', 'Great people and a great product', 'Billing is a mess', 'Office in Pune'].map(scoreText),
    );
    expect(tone).toMatchObject({ positive: 2, negative: 1, neutral: 1, score: 25, label: 'positive' });
    expect(tone.summary).toBe(
      'Mostly positive: 2 of 4 answers are worded positively, 1 negatively (net +25 on a scale of −100 to +100).',
    );
    expect(areaTone([]).summary).toBe('No answers yet.');
  });
});

describe('agreeing', () => {
  it('puts the verb in the number of the theme name', () => {
    expect(agreeing('quick commerce', 'makes', 'make')).toBe('makes');
    expect(agreeing('rising fuel prices', 'makes', 'make')).toBe('make');
    expect(agreeing('new competitors', 'makes', 'make')).toBe('make');
    for (const name of ['expiry loss', 'logistics', 'company status', 'analysis']) {
      expect(agreeing(name, 'makes', 'make')).toBe('makes');
    }
  });
});

describe('actions that fit what people raised', () => {
  const vectors = wordVectors();
  it('gives a theme about people a verb that fits people', () => {
    expect(actionFor('weaknesses', 'drivers leaving', { keywords: ['drivers', 'leaving'], vectors })).toBe(
      'retain drivers',
    );
    expect(actionFor('weaknesses', 'department managers', { vectors })).toBe('support department managers');
    expect(actionFor('strengths', 'experienced doctors', { vectors })).toBe('recognise and keep experienced doctors');
    // Not about people: the quadrant's or the subject's own verb.
    expect(actionFor('weaknesses', 'older trucks', { vectors })).not.toMatch(/^(?:support|retain)/u);
    expect(actionFor('weaknesses', 'driver attrition', { vectors })).toBe('reduce driver attrition');
  });

  it('orders the action plan by how many raised each theme', () => {
    const theme = (label: string, mentions: number): Theme => ({
      label,
      keywords: label.split(' '),
      mentions,
      quotes: [{ responseId: `${label}-1`, text: `About ${label}` }],
      responseIds: Array.from({ length: mentions }, (_, index) => `${label}-${index}`),
    });
    const narrative = writeNarrative(
      16,
      {
        strengths: [theme('loyal retailers', 5)],
        weaknesses: [theme('drivers leaving', 7), theme('older trucks', 2), theme('paper bills', 1)],
        opportunities: [theme('electric vehicles', 3), theme('logistics policy', 2)],
        threats: [theme('diesel prices', 4), theme('new competitor', 2), theme('monsoon floods', 1)],
      },
      { score: 0, label: 'neutral', positiveEvidence: 0, negativeEvidence: 0 },
    );
    const horizons = [
      narrative.quickWins,
      narrative.actionPlan.immediate,
      narrative.actionPlan.shortTerm,
      narrative.actionPlan.longTerm,
    ].map((items) => items.map((item) => item.evidence?.[0]?.mentions ?? 0));
    expect(horizons).toEqual([[7, 4, 3], [2, 2, 2], [1, 1], []]);
    expect(narrative.quickWins[0]?.text).toBe(
      'Retain drivers (7 of 16 responses, e.g. “About drivers leaving”): name an owner and take the first step this month.',
    );
    // Priority actions (6-12 months) build on strengths; no weakness is there.
    expect(narrative.priorityActions.flatMap((item) => item.evidence ?? []).map((cited) => cited.quadrant)).toEqual([
      'opportunities',
      'strengths',
    ]);
  });
});
