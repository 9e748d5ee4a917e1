import { z } from 'zod';
import { DATE_PATTERN, DEFAULT_END_TIME, DEFAULT_START_TIME, TIME_PATTERN, TIMEZONES } from '../domain/schedule.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, SWOT_CATEGORIES } from '../domain/swots.ts';
import { defineRoutes } from './route.ts';

const DateSchema = (label: string) =>
  z.string({ error: `${label} is required` }).regex(DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`);
const TimeSchema = (label: string) => z.string().regex(TIME_PATTERN, `${label} must be a time (HH:MM)`);

export const ScheduleSchema = z.object({
  startDate: DateSchema('Start date'),
  startTime: TimeSchema('Start time').default(DEFAULT_START_TIME),
  endDate: DateSchema('End date'),
  endTime: TimeSchema('End time').default(DEFAULT_END_TIME),
  timezone: z.enum(TIMEZONES, { error: 'Choose a timezone from the list' }),
});
export type ScheduleInput = z.input<typeof ScheduleSchema>;

export const ParticipantsSchema = z.object({
  users: z.array(z.uuid('Unknown user')).max(20_000).default([]),
  departments: z.array(z.string().trim().min(1).max(100)).max(500).default([]),
  lists: z.array(z.uuid('Unknown list')).max(500).default([]),
});
export type Participants = z.output<typeof ParticipantsSchema>;

export const CreateSwotRequestSchema = ScheduleSchema.extend({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
    .default(''),
  participants: ParticipantsSchema.default({ users: [], departments: [], lists: [] }),
  emailTemplate: z.uuid('Unknown template').nullable().optional(),
});
export type CreateSwotRequest = z.input<typeof CreateSwotRequestSchema>;

export const SWOT_STATUSES = ['active', 'completed', 'draft'] as const;
export const DISPLAY_BADGES = ['Expired', 'Completed', 'Active', 'Pending'] as const;

export const SwotSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  timezone: z.enum(TIMEZONES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  /** Completed once it has ended or was closed; the spec's stored status. */
  status: z.enum(SWOT_STATUSES),
  /** The list's badge (part 2 §4), computed by the server in the SWOT's own schedule. */
  badge: z.enum(DISPLAY_BADGES),
  uniqueToken: z.string(),
  responseCount: z.number(),
  invitedCount: z.number(),
  createdAt: z.iso.datetime(),
});
export type SwotSummary = z.infer<typeof SwotSummarySchema>;

export const SwotResponseSchema = z.object({
  id: z.string(),
  submittedAt: z.iso.datetime(),
  strengths: z.string(),
  weaknesses: z.string(),
  opportunities: z.string(),
  threats: z.string(),
});
export type SwotResponse = z.infer<typeof SwotResponseSchema>;

export const SwotAnalyticsSchema = z.object({
  /** Responses that wrote something in each area. */
  byCategory: z.record(z.enum(SWOT_CATEGORIES), z.number()),
  /** Responses per day in the SWOT's timezone. */
  overTime: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Responses divided by people invited, as a rounded percent capped at 100 (100 once answered when nobody was invited). */
  responseProgress: z.number(),
  /** The same figure as responseProgress: one definition of participation (kept for the spec's clients). */
  participationRate: z.number(),
});
export type SwotAnalytics = z.infer<typeof SwotAnalyticsSchema>;

export const SwotDetailSchema = SwotSummarySchema.extend({
  participants: z.object({ users: z.array(z.string()), departments: z.array(z.string()), lists: z.array(z.string()) }),
  emailTemplateId: z.string().nullable(),
  responses: z.array(SwotResponseSchema),
  analytics: SwotAnalyticsSchema,
});
export type SwotDetail = z.infer<typeof SwotDetailSchema>;

const IdParams = z.object({ id: z.uuid('Unknown SWOT') });
const SwotResult = z.object({ success: z.boolean(), message: z.string(), swot: SwotSummarySchema });

export const swotRoutes = defineRoutes({
  createSwot: {
    method: 'POST',
    path: '/api/swot/create',
    auth: 'organiser',
    body: CreateSwotRequestSchema,
    response: SwotResult.extend({ invitationsQueued: z.number() }),
  },
  listSwots: {
    method: 'GET',
    path: '/api/swot/list',
    auth: 'organiser',
    response: z.object({ analyses: z.array(SwotSummarySchema), meta: z.object({ total: z.number() }) }),
  },
  getSwot: {
    method: 'GET',
    path: '/api/swot/details/:id',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ success: z.boolean(), swot: SwotDetailSchema }),
  },
  updateSchedule: {
    method: 'PUT',
    path: '/api/swot/:id/schedule',
    auth: 'organiser',
    params: IdParams,
    body: ScheduleSchema,
    response: SwotResult,
  },
  closeSwot: { method: 'POST', path: '/api/swot/:id/close', auth: 'organiser', params: IdParams, response: SwotResult },
});
