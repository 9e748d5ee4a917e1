import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { companies } from '../../db/schema/companies.ts';
import { swots } from '../../db/schema/swots.ts';
import { readDigest } from '../analysis/analysis-digest.ts';
import { currentAnalysis } from '../analysis/analysis-document.ts';

/**
 * The company's SWOTs, newest first, with what a report card reads of each analysis: its
 * size, sentiment and themes (the digest's few hundred bytes, parsed by analysis), never the
 * stored result, which for a large SWOT is megabytes to read and parse.
 */
export async function listSwotsWithReading(db: Database, companyId: string) {
  const rows = await db
    .select({
      swot: swots,
      analysedResponses: swotAnalyses.responseCount,
      sentimentScore: swotAnalyses.sentimentScore,
      digest: swotAnalyses.digest,
    })
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt));
  return rows.map(({ digest, ...row }) => {
    const read = digest ? readDigest(digest) : null;
    return { ...row, sentimentLabel: read?.sentimentLabel ?? null, themes: read?.themes ?? null };
  });
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
