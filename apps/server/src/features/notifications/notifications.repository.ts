import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { outboundMessages } from '../../db/schema/messages.ts';

export type MessageRow = typeof outboundMessages.$inferSelect;
export type NewMessage = Pick<
  typeof outboundMessages.$inferInsert,
  'companyId' | 'channel' | 'recipient' | 'recipientName' | 'subject' | 'htmlBody' | 'textBody' | 'parameters'
>;

/** In chunks of 500 rows: PostgreSQL takes at most 65 535 parameters a statement. */
export async function insertMessages(db: Database, messages: NewMessage[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < messages.length; start += 500) {
    const rows = await db
      .insert(outboundMessages)
      .values(messages.slice(start, start + 500))
      .returning({ id: outboundMessages.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function findMessage(db: Database, id: string) {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return row ?? null;
}

export async function markSent(
  db: Database,
  id: string,
  result: { transport: string; providerMessageId: string | null },
  now: Date,
) {
  await db
    .update(outboundMessages)
    .set({
      status: 'sent',
      transport: result.transport,
      providerMessageId: result.providerMessageId,
      attempts: sql`${outboundMessages.attempts} + 1`,
      lastError: null,
      sentAt: now,
    })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'queued')));
}

/** Counts a failed attempt; the last allowed one also marks the message failed. Returns the attempts so far. */
export async function recordFailedAttempt(
  db: Database,
  id: string,
  failure: { transport: string; error: string; final: boolean },
): Promise<void> {
  await db
    .update(outboundMessages)
    .set({
      attempts: sql`${outboundMessages.attempts} + 1`,
      transport: failure.transport,
      lastError: failure.error.slice(0, 1000),
      ...(failure.final ? { status: 'failed' as const } : {}),
    })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'queued')));
}

/** Messages still queued after `before`: their job may have been lost with a crashed enqueue. */
export function queuedBefore(db: Database, before: Date) {
  return db
    .select({ id: outboundMessages.id, attempts: outboundMessages.attempts })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.status, 'queued'), lt(outboundMessages.createdAt, before)))
    .limit(10_000);
}

export function listRecentMessages(db: Database, status: MessageRow['status'] | undefined) {
  return db
    .select()
    .from(outboundMessages)
    .where(status ? eq(outboundMessages.status, status) : undefined)
    .orderBy(desc(outboundMessages.createdAt))
    .limit(200);
}

export async function findWhatsAppSetting(db: Database, companyId: string) {
  const [row] = await db
    .select({ plan: companies.plan, enabled: companies.whatsappNotifications })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Delivery status of the given messages (ids come from the caller's tenant-scoped rows). */
export async function statusesOf(db: Database, ids: string[]) {
  const rows: { id: string; status: MessageRow['status'] }[] = [];
  // In slices: PostgreSQL takes at most 65 535 parameters in one statement, and a SWOT may invite more.
  for (let start = 0; start < ids.length; start += 10_000) {
    rows.push(
      ...(await db
        .select({ id: outboundMessages.id, status: outboundMessages.status })
        .from(outboundMessages)
        .where(inArray(outboundMessages.id, ids.slice(start, start + 10_000)))),
    );
  }
  return rows;
}
