import { z } from 'zod';
import { DATE_PATTERN, DEFAULT_END_TIME, DEFAULT_START_TIME, TIME_PATTERN, TIMEZONES } from '../domain/schedule.ts';
import { LANGUAGES } from '../domain/languages.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, SWOT_CATEGORIES } from '../domain/swots.ts';
import { defineRoutes, EventStreamSchema } from './route.ts';

export const DateSchema = (label: string) =>
  z.string({ error: `${label} is required` }).regex(DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`);
export const TimeSchema = (label: string) => z.string().regex(TIME_PATTERN, `${label} must be a time (HH:MM)`);

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
  /** Departments by name, as the spec's payload carries them (resolved on the server). */
  departments: z.array(z.string().trim().min(1).max(100)).max(500).default([]),
  /** Departments by id, beyond the spec: their members are invited as the named ones are. */
  departmentIds: z.array(z.uuid('Unknown department')).max(500).optional(),
  lists: z.array(z.uuid('Unknown list')).max(500).default([]),
});
export type Participants = z.output<typeof ParticipantsSchema>;

export const DEFAULT_REMINDER_DAYS: readonly number[] = [3, 1];

export const ReminderDaysSchema = z
  .array(z.number().int('Whole days only').min(1, 'At least one day before the end').max(60, 'At most 60 days before'))
  .max(5, 'At most five reminders')
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

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
  /** Whether the shared link takes answers besides the personal links (on unless turned off). */
  sharedLink: z.boolean().optional(),
  /** Whether a browser that already answered may answer again through the shared link (off unless turned on). */
  allowRepeatAnswers: z.boolean().optional(),
  /**
   * Reminders to those who have not answered, as whole days before the end (in the SWOT's timezone).
   * Optional: 3 and 1 days before unless given; an empty list sends none.
   */
  reminderDays: ReminderDaysSchema.optional(),
  /**
   * The language its participation page opens in and its mails are written in (issue 32). Optional: the
   * company's default language (Settings) unless given.
   */
  language: z.enum(LANGUAGES, { error: 'Choose a language from the list' }).optional(),
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
  /**
   * The stored status, moved by the server at the start (draft -> active) and the end (-> completed);
   * completed at once when the end has passed or it was closed, even before the job has run.
   */
  status: z.enum(SWOT_STATUSES),
  /** The list's badge (part 2 §4), computed by the server in the SWOT's own schedule. */
  badge: z.enum(DISPLAY_BADGES),
  uniqueToken: z.string(),
  responseCount: z.number(),
  invitedCount: z.number(),
  createdAt: z.iso.datetime(),
  sharedLinkEnabled: z.boolean(),
  allowRepeatAnswers: z.boolean(),
  /** Days before the end at which those who have not answered are reminded. */
  reminderDays: z.array(z.number()),
  /** A finished sample made by Foursight from invented answers (POST /api/sample-swot); absent means false. */
  sample: z.boolean().optional(),
  /** The language it is held in (issue 32); absent means English. */
  language: z.enum(LANGUAGES).optional(),
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
  participants: z.object({
    users: z.array(z.string()),
    departments: z.array(z.string()),
    /** Departments chosen by id, when any were (beyond the spec). */
    departmentIds: z.array(z.string()).optional(),
    lists: z.array(z.string()),
  }),
  emailTemplateId: z.string().nullable(),
  responses: z.array(SwotResponseSchema),
  analytics: SwotAnalyticsSchema,
});
export type SwotDetail = z.infer<typeof SwotDetailSchema>;

const IdParams = z.object({ id: z.uuid('Unknown SWOT') });
const SwotResult = z.object({ success: z.boolean(), message: z.string(), swot: SwotSummarySchema });

export const ParticipationSettingsSchema = z.object({
  sharedLink: z.boolean().optional(),
  allowRepeatAnswers: z.boolean().optional(),
});
export type ParticipationSettings = z.infer<typeof ParticipationSettingsSchema>;

/** Where one invited person's invitation stands, furthest step first (bounced when the mail could not be delivered). */
export const PARTICIPANT_STATES = ['responded', 'opened', 'delivered', 'bounced', 'invited'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

/**
 * One invited person. Which answer is theirs is not knowable: nothing links a
 * response to them. Whether they answered, and how many reminders they got
 * (reminders go only to those who have not answered, so the count tells it
 * too), are sent only when the company chose per-person answered status in
 * Settings → Privacy; otherwise the fields are absent and state never says
 * 'responded' (someone who answered reads as having opened the link).
 */
export const ParticipantSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  department: z.string(),
  state: z.enum(PARTICIPANT_STATES),
  delivered: z.boolean(),
  bounced: z.boolean(),
  openedLink: z.boolean(),
  /** Only when the company shows who answered (ParticipantsOverview.showsWhoAnswered). */
  responded: z.boolean().optional(),
  /** Reminders sent so far (scheduled and manual); only when the company shows who answered. */
  reminders: z.number().optional(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const DepartmentRateSchema = z.object({
  /** The department, or "Other" for the groups under the anonymity threshold merged together. */
  group: z.string(),
  invited: z.number(),
  /** 0 when the group's figures are withheld (rate null). */
  responded: z.number(),
  rate: z.number().nullable(),
  /** How many departments were merged into this group (Other only). */
  merged: z.number(),
});
export type DepartmentRate = z.infer<typeof DepartmentRateSchema>;

export const ParticipantsOverviewSchema = z.object({
  participants: z.array(ParticipantSchema),
  totals: z.record(z.enum(PARTICIPANT_STATES), z.number()),
  departments: z.array(DepartmentRateSchema),
  anonymityThreshold: z.number(),
  /** True when the company chose per-person answered status (Settings → Privacy); absent or false: counts only. */
  showsWhoAnswered: z.boolean().optional(),
  /** Reminder messages sent for this SWOT so far, all people together. */
  remindersSent: z.number().optional(),
  /** False once the SWOT has ended: resend and remind are refused then. */
  open: z.boolean(),
});
export type ParticipantsOverview = z.infer<typeof ParticipantsOverviewSchema>;

const InviteeParams = z.object({ id: z.uuid('Unknown SWOT'), inviteeId: z.uuid('Unknown participant') });

/**
 * Live results: the event an event stream (server-sent events) sends when a
 * SWOT's responses change, as `event: responses` with this JSON as its data.
 * At most one per SWOT every 250 ms; the count is the committed one.
 */
export const RESPONSES_EVENT = 'responses';
export const ResponsesEventSchema = z.object({ swotId: z.string(), responseCount: z.number().int().nonnegative() });
export type ResponsesEvent = z.infer<typeof ResponsesEventSchema>;

/** The SWOT's shared participation link and its QR code, for the big-screen live view. */
export const ParticipationQrSchema = z.object({
  success: z.boolean(),
  /** The shared link, as invitations carry it (the server's public address). */
  link: z.string(),
  /** The link as a QR code: an SVG `data:` URL, drawn on the server (nothing fetched from elsewhere). */
  qrCode: z.string(),
});
export type ParticipationQr = z.infer<typeof ParticipationQrSchema>;

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
  updateParticipationSettings: {
    method: 'PUT',
    path: '/api/swot/:id/participation-settings',
    auth: 'organiser',
    params: IdParams,
    body: ParticipationSettingsSchema,
    response: SwotResult,
  },
  closeSwot: { method: 'POST', path: '/api/swot/:id/close', auth: 'organiser', params: IdParams, response: SwotResult },
  /** Opens the company's sample SWOT, making it the first time (201) and answering the same one after (200). */
  createSampleSwot: {
    method: 'POST',
    path: '/api/sample-swot',
    auth: 'organiser',
    response: SwotResult.extend({ created: z.boolean() }),
  },
  /** Deletes the company's sample SWOT with its answers, analysis, goals and exports. */
  deleteSampleSwot: {
    method: 'DELETE',
    path: '/api/sample-swot',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
  getParticipants: {
    method: 'GET',
    path: '/api/swot/:id/participants',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ success: z.boolean(), overview: ParticipantsOverviewSchema }),
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/swot/:id/participants/:inviteeId/resend',
    auth: 'organiser',
    params: InviteeParams,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
  remindNonResponders: {
    method: 'POST',
    path: '/api/swot/:id/participants/remind',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ success: z.boolean(), message: z.string(), reminded: z.number() }),
  },
  participationQr: {
    method: 'GET',
    path: '/api/swot/:id/participation-qr',
    auth: 'organiser',
    params: IdParams,
    response: ParticipationQrSchema,
  },
  /** Server-sent events: `responses` (ResponsesEventSchema) each time this SWOT's responses change. */
  swotEvents: {
    method: 'GET',
    path: '/api/swot/:id/events',
    auth: 'organiser',
    params: IdParams,
    response: EventStreamSchema,
  },
});
