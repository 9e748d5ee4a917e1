import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAnalyses, type AnalysisDigest } from '../../db/schema/analysis.ts';
import { companies } from '../../db/schema/companies.ts';
import { swots } from '../../db/schema/swots.ts';
import { currentAnalysis, currentDocument } from '../analysis/analysis-document.ts';

/**
 * The company's SWOTs, newest first, with what a report card reads of each analysis: its
 * size, sentiment and themes (the digest's few hundred bytes), never the
 * stored result, which for a large SWOT is megabytes to read and parse.
 */
export function listSwotsWithReading(db: Database, companyId: string) {
  return db
    .select({
      swot: swots,
      analysedResponses: swotAnalyses.responseCount,
      sentimentScore: swotAnalyses.sentimentScore,
      // Read in SQL so the megabytes of the document stay in the database; only from a document of this build's shape.
      sentimentLabel: sql<
        string | null
      >`CASE WHEN ${currentDocument} THEN ${swotAnalyses.result}->'sentiment'->>'label' END`,
      themes: sql<AnalysisDigest['themes'] | null>`${swotAnalyses.digest}->'themes'`,
    })
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt));
}

export async function findSwotWithAnalysis(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ swot: swots, analysis: swotAnalyses })
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  // An analysis stored in an older shape reads as none (analysis-document.ts): the report says it is pending.
  return row ? { swot: row.swot, analysis: currentAnalysis(row.analysis) } : null;
}

/** Only the title, for a file that needs no analysis (the CSV): the analysis of a large SWOT is megabytes. */
/** What a file name needs of a SWOT: its title, and the timezone its date is read in. */
export async function findSwotTitle(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ title: swots.title, timezone: swots.timezone })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  return row ?? null;
}

export { responseBatches, type ResponseRow } from '../swots/response-batches.ts';

export async function findOrganizationName(db: Database, companyId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.organizationName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}
