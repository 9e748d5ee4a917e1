import { z } from 'zod';
import { isBlankText } from '../domain/blank-text.ts';
import { LANGUAGES } from '../domain/languages.ts';
import { TIMEZONES } from '../domain/schedule.ts';
import { HSL_TRIPLET } from '../domain/contrast.ts';
import { MAX_ANSWER_LENGTH } from '../domain/swots.ts';
import { PARTICIPATION_PATHS } from './participation-paths.ts';
import { defineRoutes } from './route.ts';

export const TokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid.'),
});

export const ParticipationStatusSchema = z.enum(['active', 'not_started', 'expired']);
export type ParticipationStatus = z.infer<typeof ParticipationStatusSchema>;

const HslTriplet = z.string().regex(HSL_TRIPLET);

/**
 * The organiser's colours as HSL triplets, the form GET /api/settings uses:
 * primary always (the product default until the company saves its own),
 * secondary and accent when saved. The page applies primary to its buttons,
 * focus rings and header accent.
 */
export const BrandingColorsSchema = z.object({
  primary: HslTriplet,
  secondary: HslTriplet.optional(),
  accent: HslTriplet.optional(),
});
export type BrandingColors = z.infer<typeof BrandingColorsSchema>;

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
    /** The SWOT's language (issue 32): the page opens in it unless the participant chose or asks for another. */
    language: z.enum(LANGUAGES).optional(),
  }),
  /**
   * Spec part 2 §3: name and logo; `colors` and `whiteLabel` (the organiser's plan includes white-label: the
   * page names the organisation where it would name Foursight) are ours, optional so the spec's shape still reads it.
   */
  branding: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    colors: BrandingColorsSchema.optional(),
    whiteLabel: z.boolean().optional(),
  }),
  status: ParticipationStatusSchema,
  expired: z.boolean(),
  not_started: z.boolean(),
  /** False when the organiser's response allowance is used up: the page says so before anyone types. */
  acceptingResponses: z.boolean(),
  /** 'personal' for an invitee's own single-use link. Optional: absent means the shared link. */
  link: z.enum(['shared', 'personal']).optional(),
  /** Personal links: whether this link was already used to answer. */
  responded: z.boolean().optional(),
  /** Personal links: true when the organiser sees per person whether they answered (never what): the page says so. */
  organiserSeesWhoAnswered: z.boolean().optional(),
  /** Whether a browser that already answered through the shared link may answer again. */
  allowRepeatAnswers: z.boolean().optional(),
});
export type ParticipationLink = z.infer<typeof ParticipationLinkSchema>;

/** Most items one answer may carry as a list; the joined text is limited anyway, this bounds the parsing. */
const MAX_STATEMENTS = 1000;

/**
 * A list answer as one text: one statement per line, each trimmed, blank
 * items (isBlankText) dropped, so it is stored and analysed like typed text.
 */
function joinStatements(items: readonly string[]): string {
  return items
    .filter((item) => !isBlankText(item))
    .map((item) => item.trim())
    .join('\n');
}

/** Text or, as the spec's Response entity allows, a list of statements; the limit applies to the joined text. */
const answer = (label: string) =>
  z
    .union(
      [z.string(), z.array(z.string()).max(MAX_STATEMENTS, `${label} can have at most ${MAX_STATEMENTS} items.`)],
      `${label} must be text or a list of texts.`,
    )
    .transform((value) => (typeof value === 'string' ? value : joinStatements(value)))
    .pipe(z.string().max(MAX_ANSWER_LENGTH, `${label} can be at most ${MAX_ANSWER_LENGTH} characters.`))
    .default('');

/**
 * Makes a retried submit store once: the same key twice for one SWOT is one
 * response. The form makes one when it loads; API clients may send it in the
 * body or as the Idempotency-Key header (IDEMPOTENCY_KEY_HEADER).
 */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Reload the page and try again.');
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The spec's payload (strengths, weaknesses, opportunities, threats) is all a
 * caller must send; without a key, a submission is not deduplicated.
 */
export const SubmitResponseRequestSchema = z.object({
  strengths: answer('Strengths'),
  weaknesses: answer('Weaknesses'),
  opportunities: answer('Opportunities'),
  threats: answer('Threats'),
  idempotencyKey: IdempotencyKeySchema.optional(),
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
