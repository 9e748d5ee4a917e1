import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { invoiceCounters, invoices, paymentEvents, paymentOrders } from '../../db/schema/billing.ts';
import { companies } from '../../db/schema/companies.ts';
import { subscriptionPlans } from '../../db/schema/plans.ts';
import { usageLedger, usageTotals } from '../../db/schema/usage.ts';
import { users } from '../../db/schema/users.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;

/** A plan as the catalogue sells it (null when the catalogue has no plan of that name). */
export async function findCataloguePlan(db: Database, name: string) {
  const [row] = await db
    .select({
      name: subscriptionPlans.name,
      displayName: subscriptionPlans.displayName,
      upgradePricePaise: subscriptionPlans.upgradePriceCents,
      isActive: subscriptionPlans.isActive,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name));
  return row ?? null;
}

export async function findCompanyPlan(db: Database, companyId: string) {
  const [row] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  return row?.plan ?? null;
}

/** What the checkout is prefilled with: the company's name and phone, the signed-in person's e-mail. */
export async function findPrefill(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ name: companies.organizationName, contact: companies.mobileNumber, email: users.email })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.id, userId)))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function insertOrder(db: Database, order: NewPaymentOrder): Promise<void> {
  await db.insert(paymentOrders).values(order);
}

/**
 * The order, locked until the transaction ends: whoever settles or fails it
 * (the browser's verify, each webhook delivery, in any process) queues here
 * and then sees what the one before it wrote. With a company id, only that
 * company's order is found.
 */
export async function lockOrder(
  db: Database,
  providerOrderId: string,
  companyId?: string,
): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        companyId ? eq(paymentOrders.companyId, companyId) : undefined,
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markOrderPaid(db: Database, id: string, paymentId: string, paidAt: Date): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', providerPaymentId: paymentId, paidAt })
    .where(eq(paymentOrders.id, id));
}

export async function markOrderFailed(db: Database, id: string, paymentId: string | null, reason: string) {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failureReason: reason, ...(paymentId ? { providerPaymentId: paymentId } : {}) })
    .where(eq(paymentOrders.id, id));
}

/** Whether an event was already applied: lets a redelivery be answered from one read, without a transaction. */
export async function eventRecorded(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return row !== undefined;
}

/**
 * Records a webhook event as applied; false when it already was (a
 * redelivery). In the transaction of the event's effect: a concurrent
 * delivery of the same event waits on the key until this one commits (then
 * finds it) or rolls back (then applies it itself).
 */
export async function recordEvent(
  db: Database,
  event: { eventId: string; eventType: string; providerOrderId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

/**
 * Credits or a plan bought, written to the ledger and the running totals.
 * The caller holds the company's usage_totals lock (lockUsageTotals), as
 * every writer of the totals does.
 */
export async function recordPurchase(
  db: Database,
  purchase: {
    companyId: string;
    kind: 'credit_purchase' | 'plan_purchase';
    credits: number;
    amountPaise: number;
    period: string;
  },
): Promise<void> {
  // One statement for both (settling runs under the busiest locks: fewer round trips, shorter holds).
  await db.execute(sql`
    WITH ledger AS (
      INSERT INTO ${usageLedger} (company_id, kind, source, quantity, amount_paise, period)
      VALUES (${purchase.companyId}, ${purchase.kind}, 'purchase', ${purchase.credits}, ${purchase.amountPaise}, ${purchase.period})
    )
    UPDATE ${usageTotals}
    SET credit_balance = credit_balance + ${purchase.credits},
        total_spent_paise = total_spent_paise + ${purchase.amountPaise}
    WHERE company_id = ${purchase.companyId}`);
}

export async function setCompanyPlan(db: Database, companyId: string, plan: 'premium' | 'enterprise', now: Date) {
  await db.update(companies).set({ plan, updatedAt: now }).where(eq(companies.id, companyId));
}

/**
 * The next invoice number of a financial year. The upsert takes the year's
 * counter row lock until the transaction ends, so concurrent settlements
 * number one after another; a settlement that rolls back gives its number
 * back with it, so the numbers have no gaps.
 */
export async function nextInvoiceSequence(db: Database, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

/** The buyer as the invoice names it: the company, its address, GSTIN and contact (its first account's e-mail). */
export async function findBuyer(db: Database, companyId: string) {
  const [row] = await queryRows<{
    organizationName: string;
    fullAddress: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    taxNumber: string | null;
    mobileNumber: string;
    email: string | null;
  }>(
    db,
    sql`SELECT c.organization_name AS "organizationName", c.full_address AS "fullAddress", c.city, c.state,
               c.zip_code AS "zipCode", c.country, c.tax_number AS "taxNumber", c.mobile_number AS "mobileNumber",
               (SELECT u.email FROM users u WHERE u.company_id = c.id ORDER BY u.created_at LIMIT 1) AS email
        FROM companies c WHERE c.id = ${companyId}`,
  );
  return row ?? null;
}

export type Buyer = NonNullable<Awaited<ReturnType<typeof findBuyer>>>;

export async function insertInvoice(db: Database, invoice: NewInvoice): Promise<string> {
  const [row] = await db.insert(invoices).values(invoice).returning({ id: invoices.id });
  return row!.id;
}

export async function findInvoiceOfOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/** A company's orders, newest first, with the invoice each one issued (for the admin console). */
export function listCompanyOrders(db: Database, companyId: string) {
  return db
    .select({
      id: paymentOrders.id,
      createdAt: paymentOrders.createdAt,
      kind: paymentOrders.kind,
      credits: paymentOrders.credits,
      plan: paymentOrders.plan,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      providerOrderId: paymentOrders.providerOrderId,
      providerPaymentId: paymentOrders.providerPaymentId,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(paymentOrders)
    .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .where(eq(paymentOrders.companyId, companyId))
    .orderBy(desc(paymentOrders.createdAt), asc(paymentOrders.id));
}
