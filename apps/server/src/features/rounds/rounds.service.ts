import { shorten } from '@foursight/analysis/themes';
import {
  IMPACT_EFFORT_QUADRANTS,
  MAX_QUOTES_PER_THEME,
  type BallotQuadrant,
  type CreateRoundRequestSchema,
  type RoundStatus,
  type RoundSummary,
} from '@foursight/shared/contract/rounds';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { listThemes } from '../analysis/themes.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { dispatchMessages, storeEmails } from '../notifications/notifications.service.ts';
import { buildInvitations, describeWallTime } from '../swots/invitations.ts';
import { inviteesOf } from '../swots/invitees.service.ts';
import { hashLinkToken, newLinkToken } from '../swots/personal-links.ts';
import { findCompanySwot, findOrganisation } from '../swots/swots.service.ts';
import { mailTemplate } from '../templates/templates.service.ts';
import { frozenBallot, readFrozenBallot } from './ballot-document.ts';
import * as repository from './rounds.repository.ts';

type CreateInput = z.output<typeof CreateRoundRequestSchema>;

/** A quadrant's ballot lists at most this many themes (its largest): four quadrants stay within MAX_BALLOT_THEMES. */
const THEMES_PER_QUADRANT = 15;
const ROUND_NOT_FOUND = 'That round does not exist for this SWOT.';
export const NO_THEMES =
  'This SWOT has no themes to rate yet: a second round asks people to rate the themes its answers produced.';
export const ROUND_RUNNING = 'A second round of this SWOT is already scheduled or running: close it first.';

export function roundStatus(
  row: Pick<repository.RoundRow, 'startsAt' | 'endsAt' | 'closedAt'>,
  now: Date,
): RoundStatus {
  if (now >= row.endsAt || (row.closedAt && row.closedAt <= now)) return 'closed';
  return now < row.startsAt ? 'not_started' : 'open';
}

export function toRoundSummary(row: repository.RoundRow, now: Date): RoundSummary {
  return {
    id: row.id,
    number: row.number,
    previousRoundId: row.previousRoundId,
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    status: roundStatus(row, now),
    quadrants: readFrozenBallot(row.ballot).quadrants,
    invitedCount: row.invitedCount,
    ballotCount: row.ballotCount,
    sharedToken: row.sharedToken,
    createdAt: row.createdAt.toISOString(),
  };
}

export function roundLink(publicUrl: string, token: string): string {
  return `${publicUrl}/participate/${token}/round`;
}

/** Two or three statements of a theme from different answers, shortened as the analysis quotes them. */
function quotesOf(theme: ThemeRecord): string[] {
  const quotes: string[] = [];
  const answers = new Set<string>();
  for (const statement of theme.statements) {
    if (answers.has(statement.responseId)) continue;
    answers.add(statement.responseId);
    quotes.push(shorten(statement.text));
    if (quotes.length === MAX_QUOTES_PER_THEME) break;
  }
  return quotes;
}

/**
 * The ballot, frozen from the SWOT's theme records as they stand (a person's
 * corrections included, hidden themes left out): per chosen quadrant its
 * largest themes, k (the square root of the theme count, rounded, when asked
 * as `true`) and whether impact and effort are asked.
 */
export function freezeBallot(themes: readonly ThemeRecord[], input: CreateInput): BallotQuadrant[] {
  const shown = themes.filter((theme) => !theme.hidden);
  const chosen: readonly SwotCategory[] = input.quadrants ?? SWOT_CATEGORIES;
  return SWOT_CATEGORIES.filter((quadrant) => chosen.includes(quadrant))
    .map((quadrant) => {
      const own = shown.filter((theme) => theme.quadrant === quadrant).slice(0, THEMES_PER_QUADRANT);
      const k =
        input.topK === true
          ? Math.max(1, Math.round(Math.sqrt(own.length)))
          : typeof input.topK === 'number'
            ? Math.min(input.topK, own.length)
            : null;
      return {
        quadrant,
        themes: own.map((theme) => ({ id: theme.id, label: theme.label, quotes: quotesOf(theme) })),
        topK: own.length === 0 ? null : k,
        impactEffort:
          Boolean(input.rateImpactEffort) && (IMPACT_EFFORT_QUADRANTS as readonly string[]).includes(quadrant),
      };
    })
    .filter((quadrant) => quadrant.themes.length > 0);
}

export type ScheduleInput = Pick<CreateInput, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;
type SwotRow = Awaited<ReturnType<typeof findCompanySwot>>;

/** The round's two instants, read in the SWOT's timezone: the end after the start, and still to come. */
export function roundInstants(input: ScheduleInput, timezone: string, now: Date) {
  const startsAt = zonedTimeToUtc(input.startDate, input.startTime, timezone);
  const endsAt = zonedTimeToUtc(input.endDate, input.endTime, timezone);
  if (endsAt <= startsAt) {
    const message = 'The end must be after the start.';
    throw new AppError('VALIDATION_FAILED', message, { endDate: message });
  }
  if (endsAt <= now) {
    const message = 'The end must be in the future.';
    throw new AppError('VALIDATION_FAILED', message, { endDate: message });
  }
  return { startsAt, endsAt };
}

export async function refuseWhileRunning(deps: AppDeps, companyId: string, swotId: string, now: Date) {
  const existing = await repository.listRounds(deps.database.db, companyId, swotId);
  if (existing.some((round) => roundStatus(round, now) !== 'closed')) throw new AppError('CONFLICT', ROUND_RUNNING);
}

/** One person a round invites: their single-use link's token, and (feedback rounds) their earlier link. */
interface RoundInvitee {
  id: string;
  fullName: string;
  email: string;
  token: string;
  previousLinkId: string | null;
}

/**
 * Stores a round, its invitees' links (only the hash, the token sealed for a
 * resend), their invitations and the audit entry in one transaction; delivery
 * is queued after the commit.
 */
export async function startRound(
  deps: AppDeps,
  session: UserSession,
  swot: SwotRow,
  round: Omit<repository.NewRound, 'companyId' | 'swotId' | 'timezone' | 'invitedCount' | 'createdAt'>,
  people: RoundInvitee[],
  ip: string,
) {
  const { db } = deps.database;
  const { companyId } = session;
  const template = await mailTemplate(db, companyId, 'round_invitation', swot.language);
  const emails = buildInvitations(template, people, {
    companyId,
    values: {
      swotTitle: swot.title,
      organizationName: (await findOrganisation(deps, companyId)).name,
      startDate: describeWallTime(round.startDate, round.startTime, swot.timezone, template.language),
      endDate: describeWallTime(round.endDate, round.endTime, swot.timezone, template.language),
    },
    linkFor: (person) => roundLink(deps.config.publicUrl, person.token),
  });
  const { row, messageIds } = await db.transaction(async (tx) => {
    const inserted = await repository.insertRound(tx, {
      ...round,
      companyId,
      swotId: swot.id,
      timezone: swot.timezone,
      invitedCount: people.length,
      createdAt: deps.now(),
    });
    await repository.insertLinks(
      tx,
      companyId,
      inserted.id,
      people.map((person) => ({
        tokenHash: hashLinkToken(person.token),
        tokenSealed: deps.secrets.seal(person.token),
        inviteeId: person.id,
        previousLinkId: person.previousLinkId,
      })),
    );
    const ids = await storeEmails(tx, emails);
    await recordAudit(tx, {
      action: 'ROUND_CREATED',
      actorType: 'user',
      actorId: session.userId,
      companyId,
      entityType: 'swot_round',
      entityId: inserted.id,
      ipAddress: ip,
      metadata: { swotId: swot.id, number: round.number, invited: people.length },
    });
    return { row: inserted, messageIds: ids };
  });
  await dispatchMessages(deps, messageIds);
  return { round: toRoundSummary(row, deps.now()), invitationsQueued: messageIds.length };
}

/**
 * Starts a second round: freezes the ballot from the SWOT's themes and
 * invites each of the SWOT's invitees with a single-use link of their own.
 */
export async function createRound(deps: AppDeps, session: UserSession, swotId: string, input: CreateInput, ip: string) {
  const { companyId } = session;
  const swot = await findCompanySwot(deps, companyId, swotId);
  const now = deps.now();
  const instants = roundInstants(input, swot.timezone, now);
  const quadrants = freezeBallot((await listThemes(deps, companyId, swotId)).themes, input);
  if (quadrants.length === 0) throw new AppError('CONFLICT', NO_THEMES);
  await refuseWhileRunning(deps, companyId, swotId, now);
  const people = (await inviteesOf(deps.database.db, companyId, swotId)).map((person) => ({
    ...person,
    token: newLinkToken(),
    previousLinkId: null,
  }));
  const round = {
    number: 2,
    startDate: input.startDate,
    startTime: input.startTime,
    endDate: input.endDate,
    endTime: input.endTime,
    ...instants,
    ballot: frozenBallot(quadrants),
    sharedToken: input.sharedLink ? newLinkToken() : null,
  };
  return startRound(deps, session, swot, round, people, ip);
}

export async function listRounds(deps: AppDeps, companyId: string, swotId: string) {
  await findCompanySwot(deps, companyId, swotId);
  const now = deps.now();
  const rows = await repository.listRounds(deps.database.db, companyId, swotId);
  return { rounds: rows.map((row) => toRoundSummary(row, now)) };
}

export async function requireRound(deps: AppDeps, companyId: string, swotId: string, roundId: string) {
  const row = await repository.findRound(deps.database.db, companyId, swotId, roundId);
  if (!row) throw new AppError('NOT_FOUND', ROUND_NOT_FOUND);
  return row;
}

/** Ends a round now; a round already closed stays as it closed. */
export async function closeRound(deps: AppDeps, session: UserSession, swotId: string, roundId: string, ip: string) {
  const row = await requireRound(deps, session.companyId, swotId, roundId);
  const now = deps.now();
  if (roundStatus(row, now) === 'closed') return { round: toRoundSummary(row, now) };
  const closed = await deps.database.db.transaction(async (tx) => {
    const updated = await repository.closeRound(tx, row.id, now);
    await recordAudit(tx, {
      action: 'ROUND_CLOSED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'swot_round',
      entityId: row.id,
      ipAddress: ip,
      metadata: { swotId, ballots: updated.ballotCount },
    });
    return updated;
  });
  return { round: toRoundSummary(closed, now) };
}
