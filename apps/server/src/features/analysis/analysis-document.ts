import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { AnalysisDocument, swotAnalyses } from '../../db/schema/analysis.ts';

/**
 * The version of the SwotAnalysis shape this build writes. Raise it with any
 * change to the contract's SwotAnalysis that a row written before would not
 * satisfy (a new required field, a renamed one).
 *
 * A stored analysis is derived from the stored answers, so a row of another
 * version is not migrated: it reads as no analysis, and a fresh run replaces
 * it (queued for every such row when the workers start, and by the analysis
 * read that finds one: analysis.service.ts). Nothing is lost, and an old row
 * is never sent as if it had the new shape.
 */
export const ANALYSIS_DOCUMENT_VERSION = 1;

type StoredRow = typeof swotAnalyses.$inferSelect;
/** A stored analysis row whose document this build can read, as the contract's SwotAnalysis. */
export type CurrentAnalysisRow = Omit<StoredRow, 'result'> & { result: SwotAnalysis };

export function toAnalysisDocument(analysis: SwotAnalysis): AnalysisDocument & { version: number } {
  return { ...analysis, version: ANALYSIS_DOCUMENT_VERSION };
}

/** The analysis in a stored document, or null when it was written in another version of the shape. */
export function fromAnalysisDocument(document: AnalysisDocument): SwotAnalysis | null {
  const { version = 1, ...analysis } = document;
  // The one place a stored document is taken for the contract's shape: its version says it has it.
  return version === ANALYSIS_DOCUMENT_VERSION ? (analysis as SwotAnalysis) : null;
}

/** A row (or a part of one) with its document read; null when there is no row or its document is of another version. */
export function currentAnalysis<Row extends { result: AnalysisDocument }>(
  row: Row | null | undefined,
): (Omit<Row, 'result'> & { result: SwotAnalysis }) | null {
  if (!row) return null;
  const result = fromAnalysisDocument(row.result);
  return result ? { ...row, result } : null;
}

/** SQL: whether a stored document (a `result` column) is of the version this build reads. */
export function isCurrentDocument(result: SQLWrapper): SQL<boolean> {
  return sql<boolean>`coalesce((${result}->>'version')::int, 1) = ${ANALYSIS_DOCUMENT_VERSION}`;
}
