import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { swotInvitees, swots } from '../../db/schema/swots.ts';

/*
 * A SWOT's links as participation uses them (swots owns the SWOTs and their invitees): the SWOT found by
 * the link a participant opened (the shared link's token, or the hash of a personal link's), which the
 * participation page shows and checks, and a personal link claimed by its answer. Not tenant-scoped: the
 * token is the credential.
 */
const tokenSwotColumns = {
  id: swots.id,
  companyId: swots.companyId,
  title: swots.title,
  description: swots.description,
  startDate: swots.startDate,
  startTime: swots.startTime,
  endDate: swots.endDate,
  endTime: swots.endTime,
  timezone: swots.timezone,
  language: swots.language,
  startsAt: swots.startsAt,
  endsAt: swots.endsAt,
  closedAt: swots.closedAt,
  sharedLinkEnabled: swots.sharedLinkEnabled,
  allowRepeatAnswers: swots.allowRepeatAnswers,
  organizationName: companies.organizationName,
  companyActive: companies.isActive,
};

/**
 * A SWOT by the hash of a personal link's token, with the invitee's id and
 * whether the link was used. Not tenant-scoped: the token is the credential.
 */
export async function findSwotByPersonalTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ ...tokenSwotColumns, inviteeId: swotInvitees.id, responded: swotInvitees.responded })
    .from(swotInvitees)
    .innerJoin(swots, eq(swots.id, swotInvitees.swotId))
    .innerJoin(companies, eq(companies.id, swots.companyId))
    .where(eq(swotInvitees.tokenHash, tokenHash));
  return row ?? null;
}

/** A SWOT by its public token, with the organiser's name. Not tenant-scoped: the token is the credential. */
export async function findSwotByToken(db: Database, token: string) {
  const [row] = await db
    .select(tokenSwotColumns)
    .from(swots)
    .innerJoin(companies, eq(companies.id, swots.companyId))
    .where(eq(swots.uniqueToken, token));
  return row ?? null;
}

export type TokenSwot = NonNullable<Awaited<ReturnType<typeof findSwotByToken>>>;

/**
 * Marks a personal link used, only if it was not: true when this call
 * claimed it. One statement, so two submissions racing through one link
 * cannot both get through, on either database.
 *
 * This and the next two take no company id: a participant has none, and the
 * invitee id comes from the server's own lookup of the link's token, never
 * from what a caller sent.
 */
export async function claimPersonalLink(db: Database, inviteeId: string): Promise<boolean> {
  const rows = await db
    .update(swotInvitees)
    .set({ responded: true })
    .where(and(eq(swotInvitees.id, inviteeId), eq(swotInvitees.responded, false)))
    .returning({ id: swotInvitees.id });
  return rows.length === 1;
}

/** Gives a claimed link back when its answer was refused (closed, allowance used up). */
export async function releasePersonalLink(db: Database, inviteeId: string): Promise<void> {
  await db.update(swotInvitees).set({ responded: false }).where(eq(swotInvitees.id, inviteeId));
}

/**
 * The first time a personal link is opened, kept to the day (UTC). Only
 * whether it was opened is ever shown; an exact time beside the hour each
 * answer is stored with would tell a database reader whose answer came in
 * just after (see the anonymity model in docs/decisions.md).
 */
export async function markPersonalLinkOpened(db: Database, inviteeId: string, now: Date): Promise<void> {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  await db
    .update(swotInvitees)
    .set({ openedAt: sql`coalesce(${swotInvitees.openedAt}, ${day.toISOString()}::timestamptz)` })
    .where(eq(swotInvitees.id, inviteeId));
}
