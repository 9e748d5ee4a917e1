import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_STATES, PREPARED_EXPORT_FORMATS } from '@foursight/shared/domain/reports';
import { companies } from './companies.ts';
import { swots } from './swots.ts';

/** bytea as bytes: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * One Excel or CSV file of a large SWOT, prepared by the export-report job.
 * The file lives in the database (report_export_chunks), not on a disk, so
 * whichever process runs the job, any process can serve the download.
 *
 * A run claims the row by raising `attempt` and writes its chunks under that
 * number; the first run to finish sets `ready_attempt` and the others'
 * chunks are deleted, so a job run twice (a replay after a crash, two
 * workers) leaves one file. rows_done / rows_total is the progress;
 * updated_at is the running job's heartbeat (housekeeping fails an export
 * whose heartbeat stopped), and expires_at is when housekeeping deletes it.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    format: text('format', { enum: PREPARED_EXPORT_FORMATS }).notNull(),
    status: text('status', { enum: EXPORT_STATES }).notNull().default('queued'),
    fileName: text('file_name').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull(),
    attempt: integer('attempt').notNull().default(0),
    readyAttempt: integer('ready_attempt'),
    chunkCount: integer('chunk_count'),
    sizeBytes: integer('size_bytes'),
    /** Why it failed, in words for the person who asked. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('report_exports_company_status_idx').on(table.companyId, table.status),
    index('report_exports_swot_idx').on(table.swotId, table.createdAt),
    index('report_exports_expires_idx').on(table.expiresAt),
  ],
);

/** The bytes of a prepared file, about 1 MiB a row, so neither writing nor reading holds the whole file. */
export const reportExportChunks = pgTable(
  'report_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => reportExports.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.attempt, table.seq] })],
);
