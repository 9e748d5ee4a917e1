import { z } from 'zod';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { defineRoutes } from './route.ts';

/** A theme an insight is drawn from: how many raised it and one statement behind it. */
export const InsightEvidenceSchema = z.object({
  theme: z.string(),
  quadrant: z.enum(SWOT_CATEGORIES),
  /** Responses that raised the theme. */
  mentions: z.number(),
  /** One statement behind it, as written (cut at a word boundary). */
  quote: z.string().optional(),
  /** The action the theme calls for, as a verb phrase: "retain drivers", "reduce driver attrition". */
  action: z.string().optional(),
});
export type InsightEvidence = z.infer<typeof InsightEvidenceSchema>;

/**
 * The analysis of one SWOT (spec part 2 §3 "AI analysis"). The same shape is
 * produced from statistics alone (source "statistical") and, with the
 * company's own key, by the AI service (source "ai"); the numbers (keywords,
 * sentiment, measures, themes) always come from the statistics.
 *
 * Every statement carries the ids of the responses it came from, so the
 * screen can show the quotes behind it.
 */
export const InsightSchema = z.object({
  text: z.string(),
  responseIds: z.array(z.string()),
  /** The themes it is drawn from (statistical analyses written after this existed). */
  evidence: z.array(InsightEvidenceSchema).optional(),
});
export type Insight = z.infer<typeof InsightSchema>;

export const KeywordCountSchema = z.object({ word: z.string(), count: z.number() });
export type KeywordCount = z.infer<typeof KeywordCountSchema>;

export const QuoteSchema = z.object({
  responseId: z.string(),
  /** The statement itself (a sentence or a list item of the answer), cut at a word boundary. */
  text: z.string(),
  /**
   * Set when the statement was typed into another quadrant than the one it is
   * quoted in: it reads as belonging here ("possibly misplaced" where it was typed).
   */
  writtenIn: z.enum(SWOT_CATEGORIES).optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const ThemeSchema = z.object({
  /** The theme's record (contract/themes.ts), for corrections; absent in analyses stored before themes were records. */
  id: z.string().optional(),
  label: z.string(),
  keywords: z.array(z.string()),
  /** Responses that mention the theme. */
  mentions: z.number(),
  quotes: z.array(QuoteSchema),
  responseIds: z.array(z.string()),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const MEASURE_LEVELS = ['high', 'medium', 'low'] as const;
export const MeasureSchema = z.object({
  /** 0 to 10, one decimal. */
  score: z.number(),
  level: z.enum(MEASURE_LEVELS),
  /** Why the score is what it is, in sentences a reader can check. */
  evidence: z.array(z.string()),
});
export type Measure = z.infer<typeof MeasureSchema>;

export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;

/**
 * The tone of one area's answers, the one per-area sentiment figure every
 * place shows: how many answers are worded positively and how many
 * negatively (AFINN word list, negation handled), and the balance of the two.
 */
export const ToneSchema = z.object({
  /** Share of answers worded positively minus share worded negatively, in points: −100 to +100. */
  score: z.number(),
  label: z.enum(SENTIMENT_LABELS),
  /** Answers worded positively, negatively, neither. */
  positive: z.number(),
  negative: z.number(),
  neutral: z.number(),
  /** The tone in plain words: "Mostly positive: 14 of 22 answers are worded positively, 2 negatively (net +55)." */
  summary: z.string(),
  /**
   * Answers in a language the tone lexicon reads only in part (Hindi, in either script), and "low" when they
   * are a third of the area's answers or more: the figure then says little. Absent from analyses made before.
   */
  unreadAnswers: z.number().optional(),
  confidence: z.enum(['normal', 'low']).optional(),
});
export type Tone = z.infer<typeof ToneSchema>;

const CategoryBase = z.object({
  /** Responses that wrote something in this area. */
  responses: z.number(),
  /** Mean AFINN score per answer in this area. Kept for analyses stored before `tone`; show `tone`. */
  sentiment: z.number(),
  /** The area's tone; absent from analyses stored before it existed. */
  tone: ToneSchema.optional(),
  topThemes: z.array(ThemeSchema),
  recommendations: z.array(InsightSchema),
});

export const CategoryAnalysisSchema = z.object({
  strengths: CategoryBase.extend({ strategicValue: MeasureSchema }),
  weaknesses: CategoryBase.extend({ impact: MeasureSchema }),
  opportunities: CategoryBase.extend({ potential: MeasureSchema }),
  threats: CategoryBase.extend({ urgency: MeasureSchema }),
});
export type CategoryAnalysis = z.infer<typeof CategoryAnalysisSchema>;

export const KeywordAnalysisSchema = z.object({
  overall: z.array(KeywordCountSchema),
  strengths: z.array(KeywordCountSchema),
  weaknesses: z.array(KeywordCountSchema),
  opportunities: z.array(KeywordCountSchema),
  threats: z.array(KeywordCountSchema),
});
export type KeywordAnalysis = z.infer<typeof KeywordAnalysisSchema>;

export const SentimentSchema = z.object({
  /** −10..10 (spec part 2 §9): positive evidence in strengths and opportunities against negative evidence in weaknesses and threats. */
  score: z.number(),
  label: z.enum(SENTIMENT_LABELS),
  positiveEvidence: z.number(),
  negativeEvidence: z.number(),
  /** "low" when a third of the answers or more are in a language the lexicon reads only in part (see ToneSchema). */
  confidence: z.enum(['normal', 'low']).optional(),
});
export type Sentiment = z.infer<typeof SentimentSchema>;

export const TowsMatrixSchema = z.object({
  so: z.array(InsightSchema),
  st: z.array(InsightSchema),
  wo: z.array(InsightSchema),
  wt: z.array(InsightSchema),
});
export type TowsMatrix = z.infer<typeof TowsMatrixSchema>;

/**
 * What came of one request to the AI service (with the company's own key)
 * for an analysis, so the reader is told what happened, not a guess:
 * ok: it answered and its narrative is used; no_key: AI is switched on but
 * no usable key is saved; unreachable: no answer in time, no connection, or
 * the service failed (5xx); key_refused: the key was refused (401/403);
 * over_quota: the key's quota is used up or its requests are limited (429);
 * request_refused: the service refused the request itself (the model, the
 * request); unusable: it answered with something we could not use (not JSON,
 * the wrong shape). Whatever the status, the statistical analysis is served.
 */
export const AI_RUN_STATUSES = [
  'ok',
  'no_key',
  'unreachable',
  'key_refused',
  'over_quota',
  'request_refused',
  'unusable',
] as const;
export type AiRunStatus = (typeof AI_RUN_STATUSES)[number];

export const AiRunSchema = z.object({
  status: z.enum(AI_RUN_STATUSES),
  /** When the AI was asked (the run finished), UTC. */
  at: z.iso.datetime(),
  /** What happened, for the reader: never the key, never the service's raw answer. */
  message: z.string().optional(),
});
export type AiRun = z.infer<typeof AiRunSchema>;

export const ANALYSIS_SOURCES = ['statistical', 'ai'] as const;

export const SwotAnalysisSchema = z.object({
  source: z.enum(ANALYSIS_SOURCES),
  /** How many responses this analysis covers. */
  responseCount: z.number(),
  generatedAt: z.iso.datetime(),
  summary: z.string(),
  keyInsights: z.array(InsightSchema),
  strategicRecommendations: z.array(InsightSchema),
  /** Labelled 6-12 months (spec part 2 §9). */
  priorityActions: z.array(InsightSchema),
  /** Labelled 30 days. */
  quickWins: z.array(InsightSchema),
  actionPlan: z.object({
    immediate: z.array(InsightSchema),
    shortTerm: z.array(InsightSchema),
    longTerm: z.array(InsightSchema),
  }),
  keywordAnalysis: KeywordAnalysisSchema,
  categoryAnalysis: CategoryAnalysisSchema,
  sentiment: SentimentSchema,
  tows: TowsMatrixSchema,
  /** The last request to the AI service behind this analysis; absent when AI was not asked (or before this existed). */
  ai: AiRunSchema.optional(),
});
export type SwotAnalysis = z.infer<typeof SwotAnalysisSchema>;

/**
 * empty: no responses yet. pending: responses exist but no analysis covers
 * any of them yet (it is being made). ready: an analysis is stored; it may
 * cover fewer responses than exist while a newer one is being made.
 */
export const ANALYSIS_STATES = ['empty', 'pending', 'ready'] as const;

export const AiAnalysisResponseSchema = z.object({
  success: z.boolean(),
  state: z.enum(ANALYSIS_STATES),
  responseCount: z.number(),
  analysis: SwotAnalysisSchema.nullable(),
  /** Set when the company asked for AI analysis and it could not be used for this result: said to the reader as is. */
  aiUnavailableReason: z.string().nullable(),
});
export type AiAnalysisResponse = z.infer<typeof AiAnalysisResponseSchema>;

/** The analysis as it stands after "Run AI analysis again", and what came of that run. */
export const RunAiAnalysisResponseSchema = AiAnalysisResponseSchema.extend({
  /** This run's outcome (also kept on the stored analysis as `analysis.ai`, unless a newer analysis replaced it). */
  run: AiRunSchema,
});
export type RunAiAnalysisResponse = z.infer<typeof RunAiAnalysisResponseSchema>;

export const analysisRoutes = defineRoutes({
  getAiAnalysis: {
    method: 'GET',
    path: '/api/swot/ai-analysis/:id',
    auth: 'organiser',
    params: z.object({ id: z.uuid('Unknown SWOT') }),
    response: AiAnalysisResponseSchema,
  },
  /**
   * Asks the AI service again now, over a fresh statistical analysis (editors and owners; one run per SWOT
   * at a time). The AI's outcome is in the answer, never an HTTP error: the statistical analysis is served
   * whatever it is.
   */
  runAiAnalysis: {
    method: 'POST',
    path: '/api/swot/:id/ai-analysis/run',
    auth: 'organiser',
    params: z.object({ id: z.uuid('Unknown SWOT') }),
    response: RunAiAnalysisResponseSchema,
  },
});
