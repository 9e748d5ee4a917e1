import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The plan catalogue the admin edits (spec part 1 §3). Prices in cents
 * (paise); -1 means unlimited. The public pricing page reads the active
 * plans from here, and billing charges what is here.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents').notNull(),
    /**
     * What upgrading to this plan costs, once (paise). Foursight has no
     * recurring fee (decisions.md, "Plan prices"), so this is the price every
     * screen shows and billing charges; monthly/yearly stay 0 for the spec's
     * admin fields.
     */
    upgradePriceCents: integer('upgrade_price_cents').notNull().default(0),
    maxUsers: integer('max_users').notNull(),
    maxSwots: integer('max_swots').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscription_plans_name_idx').on(table.name)],
);
