import { z } from 'zod';
import { GOAL_CATEGORIES, GOAL_STATUSES } from '../domain/goals.ts';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { TIMEZONES } from '../domain/schedule.ts';
import { CONSENSUS_LABELS } from './rounds.ts';
import { defineRoutes } from './route.ts';

/**
 * Performance comparison (spec part 2 Performance Comparison, §4 "Comparison
 * logic", §5 selection). Each view is one call computed on the server from
 * stored figures (SWOT counters and analysis digests), never from responses.
 */
export const MIN_COMPARED = 2;
export const SELECT_SWOTS_TEXT = 'Please select at least 2 SWOTs to compare.';
export const SELECT_MONTHS_TEXT = 'Please select at least 2 months to compare.';

const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month such as 2026-03');

export const ComparisonOptionsSchema = z.object({
  success: z.boolean(),
  /** Newest first. */
  swots: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      createdAt: z.iso.datetime(),
      /** The SWOT's own timezone, which its dates are shown in (absent from older servers: IST). */
      timezone: z.enum(TIMEZONES).optional(),
    }),
  ),
  /** Year-months (UTC) with at least one SWOT, newest first. */
  months: z.array(z.object({ month: Month, swotCount: z.number() })),
});
export type ComparisonOptions = z.infer<typeof ComparisonOptionsSchema>;

export const ComparedSwotSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  /** The SWOT's own timezone, which its dates are shown in (absent from older servers: IST). */
  timezone: z.enum(TIMEZONES).optional(),
  responses: z.number(),
  /** Responses ÷ expected (invited, or 4), rounded percent, at most 100. */
  participationRate: z.number(),
  /** −10..10, one decimal; null before the first analysis. */
  sentiment: z.number().nullable(),
  topKeywords: z.array(z.string()),
  relatedGoals: z.number(),
});
export type ComparedSwot = z.infer<typeof ComparedSwotSchema>;

export const THEME_MOVEMENTS = ['moved', 'new', 'gone', 'changed'] as const;
const ThemeCountSchema = z.object({
  quadrant: z.enum(SWOT_CATEGORIES),
  /** Answers that raised the theme. */
  mentions: z.number(),
  /** Answers in that SWOT's analysis. */
  responses: z.number().optional(),
});
/**
 * Themes are matched by the same-theme function (packages/analysis/src/same-theme.ts), however each
 * SWOT named them; a theme is "gone" only when no answer of the later SWOT raises it any more.
 */
export const ThemeMovementSchema = z.object({
  theme: z.string(),
  kind: z.enum(THEME_MOVEMENTS),
  from: ThemeCountSchema.nullable(),
  to: ThemeCountSchema.nullable(),
  /**
   * "Customer support: Weakness → Strength (2 → 3 mentions)", "Online competitors: new Threat (3 of 4
   * answers)", "Driver attrition: 7 of 16 answers → 4 of 6 (Weaknesses)".
   */
  sentence: z.string(),
});
export type ThemeMovement = z.infer<typeof ThemeMovementSchema>;

/** Priority movements shown at most: the largest, as theme movements are. */
export const PRIORITY_MOVEMENTS_SHOWN = 12;

/** Where a theme stood in one SWOT's closed round: what the group said, not how many raised it. */
const PriorityStandingSchema = z.object({
  median: z.number(),
  consensus: z.enum(CONSENSUS_LABELS),
  /** 1 for the first of its quadrant as the round's results order it. */
  rank: z.number().int().min(1),
});

/**
 * One theme the group rated in both SWOTs' rounds (matched by the same-theme function, however each SWOT
 * named it): mentions say what people raised, this says how much the group then thought it mattered.
 */
export const PriorityMovementSchema = z.object({
  /** The later SWOT's name for the theme. */
  theme: z.string(),
  /** The later SWOT's quadrant. */
  quadrant: z.enum(SWOT_CATEGORIES),
  from: PriorityStandingSchema,
  to: PriorityStandingSchema,
  /** "Late salaries: contested, median 6 → agreed important, median 8 (Weaknesses)". */
  sentence: z.string(),
});
export type PriorityMovement = z.infer<typeof PriorityMovementSchema>;

const PrioritisedSwotSchema = z.object({ swotId: z.string(), title: z.string() });

/**
 * Between the earliest and the latest compared SWOT that each have a closed round with results shown
 * (not withheld): those need not be the earliest and latest compared, since not every SWOT gets a round.
 */
export const PriorityMovementsSchema = z.object({
  earlier: PrioritisedSwotSchema,
  later: PrioritisedSwotSchema,
  /** Consensus changed first, then the largest change of median; empty when no priority moved. */
  movements: z.array(PriorityMovementSchema).max(PRIORITY_MOVEMENTS_SHOWN),
});
export type PriorityMovements = z.infer<typeof PriorityMovementsSchema>;

export const SwotComparisonSchema = z.object({
  success: z.boolean(),
  /** Oldest first. */
  swots: z.array(ComparedSwotSchema),
  /** Latest minus earliest by creation date. */
  responseGrowth: z.number(),
  sentimentChange: z.number().nullable(),
  participationTrend: z.enum(['up', 'down', 'stable']),
  improvements: z.array(z.string()),
  /** Between the earliest and the latest selected SWOT. */
  themeMovements: z.array(ThemeMovementSchema),
  /**
   * How the group's priorities moved; null when fewer than two compared SWOTs have a prioritised round.
   * Optional because a client or server older than the second round neither sends nor expects it.
   */
  priorityMovements: PriorityMovementsSchema.nullable().optional(),
});
export type SwotComparison = z.infer<typeof SwotComparisonSchema>;

export const ComparedMonthSchema = z.object({
  month: Month,
  swotCount: z.number(),
  totalResponses: z.number(),
  /** Mean of the analysed SWOTs' sentiment, one decimal; null when none is analysed. */
  averageSentiment: z.number().nullable(),
  /** Top 15; the screen shows 8. */
  keywords: z.array(z.string()),
  /** Goals created in the month, and the rounded percent of them completed. */
  goalCount: z.number(),
  goalCompletionRate: z.number(),
});
export type ComparedMonth = z.infer<typeof ComparedMonthSchema>;

export const MonthComparisonSchema = z.object({ success: z.boolean(), months: z.array(ComparedMonthSchema) });
export type MonthComparison = z.infer<typeof MonthComparisonSchema>;

export const PerformanceSchema = z.object({
  success: z.boolean(),
  totals: z.object({
    swots: z.number(),
    responses: z.number(),
    activeGoals: z.number(),
    /** Completed goals as a rounded percent of all goals not archived. */
    completionRate: z.number(),
  }),
  goalsByStatus: z.array(z.object({ status: z.enum(GOAL_STATUSES), count: z.number() })),
  recentSwots: z.array(ComparedSwotSchema),
  byCategory: z.array(
    z.object({ category: z.enum(GOAL_CATEGORIES), total: z.number(), completed: z.number(), rate: z.number() }),
  ),
});
export type Performance = z.infer<typeof PerformanceSchema>;

const idList = z
  .string()
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(z.array(z.uuid('Unknown SWOT')).min(MIN_COMPARED, SELECT_SWOTS_TEXT).max(50));
const monthList = z
  .string()
  .transform((value) => [...new Set(value.split(',').filter(Boolean))])
  .pipe(z.array(Month).min(MIN_COMPARED, SELECT_MONTHS_TEXT).max(60));

export const comparisonRoutes = defineRoutes({
  options: { method: 'GET', path: '/api/comparison/options', auth: 'organiser', response: ComparisonOptionsSchema },
  swots: {
    method: 'GET',
    path: '/api/comparison/swots',
    auth: 'organiser',
    query: z.object({ ids: idList }),
    response: SwotComparisonSchema,
  },
  months: {
    method: 'GET',
    path: '/api/comparison/months',
    auth: 'organiser',
    query: z.object({ months: monthList }),
    response: MonthComparisonSchema,
  },
  performance: { method: 'GET', path: '/api/comparison/performance', auth: 'organiser', response: PerformanceSchema },
});
