import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { swotRecords as swots } from '../swots/swot-read-model.ts';
import { responseBatches } from '../swots/response-batches.ts';
import { currentAnalysis, staleDocument } from './analysis-document.ts';
import type { ResponseText } from '@foursight/analysis/analyse-swot';

export async function findSwotFacts(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ id: swots.id, title: swots.title, description: swots.description, responseCount: swots.responseCount })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  return row ?? null;
}

/** The wall-clock instant (epoch ms) before which the SWOT's last run asked not to be analysed again. */
export async function findNotBefore(db: Database, companyId: string, swotId: string): Promise<number | null> {
  const [row] = await db
    .select({ notBefore: sql<string | null>`${swotAnalyses.digest}->>'notBefore'` })
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), eq(swotAnalyses.swotId, swotId)));
  return row?.notBefore ? Number(row.notBefore) : null;
}

/**
 * Every response of a SWOT, in submission order, read in batches (see responseBatches): a large SWOT
 * never holds the database for one long read while participants are submitting.
 */
export async function readResponseTexts(db: Database, companyId: string, swotId: string): Promise<ResponseText[]> {
  const all: ResponseText[] = [];
  for await (const batch of responseBatches(db, companyId, swotId)) {
    for (const { submittedAt: _submittedAt, ...text } of batch) all.push(text);
  }
  return all;
}

export async function readAnalysis(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select()
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), eq(swotAnalyses.swotId, swotId)));
  return currentAnalysis(row);
}

/** The SWOTs whose stored analysis is of another shape than this build's (analysis-document.ts). */
export function findStaleAnalyses(db: Database) {
  return db
    .select({ swotId: swotAnalyses.swotId, companyId: swotAnalyses.companyId })
    .from(swotAnalyses)
    .where(staleDocument);
}
