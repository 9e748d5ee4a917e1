import { z } from 'zod';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '../domain/goals.ts';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { defineRoutes } from './route.ts';

/**
 * Strategic goals (spec part 2 Strategic goals, §3 "Strategic goal", §7
 * `GET /api/strategic-goals`). Generated goals carry the theme and quotes
 * they came from; each goal is re-measured against the newest SWOT analysed
 * after its source.
 */

/** A real calendar day: 2026-02-31 is refused here, not by the database (which would answer 500). */
const DateOnly = z.iso.date({ error: 'Use a date such as 2026-06-30' });

export const GoalSourceSchema = z.object({
  quadrant: z.enum(SWOT_CATEGORIES),
  theme: z.string(),
  /** Responses that raised the theme in the source SWOT. */
  mentions: z.number(),
  /** A weakness or threat is answered; a strength or opportunity is built on. */
  stance: z.enum(['answers', 'builds-on']),
  quotes: z.array(z.string()),
  swotTitle: z.string(),
  /** When the source SWOT was created. */
  measuredAt: z.iso.datetime(),
});
export type GoalSource = z.infer<typeof GoalSourceSchema>;

export const GoalRemeasureSchema = z.object({
  swotId: z.string(),
  swotTitle: z.string(),
  measuredAt: z.iso.datetime(),
  /** The quadrant the theme is in now; null when nobody raised it. */
  quadrant: z.enum(SWOT_CATEGORIES).nullable(),
  mentions: z.number(),
  /** Answers in that SWOT (absent before this existed). */
  responses: z.number().optional(),
  /** Said as is on the card: "Slow delivery: 6 mentions in March, 2 in June; still a weakness". */
  sentence: z.string(),
});
export type GoalRemeasure = z.infer<typeof GoalRemeasureSchema>;

/**
 * A generated goal's measure, drawn from the SWOT: the share of answers raising its theme then, the
 * share aimed at for the next SWOT (at most a third as many for a weakness or a threat; as many or
 * more for a strength or an opportunity), and the share the next SWOT gave. The goal's current and
 * target values are these shares in percent; its progress counts from `baseline` to the target.
 */
export const GoalMeasureSchema = z.object({
  direction: z.enum(['reduce', 'keep-or-raise']),
  /** Answers in the source SWOT, and how many raised the theme. */
  responses: z.number(),
  mentions: z.number(),
  /** Answers (of `responses`) the goal aims at: at most this many, or at least. */
  targetMentions: z.number(),
  /** The share then, in percent: where progress counts from. */
  baseline: z.number(),
  /** "7 of 16 answers → at most 2 of 16", and after the next SWOT "; now 4 of 6". */
  sentence: z.string(),
});
export type GoalMeasure = z.infer<typeof GoalMeasureSchema>;

export const CheckInSchema = z.object({
  id: z.string(),
  value: z.number(),
  note: z.string(),
  date: DateOnly,
});
export type CheckIn = z.infer<typeof CheckInSchema>;

export const StrategicGoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(GOAL_CATEGORIES),
  priority: z.enum(GOAL_PRIORITIES),
  status: z.enum(GOAL_STATUSES),
  /** Whether the status was set by hand rather than computed. */
  statusSetByHand: z.boolean(),
  currentValue: z.number(),
  targetValue: z.number(),
  /** "%", "₹" or any other text. */
  unit: z.string(),
  /** current ÷ target, percent, one decimal, at most 100. */
  progress: z.number(),
  deadline: DateOnly,
  createdAt: z.iso.datetime(),
  swotAnalysisId: z.string().nullable(),
  /** Made from the company's sample SWOT (invented answers); absent means false. */
  sample: z.boolean().optional(),
  generated: z.boolean(),
  archived: z.boolean(),
  source: GoalSourceSchema.nullable(),
  remeasure: GoalRemeasureSchema.nullable(),
  /** A generated goal's measure (absent on goals typed in, and on goals generated before it existed). */
  measure: GoalMeasureSchema.optional(),
  /** Oldest first. */
  checkIns: z.array(CheckInSchema),
});
export type StrategicGoal = z.infer<typeof StrategicGoalSchema>;

export const GoalsSummarySchema = z.object({
  total: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  atRisk: z.number(),
  notStarted: z.number(),
  /** Rounded mean progress of the goals listed. */
  averageProgress: z.number(),
});
export type GoalsSummary = z.infer<typeof GoalsSummarySchema>;

export const GoalsListSchema = z.object({
  success: z.boolean(),
  goals: z.array(StrategicGoalSchema),
  meta: z.object({
    /** Analysed SWOTs the goals are generated from ("AI-Generated from N SWOTs"). */
    swotCount: z.number(),
    summary: GoalsSummarySchema,
  }),
});
export type GoalsList = z.infer<typeof GoalsListSchema>;

const Title = z.string().trim().min(1, 'Please enter a title').max(200);
const Description = z.string().trim().max(2000);
const Value = z.number().finite().min(0).max(1_000_000_000);

export const GoalInputSchema = z.object({
  title: Title,
  description: Description.default(''),
  category: z.enum(GOAL_CATEGORIES),
  priority: z.enum(GOAL_PRIORITIES),
  currentValue: Value.default(0),
  targetValue: Value.refine((value) => value > 0, 'The target must be above 0'),
  unit: z.string().trim().min(1, 'Please enter a unit').max(20),
  deadline: DateOnly,
});
export type GoalInput = z.input<typeof GoalInputSchema>;

export const GoalUpdateSchema = GoalInputSchema.partial().extend({
  /** A status set by hand; null gives the computed status back. */
  status: z.enum(GOAL_STATUSES).nullable().optional(),
});
export type GoalUpdate = z.input<typeof GoalUpdateSchema>;

export const CheckInInputSchema = z.object({
  value: Value,
  note: z.string().trim().max(1000).default(''),
  date: DateOnly,
});
export type CheckInInput = z.input<typeof CheckInInputSchema>;

const GoalResponseSchema = z.object({ success: z.boolean(), goal: StrategicGoalSchema });
const Id = z.object({ id: z.uuid('Unknown goal') });

export const goalsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/strategic-goals',
    auth: 'organiser',
    query: z.object({ archived: z.enum(['include', 'exclude']).optional() }),
    response: GoalsListSchema,
  },
  /** Statistical goals always, phrased by the AI with the company's key when set. Never duplicates, never overwrites edits. */
  generate: {
    method: 'POST',
    path: '/api/strategic-goals/generate',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), created: z.number(), updated: z.number(), kept: z.number() }),
  },
  create: {
    method: 'POST',
    path: '/api/strategic-goals',
    auth: 'organiser',
    body: GoalInputSchema,
    response: GoalResponseSchema,
  },
  update: {
    method: 'PATCH',
    path: '/api/strategic-goals/:id',
    auth: 'organiser',
    params: Id,
    body: GoalUpdateSchema,
    response: GoalResponseSchema,
  },
  archive: {
    method: 'POST',
    path: '/api/strategic-goals/:id/archive',
    auth: 'organiser',
    params: Id,
    response: GoalResponseSchema,
  },
  checkIn: {
    method: 'POST',
    path: '/api/strategic-goals/:id/check-ins',
    auth: 'organiser',
    params: Id,
    body: CheckInInputSchema,
    response: GoalResponseSchema,
  },
});
