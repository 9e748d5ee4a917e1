import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/plans.ts';

// The plan catalogue is platform data: no tenant filter by design.
export function listActivePlans(db: Database) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.monthlyPriceCents));
}
