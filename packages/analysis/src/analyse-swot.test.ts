import { describe, expect, it } from 'vitest';
import { SwotAnalysisSchema } from '@foursight/shared/contract/analysis';
import { analyseSwot } from './analyse-swot.ts';
import { SAMPLE_RESPONSES } from './sample-responses.ts';

const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const at = new Date('2026-11-23T10:00:00Z');

describe('analyseSwot', () => {
  it('gives the full analysis shape, says it is statistical and names the real themes', () => {
    const analysis = analyseSwot(SAMPLE_RESPONSES, at);
    expect(SwotAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.source).toBe('statistical');
    expect(analysis.summary).toMatch(/^Statistical analysis of 6 responses, made without AI\./);
    expect(analysis.summary).toContain('leading strength is customer service (3 mentions)');
    expect(analysis.categoryAnalysis.opportunities.topThemes.map((theme) => theme.label)).toContain(
      'Middle East market',
    );
    // A phrase written three times is a keyword of its own.
    expect(analysis.keywordAnalysis.strengths[0]).toEqual({ word: 'customer service', count: 3 });
    expect(analysis.keywordAnalysis.overall.length).toBe(10);
    expect(analysis.categoryAnalysis.strengths.strategicValue.score).toBeGreaterThan(0);
    expect(analysis.categoryAnalysis.threats.urgency.evidence.length).toBe(4);
    expect(analysis.tows.so[0]?.text).toMatch(/^Use customer service \(3 responses, e\.g\. “/);
    expect(analysis.categoryAnalysis.strengths.tone).toMatchObject({ label: 'positive', positive: 5, negative: 0 });
  });
  it('ties every insight to responses that exist', () => {
    const analysis = analyseSwot(SAMPLE_RESPONSES, at);
    const ids = new Set(SAMPLE_RESPONSES.map((response) => response.id));
    const insights = [
      ...analysis.keyInsights,
      ...analysis.strategicRecommendations,
      ...analysis.priorityActions,
      ...analysis.quickWins,
      ...analysis.actionPlan.immediate,
      ...analysis.actionPlan.shortTerm,
      ...analysis.actionPlan.longTerm,
    ];
    expect(insights.length).toBeGreaterThan(5);
    for (const insight of insights) {
      expect(insight.responseIds.length).toBeGreaterThan(0);
      for (const id of insight.responseIds) expect(ids.has(id)).toBe(true);
    }
  });
  it('handles no responses', () => {
    const analysis = analyseSwot([], at);
    expect(analysis.summary).toBe('No responses yet: the analysis appears when the first answers arrive.');
    expect(analysis.keyInsights).toEqual([]);
    expect(analysis.sentiment.score).toBe(0);
    expect(analysis.categoryAnalysis.strengths.strategicValue.evidence).toEqual(['No responses yet.']);
  });
  it('handles one-word answers', () => {
    const analysis = analyseSwot([{ ...blank, id: 'x', strengths: 'Innovation', threats: 'Recession' }], at);
    expect(analysis.categoryAnalysis.strengths.topThemes[0]?.label).toBe('innovation');
    expect(analysis.summary).toContain('leading threat is recession (1 mention)');
    expect(analysis.keyInsights.map((item) => item.text)).toContain('1 of 1 responses name innovation as a strength.');
  });
  it('handles answers in other languages without inventing sentiment', () => {
    const answers = ['Qualität der Produkte', 'Hohe Qualität', 'Qualität und Service'].map((text, index) => ({
      ...blank,
      id: `de${index}`,
      strengths: text,
    }));
    const analysis = analyseSwot(answers, at);
    // German nouns keep their capital.
    expect(analysis.categoryAnalysis.strengths.topThemes[0]?.label).toBe('Qualität');
    expect(analysis.sentiment).toMatchObject({ score: 0, label: 'neutral' });
  });
  it('handles very long answers and keeps quotes short', () => {
    const long = `Our customer support team is responsive. ${'We ship reliable software on time. '.repeat(140)}`;
    const answers = Array.from({ length: 3 }, (_, index) => ({ ...blank, id: `l${index}`, strengths: long }));
    const analysis = analyseSwot(answers, at);
    const themes = analysis.categoryAnalysis.strengths.topThemes;
    expect(themes.length).toBeGreaterThan(0);
    expect(themes[0]?.mentions).toBe(3);
    for (const theme of themes) for (const quote of theme.quotes) expect(quote.text.length).toBeLessThanOrEqual(181);
  });
  it('is deterministic', () => {
    expect(analyseSwot(SAMPLE_RESPONSES, at)).toEqual(analyseSwot([...SAMPLE_RESPONSES], at));
  });
});
