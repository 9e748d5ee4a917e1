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
