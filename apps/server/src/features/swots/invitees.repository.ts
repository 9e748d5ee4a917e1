import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotInvitees, swotParticipantMails } from '../../db/schema/swots.ts';

export type NewInvitee = Pick<
  typeof swotInvitees.$inferInsert,
  'fullName' | 'email' | 'department' | 'tokenHash' | 'tokenSealed' | 'messageId'
>;

/** Stores a SWOT's invitees, 500 rows a statement (PostgreSQL takes at most 65 535 parameters). */
export async function insertInvitees(
  db: Database,
  companyId: string,
  swotId: string,
  invitees: NewInvitee[],
): Promise<void> {
  for (let start = 0; start < invitees.length; start += 500) {
    await db
      .insert(swotInvitees)
      .values(invitees.slice(start, start + 500).map((invitee) => ({ ...invitee, companyId, swotId })));
  }
}

/**
 * Marks a personal link used, only if it was not: true when this call
 * claimed it. One statement, so two submissions racing through one link
 * cannot both get through, on either database.
 *
 * This and the next two take no company id: a participant has none, and the
 * invitee id comes from the server's own lookup of the link's token, never
 * from what a caller sent.
 */
export async function claimInvitee(db: Database, inviteeId: string): Promise<boolean> {
  const rows = await db
    .update(swotInvitees)
    .set({ responded: true })
    .where(and(eq(swotInvitees.id, inviteeId), eq(swotInvitees.responded, false)))
    .returning({ id: swotInvitees.id });
  return rows.length === 1;
}

/** Gives a claimed link back when its answer was refused (closed, allowance used up). */
export async function releaseInvitee(db: Database, inviteeId: string): Promise<void> {
  await db.update(swotInvitees).set({ responded: false }).where(eq(swotInvitees.id, inviteeId));
}

/**
 * The first time a personal link is opened, kept to the day (UTC). Only
 * whether it was opened is ever shown; an exact time beside the hour each
 * answer is stored with would tell a database reader whose answer came in
 * just after (see the anonymity model in docs/decisions.md).
 */
export async function markOpened(db: Database, inviteeId: string, now: Date): Promise<void> {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  await db
    .update(swotInvitees)
    .set({ openedAt: sql`coalesce(${swotInvitees.openedAt}, ${day.toISOString()}::timestamptz)` })
    .where(eq(swotInvitees.id, inviteeId));
}

/** A SWOT's invitees with the reminders each has had, for the Participants tab. */
export function listInvitees(db: Database, companyId: string, swotId: string) {
  return db
    .select({
      id: swotInvitees.id,
      fullName: swotInvitees.fullName,
      email: swotInvitees.email,
      department: swotInvitees.department,
      messageId: swotInvitees.messageId,
      openedAt: swotInvitees.openedAt,
      responded: swotInvitees.responded,
      // Tables named: drizzle leaves column names bare in a one-table query (see goals.repository.ts).
      reminders: sql<number>`(select count(*)::int from ${swotParticipantMails}
        where ${swotParticipantMails}.invitee_id = ${swotInvitees}.id
        and (${swotParticipantMails.step} like 'reminder-%' or ${swotParticipantMails.step} like 'manual-%'))`,
    })
    .from(swotInvitees)
    .where(and(eq(swotInvitees.companyId, companyId), eq(swotInvitees.swotId, swotId)))
    .orderBy(asc(swotInvitees.fullName), asc(swotInvitees.email));
}

export async function findInvitee(db: Database, companyId: string, swotId: string, inviteeId: string) {
  const [row] = await db
    .select({ id: swotInvitees.id, responded: swotInvitees.responded })
    .from(swotInvitees)
    .where(and(eq(swotInvitees.companyId, companyId), eq(swotInvitees.swotId, swotId), eq(swotInvitees.id, inviteeId)));
  return row ?? null;
}

/** The latest invitation sent to an invitee, so delivered / bounced follow the resend. */
export async function setInvitationMessage(
  db: Database,
  companyId: string,
  inviteeId: string,
  messageId: string,
): Promise<void> {
  await db
    .update(swotInvitees)
    .set({ messageId })
    .where(and(eq(swotInvitees.companyId, companyId), eq(swotInvitees.id, inviteeId)));
}
