import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotResponses } from '../../db/schema/swots.ts';

/** One stored response, as exports and the analysis read it. */
export interface ResponseRow {
  id: string;
  submittedAt: Date;
  strengths: string;
  weaknesses: string;
  opportunities: string;
  threats: string;
}

/**
 * A SWOT's responses in submission order, a batch at a time: keyset paging
 * on (submitted_at, id) with a row comparison, which the
 * (swot_id, submitted_at, id) index answers as a range, so each batch reads
 * its own rows only. An export of 100 000 responses holds one batch in
 * memory, never the table.
 *
 * Each batch runs with sorting priced out (SET LOCAL, one short transaction):
 * a table PGlite never analysed (no autovacuum there) looks one row long to
 * the planner, which then sorts every remaining row of the SWOT for each
 * batch instead of walking the index in order (measured: 20 000 responses
 * took 2.4 s, 0.45 s in index order).
 *
 * Before each batch the event loop gets a turn: PGlite answers from memory
 * without one, so an export would otherwise run start to end in one go, its
 * bytes held back and every other request waiting until it ends.
 */
export async function* responseBatches(
  db: Database,
  companyId: string,
  swotId: string,
  batchSize = 2000,
): AsyncGenerator<ResponseRow[]> {
  let after: { submittedAt: string; id: string } | null = null;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const cursor: { submittedAt: string; id: string } | null = after;
    const rows: (ResponseRow & { cursorAt: string })[] = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return tx
        .select({
          id: swotResponses.id,
          submittedAt: swotResponses.submittedAt,
          strengths: swotResponses.strengths,
          weaknesses: swotResponses.weaknesses,
          opportunities: swotResponses.opportunities,
          threats: swotResponses.threats,
          // The cursor as the database writes it: a Date would drop microseconds that older rows may carry.
          cursorAt: sql<string>`${swotResponses.submittedAt}::text`,
        })
        .from(swotResponses)
        .where(
          and(
            eq(swotResponses.companyId, companyId),
            eq(swotResponses.swotId, swotId),
            cursor
              ? sql`(${swotResponses.submittedAt}, ${swotResponses.id}) > (${cursor.submittedAt}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(swotResponses.submittedAt), asc(swotResponses.id))
        .limit(batchSize);
    });
    if (rows.length > 0) yield rows.map(({ cursorAt: _cursorAt, ...row }): ResponseRow => row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { submittedAt: last.cursorAt, id: last.id };
  }
}
