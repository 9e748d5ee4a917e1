import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.ts';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, TIMEZONES } from '../domain/schedule.ts';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { IdempotencyKeySchema, TokenParams } from './participation.ts';
import { PARTICIPATION_PATHS } from './participation-paths.ts';
import { defineRoutes, EventStreamSchema } from './route.ts';
import { DateSchema, TimeSchema } from './swots.ts';

/**
 * A second round (issue 31): the group rates its own synthesised SWOT. The
 * organiser freezes the SWOT's themes (corrections included) into a ballot;
 * each invitee rates every theme's importance from 1 to 9 (or skips it),
 * optionally impact and effort for weaknesses and threats, optionally picks
 * their top k of each quadrant. Tallies stay hidden until the round closes;
 * then each theme has its median, interquartile range, agreement shares and
 * a consensus label, each quadrant its Kendall's W.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 9;
/** The quadrants where impact and effort may be asked: what to fix or guard against first. */
export const IMPACT_EFFORT_QUADRANTS = ['weaknesses', 'threats'] as const;
/** At most this many themes on one ballot: a phone's worth of reading, and a bounded vote. */
export const MAX_BALLOT_THEMES = 60;
export const MAX_QUOTES_PER_THEME = 3;
/**
 * At most this many ballots in one round through its shared link: ballots
 * cost no credits, so a shared link would otherwise take votes without end,
 * and the results are counted from every ballot (bench/round-results.ts
 * measures this many). Personal links, one per invitee, are never refused
 * for it.
 */
export const MAX_ROUND_BALLOTS = 5000;

const Rating = z
  .number()
  .int(`A whole number from ${RATING_MIN} to ${RATING_MAX}`)
  .min(RATING_MIN, `A whole number from ${RATING_MIN} to ${RATING_MAX}`)
  .max(RATING_MAX, `A whole number from ${RATING_MIN} to ${RATING_MAX}`);

export const CreateRoundRequestSchema = z.object({
  /** Which quadrants the ballot asks about; every quadrant that has themes when left out. */
  quadrants: z.array(z.enum(SWOT_CATEGORIES)).min(1, 'Choose at least one quadrant').max(4).optional(),
  /** The schedule, read in the SWOT's timezone. */
  startDate: DateSchema('Start date'),
  startTime: TimeSchema('Start time').default(DEFAULT_START_TIME),
  endDate: DateSchema('End date'),
  endTime: TimeSchema('End time').default(DEFAULT_END_TIME),
  /** Also ask impact and effort (1 to 9) of each weakness and threat. */
  rateImpactEffort: z.boolean().optional(),
  /**
   * Ask each person to pick and order their top k themes of each quadrant: `true` for k = the square root
   * of the quadrant's theme count, rounded (at least 1), or a number. Left out or false: no top k.
   */
  topK: z.union([z.boolean(), z.number().int().min(1).max(MAX_BALLOT_THEMES)]).optional(),
  /** A shared link besides the personal ones (one ballot per browser). Off unless asked. */
  sharedLink: z.boolean().optional(),
});
export type CreateRoundRequest = z.input<typeof CreateRoundRequestSchema>;

/** A feedback round (the Delphi method's third round): the schedule; the ballot is the second round's. */
export const CreateFeedbackRoundRequestSchema = CreateRoundRequestSchema.pick({
  startDate: true,
  startTime: true,
  endDate: true,
  endTime: true,
});

export type CreateFeedbackRoundRequest = z.input<typeof CreateFeedbackRoundRequestSchema>;

/** The group's figures for a theme in the round before, shown beside a person's own earlier rating. */
export const GroupFigureSchema = z.object({ median: z.number(), q1: z.number(), q3: z.number() });

export const ROUND_STATUSES = ['not_started', 'open', 'closed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const BallotThemeSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** Two or three of its statements, as the analysis shows them (already free of names). */
  quotes: z.array(z.string()).max(MAX_QUOTES_PER_THEME),
});
export type BallotTheme = z.infer<typeof BallotThemeSchema>;

export const BallotQuadrantSchema = z.object({
  quadrant: z.enum(SWOT_CATEGORIES),
  themes: z.array(BallotThemeSchema),
  /** How many themes each person picks and orders here; null when the round does not ask. */
  topK: z.number().int().nullable(),
  /** Whether impact and effort are asked for this quadrant's themes. */
  impactEffort: z.boolean(),
});
export type BallotQuadrant = z.infer<typeof BallotQuadrantSchema>;

export const RoundSummarySchema = z.object({
  id: z.uuid(),
  /** 2 for the second round, 3 for its feedback round. */
  number: z.number().int(),
  /** A feedback round's second round. */
  previousRoundId: z.uuid().nullable().optional(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  timezone: z.enum(TIMEZONES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  status: z.enum(ROUND_STATUSES),
  quadrants: z.array(BallotQuadrantSchema),
  invitedCount: z.number().int(),
  /** How many ballots arrived: the only figure shown while the round runs. */
  ballotCount: z.number().int(),
  /** The shared link's token, when the round has one. */
  sharedToken: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RoundSummary = z.infer<typeof RoundSummarySchema>;

export const RoundCreatedSchema = z.object({ round: RoundSummarySchema, invitationsQueued: z.number().int() });
export const RoundListSchema = z.object({ rounds: z.array(RoundSummarySchema) });

export const CONSENSUS_LABELS = ['agreed_important', 'agreed_unimportant', 'contested'] as const;
export const IMPACT_EFFORT_CELLS = ['quick_win', 'major_project', 'fill_in', 'thankless'] as const;

const Share = z.number().min(0).max(1);
export const ThemeResultSchema = z.object({
  themeId: z.uuid(),
  label: z.string(),
  /** Fewer ratings than the company's anonymity threshold: every figure below is withheld (null). */
  withheld: z.boolean(),
  ratings: z.number().int(),
  skips: z.number().int(),
  median: z.number().nullable(),
  q1: z.number().nullable(),
  q3: z.number().nullable(),
  iqr: z.number().nullable(),
  /** Share of ratings 7 to 9, and 1 to 3. */
  shareHigh: Share.nullable(),
  shareLow: Share.nullable(),
  consensus: z.enum(CONSENSUS_LABELS).nullable(),
  /** Where asked: median impact and effort, and the cell of the 2×2 they fall in. */
  impact: z.number().nullable().optional(),
  effort: z.number().nullable().optional(),
  cell: z.enum(IMPACT_EFFORT_CELLS).nullable().optional(),
  /** Where top k was asked: how many put it in their top k. */
  picked: z.number().int().optional(),
  /** A feedback round: the theme's interquartile range in the round before (how far the spread narrowed). */
  previousIqr: z.number().nullable().optional(),
});
export type ThemeResult = z.infer<typeof ThemeResultSchema>;

export const ConcordanceSchema = z.object({
  raters: z.number().int(),
  items: z.number().int(),
  w: z.number(),
  chiSquare: z.number(),
  degreesOfFreedom: z.number().int(),
  pValue: z.number(),
});

export const QuadrantResultSchema = z.object({
  quadrant: z.enum(SWOT_CATEGORIES),
  /** The prioritised quadrant: by median importance, then share rating 7 to 9; withheld themes last. */
  themes: z.array(ThemeResultSchema),
  /** Kendall's W over the top-k picks, where asked and with at least two rankings. */
  concordance: ConcordanceSchema.nullable(),
});

export const RoundResultsSchema = z.object({
  round: RoundSummarySchema,
  anonymityThreshold: z.number().int(),
  /** Fewer ballots than the threshold: no figure is shown at all. */
  withheld: z.boolean(),
  quadrants: z.array(QuadrantResultSchema),
});
export type RoundResults = z.infer<typeof RoundResultsSchema>;

/** The ballot a participant sees. */
export const RoundBallotSchema = z.object({
  swotTitle: z.string(),
  organisation: z.string(),
  number: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  timezone: z.enum(TIMEZONES),
  link: z.enum(['personal', 'shared']),
  /** This link (or this browser, on the shared link) already voted. */
  voted: z.boolean(),
  /** The organiser's plan includes white-label: the page names the organisation where it would name Foursight. */
  whiteLabel: z.boolean().optional(),
  /** The SWOT's language (issue 32): the ballot opens in it unless the participant chose or asks for another. */
  language: z.enum(LANGUAGES).optional(),
  quadrants: z.array(BallotQuadrantSchema),
  /** A feedback round: the group's figures per theme id in the round before (themes withheld there are absent). */
  feedback: z.record(z.string(), GroupFigureSchema).optional(),
  /** A feedback round through a personal link that voted before: this person's own importance per theme id. */
  previous: z.record(z.string(), z.number().int().nullable()).optional(),
});
export type RoundBallot = z.infer<typeof RoundBallotSchema>;

export const BallotRatingSchema = z.object({
  themeId: z.uuid('Unknown theme'),
  /** 1 to 9, or null for "no opinion". */
  importance: Rating.nullable(),
  impact: Rating.nullable().optional(),
  effort: Rating.nullable().optional(),
});

export const SubmitBallotRequestSchema = z.object({
  ratings: z.array(BallotRatingSchema).max(MAX_BALLOT_THEMES),
  /** Per quadrant, the picked themes, best first (at most the quadrant's k). */
  top: z.partialRecord(z.enum(SWOT_CATEGORIES), z.array(z.uuid('Unknown theme')).max(MAX_BALLOT_THEMES)).optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type SubmitBallotRequest = z.input<typeof SubmitBallotRequestSchema>;

const SwotParams = z.object({ id: z.uuid('Unknown SWOT') });
const RoundParams = z.object({ id: z.uuid('Unknown SWOT'), roundId: z.uuid('Unknown round') });

/** Themes per quadrant the dashboard shows of the latest prioritised SWOT. */
export const LATEST_PRIORITIES_SHOWN = 3;

/** The company's latest prioritised SWOT: its newest closed round's leading themes per quadrant. */
export const LatestPrioritiesSchema = z.object({
  latest: z
    .object({
      swotId: z.uuid(),
      swotTitle: z.string(),
      roundId: z.uuid(),
      number: z.number().int(),
      closedAt: z.iso.datetime(),
      ballotCount: z.number().int(),
      /** Fewer ballots than the anonymity threshold: no figure is shown. */
      withheld: z.boolean(),
      quadrants: z.array(
        z.object({
          quadrant: z.enum(SWOT_CATEGORIES),
          themes: z
            .array(
              z.object({
                label: z.string(),
                median: z.number().nullable(),
                consensus: z.enum(CONSENSUS_LABELS).nullable(),
              }),
            )
            .max(LATEST_PRIORITIES_SHOWN),
        }),
      ),
    })
    .nullable(),
});
export type LatestPriorities = z.infer<typeof LatestPrioritiesSchema>;

/** The event a SWOT's rounds stream sends each time a round takes a ballot: the count only, never a vote. */
export const BALLOTS_EVENT = 'ballots';
export const BallotsEventSchema = z.object({ roundId: z.string(), ballotCount: z.number().int().nonnegative() });
export type BallotsEvent = z.infer<typeof BallotsEventSchema>;

export const roundsRoutes = defineRoutes({
  /** The dashboard's card: the latest prioritised SWOT of the caller's company, or null. */
  latest: {
    method: 'GET',
    path: '/api/rounds/latest',
    auth: 'organiser',
    response: LatestPrioritiesSchema,
  },
  create: {
    method: 'POST',
    path: '/api/swot/:id/rounds',
    auth: 'organiser',
    params: SwotParams,
    body: CreateRoundRequestSchema,
    response: RoundCreatedSchema,
  },
  /** Server-sent events: `ballots` (BallotsEventSchema) each time one of this SWOT's rounds takes a ballot. */
  events: {
    method: 'GET',
    path: '/api/swot/:id/rounds/events',
    auth: 'organiser',
    params: SwotParams,
    response: EventStreamSchema,
  },
  list: {
    method: 'GET',
    path: '/api/swot/:id/rounds',
    auth: 'organiser',
    params: SwotParams,
    response: RoundListSchema,
  },
  /** Ends the round now (the schedule's end otherwise). */
  close: {
    method: 'POST',
    path: '/api/swot/:id/rounds/:roundId/close',
    auth: 'organiser',
    params: RoundParams,
    response: z.object({ round: RoundSummarySchema }),
  },
  /** A feedback round after a closed second round: who voted through a personal link may revise. */
  feedback: {
    method: 'POST',
    path: '/api/swot/:id/rounds/:roundId/feedback',
    auth: 'organiser',
    params: RoundParams,
    body: CreateFeedbackRoundRequestSchema,
    response: RoundCreatedSchema,
  },
  results: {
    method: 'GET',
    path: '/api/swot/:id/rounds/:roundId/results',
    auth: 'organiser',
    params: RoundParams,
    response: RoundResultsSchema,
  },
  ballot: {
    method: 'GET',
    path: PARTICIPATION_PATHS.round,
    auth: 'public',
    duringMaintenance: true,
    params: TokenParams,
    response: RoundBallotSchema,
  },
  vote: {
    method: 'POST',
    path: PARTICIPATION_PATHS.round,
    auth: 'public',
    duringMaintenance: true,
    params: TokenParams,
    body: SubmitBallotRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
});
