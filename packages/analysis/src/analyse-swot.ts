import type { CategoryAnalysis, SwotAnalysis } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import { buildCorpus, type ResponseText } from './corpus.ts';
import { mergeCounts, topKeywords } from './keywords.ts';
import { measureCategory } from './measures.ts';
import { categoryRecommendations, writeNarrative } from './narrative.ts';
import { areaTone, honestReading, meanScore, scoreSwotSentiment } from './sentiment.ts';
import { createStatementParser, type StatementParser } from './nlp.ts';
import { findThemes } from './themes.ts';
import { buildTows } from './tows.ts';

export type { ResponseText } from './corpus.ts';
export { createStatementParser, type StatementParser } from './nlp.ts';

/** Top keywords per SWOT and per category (spec part 2 §9). */
export const KEYWORDS_PER_LIST = 10;
/** A keyword used in this many areas or more is common to the SWOT, not distinctive of an area. */
const AREAS_FOR_COMMON = 3;

/**
 * The statistical analysis of a SWOT's responses, in the full shape of the
 * AI analysis, so a company without an AI key still gets a useful and honest
 * result. Pure and deterministic: the same responses give the same analysis.
 */
export function analyseSwot(
  responses: readonly ResponseText[],
  generatedAt: Date = new Date(),
  parser: StatementParser = createStatementParser(),
): SwotAnalysis {
  const corpus = buildCorpus(responses, parser);
  const themes = byCategory((category) => findThemes(corpus.categories[category].statements));
  const statementsIn = (category: SwotCategory) => corpus.categories[category].statements.length;
  const sentiment = honestReading(
    scoreSwotSentiment(byCategory((category) => corpus.categories[category].answers.map((answer) => answer.sentiment))),
    statementsIn('strengths') + statementsIn('opportunities'),
    statementsIn('weaknesses') + statementsIn('threats'),
  );

  const category = (name: SwotCategory) => {
    const { answers } = corpus.categories[name];
    const tone = areaTone(answers.map((answer) => answer.sentiment));
    return {
      responses: answers.length,
      sentiment: meanScore(answers.map((answer) => answer.sentiment)),
      tone,
      topThemes: themes[name],
      recommendations: categoryRecommendations(name, themes[name]),
      measure: measureCategory(name, answers, themes[name], corpus.responseCount, tone),
    };
  };
  const measured = byCategory(category);
  const strip = ({ measure: _measure, ...rest }: ReturnType<typeof category>) => rest;
  const categoryAnalysis: CategoryAnalysis = {
    strengths: { ...strip(measured.strengths), strategicValue: measured.strengths.measure },
    weaknesses: { ...strip(measured.weaknesses), impact: measured.weaknesses.measure },
    opportunities: { ...strip(measured.opportunities), potential: measured.opportunities.measure },
    threats: { ...strip(measured.threats), urgency: measured.threats.measure },
  };

  // A word that people use in three areas or more ("customers", "retailers") says nothing about any one of
  // them: the area lists show what is distinctive of each (the list of all areas keeps it).
  const areasUsing = new Map<string, number>();
  for (const name of SWOT_CATEGORIES) {
    for (const term of corpus.categories[name].termsUsed) areasUsing.set(term, (areasUsing.get(term) ?? 0) + 1);
  }
  const perCategory = (name: SwotCategory) =>
    topKeywords(
      new Map(
        [...corpus.categories[name].termCounts].filter(([term]) => (areasUsing.get(term) ?? 0) < AREAS_FOR_COMMON),
      ),
      KEYWORDS_PER_LIST,
      corpus.spelling,
    );
  return {
    source: 'statistical',
    responseCount: corpus.responseCount,
    generatedAt: generatedAt.toISOString(),
    ...writeNarrative(corpus.responseCount, themes, sentiment),
    keywordAnalysis: {
      overall: topKeywords(
        mergeCounts(SWOT_CATEGORIES.map((name) => corpus.categories[name].termCounts)),
        KEYWORDS_PER_LIST,
        corpus.spelling,
      ),
      strengths: perCategory('strengths'),
      weaknesses: perCategory('weaknesses'),
      opportunities: perCategory('opportunities'),
      threats: perCategory('threats'),
    },
    categoryAnalysis,
    sentiment,
    tows: buildTows(themes),
  };
}
