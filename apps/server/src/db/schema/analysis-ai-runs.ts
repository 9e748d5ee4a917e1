import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { swots } from './swots.ts';

/**
 * "Run AI analysis again" under way: one row per SWOT while a run a person
 * asked for is running, the claim that keeps a second click (in any process)
 * from starting a second run. Deleted when the run ends; a row older than the
 * longest run (its process died mid-run) no longer holds, and the next claim
 * takes it over (features/analysis/ai-run.repository.ts).
 */
export const swotAiRuns = pgTable('swot_ai_runs', {
  swotId: uuid('swot_id')
    .primaryKey()
    .references(() => swots.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
