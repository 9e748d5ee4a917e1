import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MAX_ROUND_BALLOTS, type RoundBallot, type SubmitBallotRequestSchema } from '@foursight/shared/contract/rounds';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { getBranding } from '../settings/settings.service.ts';
import { hashLinkToken } from '../swots/personal-links.ts';
import { findCompanySwot, findOrganisation } from '../swots/swots.service.ts';
import { castBallot, readCastBallot, readFrozenBallot, type CastBallot, type FrozenBallot } from './ballot-document.ts';
import { hashVoterToken } from './round-device-cookie.ts';
import { roundStatus } from './rounds.service.ts';
import * as repository from './rounds.repository.ts';

type VoteInput = z.output<typeof SubmitBallotRequestSchema>;

export const LINK_NOT_FOUND = 'This round was not found. The link you followed is invalid or has expired.';
export const LINK_USED = 'This personal link has already been used to vote. Each invitation votes once; thank you.';
export const DEVICE_USED = 'This browser has already voted in this round; thank you.';
export const NOT_STARTED = 'This round has not started yet. Please come back at the time in your invitation.';
export const CLOSED = 'This round has closed and takes no more votes.';
export const FULL = `This round has taken as many votes as it can (${MAX_ROUND_BALLOTS.toLocaleString('en-IN')}); thank you.`;
export const UNAVAILABLE = 'This round is unavailable at the moment. Please contact the organiser.';

/** A round found by a link: a person's own (link set) or the shared one. */
interface LinkedRound {
  round: repository.RoundRow;
  link: { id: string; voted: boolean; previousLinkId: string | null } | null;
}

/** The keyed digest a personal link's ballots carry: a feedback round finds the same person's ballot by it. */
function voterKeyOf(deps: AppDeps, token: string): string {
  return deps.secrets.digest('round-voter', token);
}

/**
 * In a feedback round, the person's own importance ratings of the round before: their earlier link's token
 * (sealed with the server's key) gives the digest their ballot was stored with. Null when they have none.
 */
async function earlierRatings(deps: AppDeps, round: repository.RoundRow, previousLinkId: string | null) {
  if (!round.previousRoundId || !previousLinkId) return null;
  const { db } = deps.database;
  const sealed = await repository.sealedTokenOf(db, previousLinkId);
  if (!sealed) return null;
  const stored = await repository.ballotOfVoter(db, round.previousRoundId, voterKeyOf(deps, deps.secrets.open(sealed)));
  if (!stored) return null;
  return Object.fromEntries(readCastBallot(stored).ratings.map((rating) => [rating.themeId, rating.importance]));
}

async function findLinkedRound(deps: AppDeps, token: string): Promise<LinkedRound> {
  const { db } = deps.database;
  const personal = await repository.findRoundByLink(db, hashLinkToken(token));
  if (personal) {
    const { round, linkId, voted, previousLinkId } = personal;
    return { round, link: { id: linkId, voted, previousLinkId } };
  }
  const shared = await repository.findRoundBySharedToken(db, token);
  if (shared) return { round: shared, link: null };
  throw new AppError('NOT_FOUND', LINK_NOT_FOUND);
}

/** A round found by a link, with its company's name; a suspended company's links say so, and take no votes. */
async function findByToken(deps: AppDeps, token: string): Promise<LinkedRound & { organisation: string }> {
  const linked = await findLinkedRound(deps, token);
  const organisation = await findOrganisation(deps, linked.round.companyId);
  if (!organisation.active) throw new AppError('FORBIDDEN', UNAVAILABLE);
  return { ...linked, organisation: organisation.name };
}

/** The ballot a link opens, and whether this link (or this browser, on the shared link) already voted. */
export async function getBallot(deps: AppDeps, token: string, voterToken: string | null): Promise<RoundBallot> {
  const { round, link, organisation } = await findByToken(deps, token);
  const swot = await findCompanySwot(deps, round.companyId, round.swotId);
  const branding = await getBranding(deps, round.companyId, organisation);
  const ballot = readFrozenBallot(round.ballot);
  const previous = link ? await earlierRatings(deps, round, link.previousLinkId) : null;
  const voted = link
    ? link.voted
    : voterToken !== null && (await repository.deviceVoted(deps.database.db, round.id, hashVoterToken(voterToken)));
  return {
    swotTitle: swot.title,
    organisation: branding.name,
    number: round.number,
    status: roundStatus(round, deps.now()),
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    timezone: round.timezone,
    link: link ? 'personal' : 'shared',
    voted,
    whiteLabel: branding.whiteLabel,
    language: swot.language,
    quadrants: ballot.quadrants,
    ...(ballot.feedback ? { feedback: ballot.feedback } : {}),
    ...(previous ? { previous } : {}),
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * The vote checked against the frozen ballot: every theme one of the ballot's,
 * rated once; impact and effort only where asked; picks only where asked, at
 * most k, each a theme of that quadrant, none twice.
 */
export function checkVote(ballot: FrozenBallot, input: VoteInput): CastBallot {
  const quadrantOf = new Map<string, FrozenBallot['quadrants'][number]>();
  for (const quadrant of ballot.quadrants) for (const theme of quadrant.themes) quadrantOf.set(theme.id, quadrant);
  const seen = new Set<string>();
  const ratings: CastBallot['ratings'] = [];
  for (const [index, rating] of input.ratings.entries()) {
    const quadrant = quadrantOf.get(rating.themeId);
    if (!quadrant) throw invalid(`ratings.${index}.themeId`, 'That theme is not on this ballot. Reload the page.');
    if (seen.has(rating.themeId)) throw invalid(`ratings.${index}.themeId`, 'Each theme is rated once.');
    seen.add(rating.themeId);
    const asksBoth = quadrant.impactEffort;
    if (!asksBoth && (rating.impact != null || rating.effort != null)) {
      throw invalid(`ratings.${index}.impact`, 'This ballot does not ask impact or effort for that theme.');
    }
    ratings.push({
      themeId: rating.themeId,
      importance: rating.importance,
      ...(asksBoth ? { impact: rating.impact ?? null, effort: rating.effort ?? null } : {}),
    });
  }
  const top: Partial<Record<SwotCategory, string[]>> = {};
  for (const [name, picks] of Object.entries(input.top ?? {}) as [SwotCategory, string[]][]) {
    const quadrant = ballot.quadrants.find((one) => one.quadrant === name);
    if (!quadrant || quadrant.topK === null) throw invalid(`top.${name}`, 'This ballot does not ask a top pick there.');
    if (picks.length > quadrant.topK) throw invalid(`top.${name}`, `Pick at most ${quadrant.topK}.`);
    const own = new Set(quadrant.themes.map((theme) => theme.id));
    if (picks.some((id) => !own.has(id))) throw invalid(`top.${name}`, 'Pick themes of this quadrant only.');
    if (new Set(picks).size !== picks.length) throw invalid(`top.${name}`, 'Pick each theme once.');
    if (picks.length > 0) top[name] = picks;
  }
  if (ratings.every((rating) => rating.importance === null) && Object.keys(top).length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Rate at least one theme before you send your vote.');
  }
  return castBallot(ratings, top);
}

/** Tells organisers watching the SWOT's rounds the new count; a lost event costs a watcher one poll. */
function announceBallot(deps: AppDeps, round: repository.RoundRow, ballotCount: number): void {
  const event = { companyId: round.companyId, swotId: round.swotId, roundId: round.id, ballotCount };
  deps.live.publishBallots(event).catch((error: unknown) => {
    deps.logger.warn({ err: error, roundId: round.id }, 'live event not sent');
  });
}

/** The hour a ballot arrived in: no finer time is stored with it (as with answers). */
function hourOf(instant: Date): Date {
  const hour = new Date(instant);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/**
 * Takes one ballot. A retry with the same key answers as the first did and
 * stores nothing. Otherwise the link (or the browser, on the shared link) is
 * claimed first, in a transaction of its own, so no transaction writes both
 * the claim and the ballot; a ballot that cannot be stored gives the claim back.
 * `voterToken` is the browser's mark (round-device-cookie.ts), used on the
 * shared link only: a browser without one gets a new one, which the route
 * sets when the answer says the shared link was used.
 */
export async function vote(
  deps: AppDeps,
  token: string,
  input: VoteInput,
  voterToken: string,
): Promise<{ stored: boolean; link: 'personal' | 'shared' }> {
  const { db } = deps.database;
  const { round, link } = await findByToken(deps, token);
  const now = deps.now();
  const status = roundStatus(round, now);
  if (status === 'not_started') throw new AppError('CONFLICT', NOT_STARTED);
  if (status === 'closed') throw new AppError('CONFLICT', CLOSED);
  const cast = checkVote(readFrozenBallot(round.ballot), input);
  const idempotencyKey = input.idempotencyKey ?? `server:${randomUUID()}`;
  const via = link ? 'personal' : 'shared';
  if (await repository.ballotStored(db, round.id, idempotencyKey)) return { stored: false, link: via };

  const deviceHash = hashVoterToken(voterToken);
  const claimed = link
    ? await repository.claimLink(db, link.id)
    : await repository.claimDevice(db, round.id, deviceHash);
  if (!claimed) throw new AppError('CONFLICT', link ? LINK_USED : DEVICE_USED);
  const release = () =>
    link ? repository.releaseLink(db, link.id) : repository.releaseDevice(db, round.id, deviceHash);
  let stored: Awaited<ReturnType<typeof repository.storeBallot>>;
  try {
    stored = await repository.storeBallot(
      db,
      {
        roundId: round.id,
        companyId: round.companyId,
        idempotencyKey,
        voterKey: link ? voterKeyOf(deps, token) : null,
        ballot: cast,
        submittedAt: hourOf(now),
      },
      now,
      // Only the shared link is capped: a flood through it must never lock an invitee out.
      link ? null : MAX_ROUND_BALLOTS,
    );
  } catch (error) {
    await release();
    throw error;
  }
  const { outcome, ballotCount } = stored;
  if (outcome === 'closed' || outcome === 'full') {
    await release();
    throw new AppError('CONFLICT', outcome === 'closed' ? CLOSED : FULL);
  }
  if (outcome === 'stored') announceBallot(deps, round, ballotCount);
  return { stored: outcome === 'stored', link: via };
}
