import { z } from 'zod';
import type { Insight, SwotAnalysis } from '@foursight/shared/contract/analysis';
import { SWOT_AREAS, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';

/**
 * What the AI is asked and what it must answer. The prompt carries the
 * statistics and the representative quotes, never every answer: bounded in
 * size whatever the number of responses, and the AI's statements can only
 * cite quotes we gave it (Q1, Q2 ...), which map back to response ids.
 */
const AiInsightSchema = z.object({
  text: z.string().min(1),
  quoteIds: z.array(z.string()),
});

export const AiNarrativeSchema = z.object({
  summary: z.string().min(1),
  keyInsights: z.array(AiInsightSchema),
  strategicRecommendations: z.array(AiInsightSchema),
  priorityActions: z.array(AiInsightSchema),
  quickWins: z.array(AiInsightSchema),
  actionPlan: z.object({
    immediate: z.array(AiInsightSchema),
    shortTerm: z.array(AiInsightSchema),
    longTerm: z.array(AiInsightSchema),
  }),
  categoryRecommendations: z.object({
    strengths: z.array(AiInsightSchema),
    weaknesses: z.array(AiInsightSchema),
    opportunities: z.array(AiInsightSchema),
    threats: z.array(AiInsightSchema),
  }),
});
export type AiNarrative = z.infer<typeof AiNarrativeSchema>;

const MAX_ITEMS = 6;

export const SYSTEM_PROMPT = [
  'You are a strategy consultant analysing an anonymous SWOT survey of one organisation.',
  'You receive statistics computed from every answer (themes with mention counts, keywords, sentiment, measures) and representative quotes labelled Q1, Q2 and so on.',
  'Write a concise executive summary and specific, actionable insights and recommendations grounded in that evidence.',
  'Every item must cite the quote ids it rests on in quoteIds. Do not invent facts, numbers or quotes.',
  'quickWins are for the next 30 days, priorityActions for 6-12 months; actionPlan horizons: immediate 0-30 days, shortTerm 1-6 months, longTerm 6+ months.',
  `Give at most ${MAX_ITEMS} items per list. Write in the language most answers use.`,
].join(' ');

export interface PromptInput {
  title: string;
  description: string;
  statistics: SwotAnalysis;
}

/** The user message, and the map from quote labels to response ids. */
export function buildPrompt({ title, description, statistics }: PromptInput): {
  user: string;
  quotes: Map<string, string>;
} {
  const quotes = new Map<string, string>();
  const lines = [
    `SWOT: ${title}`,
    description ? `Description: ${description}` : '',
    `Responses: ${statistics.responseCount}`,
    `Sentiment: ${statistics.sentiment.label} (${statistics.sentiment.score} on -10..10)`,
    `Top keywords overall: ${statistics.keywordAnalysis.overall.map((k) => `${k.word} (${k.count})`).join(', ')}`,
  ];
  for (const category of SWOT_CATEGORIES) {
    const analysis = statistics.categoryAnalysis[category];
    lines.push('', `## ${SWOT_AREAS[category].label} (${analysis.responses} responses)`);
    lines.push(`Keywords: ${statistics.keywordAnalysis[category].map((k) => `${k.word} (${k.count})`).join(', ')}`);
    for (const theme of analysis.topThemes) {
      lines.push(`Theme "${theme.label}": ${theme.mentions} responses`);
      for (const quote of theme.quotes) {
        const label = `Q${quotes.size + 1}`;
        quotes.set(label, quote.responseId);
        const moved = quote.writtenIn ? ` (typed under ${SWOT_AREAS[quote.writtenIn].label}: possibly misplaced)` : '';
        lines.push(`  ${label}: "${quote.text}"${moved}`);
      }
    }
  }
  return { user: lines.filter((line) => line !== '').join('\n'), quotes };
}

/**
 * The AI's words over our numbers: the narrative fields come from the AI,
 * keywords, themes, sentiment, measures and the TOWS matrix stay statistical.
 * Quote ids the AI made up are dropped.
 */
export function mergeNarrative(
  statistics: SwotAnalysis,
  narrative: AiNarrative,
  quotes: ReadonlyMap<string, string>,
): SwotAnalysis {
  const toInsights = (items: AiNarrative['keyInsights']): Insight[] =>
    items.slice(0, MAX_ITEMS).map((item) => ({
      text: item.text,
      responseIds: [...new Set(item.quoteIds.flatMap((id) => (quotes.has(id) ? [quotes.get(id)!] : [])))],
    }));
  const category = statistics.categoryAnalysis;
  return {
    ...statistics,
    source: 'ai',
    summary: narrative.summary,
    keyInsights: toInsights(narrative.keyInsights),
    strategicRecommendations: toInsights(narrative.strategicRecommendations),
    priorityActions: toInsights(narrative.priorityActions),
    quickWins: toInsights(narrative.quickWins),
    actionPlan: {
      immediate: toInsights(narrative.actionPlan.immediate),
      shortTerm: toInsights(narrative.actionPlan.shortTerm),
      longTerm: toInsights(narrative.actionPlan.longTerm),
    },
    categoryAnalysis: {
      strengths: { ...category.strengths, recommendations: toInsights(narrative.categoryRecommendations.strengths) },
      weaknesses: { ...category.weaknesses, recommendations: toInsights(narrative.categoryRecommendations.weaknesses) },
      opportunities: {
        ...category.opportunities,
        recommendations: toInsights(narrative.categoryRecommendations.opportunities),
      },
      threats: { ...category.threats, recommendations: toInsights(narrative.categoryRecommendations.threats) },
    },
  };
}
