import { and, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { PreparedExportFormat } from '@foursight/shared/domain/reports';
import type { Database } from '../../db/client.ts';
import { reportExportChunks, reportExports } from '../../db/schema/reports.ts';
import { swotRecords as swots } from '../swots/swot-read-model.ts';

export type ExportRow = typeof reportExports.$inferSelect;

const PENDING = ['queued', 'running'] as const;

/** What an export of the SWOT needs to know first: its title and how many responses it has now. */
export async function findSwotForExport(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ title: swots.title, timezone: swots.timezone, responseCount: swots.responseCount })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  return row ?? null;
}

/**
 * Serialises the starts of one company's exports (PostgreSQL: until the
 * transaction ends; PGlite's transactions are exclusive anyway), so two
 * simultaneous starts cannot both see room under the pending limit.
 */
export async function lockCompanyExports(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report-exports:${companyId}`}))`);
}

export async function countPending(tx: Database, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reportExports)
    .where(and(eq(reportExports.companyId, companyId), inArray(reportExports.status, PENDING)));
  return row?.n ?? 0;
}

/** An export of the same file that a new request can be answered with: still being made, or ready with every current response. */
export async function findReusable(
  tx: Database,
  companyId: string,
  swotId: string,
  format: PreparedExportFormat,
  responseCount: number,
  now: Date,
): Promise<ExportRow | null> {
  const rows = await tx
    .select()
    .from(reportExports)
    .where(
      and(
        eq(reportExports.companyId, companyId),
        eq(reportExports.swotId, swotId),
        eq(reportExports.format, format),
        inArray(reportExports.status, ['queued', 'running', 'ready']),
        gt(reportExports.expiresAt, now),
      ),
    )
    .orderBy(desc(reportExports.createdAt))
    .limit(5);
  return rows.find((row) => row.status !== 'ready' || row.rowsDone === responseCount) ?? null;
}

export async function insertExport(tx: Database, values: typeof reportExports.$inferInsert): Promise<ExportRow> {
  const [row] = await tx.insert(reportExports).values(values).returning();
  if (!row) throw new Error('export insert returned nothing');
  return row;
}

export async function findExport(
  db: Database,
  companyId: string,
  swotId: string,
  exportId: string,
  now: Date,
): Promise<ExportRow | null> {
  const [row] = await db
    .select()
    .from(reportExports)
    .where(
      and(
        eq(reportExports.companyId, companyId),
        eq(reportExports.swotId, swotId),
        eq(reportExports.id, exportId),
        gt(reportExports.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** The SWOT's exports not yet expired, newest first (a handful at most: three may be pending, the rest expire in a day). */
export function listExports(db: Database, companyId: string, swotId: string, now: Date): Promise<ExportRow[]> {
  return db
    .select()
    .from(reportExports)
    .where(
      and(eq(reportExports.companyId, companyId), eq(reportExports.swotId, swotId), gt(reportExports.expiresAt, now)),
    )
    .orderBy(desc(reportExports.createdAt))
    .limit(20);
}

/**
 * Takes an export for a run: a new attempt number, the row running, the
 * total re-read from the SWOT (answers that came in since the request are in
 * the file too). Null when it is already ready or failed (a replayed job),
 * or gone (deleted, expired).
 */
export async function claimExport(
  db: Database,
  companyId: string,
  exportId: string,
  now: Date,
): Promise<ExportRow | null> {
  const [row] = await db
    .update(reportExports)
    .set({
      status: 'running',
      attempt: sql`${reportExports.attempt} + 1`,
      rowsDone: 0,
      rowsTotal: sql`(SELECT ${swots.responseCount} FROM ${swots} WHERE ${swots.id} = ${reportExports.swotId})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(reportExports.companyId, companyId),
        eq(reportExports.id, exportId),
        inArray(reportExports.status, PENDING),
      ),
    )
    .returning();
  return row ?? null;
}

function ofAttempt(companyId: string, exportId: string, attempt: number) {
  return and(
    eq(reportExports.companyId, companyId),
    eq(reportExports.id, exportId),
    eq(reportExports.attempt, attempt),
    eq(reportExports.status, 'running'),
  );
}

/** The heartbeat with the rows written; false when another run has taken the export over (or it is gone). */
export async function recordProgress(
  db: Database,
  companyId: string,
  exportId: string,
  attempt: number,
  rowsDone: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reportExports)
    .set({ rowsDone, updatedAt: now })
    .where(ofAttempt(companyId, exportId, attempt))
    .returning({ id: reportExports.id });
  return rows.length > 0;
}

export async function insertChunk(
  db: Database,
  companyId: string,
  exportId: string,
  attempt: number,
  seq: number,
  data: Uint8Array,
): Promise<void> {
  // Sent as hex text and decoded by the database: PGlite's own bytea serialiser builds a string per byte
  // (a 1 MiB chunk took 0.45 s and hundreds of MB of heap); Buffer's hex is native on both drivers.
  const hex = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('hex');
  await db.insert(reportExportChunks).values({ exportId, companyId, attempt, seq, data: sql`decode(${hex}, 'hex')` });
}

/**
 * Marks the run's file ready, if this run still holds the export, and drops
 * every other run's chunks in the same transaction: one file per export.
 */
export async function finishExport(
  db: Database,
  companyId: string,
  exportId: string,
  attempt: number,
  file: { chunkCount: number; sizeBytes: number; rowsDone: number },
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const won = await tx
      .update(reportExports)
      .set({ ...file, status: 'ready', readyAttempt: attempt, updatedAt: now, finishedAt: now, expiresAt })
      .where(ofAttempt(companyId, exportId, attempt))
      .returning({ id: reportExports.id });
    if (won.length === 0) return false;
    await tx
      .delete(reportExportChunks)
      .where(and(eq(reportExportChunks.exportId, exportId), ne(reportExportChunks.attempt, attempt)));
    return true;
  });
}

export async function failExport(
  db: Database,
  companyId: string,
  exportId: string,
  attempt: number,
  message: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(reportExports)
    .set({ status: 'failed', message, updatedAt: now, finishedAt: now, expiresAt })
    .where(
      and(
        eq(reportExports.companyId, companyId),
        eq(reportExports.id, exportId),
        eq(reportExports.attempt, attempt),
        inArray(reportExports.status, PENDING),
      ),
    );
}

export async function deleteChunks(db: Database, companyId: string, exportId: string, attempt: number): Promise<void> {
  await db
    .delete(reportExportChunks)
    .where(
      and(
        eq(reportExportChunks.companyId, companyId),
        eq(reportExportChunks.exportId, exportId),
        eq(reportExportChunks.attempt, attempt),
      ),
    );
}

export async function readChunk(
  db: Database,
  companyId: string,
  exportId: string,
  attempt: number,
  seq: number,
): Promise<Uint8Array | null> {
  // Read as hex text for the same reason: PGlite parses bytea a byte at a time.
  const [row] = await db
    .select({ hex: sql<string>`encode(${reportExportChunks.data}, 'hex')` })
    .from(reportExportChunks)
    .where(
      and(
        eq(reportExportChunks.companyId, companyId),
        eq(reportExportChunks.exportId, exportId),
        eq(reportExportChunks.attempt, attempt),
        eq(reportExportChunks.seq, seq),
      ),
    );
  return row ? Buffer.from(row.hex, 'hex') : null;
}

/** Every company's expired exports, with their chunks (cascade): housekeeping, across tenants by design. */
export async function deleteExpired(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(reportExports)
    .where(lte(reportExports.expiresAt, now))
    .returning({ id: reportExports.id });
  return rows.length;
}

/**
 * Every company's exports whose run stopped beating (a process killed
 * mid-export, or no worker running): failed with a message, so the page
 * offers Try again instead of a bar that never moves. Across tenants by design.
 */
export async function failStalled(
  db: Database,
  stalledBefore: Date,
  message: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  const rows = await db
    .update(reportExports)
    .set({ status: 'failed', message, updatedAt: now, finishedAt: now, expiresAt })
    .where(and(inArray(reportExports.status, PENDING), lt(reportExports.updatedAt, stalledBefore)))
    .returning({ id: reportExports.id });
  return rows.length;
}
