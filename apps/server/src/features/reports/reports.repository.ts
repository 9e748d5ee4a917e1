import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { readDigest } from '../analysis/analysis-digest.ts';
import { analysisSummaries, readCurrentAnalyses } from '../analysis/analysis-read-model.ts';
import { swotRecordColumns, swotRecords as swots } from '../swots/swot-read-model.ts';

/**
 * The company's SWOTs, newest first, with what a report card reads of each analysis: its
 * size, sentiment and themes (the digest's few hundred bytes, parsed by analysis), never the
 * stored result, which for a large SWOT is megabytes to read and parse.
 */
export async function listSwotsWithReading(db: Database, companyId: string) {
  const rows = await db
    .select({
      swot: swotRecordColumns,
      analysedResponses: analysisSummaries.responseCount,
      sentimentScore: analysisSummaries.sentimentScore,
      digest: analysisSummaries.digest,
    })
    .from(swots)
    .leftJoin(analysisSummaries, eq(analysisSummaries.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt));
  return rows.map(({ digest, ...row }) => {
    const read = digest ? readDigest(digest) : null;
    return { ...row, sentimentLabel: read?.sentimentLabel ?? null, themes: read?.themes ?? null };
  });
}

export async function findSwotWithAnalysis(db: Database, companyId: string, swotId: string) {
  const [swot] = await db
    .select(swotRecordColumns)
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  if (!swot) return null;
  // An analysis stored in an older shape reads as none (analysis-document.ts): the report says it is pending.
  const analyses = await readCurrentAnalyses(db, companyId, [swotId]);
  return { swot, analysis: analyses.get(swotId) ?? null };
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

export async function findOrganizationName(db: Database, companyId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.organizationName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}
