import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/plans.ts';

// The plan catalogue is platform data: no tenant filter by design.

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const byRank = [asc(subscriptionPlans.rank), asc(subscriptionPlans.name)] as const;

export function listPlans(db: Database, activeOnly: boolean): Promise<PlanRow[]> {
  const query = db.select().from(subscriptionPlans);
  return (activeOnly ? query.where(eq(subscriptionPlans.isActive, true)) : query).orderBy(...byRank);
}

export async function findPlanByName(db: Database, name: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  return row ?? null;
}

export async function insertPlan(db: Database, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: Database, id: string, values: PlanValues, now: Date): Promise<PlanRow | null> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row ?? null;
}

export async function highestRank(db: Database): Promise<number> {
  const [row] = await db
    .select({ rank: sql<number>`coalesce(max(${subscriptionPlans.rank}), 0)::int` })
    .from(subscriptionPlans);
  return row?.rank ?? 0;
}
