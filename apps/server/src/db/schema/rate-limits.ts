import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters for limits that must hold across processes
 * (registration and the availability check, per address). One row per
 * scope, key and window, bumped with an atomic upsert that returns the new
 * count, so concurrent requests can never all see "under the limit".
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key, table.windowStart] })],
);
