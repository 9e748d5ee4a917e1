import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALLOWANCE_PERIODS } from '@foursight/shared/domain/plans';

/**
 * The plan catalogue the admin edits (spec part 1 §3), and the only place a
 * plan's terms live: what it costs, how many responses it allows and over
 * which period, its rank (an upgrade goes up), and what it includes. Prices
 * in paise; -1 means unlimited. A company's plan references a row here by
 * its name (a stable slug; renaming cascades), so a plan the admin adds is
 * assignable, buyable and enforced like the three seeded ones.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    monthlyPricePaise: integer('monthly_price_paise').notNull(),
    yearlyPricePaise: integer('yearly_price_paise').notNull(),
    /**
     * What upgrading to this plan costs, once (paise). Foursight has no
     * recurring fee (decisions.md, "Plan prices"), so this is the price every
     * screen shows and billing charges; monthly/yearly stay 0 for the spec's
     * admin fields.
     */
    upgradePricePaise: integer('upgrade_price_paise').notNull().default(0),
    maxUsers: integer('max_users').notNull(),
    maxSwots: integer('max_swots').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Responses the plan allows in each period (-1: unlimited); credits bought extend it.
     * The period is 'total' (ever, as Free's 50) or 'month' (each calendar month, UTC).
     */
    responseAllowance: integer('response_allowance').notNull().default(50),
    allowancePeriod: text('allowance_period', { enum: ALLOWANCE_PERIODS }).notNull().default('month'),
    /** Whether participants may be notified on WhatsApp too (spec part 1 §6: the paid plans). */
    includesWhatsApp: boolean('includes_whatsapp').notNull().default(false),
    /** Whether the company may run AI analysis with its own key (off: statistics only). */
    includesAi: boolean('includes_ai').notNull().default(true),
    /** White-label: participants and report readers see the organisation's name where Foursight's would be. */
    includesWhiteLabel: boolean('includes_white_label').notNull().default(false),
    /** Listing order, and the order of upgrades: a company buys only a plan of higher rank than its own. */
    rank: integer('rank').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscription_plans_name_idx').on(table.name)],
);
