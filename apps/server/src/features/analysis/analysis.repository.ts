import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';

export async function findSwotFacts(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ id: swots.id, title: swots.title, description: swots.description, responseCount: swots.responseCount })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, swotId)));
  return row ?? null;
}

export function readResponseTexts(db: Database, companyId: string, swotId: string) {
  return db
    .select({
      id: swotResponses.id,
      strengths: swotResponses.strengths,
      weaknesses: swotResponses.weaknesses,
      opportunities: swotResponses.opportunities,
      threats: swotResponses.threats,
    })
    .from(swotResponses)
    .where(and(eq(swotResponses.companyId, companyId), eq(swotResponses.swotId, swotId)))
    .orderBy(asc(swotResponses.submittedAt), asc(swotResponses.id));
}

export async function readAnalysis(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select()
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), eq(swotAnalyses.swotId, swotId)));
  return row ?? null;
}

export type StoredAnalysis = typeof swotAnalyses.$inferInsert;

/**
 * Keeps the newest analysis. Two runs may finish out of order (a slow AI
 * call overtaken by a later run): the one covering more responses wins, and
 * at equal coverage the later one.
 */
export async function saveAnalysis(db: Database, analysis: StoredAnalysis): Promise<void> {
  const { swotId: _swotId, companyId: _companyId, ...changes } = analysis;
  await db
    .insert(swotAnalyses)
    .values(analysis)
    .onConflictDoUpdate({
      target: swotAnalyses.swotId,
      set: changes,
      setWhere: sql`${swotAnalyses.responseCount} <= ${analysis.responseCount}`,
    });
}
