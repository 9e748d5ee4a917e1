import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { currentAnalysis, type CurrentAnalysisRow } from './analysis-document.ts';

/**
 * What other features read of the stored analyses: analysis owns swot_analyses, and publishes this.
 *
 * `analysisSummaries` is a subquery over the table naming the columns others may read (no revision, no
 * document): a report, the dashboard, goals or a comparison joins it in its own query, so a read across a
 * company's SWOTs stays one query. PostgreSQL pulls a plain subquery like this up into the query that
 * joins it, so the plan is the one a join on the table itself would have. The digest is a versioned
 * document: read it with analysis-digest.ts (`readDigest`, `readDigestKeywords`).
 */
export const analysisSummaries = new QueryBuilder()
  .select({
    swotId: swotAnalyses.swotId,
    companyId: swotAnalyses.companyId,
    responseCount: swotAnalyses.responseCount,
    source: swotAnalyses.source,
    aiUnavailableReason: swotAnalyses.aiUnavailableReason,
    sentimentScore: swotAnalyses.sentimentScore,
    strengthsCount: swotAnalyses.strengthsCount,
    weaknessesCount: swotAnalyses.weaknessesCount,
    opportunitiesCount: swotAnalyses.opportunitiesCount,
    threatsCount: swotAnalyses.threatsCount,
    digest: swotAnalyses.digest,
    /**
     * Only the digest's keywords, for reads across many SWOTs at once (comparison's months: 200 whole
     * digests parsed took 75 ms where their keywords take a few); parse with `readDigestKeywords`. The
     * path is the same in every digest version.
     */
    digestKeywords: sql<unknown>`${swotAnalyses.digest}->'keywords'`.as('digest_keywords'),
    generatedAt: swotAnalyses.generatedAt,
  })
  .from(swotAnalyses)
  .as('analysis_summaries');

/**
 * The whole stored analyses of the given SWOTs, parsed (analysis-document.ts), by SWOT id: a SWOT with no
 * analysis, or one stored in an older shape, is absent. A document is megabytes for a large SWOT: ask
 * only for the SWOTs whose whole analysis a read needs (a report, the goals generated from it).
 */
export async function readCurrentAnalyses(
  db: Database,
  companyId: string,
  swotIds: readonly string[],
): Promise<Map<string, CurrentAnalysisRow>> {
  if (swotIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), inArray(swotAnalyses.swotId, [...swotIds])));
  const found = new Map<string, CurrentAnalysisRow>();
  for (const row of rows) {
    const current = currentAnalysis(row);
    if (current) found.set(row.swotId, current);
  }
  return found;
}
