import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPayment } from '@foursight/shared/contract/admin';
import type { CreateOrderResponse, VerifyPaymentResponse } from '@foursight/shared/contract/billing';
import type { UsageStats } from '@foursight/shared/contract/usage';
import { queryRows } from '../../db/client.ts';
import { refundReceipt } from './order-refund.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { expectLawfulInvoiceNumber } from '../../../test/invoice-factory.ts';
import { createSignedInAdmin, createSignedInCompany, type SignedInCompany } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  deliverWebhook,
  razorpayEnv,
  startRazorpayApi,
  webhookEvent,
  type RazorpayApiStandIn,
} from '../../../test/razorpay.ts';

/**
 * A plan order that no longer upgrades anything when its payment arrives
 * (the company bought that plan or a higher one meanwhile, or a newer order
 * replaced it) is refunded in full through Razorpay's Refunds API, exactly
 * once however verify and the webhooks interleave, and issues no invoice.
 */

let razorpay: RazorpayApiStandIn;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  razorpay = await startRazorpayApi();
  t = await buildTestApp({ env: razorpayEnv(razorpay.url) });
  admin = await createSignedInAdmin(t.app, t.deps.database.db);
});

afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function companyIdOf(company: SignedInCompany): Promise<string> {
  const [row] = await queryRows<{ company_id: string }>(
    t.deps.database.db,
    sql`SELECT company_id FROM users WHERE email_key = ${company.registration.email.toLowerCase()}`,
  );
  return row!.company_id;
}

async function createOrder(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const response = await client.post('/api/payment/create-order', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateOrderResponse>().order.id;
}

async function verify(client: TestClient, success: Record<string, string>): Promise<VerifyPaymentResponse> {
  const response = await client.post('/api/payment/verify', success);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VerifyPaymentResponse>();
}

async function orderRow(providerOrderId: string) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    provider_payment_id: string | null;
    failure_reason: string | null;
  }>(
    t.deps.database.db,
    sql`SELECT id, status, provider_payment_id, failure_reason FROM payment_orders WHERE provider_order_id = ${providerOrderId}`,
  );
  return row!;
}

async function countsOf(companyId: string) {
  const [row] = await queryRows<{ ledger: number; invoices: number }>(
    t.deps.database.db,
    sql`SELECT
          (SELECT count(*)::int FROM usage_ledger WHERE company_id = ${companyId} AND kind <> 'response') AS ledger,
          (SELECT count(*)::int FROM invoices WHERE company_id = ${companyId}) AS invoices`,
  );
  return row!;
}

async function invoicedOrders(companyId: string): Promise<string[]> {
  const rows = await queryRows<{ provider_order_id: string }>(
    t.deps.database.db,
    sql`SELECT o.provider_order_id FROM invoices i JOIN payment_orders o ON o.id = i.order_id
        WHERE i.company_id = ${companyId} ORDER BY i.created_at`,
  );
  return rows.map((row) => row.provider_order_id);
}

async function auditsOf(providerOrderId: string) {
  return queryRows<{ action: string; actor_type: string; metadata: Record<string, unknown> }>(
    t.deps.database.db,
    sql`SELECT a.action, a.actor_type, a.metadata FROM audit_logs a JOIN payment_orders o ON o.id::text = a.entity_id
        WHERE o.provider_order_id = ${providerOrderId} AND a.entity_type = 'payment_order' ORDER BY a.created_at`,
  );
}

/** The order as the admin console's list of the company's payments shows it. */
async function adminListed(companyId: string, providerOrderId: string): Promise<CompanyPayment | undefined> {
  const listed = await admin.get(`/api/admin/companies/${companyId}/payments`);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed
    .json<{ payments: CompanyPayment[] }>()
    .payments.find((payment) => payment.providerOrderId === providerOrderId);
}

function refundsOf(paymentId: string) {
  return razorpay.refunds.filter((refund) => refund.paymentId === paymentId);
}

function refundCalls(paymentId: string) {
  return razorpay.requests.filter((request) => request.url === `/v1/payments/${paymentId}/refund`);
}

const ALREADY_PREMIUM = 'Your organisation is already on the Pay-as-You-Go plan, so this payment was refunded in full.';

describe('a plan order paid after the company already has the plan', () => {
  it('is refunded in full through Razorpay, issues no invoice, leaves the plan as it is, and is audited', async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const older = await createOrder(company.client, { planType: 'premium' });
    const newer = await createOrder(company.client, { planType: 'premium' });
    expect(await verify(company.client, razorpay.pay(newer))).toMatchObject({ success: true, plan: 'premium' });

    const stale = razorpay.pay(older);
    const answer = await verify(company.client, stale);

    expect(answer).toEqual({
      success: false,
      message: ALREADY_PREMIUM,
      plan: 'premium',
      creditsAdded: 0,
      refund: 'refunded',
    });
    const made = refundsOf(stale.razorpay_payment_id);
    expect(made).toHaveLength(1);
    expect(made[0]!.id).toMatch(/^rfnd_/);
    expect(made[0]).toMatchObject({
      paymentId: stale.razorpay_payment_id,
      amount: 99_900,
      receipt: refundReceipt((await orderRow(older)).id),
    });
    expect(razorpay.payments.get(stale.razorpay_payment_id)!.amountRefunded).toBe(99_900);
    expect(await countsOf(companyId)).toEqual({ ledger: 1, invoices: 1 });
    expect(await invoicedOrders(companyId)).toEqual([newer]);
    const stats = (await company.client.get('/api/usage/stats')).json<UsageStats>();
    expect(stats).toMatchObject({ plan: 'premium', totalSpent: 99_900 });
    expect(await orderRow(older)).toMatchObject({ status: 'refunded', provider_payment_id: stale.razorpay_payment_id });

    const refundId = made[0]!.id;
    const audits = await auditsOf(older);
    expect(audits.map((audit) => audit.action)).toEqual(['PAYMENT_REFUND_DUE', 'PAYMENT_REFUNDED']);
    expect(audits[0]).toMatchObject({
      actor_type: 'user',
      metadata: {
        reason: 'order_replaced',
        providerPaymentId: stale.razorpay_payment_id,
        amountPaise: 99_900,
        via: 'verify',
      },
    });
    expect(audits[1]!.metadata).toMatchObject({
      refundId,
      providerPaymentId: stale.razorpay_payment_id,
      amountPaise: 99_900,
    });

    // The payer asking again (a reload) is told the same, and nothing is refunded twice.
    expect(await verify(company.client, stale)).toMatchObject({ success: false, refund: 'refunded' });
    expect(refundCalls(stale.razorpay_payment_id)).toHaveLength(1);
  });

  it('is refunded from the webhook alone when the admin raised the plan while the payment was open', async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const order = await createOrder(company.client, { planType: 'premium' });
    expect((await admin.patch(`/api/admin/companies/${companyId}`, { plan: 'enterprise' })).statusCode).toBe(200);

    const payment = razorpay.pay(order);
    const delivered = await deliverWebhook(
      t.app,
      webhookEvent('payment.captured', { orderId: order, paymentId: payment.razorpay_payment_id, amount: 99_900 }),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(refundsOf(payment.razorpay_payment_id).map((refund) => refund.amount)).toEqual([99_900]);
    expect(await orderRow(order)).toMatchObject({ status: 'refunded' });
    expect(await countsOf(companyId)).toEqual({ ledger: 0, invoices: 0 });
    expect((await company.client.get('/api/usage/stats')).json<UsageStats>()).toMatchObject({
      plan: 'enterprise',
      totalSpent: 0,
    });
    const audits = await auditsOf(order);
    expect(audits.map((audit) => [audit.actor_type, audit.action])).toEqual([
      ['system', 'PAYMENT_REFUND_DUE'],
      ['system', 'PAYMENT_REFUNDED'],
    ]);
    expect(audits[0]!.metadata).toMatchObject({ reason: 'plan_already_held', companyPlan: 'enterprise' });
    // The payer's verify, arriving after, is told; Razorpay is not asked again.
    expect(await verify(company.client, payment)).toEqual({
      success: false,
      message:
        "Your organisation's Enterprise plan already includes Pay-as-You-Go, so this payment was refunded in full.",
      plan: 'enterprise',
      creditsAdded: 0,
      refund: 'refunded',
    });
    expect(refundCalls(payment.razorpay_payment_id)).toHaveLength(1);
  });
});

describe('opening a plan order', () => {
  it("cancels the company's other open plan orders; paying a cancelled one upgrades nothing and is refunded", async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const first = await createOrder(company.client, { planType: 'premium' });
    const credits = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const second = await createOrder(company.client, { planType: 'enterprise' });
    expect((await orderRow(first)).status).toBe('cancelled');
    expect((await orderRow(credits)).status).toBe('created');
    expect((await orderRow(second)).status).toBe('created');
    expect(await adminListed(companyId, first)).toMatchObject({ status: 'cancelled', providerPaymentId: null });

    // A declined attempt in the old window leaves it cancelled (a failed order could be paid again).
    const declined = await deliverWebhook(
      t.app,
      webhookEvent('payment.failed', { orderId: first, paymentId: 'pay_Declined000001', amount: 99_900 }),
    );
    expect(declined.statusCode).toBe(200);
    expect((await orderRow(first)).status).toBe('cancelled');

    // The old window was still open and the payer paid there: the company stays on Free.
    const old = razorpay.pay(first);
    expect(await verify(company.client, old)).toEqual({
      success: false,
      message: 'A newer order replaced this one, so this payment was refunded in full. Your plan is unchanged.',
      plan: 'free',
      creditsAdded: 0,
      refund: 'refunded',
    });
    expect(refundsOf(old.razorpay_payment_id).map((refund) => refund.amount)).toEqual([99_900]);
    // Razorpay's webhook for the same payment changes nothing more.
    await deliverWebhook(
      t.app,
      webhookEvent('order.paid', { orderId: first, paymentId: old.razorpay_payment_id, amount: 99_900 }),
    );
    expect(refundCalls(old.razorpay_payment_id)).toHaveLength(1);
    expect((await company.client.get('/api/auth/status')).json()).toMatchObject({ user: { plan: 'free' } });
    expect(await countsOf(companyId)).toEqual({ ledger: 0, invoices: 0 });

    // The newest order still upgrades, and the credits order is still payable.
    expect(await verify(company.client, razorpay.pay(second))).toMatchObject({ success: true, plan: 'enterprise' });
    expect(await verify(company.client, razorpay.pay(credits))).toMatchObject({ success: true, creditsAdded: 10 });
    expect(await invoicedOrders(companyId)).toEqual([second, credits]);

    // The admin console lists the refunded order as refunded, with its payment and no invoice.
    const refunded = await adminListed(companyId, first);
    expect(refunded).toEqual({
      id: (await orderRow(first)).id,
      createdAt: refunded?.createdAt,
      kind: 'plan',
      description: 'Pay-as-You-Go plan',
      amount: 99_900,
      status: 'refunded',
      providerOrderId: first,
      providerPaymentId: old.razorpay_payment_id,
      invoiceId: null,
      invoiceNumber: null,
    });
    const paid = await adminListed(companyId, second);
    expect(paid?.status).toBe('paid');
    expectLawfulInvoiceNumber(paid?.invoiceNumber);
  });

  it('leaves another company’s open plan orders alone', async () => {
    const a = await createSignedInCompany(t.app);
    const b = await createSignedInCompany(t.app);
    const orderOfA = await createOrder(a.client, { planType: 'premium' });
    await createOrder(b.client, { planType: 'premium' });
    expect((await orderRow(orderOfA)).status).toBe('created');
  });
});

describe('a stale plan order raced by verify and the webhooks', () => {
  it('is refunded exactly once; a webhook answered while the refund was in flight is redelivered and then acknowledged', async () => {
    const company = await createSignedInCompany(t.app);
    const older = await createOrder(company.client, { planType: 'premium' });
    const newer = await createOrder(company.client, { planType: 'premium' });
    await verify(company.client, razorpay.pay(newer));
    const stale = razorpay.pay(older);
    const payment = { orderId: older, paymentId: stale.razorpay_payment_id, amount: 99_900 };
    const events = [webhookEvent('payment.captured', payment), webhookEvent('order.paid', payment)];
    // Each refund call is held in flight a while, so the others arrive meanwhile.
    razorpay.delayRefunds(150);
    let webhookAnswers: number[];
    try {
      const answers = await Promise.all([
        company.client.post('/api/payment/verify', stale),
        deliverWebhook(t.app, events[0]!),
        company.client.post('/api/payment/verify', stale),
        deliverWebhook(t.app, events[1]!),
      ]);
      for (const answer of [answers[0], answers[2]]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json<VerifyPaymentResponse>()).toMatchObject({ success: false, plan: 'premium' });
      }
      webhookAnswers = [answers[1].statusCode, answers[3].statusCode];
    } finally {
      razorpay.delayRefunds(0);
    }
    // A webhook is acknowledged once the refund is made; one that came while another caller's call
    // was in flight got 503, and Razorpay's redelivery of it is acknowledged without a second call.
    for (const [index, status] of webhookAnswers.entries()) {
      expect([200, 503]).toContain(status);
      if (status === 503) expect((await deliverWebhook(t.app, events[index]!)).statusCode).toBe(200);
    }
    expect(refundCalls(stale.razorpay_payment_id)).toHaveLength(1);
    expect(refundsOf(stale.razorpay_payment_id)).toHaveLength(1);
    expect(await orderRow(older)).toMatchObject({ status: 'refunded' });
    const actions = (await auditsOf(older)).map((audit) => audit.action);
    expect(actions).toEqual(['PAYMENT_REFUND_DUE', 'PAYMENT_REFUNDED']);
    expect(await invoicedOrders(await companyIdOf(company))).toEqual([newer]);
    expect(await verify(company.client, stale)).toMatchObject({ success: false, refund: 'refunded' });
  });
});

describe('a refund Razorpay does not take at once', () => {
  it('is kept due, told to the payer as pending, and made when the webhook is redelivered', async () => {
    const company = await createSignedInCompany(t.app);
    const older = await createOrder(company.client, { planType: 'premium' });
    const newer = await createOrder(company.client, { planType: 'premium' });
    await verify(company.client, razorpay.pay(newer));
    const stale = razorpay.pay(older);

    razorpay.failNext('refunds', { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'Oops' } } }, 2);
    expect(await verify(company.client, stale)).toEqual({
      success: false,
      message: 'Your organisation is already on the Pay-as-You-Go plan, so this payment will be refunded in full.',
      plan: 'premium',
      creditsAdded: 0,
      refund: 'pending',
    });
    const due = await orderRow(older);
    expect(due.status).toBe('refund_due');
    expect(await adminListed(await companyIdOf(company), older)).toMatchObject({ status: 'refund_due' });
    expect(due.failure_reason).toMatch(/^Refund failed: Razorpay answered 500 \(refund\): Oops/);

    // Razorpay's webhook arrives while its API is still failing: answered 503, so Razorpay delivers it again.
    const event = webhookEvent('payment.captured', {
      orderId: older,
      paymentId: stale.razorpay_payment_id,
      amount: 99_900,
    });
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(503);
    expect(refundsOf(stale.razorpay_payment_id)).toHaveLength(0);

    const redelivered = await deliverWebhook(t.app, event);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(refundsOf(stale.razorpay_payment_id).map((refund) => refund.amount)).toEqual([99_900]);
    expect(await orderRow(older)).toMatchObject({ status: 'refunded', failure_reason: null });
    const audits = await auditsOf(older);
    expect(audits.map((audit) => audit.action)).toEqual([
      'PAYMENT_REFUND_DUE',
      'PAYMENT_REFUND_FAILED',
      'PAYMENT_REFUND_FAILED',
      'PAYMENT_REFUNDED',
    ]);
    expect(audits[1]!.metadata.error).toMatch(/^Razorpay answered 500 \(refund\): Oops/);

    // Once made, a further delivery is a duplicate and asks nothing of Razorpay.
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(refundCalls(stale.razorpay_payment_id)).toHaveLength(3);
  });
});
