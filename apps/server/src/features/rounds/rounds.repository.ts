import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotRoundBallots, swotRoundDevices, swotRoundLinks, swotRounds } from '../../db/schema/rounds.ts';
import { isSampleSwot } from '../swots/swot-read-model.ts';

// This feature owns swot_rounds, swot_round_links, swot_round_ballots and swot_round_devices.

export type RoundRow = typeof swotRounds.$inferSelect;
export type NewRound = Omit<typeof swotRounds.$inferInsert, 'id' | 'ballotCount'>;

export async function insertRound(db: Database, values: NewRound): Promise<RoundRow> {
  const [row] = await db.insert(swotRounds).values(values).returning();
  return row!;
}

export function listRounds(db: Database, companyId: string, swotId: string): Promise<RoundRow[]> {
  return db
    .select()
    .from(swotRounds)
    .where(and(eq(swotRounds.companyId, companyId), eq(swotRounds.swotId, swotId)))
    .orderBy(asc(swotRounds.createdAt));
}

export async function findRound(
  db: Database,
  companyId: string,
  swotId: string,
  roundId: string,
): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(swotRounds)
    .where(and(eq(swotRounds.companyId, companyId), eq(swotRounds.swotId, swotId), eq(swotRounds.id, roundId)));
  return row ?? null;
}

/** When a round ended: when it was closed early, else at the end of its schedule. */
const ended = sql`least(coalesce(${swotRounds.closedAt}, ${swotRounds.endsAt}), ${swotRounds.endsAt})`;
const notSample = sql`not ${isSampleSwot(sql`${swotRounds}.swot_id`)}`;

/** The company's round that closed last by `now` (closed early, or at its end), or null. */
export async function latestClosedRound(db: Database, companyId: string, now: Date): Promise<RoundRow | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select()
    .from(swotRounds)
    // The dashboard's card: a round on the sample SWOT is no priority of the company's.
    .where(and(eq(swotRounds.companyId, companyId), sql`${ended} <= ${at}`, notSample))
    .orderBy(sql`${ended} desc`, desc(swotRounds.createdAt))
    .limit(1);
  return row ?? null;
}

/** Of these SWOTs, those with a round ended by `now`: one query, so a comparison reads only their results. */
export async function swotsWithClosedRounds(db: Database, companyId: string, swotIds: string[], now: Date) {
  if (swotIds.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .selectDistinct({ swotId: swotRounds.swotId })
    .from(swotRounds)
    .where(and(eq(swotRounds.companyId, companyId), inArray(swotRounds.swotId, swotIds), sql`${ended} <= ${at}`));
  return rows.map((row) => row.swotId);
}

/** Ends a round now, unless it already ended: the row as it is afterwards. */
export async function closeRound(db: Database, id: string, now: Date): Promise<RoundRow> {
  const [row] = await db
    .update(swotRounds)
    .set({
      closedAt: sql`coalesce(${swotRounds.closedAt}, least(${swotRounds.endsAt}, ${now.toISOString()}::timestamptz))`,
    })
    .where(eq(swotRounds.id, id))
    .returning();
  return row!;
}

/** Personal links, 500 rows a statement (PostgreSQL takes at most 65 535 parameters). */
export async function insertLinks(
  db: Database,
  companyId: string,
  roundId: string,
  links: { tokenHash: string; tokenSealed: string; inviteeId: string | null; previousLinkId?: string | null }[],
): Promise<void> {
  for (let start = 0; start < links.length; start += 500) {
    await db
      .insert(swotRoundLinks)
      .values(links.slice(start, start + 500).map((link) => ({ ...link, companyId, roundId })));
  }
}

/**
 * The round a token opens: a personal link's (by its hash) or the shared link's. These take no company
 * id: a participant has none; the round found is the token's own.
 */
export async function findRoundByLink(
  db: Database,
  tokenHash: string,
): Promise<{ round: RoundRow; linkId: string; voted: boolean; previousLinkId: string | null } | null> {
  const [row] = await db
    .select({
      round: swotRounds,
      linkId: swotRoundLinks.id,
      voted: swotRoundLinks.voted,
      previousLinkId: swotRoundLinks.previousLinkId,
    })
    .from(swotRoundLinks)
    .innerJoin(swotRounds, eq(swotRounds.id, swotRoundLinks.roundId))
    .where(eq(swotRoundLinks.tokenHash, tokenHash));
  return row ?? null;
}

export async function findRoundBySharedToken(db: Database, token: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(swotRounds).where(eq(swotRounds.sharedToken, token));
  return row ?? null;
}

/**
 * Marks a personal link used, only if it was not: true when this call claimed it. One statement, in a
 * transaction of its own before the ballot's, so two votes racing through one link cannot both get
 * through and no transaction writes both the flag and the ballot.
 */
export async function claimLink(db: Database, linkId: string): Promise<boolean> {
  const rows = await db
    .update(swotRoundLinks)
    .set({ voted: true })
    .where(and(eq(swotRoundLinks.id, linkId), eq(swotRoundLinks.voted, false)))
    .returning({ id: swotRoundLinks.id });
  return rows.length === 1;
}

export async function releaseLink(db: Database, linkId: string): Promise<void> {
  await db.update(swotRoundLinks).set({ voted: false }).where(eq(swotRoundLinks.id, linkId));
}

/** A browser's vote through the shared link, claimed like a personal link (true when this call claimed it). */
export async function claimDevice(db: Database, roundId: string, deviceHash: string): Promise<boolean> {
  const rows = await db
    .insert(swotRoundDevices)
    .values({ roundId, deviceHash })
    .onConflictDoNothing()
    .returning({ roundId: swotRoundDevices.roundId });
  return rows.length === 1;
}

export async function releaseDevice(db: Database, roundId: string, deviceHash: string): Promise<void> {
  await db
    .delete(swotRoundDevices)
    .where(and(eq(swotRoundDevices.roundId, roundId), eq(swotRoundDevices.deviceHash, deviceHash)));
}

export async function deviceVoted(db: Database, roundId: string, deviceHash: string): Promise<boolean> {
  const rows = await db
    .select({ roundId: swotRoundDevices.roundId })
    .from(swotRoundDevices)
    .where(and(eq(swotRoundDevices.roundId, roundId), eq(swotRoundDevices.deviceHash, deviceHash)));
  return rows.length > 0;
}

export async function ballotStored(db: Database, roundId: string, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: swotRoundBallots.id })
    .from(swotRoundBallots)
    .where(and(eq(swotRoundBallots.roundId, roundId), eq(swotRoundBallots.idempotencyKey, idempotencyKey)));
  return rows.length > 0;
}

/**
 * Stores a ballot and counts it, in one transaction, if the round is still open at `now` (read in the
 * same statement as the count, so a round closed a moment ago takes nothing). 'stored', 'repeat' (this
 * key was stored before), 'closed', or 'full' (the round holds `maxBallots` ballots), with the round's
 * ballot count afterwards.
 */
export async function storeBallot(
  db: Database,
  values: {
    roundId: string;
    companyId: string;
    idempotencyKey: string;
    voterKey: string | null;
    ballot: unknown;
    submittedAt: Date;
  },
  now: Date,
  /** The shared link's cap (null for a personal link: those are bounded by the invitees, and never locked out). */
  maxBallots: number | null,
): Promise<{ outcome: 'stored' | 'repeat' | 'closed' | 'full'; ballotCount: number }> {
  return db.transaction(async (tx) => {
    const open = await tx
      .update(swotRounds)
      .set({ ballotCount: sql`${swotRounds.ballotCount} + 1` })
      .where(
        and(
          eq(swotRounds.id, values.roundId),
          eq(swotRounds.companyId, values.companyId),
          sql`${swotRounds.startsAt} <= ${now.toISOString()}::timestamptz`,
          sql`${swotRounds.endsAt} > ${now.toISOString()}::timestamptz`,
          // Closed early means closed: the close's row lock orders it before this count, so a vote whose
          // request began before the close is refused, and results shown once never gain a ballot.
          sql`${swotRounds.closedAt} is null`,
          // Capped in the statement that counts, so two last votes cannot both get in.
          maxBallots === null ? undefined : lt(swotRounds.ballotCount, maxBallots),
        ),
      )
      .returning({ ballotCount: swotRounds.ballotCount });
    if (open.length === 0) {
      const [round] = await tx
        .select({ ballotCount: swotRounds.ballotCount })
        .from(swotRounds)
        .where(and(eq(swotRounds.id, values.roundId), eq(swotRounds.companyId, values.companyId)));
      const ballotCount = round?.ballotCount ?? 0;
      return { outcome: maxBallots !== null && ballotCount >= maxBallots ? 'full' : 'closed', ballotCount };
    }
    const inserted = await tx
      .insert(swotRoundBallots)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: swotRoundBallots.id });
    if (inserted.length === 1) return { outcome: 'stored', ballotCount: open[0]!.ballotCount };
    // The key was stored before: take the count back.
    await tx
      .update(swotRounds)
      .set({ ballotCount: sql`${swotRounds.ballotCount} - 1` })
      .where(eq(swotRounds.id, values.roundId));
    return { outcome: 'repeat', ballotCount: open[0]!.ballotCount - 1 };
  });
}

/** The personal links of a round that voted, with whose invitation each was: a feedback round invites them. */
export function votedLinks(db: Database, companyId: string, roundId: string) {
  return db
    .select({ id: swotRoundLinks.id, inviteeId: swotRoundLinks.inviteeId, tokenSealed: swotRoundLinks.tokenSealed })
    .from(swotRoundLinks)
    .where(
      and(eq(swotRoundLinks.companyId, companyId), eq(swotRoundLinks.roundId, roundId), eq(swotRoundLinks.voted, true)),
    );
}

/** A link's sealed token (a feedback round opens the earlier link's to find that person's ballot). */
export async function sealedTokenOf(db: Database, linkId: string): Promise<string | null> {
  const [row] = await db
    .select({ tokenSealed: swotRoundLinks.tokenSealed })
    .from(swotRoundLinks)
    .where(eq(swotRoundLinks.id, linkId));
  return row?.tokenSealed ?? null;
}

/** The ballot a voter key cast in a round, if any. */
export async function ballotOfVoter(db: Database, roundId: string, voterKey: string): Promise<unknown> {
  const [row] = await db
    .select({ ballot: swotRoundBallots.ballot })
    .from(swotRoundBallots)
    .where(and(eq(swotRoundBallots.roundId, roundId), eq(swotRoundBallots.voterKey, voterKey)));
  return row?.ballot ?? null;
}
