import type { ExportJob } from '@foursight/shared/contract/reports';
import type { FileResponse } from '@foursight/shared/contract/route';
import {
  exportExpiresAt,
  MAX_PENDING_EXPORTS,
  exportProgress,
  type PreparedExportFormat,
} from '@foursight/shared/domain/reports';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { exportReportJob } from './reports.jobs.ts';
import { fileStemOf } from './report-view.ts';
import * as repository from './report-exports.repository.ts';
import { CONTENT_TYPES } from './reports.service.ts';

const REPORT_NOT_FOUND = 'Report Not Found';
const EXPORT_NOT_FOUND = 'Export Not Found: it may have expired. Prepare the file again.';
const HOUR_MS = 60 * 60 * 1000;
/** A pending export whose heartbeat is older than this has stopped (progress beats every 2 000 rows). */
const STALLED_AFTER_MS = HOUR_MS;
const STALLED_MESSAGE = 'The export stopped before it finished. Try again.';

export function toExportJob(row: repository.ExportRow): ExportJob {
  return {
    id: row.id,
    swotId: row.swotId,
    format: row.format,
    state: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    progress: exportProgress(row.status, row.rowsDone, row.rowsTotal),
    fileName: row.fileName,
    size: row.status === 'ready' ? row.sizeBytes : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    message: row.message,
  };
}

async function swotOf(db: Database, companyId: string, swotId: string) {
  const swot = await repository.findSwotForExport(db, companyId, swotId);
  if (!swot) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  return swot;
}

export async function listExports(deps: AppDeps, companyId: string, swotId: string) {
  const db = deps.database.db;
  const swot = await swotOf(db, companyId, swotId);
  const rows = await repository.listExports(db, companyId, swotId, deps.now());
  const threshold = deps.config.exportJobThreshold;
  return {
    success: true,
    responseCount: swot.responseCount,
    threshold,
    background: swot.responseCount > threshold,
    exports: rows.map(toExportJob),
  };
}

/**
 * Starts preparing the SWOT's Excel or CSV file. Within one transaction that
 * holds the company's export lock: an export of the same file already under
 * way (or ready and holding every current response) is the answer; otherwise
 * a company with MAX_PENDING_EXPORTS pending is refused; otherwise the row is
 * written. The job is queued after the commit; if queuing fails the row is
 * marked failed, so the page offers Try again.
 */
export async function startExport(
  deps: AppDeps,
  companyId: string,
  swotId: string,
  format: PreparedExportFormat,
): Promise<ExportJob> {
  const now = deps.now();
  const { row, created } = await deps.database.db.transaction(async (tx) => {
    const swot = await swotOf(tx, companyId, swotId);
    await repository.lockCompanyExports(tx, companyId);
    const reusable = await repository.findReusable(tx, companyId, swotId, format, swot.responseCount, now);
    if (reusable) return { row: reusable, created: false };
    if ((await repository.countPending(tx, companyId)) >= MAX_PENDING_EXPORTS) {
      throw new AppError(
        'RATE_LIMITED',
        `${MAX_PENDING_EXPORTS} exports are already being prepared for your company. Wait for one to finish, then try again.`,
        undefined,
        30,
      );
    }
    const inserted = await repository.insertExport(tx, {
      companyId,
      swotId,
      format,
      fileName: `${fileStemOf(swot.title, now, swot.timezone)}.${format}`,
      rowsTotal: swot.responseCount,
      createdAt: now,
      updatedAt: now,
      expiresAt: exportExpiresAt(now),
    });
    return { row: inserted, created: true };
  });
  if (!created) return toExportJob(row);
  try {
    await deps.queue.enqueue(exportReportJob, { companyId, exportId: row.id }, { singletonKey: row.id });
  } catch (error) {
    deps.logger.error({ err: error, exportId: row.id }, 'export job not queued');
    await repository.failExport(
      deps.database.db,
      companyId,
      row.id,
      row.attempt,
      'The export could not be started. Try again.',
      now,
      exportExpiresAt(now),
    );
    throw new AppError('SERVICE_UNAVAILABLE', 'The export could not be started. Try again in a moment.');
  }
  return toExportJob(row);
}

async function exportOf(deps: AppDeps, companyId: string, swotId: string, exportId: string) {
  const row = await repository.findExport(deps.database.db, companyId, swotId, exportId, deps.now());
  if (!row) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  return row;
}

export async function getExport(deps: AppDeps, companyId: string, swotId: string, exportId: string) {
  return toExportJob(await exportOf(deps, companyId, swotId, exportId));
}

/** The prepared file, read back a chunk (about 1 MiB) at a time; a chunk gone mid-download ends it in an error, never a cut file. */
export async function downloadExport(
  deps: AppDeps,
  companyId: string,
  swotId: string,
  exportId: string,
): Promise<FileResponse> {
  const row = await exportOf(deps, companyId, swotId, exportId);
  if (row.status !== 'ready' || row.readyAttempt === null || row.chunkCount === null) {
    throw new AppError('CONFLICT', 'This export is not ready yet.');
  }
  const { readyAttempt: attempt, chunkCount } = row;
  const db = deps.database.db;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let seq = 0; seq < chunkCount; seq++) {
      const data = await repository.readChunk(db, companyId, exportId, attempt, seq);
      if (!data) throw new Error(`export ${exportId} lost chunk ${seq} while it was downloaded`);
      yield data;
    }
  }
  return {
    contentType: CONTENT_TYPES[row.format],
    fileName: row.fileName,
    disposition: 'attachment',
    body: chunks(),
  };
}

/**
 * Housekeeping: exports past their expiry are deleted with their files, and
 * pending ones whose job stopped beating are failed. Both are single
 * idempotent statements, safe for several workers at once.
 */
export async function purgeReportExports(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  await repository.deleteExpired(db, now);
  await repository.failStalled(
    db,
    new Date(now.getTime() - STALLED_AFTER_MS),
    STALLED_MESSAGE,
    now,
    exportExpiresAt(now),
  );
}
