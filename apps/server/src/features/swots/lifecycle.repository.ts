import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userRecords as users } from '../accounts/account-read-model.ts';
import { swotInvitees, swotParticipantMails, swots } from '../../db/schema/swots.ts';
import type { SwotRow } from './swots.repository.ts';

/**
 * SWOTs with lifecycle work that may be due: not yet started but past their
 * start, or not yet finished and past their start (reminders, the end).
 * Across companies on purpose: the worker serves every tenant, and each row
 * carries its company id into every later call.
 */
export function listUnfinishedStarted(db: Database, now: Date): Promise<SwotRow[]> {
  return db
    .select()
    .from(swots)
    .where(and(isNull(swots.finishedAt), lte(swots.startsAt, now)));
}

/** draft -> active, once; false when it was not a draft (already moved). */
export async function markActive(db: Database, companyId: string, swotId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(swots)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId), eq(swots.status, 'draft')))
    .returning({ id: swots.id });
  return rows.length === 1;
}

/**
 * Claims the end's work: completed, with the instant it was claimed. Only
 * one caller gets the row back, so the results mail and the completion
 * mails are written once however many workers run the job.
 */
export async function claimFinish(db: Database, companyId: string, swotId: string, now: Date): Promise<SwotRow | null> {
  const [row] = await db
    .update(swots)
    .set({ status: 'completed', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(swots.companyId, companyId),
        eq(swots.id, swotId),
        isNull(swots.finishedAt),
        or(lte(swots.endsAt, now), lte(swots.closedAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export interface StepRecipient {
  id: string;
  fullName: string;
  email: string;
  tokenSealed: string | null;
}

/**
 * Records a mail step for the SWOT's invitees (only those who have not
 * answered, unless `everyone`), skipping anyone who already has the step:
 * one INSERT ... SELECT ... ON CONFLICT DO NOTHING, so concurrent callers
 * split the rows between them and each invitee is returned to exactly one.
 */
export async function claimStep(
  db: Database,
  companyId: string,
  swotId: string,
  step: string,
  options: { everyone: boolean; inviteeIds?: string[] },
): Promise<StepRecipient[]> {
  const conditions = [eq(swotInvitees.companyId, companyId), eq(swotInvitees.swotId, swotId)];
  if (!options.everyone) conditions.push(eq(swotInvitees.responded, false));
  if (options.inviteeIds) conditions.push(inArray(swotInvitees.id, options.inviteeIds));
  const claimed = await db
    .insert(swotParticipantMails)
    .select(
      db
        .select({
          inviteeId: swotInvitees.id,
          step: sql<string>`${step}`.as('step'),
          swotId: swotInvitees.swotId,
          companyId: swotInvitees.companyId,
          messageId: sql<string | null>`null::uuid`.as('message_id'),
        })
        .from(swotInvitees)
        .where(and(...conditions)),
    )
    .onConflictDoNothing()
    .returning({ inviteeId: swotParticipantMails.inviteeId });
  const recipients: StepRecipient[] = [];
  // In slices: PostgreSQL takes at most 65 535 parameters in one statement, and a SWOT may invite more.
  for (let start = 0; start < claimed.length; start += ID_SLICE) {
    const ids = claimed.slice(start, start + ID_SLICE).map((row) => row.inviteeId);
    recipients.push(
      ...(await db
        .select({
          id: swotInvitees.id,
          fullName: swotInvitees.fullName,
          email: swotInvitees.email,
          tokenSealed: swotInvitees.tokenSealed,
        })
        .from(swotInvitees)
        .where(and(eq(swotInvitees.companyId, companyId), inArray(swotInvitees.id, ids)))),
    );
  }
  return recipients;
}

const ID_SLICE = 10_000;

/** Records the e-mail each invitee got for a step: one statement, the pairs as two arrays. */
export async function setStepMessages(
  db: Database,
  companyId: string,
  step: string,
  sent: { inviteeId: string; messageId: string }[],
): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(sql`
    UPDATE ${swotParticipantMails} AS mail SET message_id = sent.message_id
    FROM unnest(
      ${sql.param(sent.map((entry) => entry.inviteeId))}::uuid[],
      ${sql.param(sent.map((entry) => entry.messageId))}::uuid[]
    ) AS sent(invitee_id, message_id)
    WHERE mail.company_id = ${companyId} AND mail.step = ${step} AND mail.invitee_id = sent.invitee_id`);
}

/** Gives an invitee without a sealed token (invited before tokens were sealed) a new link. */
export async function replaceToken(
  db: Database,
  companyId: string,
  inviteeId: string,
  token: { tokenHash: string; tokenSealed: string },
): Promise<void> {
  await db
    .update(swotInvitees)
    .set(token)
    .where(and(eq(swotInvitees.companyId, companyId), eq(swotInvitees.id, inviteeId)));
}

/** The company's accounts: who is told that results are ready. */
export function listOrganisers(db: Database, companyId: string) {
  return db.select({ email: users.email, name: users.contactName }).from(users).where(eq(users.companyId, companyId));
}
