import { eq, ne, type SQL } from 'drizzle-orm';
import { SwotAnalysisSchema, type SwotAnalysis } from '@foursight/shared/contract/analysis';
import { swotAnalyses, type AnalysisDocument } from '../../db/schema/analysis.ts';

/**
 * The version of the SwotAnalysis shape this build writes, kept beside each
 * stored analysis (`document_version`; rows from before it existed are 1).
 * Raise it with any change to the contract's SwotAnalysis that a row written
 * before would not satisfy (a new required field, a renamed one).
 *
 * A stored analysis is derived from the stored answers, so a row of another
 * version is not migrated: it reads as no analysis, and a fresh run replaces
 * it (queued for every such row when the workers start, and by the analysis
 * read that finds one: analysis.service.ts). Nothing is lost, and an old row
 * is never sent as if it had the new shape.
 */
export const ANALYSIS_DOCUMENT_VERSION = 2;
// 2: each theme carries its record's id (themes are records, corrected through it); a row of 1 has no
// records to correct, and the run that replaces it writes them.

type StoredRow = typeof swotAnalyses.$inferSelect;
/** A stored analysis row whose document this build can read, as the contract's SwotAnalysis. */
export type CurrentAnalysisRow = Omit<StoredRow, 'result'> & { result: SwotAnalysis };

/**
 * A row (or the part of one a read selects) with its document parsed into the contract's shape; null when
 * there is no row, its document is of another version, or it does not parse (a row written by hand or
 * damaged): like an old row, it then reads as no analysis, and the read that finds it asks for a fresh run.
 * The one place a stored document becomes that shape. Parsing costs about 0.1 to 1.5 ms for the analysis
 * of 1 000 answers (47 KB), measured with the contract's schema.
 */
export function currentAnalysis<Row extends { result: AnalysisDocument; documentVersion: number }>(
  row: Row | null | undefined,
): (Omit<Row, 'result'> & { result: SwotAnalysis }) | null {
  if (!row || row.documentVersion !== ANALYSIS_DOCUMENT_VERSION) return null;
  const parsed = SwotAnalysisSchema.safeParse(row.result);
  return parsed.success ? { ...row, result: parsed.data } : null;
}

/** SQL conditions on the version column: rows this build reads, and rows a fresh run must replace. */
export const currentDocument: SQL = eq(swotAnalyses.documentVersion, ANALYSIS_DOCUMENT_VERSION);
export const staleDocument: SQL = ne(swotAnalyses.documentVersion, ANALYSIS_DOCUMENT_VERSION);
