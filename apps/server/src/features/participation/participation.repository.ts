import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';

/** A SWOT by its public token, with the organiser's name. Not tenant-scoped: the token is the credential. */
export async function findSwotByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: swots.id,
      companyId: swots.companyId,
      title: swots.title,
      description: swots.description,
      startDate: swots.startDate,
      startTime: swots.startTime,
      endDate: swots.endDate,
      endTime: swots.endTime,
      timezone: swots.timezone,
      startsAt: swots.startsAt,
      endsAt: swots.endsAt,
      closedAt: swots.closedAt,
      organizationName: companies.organizationName,
      companyActive: companies.isActive,
    })
    .from(swots)
    .innerJoin(companies, eq(companies.id, swots.companyId))
    .where(eq(swots.uniqueToken, token));
  return row ?? null;
}

export type TokenSwot = NonNullable<Awaited<ReturnType<typeof findSwotByToken>>>;

export async function responseExists(db: Database, swotId: string, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: swotResponses.id })
    .from(swotResponses)
    .where(and(eq(swotResponses.swotId, swotId), eq(swotResponses.idempotencyKey, idempotencyKey)));
  return Boolean(row);
}

/** Stores the answer unless this key already did; returns the new id, or null for a repeat. */
export async function insertResponse(
  db: Database,
  values: Pick<
    typeof swotResponses.$inferInsert,
    'swotId' | 'companyId' | 'strengths' | 'weaknesses' | 'opportunities' | 'threats' | 'idempotencyKey' | 'submittedAt'
  >,
): Promise<string | null> {
  const [row] = await db
    .insert(swotResponses)
    .values(values)
    .onConflictDoNothing({ target: [swotResponses.swotId, swotResponses.idempotencyKey] })
    .returning({ id: swotResponses.id });
  if (!row) return null;
  await db
    .update(swots)
    .set({ responseCount: sql`${swots.responseCount} + 1` })
    .where(eq(swots.id, values.swotId));
  return row.id;
}
