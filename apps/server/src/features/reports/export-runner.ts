import { exportExpiresAt } from '@foursight/shared/domain/reports';
import type { AppDeps } from '../../app-deps.ts';
import { streamReportXlsx, streamResponsesCsv } from './report-files.ts';
import * as store from './report-exports.repository.ts';
import { responseBatches, type ResponseRow } from '../swots/response-batches.ts';
import { loadReport } from './reports.service.ts';

/** About this many bytes a stored chunk: the job holds one chunk and one batch of rows, never the file. */
export const CHUNK_BYTES = 1024 * 1024;

const FAILED_MESSAGE = 'The file could not be prepared. Try again; if it fails again, tell us.';

/** Another run took the export over (a replay while this one was still going): this run stops quietly. */
class Superseded extends Error {
  override readonly name = 'Superseded';
}

/** The batches as they are read, telling `onRows` the running total after each one has been consumed. */
async function* counted(
  batches: AsyncIterable<ResponseRow[]>,
  onRows: (rowsDone: number) => Promise<void>,
): AsyncGenerator<ResponseRow[]> {
  let done = 0;
  for await (const batch of batches) {
    yield batch;
    done += batch.length;
    await onRows(done);
  }
}

/** Gathers the file's pieces into chunks of about CHUNK_BYTES and hands each to `write` in order. */
export async function storeChunks(
  source: AsyncIterable<Uint8Array>,
  write: (seq: number, data: Uint8Array) => Promise<void>,
): Promise<{ chunkCount: number; sizeBytes: number }> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let sizeBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await write(seq++, data);
  };
  for await (const piece of source) {
    pending.push(piece);
    pendingBytes += piece.byteLength;
    sizeBytes += piece.byteLength;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return { chunkCount: seq, sizeBytes };
}

/**
 * The export-report job: writes one export's file into the database, a chunk
 * at a time, recording the rows written after every batch (the progress the
 * page shows, and the heartbeat housekeeping watches).
 *
 * Safe to run twice: the claim gives this run its own attempt number and
 * returns nothing for an export already ready or failed; chunks are written
 * under the attempt; the first run to finish makes its attempt the file and
 * deletes every other attempt's chunks in that transaction. A run that finds
 * a later attempt has taken over (its progress update matches no row) stops
 * and deletes its own chunks. A failure marks the export failed (the page
 * offers Try again) and is not retried.
 */
export async function runExport(deps: AppDeps, companyId: string, exportId: string): Promise<{ outcome: string }> {
  const db = deps.database.db;
  const claimed = await store.claimExport(db, companyId, exportId, deps.now());
  if (!claimed) return { outcome: 'nothing to do' };
  const { attempt, swotId } = claimed;
  let rowsDone = 0;
  const onRows = async (rows: number) => {
    rowsDone = rows;
    if (!(await store.recordProgress(db, companyId, exportId, attempt, rows, deps.now()))) throw new Superseded();
  };
  try {
    const batches = counted(responseBatches(db, companyId, swotId), onRows);
    let file: AsyncIterable<Uint8Array>;
    if (claimed.format === 'csv') {
      file = streamResponsesCsv(deps, batches);
    } else {
      const { view, analysis } = await loadReport(deps, companyId, swotId);
      file = streamReportXlsx(deps, { view, analysis }, batches);
    }
    const stored = await storeChunks(file, (seq, data) =>
      store.insertChunk(db, companyId, exportId, attempt, seq, data),
    );
    const now = deps.now();
    const won = await store.finishExport(
      db,
      companyId,
      exportId,
      attempt,
      { ...stored, rowsDone },
      now,
      exportExpiresAt(now),
    );
    if (won) return { outcome: 'ready' };
    await store.deleteChunks(db, companyId, exportId, attempt);
    return { outcome: 'superseded' };
  } catch (error) {
    await store.deleteChunks(db, companyId, exportId, attempt);
    if (error instanceof Superseded) return { outcome: 'superseded' };
    const now = deps.now();
    await store.failExport(db, companyId, exportId, attempt, FAILED_MESSAGE, now, exportExpiresAt(now));
    throw error;
  }
}
