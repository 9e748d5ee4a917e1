import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { digestOf } from './analysis-digest.ts';
import { ANALYSIS_DOCUMENT_VERSION } from './analysis-document.ts';
import { boundRecord, lockSwotAnalysis, readRevision, writeThemeDiff, type ThemeState } from './themes.repository.ts';

export type StoredAnalysis = typeof swotAnalyses.$inferInsert;

/**
 * The row an analysis is stored as: the document shown (`result`: the AI's words over the statistics, or the
 * statistics), with the counts and digest read from the statistics, and the pacing instant when there is one.
 */
export function analysisRow(input: {
  swotId: string;
  companyId: string;
  responseCount: number;
  result: SwotAnalysis;
  statistics: SwotAnalysis;
  aiUnavailableReason: string | null;
  notBefore: number | undefined;
  generatedAt: Date;
}): StoredAnalysis {
  const { result, statistics, notBefore } = input;
  const counts = statistics.categoryAnalysis;
  return {
    swotId: input.swotId,
    companyId: input.companyId,
    responseCount: input.responseCount,
    source: result.source,
    result,
    documentVersion: ANALYSIS_DOCUMENT_VERSION,
    aiUnavailableReason: input.aiUnavailableReason,
    sentimentScore: statistics.sentiment.score,
    strengthsCount: counts.strengths.responses,
    weaknessesCount: counts.weaknesses.responses,
    opportunitiesCount: counts.opportunities.responses,
    threatsCount: counts.threats.responses,
    digest: { ...digestOf(result), ...(notBefore === undefined ? {} : { notBefore }) },
    generatedAt: input.generatedAt,
  };
}

export interface ThemesToStore {
  /** What readThemeState read before the analysis was made: the revision it expects and the records stored then. */
  read: ThemeState;
  /** The engine's records for the analysis being stored. */
  records: readonly ThemeRecord[];
}

/**
 * Stores an analysis and its theme records in one transaction, if nothing
 * was stored for the SWOT since `themes.read` was read: else answers false
 * and stores nothing, and the caller starts again from what is stored now.
 *
 * Every store of the analysis row goes through here and raises its revision,
 * under a per-SWOT lock: so the records an analysis or a correction started
 * from are the records it replaces. A run never overwrites a correction made
 * while it ran (nor a correction a run), and the records are written as a
 * diff against `themes.read.records`, which an unchanged revision proves are
 * what is stored. The analysis is never made inside the transaction: on
 * PGlite a transaction holds the whole database, and a run takes a second.
 * `alongside` writes in the same transaction (an audit entry).
 */
export async function storeAnalysis(
  db: Database,
  analysis: StoredAnalysis,
  themes: ThemesToStore,
  alongside?: (tx: Database) => Promise<void>,
): Promise<boolean> {
  const { swotId, companyId } = analysis;
  const records = themes.records.map(boundRecord);
  return db.transaction(async (tx) => {
    await lockSwotAnalysis(tx, swotId);
    const revision = await readRevision(tx, companyId, swotId);
    if (revision !== themes.read.revision) return false;
    await writeThemeDiff(tx, companyId, swotId, themes.read.records, records, analysis.generatedAt);
    const row = { ...analysis, revision: revision + 1 };
    const { swotId: _swotId, companyId: _companyId, ...changes } = row;
    await tx.insert(swotAnalyses).values(row).onConflictDoUpdate({ target: swotAnalyses.swotId, set: changes });
    await alongside?.(tx);
    return true;
  });
}
