import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';

/**
 * Participation's answers as swots stores them (swots owns swot_responses and each SWOT's count): the
 * rules a batch is checked against inside its transaction, the keys already stored, and the insert.
 * Participation decides what to accept (the privacy guard, device claims, the plan's allowance); this
 * module only reads and writes the tables, inside the transaction participation's batch runs in.
 */

/** The schedules and link settings of these SWOTs as they are now, read inside the writing transaction. */
export function swotRules(db: Database, ids: string[]) {
  return db
    .select({
      id: swots.id,
      startsAt: swots.startsAt,
      endsAt: swots.endsAt,
      closedAt: swots.closedAt,
      sharedLinkEnabled: swots.sharedLinkEnabled,
      allowRepeatAnswers: swots.allowRepeatAnswers,
    })
    .from(swots)
    .where(inArray(swots.id, ids));
}

/** The committed response counts of these SWOTs (what live event streams report). */
export function responseCounts(db: Database, ids: string[]) {
  return db.select({ id: swots.id, responseCount: swots.responseCount }).from(swots).where(inArray(swots.id, ids));
}

/**
 * Which (SWOT, key) pairs are already stored: those are repeats of answers that got through.
 * The keys go as one array parameter: with one bind parameter per key, PGlite spent about 3.5 ms
 * binding a batch of 50 (the statement itself runs in 0.05 ms on the unique index).
 */
export async function storedKeys(
  db: Database,
  pairs: { swotId: string; idempotencyKey: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await queryRows<{ swot_id: string; idempotency_key: string }>(
    db,
    sql`
    SELECT swot_id, idempotency_key FROM swot_responses
    WHERE swot_id = ANY(${sql.param([...new Set(pairs.map((pair) => pair.swotId))])}::uuid[])
      AND idempotency_key = ANY(${sql.param(pairs.map((pair) => pair.idempotencyKey))}::text[])`,
  );
  return new Set(rows.map((row) => pairKey(row.swot_id, row.idempotency_key)));
}

export function pairKey(swotId: string, idempotencyKey: string): string {
  return `${swotId}:${idempotencyKey}`;
}

export type NewResponse = Pick<
  typeof swotResponses.$inferInsert,
  'swotId' | 'companyId' | 'strengths' | 'weaknesses' | 'opportunities' | 'threats' | 'idempotencyKey' | 'submittedAt'
>;

/**
 * Stores answers in one statement, skipping any (SWOT, key) another process
 * stored meanwhile, and adds them to each SWOT's count. Returns what was stored.
 * The rows go as one array per column through unnest: a few parameters
 * however large the batch, and no per-row query building on the hot path.
 */
export async function insertResponses(db: Database, rows: NewResponse[]) {
  if (rows.length === 0) return [];
  const column = <T>(pick: (row: NewResponse) => T) => rows.map(pick);
  const result = await queryRows<{ id: string; swot_id: string; idempotency_key: string }>(
    db,
    sql`
    INSERT INTO swot_responses (swot_id, company_id, strengths, weaknesses, opportunities, threats, idempotency_key, submitted_at)
    SELECT * FROM unnest(
      ${sql.param(column((row) => row.swotId))}::uuid[],
      ${sql.param(column((row) => row.companyId))}::uuid[],
      ${sql.param(column((row) => row.strengths ?? ''))}::text[],
      ${sql.param(column((row) => row.weaknesses ?? ''))}::text[],
      ${sql.param(column((row) => row.opportunities ?? ''))}::text[],
      ${sql.param(column((row) => row.threats ?? ''))}::text[],
      ${sql.param(column((row) => row.idempotencyKey))}::text[],
      ${sql.param(column((row) => (row.submittedAt ?? new Date()).toISOString()))}::timestamptz[]
    )
    ON CONFLICT (swot_id, idempotency_key) DO NOTHING
    RETURNING id, swot_id, idempotency_key`,
  );
  const inserted = result.map((row) => ({ id: row.id, swotId: row.swot_id, idempotencyKey: row.idempotency_key }));
  const perSwot = new Map<string, number>();
  for (const row of inserted) perSwot.set(row.swotId, (perSwot.get(row.swotId) ?? 0) + 1);
  for (const [swotId, count] of perSwot) {
    const [counted] = await db
      .update(swots)
      .set({ responseCount: sql`${swots.responseCount} + ${count}` })
      .where(eq(swots.id, swotId))
      .returning({ responseCount: swots.responseCount });
    if (counted && counted.responseCount <= SMALL_GROUP) await shuffleStoredOrder(db, swotId);
  }
  return inserted;
}

/** Up to this many answers, a SWOT's rows are rewritten in a random order after each new one. */
const SMALL_GROUP = 5;

/**
 * Rewrites a SWOT's few answers one by one in a random order, so the order
 * the table holds them in (what a SELECT without ORDER BY returns) no longer
 * follows the order they came in: with three answers, the first row must not
 * be the first responder's. Ids are random and times are whole hours, so no
 * column gives the order away either. Runs only while a SWOT has at most
 * SMALL_GROUP answers: a few single-row updates, never on a large SWOT.
 */
async function shuffleStoredOrder(db: Database, swotId: string): Promise<void> {
  const rows = await db.select({ id: swotResponses.id }).from(swotResponses).where(eq(swotResponses.swotId, swotId));
  const ids = rows.map((row) => row.id);
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  }
  // A no-op update writes a new version of the row at the end of the table (PostgreSQL and PGlite alike).
  for (const id of ids) {
    await db
      .update(swotResponses)
      .set({ strengths: sql`${swotResponses.strengths}` })
      .where(eq(swotResponses.id, id));
  }
}
