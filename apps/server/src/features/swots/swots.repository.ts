import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';

export type SwotRow = typeof swots.$inferSelect;
export type NewSwot = Omit<typeof swots.$inferInsert, 'id' | 'companyId' | 'updatedAt'>;

export async function insertSwot(db: Database, companyId: string, values: NewSwot): Promise<SwotRow> {
  const [row] = await db
    .insert(swots)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

/**
 * Holds the company's SWOT count still until the transaction ends: two SWOTs created at once are
 * counted one after the other, so a plan's maxSWOTs is never passed.
 */
export async function lockSwotCount(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`swot-count:${companyId}`}))`);
}

/** The company's own SWOTs: the sample is a demonstration, not one of them. */
export async function countOwnSwots(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.isSample, false)));
  return row?.count ?? 0;
}

export function listSwots(db: Database, companyId: string) {
  return db.select().from(swots).where(eq(swots.companyId, companyId)).orderBy(desc(swots.createdAt));
}

export async function findSwot(db: Database, companyId: string, id: string): Promise<SwotRow | null> {
  const [row] = await db
    .select()
    .from(swots)
    .where(and(eq(swots.companyId, companyId), eq(swots.id, id)));
  return row ?? null;
}

export function listResponses(db: Database, companyId: string, swotId: string) {
  return db
    .select({
      id: swotResponses.id,
      submittedAt: swotResponses.submittedAt,
      strengths: swotResponses.strengths,
      weaknesses: swotResponses.weaknesses,
      opportunities: swotResponses.opportunities,
      threats: swotResponses.threats,
    })
    .from(swotResponses)
    .where(and(eq(swotResponses.companyId, companyId), eq(swotResponses.swotId, swotId)))
    .orderBy(desc(swotResponses.submittedAt), asc(swotResponses.id));
}

export async function updateSwot(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<
    Pick<
      SwotRow,
      | 'startDate'
      | 'startTime'
      | 'endDate'
      | 'endTime'
      | 'timezone'
      | 'startsAt'
      | 'endsAt'
      | 'closedAt'
      | 'sharedLinkEnabled'
      | 'allowRepeatAnswers'
      | 'finishedAt'
      | 'status'
    >
  >,
  now: Date,
): Promise<SwotRow | null> {
  const [row] = await db
    .update(swots)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(swots.companyId, companyId), eq(swots.id, id)))
    .returning();
  return row ?? null;
}

export async function findOrganisation(db: Database, companyId: string): Promise<{ name: string; active: boolean }> {
  const [row] = await db
    .select({ name: companies.organizationName, active: companies.isActive })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { name: row?.name ?? '', active: row?.active === true };
}
