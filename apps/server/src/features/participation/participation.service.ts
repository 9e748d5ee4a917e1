import { randomUUID } from 'node:crypto';
import { createAnalysisRequests, type AnalysisRequests } from '../analysis/analysis.service.ts';
import { getBranding, readParticipantPrivacy } from '../settings/settings.service.ts';
import type { z } from 'zod';
import type { ParticipationLink, SubmitResponseRequestSchema } from '@foursight/shared/contract/participation';
import { isBlankText } from '@foursight/shared/domain/blank-text';
import { scheduleState } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { listDirectoryNames } from '../directory/directory.service.ts';
import { hashLinkToken } from '../swots/personal-links.ts';
import { checkLimit } from '../usage/usage.service.ts';
import { directoryNames, redactAnswer } from './privacy-guard.ts';
import type { DirectoryNames } from './privacy-names.ts';
import {
  claimPersonalLink,
  findSwotByPersonalTokenHash,
  findSwotByToken,
  markPersonalLinkOpened,
  releasePersonalLink,
  type TokenSwot,
} from '../swots/participant-links.ts';
import { storedKeys } from '../swots/response-store.ts';
import { hashDeviceToken, makeDeviceToken } from './device-cookie.ts';
import { createLinkCache } from './link-cache.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';
import { createSubmissionQueue, type SubmissionQueue } from './submission-queue.ts';
import type { Submission } from './submission.ts';
import { CLOSED, NOT_STARTED, SHARED_LINK_OFF } from './submission-write.ts';

type SubmitInput = z.output<typeof SubmitResponseRequestSchema>;

const UNAVAILABLE = 'This SWOT analysis is unavailable at the moment. Please contact the organiser.';
const NOT_FOUND = 'This SWOT analysis was not found. The link you followed is invalid or has expired.';
const EMPTY = 'Please add your input: fill in at least one section to submit your response.';
const LINK_USED =
  'This personal link has already been used to answer. Each invitation takes one answer; thank you for yours.';

/** A SWOT found by a link: the shared link (invitee null) or a person's own (invitee set). */
export type LinkedSwot = TokenSwot & { invitee: { id: string; responded: boolean } | null };

async function findByAnyToken(deps: AppDeps, token: string): Promise<LinkedSwot | null> {
  const shared = await findSwotByToken(deps.database.db, token);
  if (shared) return { ...shared, invitee: null };
  const personal = await findSwotByPersonalTokenHash(deps.database.db, hashLinkToken(token));
  if (!personal) return null;
  const { inviteeId, responded, ...swot } = personal;
  return { ...swot, invitee: { id: inviteeId, responded } };
}

/**
 * Token lookups for submissions are remembered for two seconds (`Submissions`):
 * during a burst every answer would otherwise read the same row again, and on
 * PGlite each read queues behind the writing transactions. A change of link
 * settings empties the cache at once in every process (link-cache.ts), and the
 * schedule, the shared link's switch and the repeat-answers rule are checked
 * again inside the transaction, so a stale entry cannot let an answer in
 * after a SWOT closes or its shared link is switched off; an entry's
 * invitee.responded may be stale too, and the claim (one UPDATE) is what decides.
 */
const TOKEN_CACHE_MS = 2000;

async function findLive(deps: AppDeps, token: string, cache?: ReadCache<LinkedSwot | null>): Promise<LinkedSwot> {
  const swot = await (cache ? cache.get(token, () => findByAnyToken(deps, token)) : findByAnyToken(deps, token));
  if (!swot) throw new AppError('NOT_FOUND', NOT_FOUND);
  // A suspended organiser's links say so, and take no answers.
  if (!swot.companyActive) throw new AppError('FORBIDDEN', UNAVAILABLE);
  if (!swot.invitee && !swot.sharedLinkEnabled) throw new AppError('FORBIDDEN', SHARED_LINK_OFF);
  return swot;
}

/**
 * The directory's names per company for the privacy guard, kept ten
 * seconds (a burst of answers reads the directory once; a person added to
 * the directory is guarded within ten seconds).
 */
const NAMES_CACHE_MS = 10_000;

export async function getParticipationLink(deps: AppDeps, token: string): Promise<ParticipationLink> {
  const swot = await findLive(deps, token);
  const status = scheduleState(swot, deps.now());
  if (swot.invitee) await markPersonalLinkOpened(deps.database.db, swot.invitee.id, deps.now());
  const acceptingResponses = status === 'active' && (await checkLimit(deps, swot.companyId)).canCreate;
  return {
    success: true,
    swot: {
      title: swot.title,
      description: swot.description,
      startDate: swot.startDate,
      startTime: swot.startTime,
      endDate: swot.endDate,
      endTime: swot.endTime,
      timezone: swot.timezone,
      startsAt: swot.startsAt.toISOString(),
      endsAt: swot.endsAt.toISOString(),
      language: swot.language,
    },
    branding: await getBranding(deps, swot.companyId, swot.organizationName),
    status,
    expired: status === 'expired',
    not_started: status === 'not_started',
    acceptingResponses,
    link: swot.invitee ? 'personal' : 'shared',
    ...(swot.invitee
      ? {
          responded: swot.invitee.responded,
          organiserSeesWhoAnswered: (await readParticipantPrivacy(deps, swot.companyId)).showWhoAnswered,
        }
      : {}),
    allowRepeatAnswers: swot.allowRepeatAnswers,
  };
}

/**
 * A submission sent without a key is not deduplicated: it gets a key of its own
 * that no caller can send (':' is outside the key format), so the unique index
 * and the batch's repeat detection treat it as new, and the column stays NOT NULL.
 */
function makeUnrepeatableKey(): string {
  return `server:${randomUUID()}`;
}

/**
 * What the submit path keeps from one answer to the next, made once per app
 * by the participation routes (the benchmark makes its own) and passed in:
 * the submission queue, so batches never mix two apps' databases, the SWOTs
 * found by token (two seconds), the privacy guard's directory names per
 * company (ten seconds), and the analysis requests (coalesced per SWOT).
 */
export interface Submissions {
  queue: SubmissionQueue;
  swots: ReadCache<LinkedSwot | null>;
  directoryNames: ReadCache<DirectoryNames>;
  analysis: AnalysisRequests;
}

export function createSubmissions(deps: AppDeps): Submissions {
  return {
    queue: createSubmissionQueue(deps),
    swots: createLinkCache(deps, TOKEN_CACHE_MS),
    directoryNames: createReadCache(NAMES_CACHE_MS),
    analysis: createAnalysisRequests(deps),
  };
}

/**
 * Stores one anonymous answer. Nothing about the person is kept: the
 * address is used for the abuse cap in memory only. The allowance check,
 * the answer, the usage row and the count commit together (in a batch with
 * whatever else arrived for the company meanwhile; see submission-queue).
 *
 * Through the shared link, `deviceToken` is the browser's device cookie
 * (device-cookie.ts), or null when it sent none (a script, or the
 * benchmark's direct calls: each answer is then a browser of its own); its
 * hash goes with the answer to the transaction, which refuses a second
 * answer from it while repeat answers are off. `newDeviceToken` is the
 * cookie to give a browser that had none: only for a stored answer, and
 * only where the rule applies.
 */
export async function submitResponse(
  deps: AppDeps,
  submissions: Submissions,
  token: string,
  input: SubmitInput,
  deviceToken: string | null = null,
): Promise<{ stored: boolean; newDeviceToken: string | null }> {
  // An area of only whitespace or invisible characters (zero-width spaces, BOM...) is
  // stored as empty, so it neither counts as a response nor feeds the analysis.
  const answers = Object.fromEntries(
    SWOT_CATEGORIES.map((category) => [category, isBlankText(input[category]) ? '' : input[category].trim()]),
  ) as Record<(typeof SWOT_CATEGORIES)[number], string>;
  if (SWOT_CATEGORIES.every((category) => answers[category] === '')) {
    throw new AppError('VALIDATION_FAILED', EMPTY, { body: EMPTY });
  }
  const swot = await findLive(deps, token, submissions.swots);
  const status = scheduleState(swot, deps.now());
  // Checked again inside the writing transaction; this answers early without queuing.
  if (status === 'not_started') throw new AppError('CONFLICT', NOT_STARTED);
  if (status === 'expired') throw new AppError('CONFLICT', CLOSED);
  const names = await submissions.directoryNames.get(swot.companyId, async () =>
    directoryNames(await listDirectoryNames(deps.database.db, swot.companyId)),
  );
  for (const category of SWOT_CATEGORIES) answers[category] = redactAnswer(answers[category], names);
  const submission = {
    swotId: swot.id,
    companyId: swot.companyId,
    answers,
    idempotencyKey: input.idempotencyKey ?? makeUnrepeatableKey(),
  };
  if (swot.invitee) {
    const via = { link: 'personal' } as const;
    const stored = await submitThroughPersonalLink(deps, submissions.queue, swot.invitee.id, { ...submission, via });
    if (stored) submissions.analysis.requestSoon(swot.companyId, swot.id);
    return { stored, newDeviceToken: null };
  }
  const device = deviceToken ?? makeDeviceToken();
  const stored = await submissions.queue.submit({
    ...submission,
    via: { link: 'shared', deviceHash: hashDeviceToken(device) },
  });
  if (stored) submissions.analysis.requestSoon(swot.companyId, swot.id);
  return { stored, newDeviceToken: stored && !deviceToken && !swot.allowRepeatAnswers ? device : null };
}

/**
 * A personal link takes one answer. The link is claimed first, in a
 * statement of its own (never in the answer's transaction), and given back
 * if the answer is refused. A retry of the answer that used the link (same
 * idempotency key) is told it was stored once, not refused.
 */
async function submitThroughPersonalLink(
  deps: AppDeps,
  queue: SubmissionQueue,
  inviteeId: string,
  submission: Submission,
): Promise<boolean> {
  const db = deps.database.db;
  if (!(await claimPersonalLink(db, inviteeId))) {
    const repeat = await storedKeys(db, [submission]);
    if (repeat.size > 0) return false;
    throw new AppError('CONFLICT', LINK_USED);
  }
  try {
    return await queue.submit(submission);
  } catch (error) {
    await releasePersonalLink(db, inviteeId);
    throw error;
  }
}
