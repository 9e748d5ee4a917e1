import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { subscriptionPlans } from './plans.ts';

/**
 * One payment the company started: what it buys is written here when the
 * order is created, so verification and webhooks take it from our database,
 * never from a browser callback. `status` moves created -> paid (once, under
 * the row's lock) or created -> failed; a failed order can still become paid
 * when a later capture arrives. A plan order is cancelled when the company
 * opens another plan order; a plan order whose payment no longer upgrades
 * anything (cancelled, or the plan already held) goes refund_due -> refunding
 * (one Refunds API call in flight) -> refunded, or back to refund_due when
 * Razorpay does not take the refund.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The payment provider's order id (Razorpay `order_...`). */
    providerOrderId: text('provider_order_id').notNull(),
    kind: text('kind', { enum: ['credits', 'plan'] }).notNull(),
    /** Credits bought (kind credits), else 0. */
    credits: integer('credits').notNull().default(0),
    /** The catalogue plan bought (kind plan), by name as companies.plan. */
    plan: text('plan').references(() => subscriptionPlans.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled', 'refund_due', 'refunding', 'refunded'] })
      .notNull()
      .default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** Why the last attempt failed (payment.failed), shown to the admin. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_idx').on(table.providerOrderId),
    index('payment_orders_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

/**
 * Webhook deliveries already applied, keyed by the provider's event id
 * (`X-Razorpay-Event-Id`): inserted in the same transaction as the event's
 * effect, so a redelivery finds its row and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  providerOrderId: text('provider_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invoice, issued in the transaction that settles its order. `document`
 * is the invoice as issued (seller, buyer, lines, tax), versioned, so later
 * changes to the company or the seller's configuration never rewrite it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** `FS2627/000001` (`FS/2026-27/000001` before issue 36): sequential per Indian financial year, gap-free; see invoice-number.ts. */
    invoiceNumber: text('invoice_number').notNull(),
    financialYear: text('financial_year').notNull(),
    credits: integer('credits').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['paid', 'pending'] })
      .notNull()
      .default('paid'),
    document: jsonb('document').$type<{ version: number } & Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.invoiceNumber),
    uniqueIndex('invoices_order_idx').on(table.orderId),
    index('invoices_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

/**
 * The last invoice number used in each financial year. Taken with
 * `UPDATE ... RETURNING` inside the settling transaction: the row lock
 * serialises concurrent payments, and a rolled-back payment gives its number
 * back, so numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.financialYear] })],
);
