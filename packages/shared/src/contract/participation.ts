import { z } from 'zod';
import { TIMEZONES } from '../domain/schedule.ts';
import { MAX_ANSWER_LENGTH } from '../domain/swots.ts';
import { PARTICIPATION_PATHS } from './participation-paths.ts';
import { defineRoutes } from './route.ts';

export const TokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid.'),
});

export const ParticipationStatusSchema = z.enum(['active', 'not_started', 'expired']);
export type ParticipationStatus = z.infer<typeof ParticipationStatusSchema>;

export const ParticipationLinkSchema = z.object({
  success: z.boolean(),
  swot: z.object({
    title: z.string(),
    description: z.string(),
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
    timezone: z.enum(TIMEZONES),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  }),
  branding: z.object({ name: z.string(), logo: z.string().nullable() }),
  status: ParticipationStatusSchema,
  expired: z.boolean(),
  not_started: z.boolean(),
  /** False when the organiser's response allowance is used up: the page says so before anyone types. */
  acceptingResponses: z.boolean(),
});
export type ParticipationLink = z.infer<typeof ParticipationLinkSchema>;

const answer = (label: string) =>
  z.string().max(MAX_ANSWER_LENGTH, `${label} can be at most ${MAX_ANSWER_LENGTH} characters.`).default('');

export const SubmitResponseRequestSchema = z.object({
  strengths: answer('Strengths'),
  weaknesses: answer('Weaknesses'),
  opportunities: answer('Opportunities'),
  threats: answer('Threats'),
  /** Made when the form loads: the same key twice stores the answer once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Reload the page and try again.'),
});
export type SubmitResponseRequest = z.input<typeof SubmitResponseRequestSchema>;

export const participationRoutes = defineRoutes({
  getLink: {
    method: 'GET',
    path: PARTICIPATION_PATHS.getLink,
    auth: 'public',
    duringMaintenance: true,
    params: TokenParams,
    response: ParticipationLinkSchema,
  },
  submit: {
    method: 'POST',
    path: PARTICIPATION_PATHS.submit,
    auth: 'public',
    duringMaintenance: true,
    params: TokenParams,
    body: SubmitResponseRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
});
