import type { CategoryAnalysis, SwotAnalysis, Theme } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { buildCorpus } from './corpus.ts';
import type { Corpus, ResponseText, Statement } from './corpus-types.ts';
import { mergeCounts, topKeywords } from './keywords.ts';
import { measureCategory } from './measures.ts';
import { categoryRecommendations, writeNarrative } from './narrative.ts';
import { areaTone, honestReading, meanScore, scoreSwotSentiment } from './sentiment.ts';
import { createStatementParser, type StatementParser } from './nlp.ts';
import { byStanding, clusterStatements, describeTheme, groupOfMembers, MAX_THEMES, type Cluster } from './themes.ts';
import { fitRecords, toRecord } from './theme-records.ts';
import { buildTows } from './tows.ts';

export type { ResponseText } from './corpus-types.ts';
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
  return analyseSwotWithThemes(responses, { generatedAt, parser }).analysis;
}

export interface AnalyseOptions {
  generatedAt?: Date;
  parser?: StatementParser;
  /**
   * The SWOT's theme records from its previous analysis, with a person's
   * corrections: the result keeps their ids, edited labels, hidden flags and
   * pinned statements (theme-records.ts).
   */
  themes?: readonly ThemeRecord[];
  /** The organisation's name: never a theme. */
  organisation?: string;
  /** Ids for new records (by default derived from their statements: the same answers give the same ids). */
  newId?: (quadrant: SwotCategory, firstKey: string) => string;
}

/**
 * The analysis and the SWOT's theme records it was made from. The themes in
 * the analysis (top five per quadrant, hidden ones left out, a person's labels
 * kept) are the records', each with its record's id, so whatever reads the
 * stored analysis reads the corrected themes.
 */
export function analyseSwotWithThemes(
  responses: readonly ResponseText[],
  options: AnalyseOptions = {},
): { analysis: SwotAnalysis; themes: ThemeRecord[] } {
  const generatedAt = options.generatedAt ?? new Date();
  const corpus = buildCorpus(responses, options.parser ?? createStatementParser(), options.organisation);
  const statements = new Map<string, Statement>();
  const clusters = new Map<SwotCategory, Cluster[]>();
  for (const name of SWOT_CATEGORIES) {
    for (const statement of corpus.categories[name].statements) statements.set(statement.key, statement);
    clusters.set(name, clusterStatements(corpus.categories[name].statements));
  }
  const drafts = fitRecords(clusters, statements, options.themes ?? [], options.newId);
  const described = drafts.map((draft) => {
    const members = draft.members.map((statement) =>
      statement.writtenIn === draft.quadrant ? statement : { ...statement, misplaced: true },
    );
    const group = draft.groups.length > 0 ? new Set(draft.groups.flatMap((set) => [...set])) : groupOfMembers(members);
    const theme = describeTheme(group, members);
    return { draft, theme: { ...theme, id: draft.id, label: draft.edited ? draft.label : theme.label } };
  });
  described.sort((a, b) => byStanding(a.theme, b.theme));
  const themes = byCategory((category) =>
    described
      .filter(({ draft }) => draft.quadrant === category && !draft.hidden)
      .slice(0, MAX_THEMES)
      .map(({ theme }) => theme),
  );
  const records = described.map(({ draft, theme }) => toRecord(draft, theme.label));
  return { analysis: assemble(corpus, themes, generatedAt), themes: records };
}

function assemble(corpus: Corpus, themes: Record<SwotCategory, Theme[]>, generatedAt: Date): SwotAnalysis {
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
