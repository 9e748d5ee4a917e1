import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The usage ledger, the truth about what a company used and bought: one row
 * per accepted response (quantity 1, paid from the free allowance, a credit,
 * or an unlimited plan) and one per purchase (credits added, amount paid).
 */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['response', 'credit_purchase', 'plan_purchase'] }).notNull(),
    source: text('source', { enum: ['free', 'credit', 'unlimited', 'purchase'] }).notNull(),
    /** Responses used, or credits bought. */
    quantity: integer('quantity').notNull(),
    /** Paise paid (purchases only). */
    amountPaise: integer('amount_paise').notNull().default(0),
    /** Calendar month (UTC) the row counts in, "YYYY-MM". */
    period: text('period').notNull(),
    swotId: uuid('swot_id'),
    responseId: uuid('response_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('usage_ledger_company_period_idx').on(table.companyId, table.period)],
);

/**
 * Running totals per company, locked (FOR UPDATE) and updated in the same
 * transaction as each ledger row, so an allowance check is one row read and
 * can never drift from the ledger.
 */
export const usageTotals = pgTable('usage_totals', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  totalResponses: integer('total_responses').notNull().default(0),
  creditBalance: integer('credit_balance').notNull().default(0),
  totalSpentPaise: integer('total_spent_paise').notNull().default(0),
  /** The month month_responses counts, "YYYY-MM"; a new month starts it from zero. */
  currentPeriod: text('current_period').notNull().default(''),
  monthResponses: integer('month_responses').notNull().default(0),
});

/** Responses per company and month, for the usage page's history and the stats call. */
export const usageMonths = pgTable(
  'usage_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    responses: integer('responses').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.period] })],
);
