import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceCounters, invoices, paymentEvents, paymentOrders } from '../../db/schema/billing.ts';
import { companyRecords as companies, userRecords as users } from '../accounts/account-read-model.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;

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
 * Cancels the company's other plan orders that could still be paid (created,
 * or failed: Razorpay lets the payer retry a failed order), so a payment
 * window left open on an old order buys nothing. An order being settled
 * holds its row lock: this waits for it and then leaves it alone if it was paid.
 */
export async function cancelOpenPlanOrders(db: Database, companyId: string, exceptId: string): Promise<number> {
  const cancelled = await db
    .update(paymentOrders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(paymentOrders.companyId, companyId),
        eq(paymentOrders.kind, 'plan'),
        inArray(paymentOrders.status, ['created', 'failed']),
        ne(paymentOrders.id, exceptId),
      ),
    )
    .returning({ id: paymentOrders.id });
  return cancelled.length;
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

/** The payment bought nothing (the caller holds the order's lock): its money is to be given back. */
export async function markOrderRefundDue(db: Database, id: string, paymentId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'refund_due', providerPaymentId: paymentId })
    .where(eq(paymentOrders.id, id));
}

/**
 * Takes the order's due refund for one caller: of several callers (verify,
 * each webhook, in any process) exactly one moves it to `refunding` and gets
 * the order; the others get null. No lock is held after this statement, so
 * the Refunds API call that follows runs outside any transaction.
 *
 * By order id alone, without a company: its callers are the payer's verify
 * (which found the order in the payer's company) and Razorpay's signed
 * webhook (which names the order by Razorpay's id, from our own table).
 */
export async function claimRefund(db: Database, id: string): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: 'refunding' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'refund_due')))
    .returning();
  return row ?? null;
}

/** The claimed refund was made; false when the order was not `refunding` (never, unless changed by hand). */
export async function markOrderRefunded(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'refunded', failureReason: null })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'refunding')))
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

/** The claimed refund was not taken: due again, with the reason for the admin. */
export async function releaseRefund(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'refund_due', failureReason: reason })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'refunding')));
}

/** An order by the provider's id, unlocked (the webhook's check for a refund still due). */
export async function findOrder(db: Database, providerOrderId: string): Promise<PaymentOrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row ?? null;
}

export async function markOrderFailed(db: Database, id: string, paymentId: string | null, reason: string) {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failureReason: reason, ...(paymentId ? { providerPaymentId: paymentId } : {}) })
    .where(eq(paymentOrders.id, id));
}

/**
 * Whether an event was already applied, with its order's status now (null
 * without an order): lets a redelivery be answered from one read, without a
 * transaction, and tells it whether the order still has a refund due.
 */
export async function findRecordedEvent(
  db: Database,
  eventId: string,
): Promise<{ orderStatus: PaymentOrderRow['status'] | null } | null> {
  const [row] = await db
    .select({ orderStatus: paymentOrders.status })
    .from(paymentEvents)
    .leftJoin(paymentOrders, eq(paymentOrders.providerOrderId, paymentEvents.providerOrderId))
    .where(eq(paymentEvents.eventId, eventId));
  return row ?? null;
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
  const firstEmail = db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const [row] = await db
    .select({
      organizationName: companies.organizationName,
      fullAddress: companies.fullAddress,
      city: companies.city,
      state: companies.state,
      zipCode: companies.zipCode,
      country: companies.country,
      taxNumber: companies.taxNumber,
      mobileNumber: companies.mobileNumber,
      email: sql<string | null>`(${firstEmail})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
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
      invoiceId: invoices.id,
    })
    .from(paymentOrders)
    .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .where(eq(paymentOrders.companyId, companyId))
    .orderBy(desc(paymentOrders.createdAt), asc(paymentOrders.id));
}
