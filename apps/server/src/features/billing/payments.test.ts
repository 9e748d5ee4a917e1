import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPayment, SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { CreateOrderResponse, PaymentConfig, VerifyPaymentResponse } from '@foursight/shared/contract/billing';
import type { UsageStats } from '@foursight/shared/contract/usage';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createSignedInAdmin,
  createSignedInCompany,
  uniqueGstin,
  type SignedInCompany,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { startRazorpayServer, type RazorpayStandIn } from '../../../test/protocol-servers.ts';
import {
  checkoutSuccess,
  deliverWebhook,
  paymentId,
  razorpayEnv,
  TEST_RAZORPAY,
  webhookEvent,
} from '../../../test/razorpay.ts';
import { expectLawfulInvoiceNumber } from '../../../test/invoice-factory.ts';
import { readInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import { financialYearOf } from './financial-year.ts';

const SELLER = {
  SELLER_NAME: 'Foursight Analytics Private Limited',
  SELLER_ADDRESS: '4th Floor, 80 Feet Road;Indiranagar, Bengaluru 560038',
  SELLER_STATE: 'Karnataka',
  SELLER_GSTIN: '29AAACF1234A1Z5',
  SELLER_PAN: 'AAACF1234A',
  SELLER_EMAIL: 'billing@foursight.example',
  SELLER_PHONE: '+91 80 4000 1234',
};

let razorpay: RazorpayStandIn;
let t: TestApp;
let admin: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  razorpay = await startRazorpayServer(TEST_RAZORPAY);
  // A database of its own: the catalogue's prices change here, and invoice numbers are counted from 1.
  t = await buildTestApp({ env: { ...razorpayEnv(razorpay.url), ...SELLER }, privateDatabase: true, logLines });
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

async function createOrder(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/payment/create-order', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateOrderResponse>();
}

async function stats(client: TestClient): Promise<UsageStats> {
  return (await client.get('/api/usage/stats')).json<UsageStats>();
}

interface Counts {
  ledger: number;
  invoices: number;
}

async function countsOf(companyId: string): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    t.deps.database.db,
    sql`SELECT
          (SELECT count(*)::int FROM usage_ledger WHERE company_id = ${companyId} AND kind <> 'response') AS ledger,
          (SELECT count(*)::int FROM invoices WHERE company_id = ${companyId}) AS invoices`,
  );
  return row!;
}

async function orderRow(providerOrderId: string) {
  const [row] = await queryRows<{ status: string; failure_reason: string | null; provider_payment_id: string | null }>(
    t.deps.database.db,
    sql`SELECT status, failure_reason, provider_payment_id FROM payment_orders WHERE provider_order_id = ${providerOrderId}`,
  );
  return row;
}

async function invoiceOf(providerOrderId: string): Promise<{ number: string; document: InvoiceDocument }> {
  const [row] = await queryRows<{ invoice_number: string; document: unknown }>(
    t.deps.database.db,
    sql`SELECT i.invoice_number, i.document FROM invoices i JOIN payment_orders o ON o.id = i.order_id
        WHERE o.provider_order_id = ${providerOrderId}`,
  );
  // Every invoice these tests issue is checked against CGST Rule 46(b).
  expectLawfulInvoiceNumber(row!.invoice_number);
  return { number: row!.invoice_number, document: readInvoiceDocument(row!.document) };
}

describe('the checkout configuration', () => {
  it('tells the page the public key and checkout, prefilled with the company, and no secret', async () => {
    const company = await createSignedInCompany(t.app);
    const response = await company.client.get('/api/payment/config');
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentConfig>()).toEqual({
      enabled: true,
      keyId: TEST_RAZORPAY.keyId,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      prefill: {
        name: company.registration.organizationName,
        email: company.registration.email,
        contact: company.registration.mobileNumber,
      },
    });
    expect(response.body).not.toContain(TEST_RAZORPAY.keySecret);
    expect(response.body).not.toContain(TEST_RAZORPAY.webhookSecret);
  });

  it("opens the page's policy to Razorpay's checkout, frames and popups", async () => {
    // A page's policy (API answers carry the API set, which loads nothing).
    const response = await t.app.inject({ method: 'GET', url: '/settings/billing' });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      const sources = policy.split(';').find((part) => part.startsWith(`${directive} `));
      expect(sources, directive).toContain('https://checkout.razorpay.com');
      expect(sources, directive).toContain('https://api.razorpay.com');
    }
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('creating an order', () => {
  it('prices credits on the server, whatever the browser says, and stores what the order buys', async () => {
    const company = await createSignedInCompany(t.app);
    const before = razorpay.requests.length;
    const answer = await createOrder(company.client, { type: 'credits', quantity: 25, amount: 1 });

    expect(answer).toMatchObject({
      success: true,
      order: { amount: 37_500, currency: 'INR' },
      keyId: TEST_RAZORPAY.keyId,
    });
    expect(answer.order.id).toMatch(/^order_/);
    // What Razorpay was asked for: the catalogue's price, authenticated with our keys.
    const sent = razorpay.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ amount: 37_500, currency: 'INR' });
    expect(razorpay.orders.get(answer.order.id)!.receipt.length).toBeLessThanOrEqual(40);
    const [stored] = await queryRows<Record<string, unknown>>(
      t.deps.database.db,
      sql`SELECT kind, credits, plan, amount_paise, status, company_id FROM payment_orders
          WHERE provider_order_id = ${answer.order.id}`,
    );
    expect(stored).toEqual({
      kind: 'credits',
      credits: 25,
      plan: null,
      amount_paise: 37_500,
      status: 'created',
      company_id: await companyIdOf(company),
    });
    expect(logLines.some((line) => line.includes('the client amount differs from the catalogue price'))).toBe(true);
  });

  it("charges a plan upgrade the catalogue's one-time price, and follows the catalogue when the admin changes it", async () => {
    const company = await createSignedInCompany(t.app);
    expect((await createOrder(company.client, { planType: 'premium', amount: 99_900 })).order.amount).toBe(99_900);
    expect((await createOrder(company.client, { planType: 'enterprise' })).order.amount).toBe(299_900);

    const plans = (await admin.get('/api/admin/subscription-plans')).json<{ plans: SubscriptionPlan[] }>().plans;
    const premium = plans.find((plan) => plan.name === 'premium')!;
    const { id, ...fields } = premium;
    const changed = await admin.put(`/api/admin/subscription-plans/${id}`, { ...fields, upgradePrice: 149_900 });
    expect(changed.statusCode, changed.body).toBe(200);

    const answer = await createOrder(company.client, { planType: 'premium', amount: 99_900 });
    expect(answer.order.amount).toBe(149_900);
    expect(razorpay.orders.get(answer.order.id)!.amount).toBe(149_900);
    await admin.put(`/api/admin/subscription-plans/${id}`, { ...fields, upgradePrice: premium.upgradePrice });
  });

  it('refuses a plan the company already has or is above, and a plan the catalogue does not sell', async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const patched = await admin.patch(`/api/admin/companies/${companyId}`, { plan: 'enterprise' });
    expect(patched.statusCode).toBe(200);
    for (const planType of ['premium', 'enterprise']) {
      const response = await company.client.post('/api/payment/create-order', { planType });
      expect(response.statusCode).toBe(409);
    }
    expect((await company.client.post('/api/payment/create-order', { planType: 'premium' })).json()).toMatchObject({
      message: "Your organisation's Enterprise plan already includes everything in Pay-as-You-Go.",
    });
    // Outside the catalogue's bounds, the contract refuses before any price is asked.
    for (const quantity of [0, 1001, 2.5]) {
      const response = await company.client.post('/api/payment/create-order', { type: 'credits', quantity });
      expect(response.statusCode).toBe(400);
    }
  });

  it('says so plainly when Razorpay fails, and stores no order', async () => {
    const company = await createSignedInCompany(t.app);
    razorpay.failNext({ status: 500, body: { error: { code: 'SERVER_ERROR', description: 'Oops' } } });
    const response = await company.client.post('/api/payment/create-order', { type: 'credits', quantity: 10 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Failed to create payment order. Please try again in a moment.' });
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM payment_orders WHERE company_id = ${await companyIdOf(company)}`,
    );
    expect(row!.n).toBe(0);
  });

  it('takes at most 60 orders per company per hour', async () => {
    const company = await createSignedInCompany(t.app);
    const answers = await Promise.all(
      Array.from({ length: 61 }, () =>
        company.client.post('/api/payment/create-order', { type: 'credits', quantity: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Another company is not held back by the first one's orders.
    const other = await createSignedInCompany(t.app);
    expect((await other.client.post('/api/payment/create-order', { type: 'credits', quantity: 1 })).statusCode).toBe(
      200,
    );
  });
});

describe('verifying a payment', () => {
  it('adds the credits once for a genuine signature, issues the invoice and records the payment', async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 25 });

    const response = await company.client.post('/api/payment/verify', {
      ...checkoutSuccess(order.id),
      type: 'credits',
      quantity: 999, // what the browser claims is never what is credited
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<VerifyPaymentResponse>();
    expect(answer).toMatchObject({ success: true, plan: 'free', creditsAdded: 25 });
    expect(answer.invoiceId).toBeTruthy();

    const after = await stats(company.client);
    expect(after.purchasedCredits).toBe(25);
    expect(after.totalSpent).toBe(37_500);
    // The allowance reads the credits at once: Free's 50 plus 25 bought.
    expect((await company.client.get('/api/swot/check-limit')).json()).toMatchObject({ limit: 75, canCreate: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    expect(await countsOf(companyId)).toEqual({ ledger: 1, invoices: 1 });

    const [audit] = await queryRows<{ actor_type: string; metadata: Record<string, unknown> }>(
      t.deps.database.db,
      sql`SELECT actor_type, metadata FROM audit_logs WHERE company_id = ${companyId} AND action = 'PAYMENT_COMPLETED'`,
    );
    expect(audit).toMatchObject({ actor_type: 'user', metadata: { credits: 25, amountPaise: 37_500, via: 'verify' } });
  });

  it('refuses a tampered signature and changes nothing', async () => {
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const genuine = checkoutSuccess(order.id);
    const last = genuine.razorpay_signature.at(-1) === '0' ? '1' : '0';
    for (const forged of [
      { ...genuine, razorpay_signature: genuine.razorpay_signature.slice(0, -1) + last },
      { ...genuine, razorpay_payment_id: paymentId() },
      checkoutSuccess(order.id, paymentId(), 'not-our-secret'),
    ]) {
      const response = await company.client.post('/api/payment/verify', forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Payment verification failed' });
    }
    expect((await stats(company.client)).purchasedCredits).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created' });
    expect(await countsOf(companyId)).toEqual({ ledger: 0, invoices: 0 });
  });

  it('credits once when the same payment is verified twice, at once or one after the other', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const success = checkoutSuccess(order.id);
    const answers = await Promise.all([
      company.client.post('/api/payment/verify', success),
      company.client.post('/api/payment/verify', success),
    ]);
    const again = await company.client.post('/api/payment/verify', success);
    for (const answer of [...answers, again]) expect(answer.json()).toMatchObject({ success: true, creditsAdded: 10 });
    // Every answer names the same invoice.
    expect(new Set([...answers, again].map((answer) => answer.json<VerifyPaymentResponse>().invoiceId)).size).toBe(1);
    expect((await stats(company.client)).purchasedCredits).toBe(10);
    expect(await countsOf(await companyIdOf(company))).toEqual({ ledger: 1, invoices: 1 });
  });

  it("answers 404 to another company verifying this company's order, and credits no one", async () => {
    const a = await createSignedInCompany(t.app);
    const b = await createSignedInCompany(t.app);
    const { order } = await createOrder(a.client, { type: 'credits', quantity: 10 });
    const response = await b.client.post('/api/payment/verify', checkoutSuccess(order.id));
    expect(response.statusCode).toBe(404);
    expect((await stats(b.client)).purchasedCredits).toBe(0);
    expect((await stats(a.client)).purchasedCredits).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created' });
  });

  it('upgrades the plan everywhere at once: the session user, the limit check and the usage figures', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { planType: 'premium' });
    const answer = await company.client.post('/api/payment/verify', {
      ...checkoutSuccess(order.id),
      planType: 'premium',
    });
    expect(answer.json()).toMatchObject({
      success: true,
      plan: 'premium',
      message: 'Your organisation is now on the Pay-as-You-Go plan.',
    });
    expect((await company.client.get('/api/auth/status')).json()).toMatchObject({ user: { plan: 'premium' } });
    expect((await company.client.get('/api/swot/check-limit')).json()).toMatchObject({ plan: 'premium' });
    const after = await stats(company.client);
    expect(after).toMatchObject({ plan: 'premium', totalSpent: 99_900, purchasedCredits: 0 });
    const invoice = await invoiceOf(order.id);
    expect(invoice.document.lines).toEqual([
      {
        description: 'Pay-as-You-Go plan upgrade',
        sac: '998315',
        quantity: 1,
        unitPricePaise: 99_900,
        amountPaise: 99_900,
        // 99 900 × 100 / 118 = 84 661.02 → 84 661 taxable, at 18 %.
        taxablePaise: 84_661,
        gstRatePercent: 18,
      },
    ]);
    // Now a further Pay-as-You-Go order is refused, Enterprise still offered.
    expect((await company.client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(409);
    expect((await company.client.post('/api/payment/create-order', { planType: 'enterprise' })).statusCode).toBe(200);
  });
});

describe('webhooks', () => {
  it('credits a payment whose browser never came back (closed tab), once however often it is delivered', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 50 });
    const payment = paymentId();
    const captured = webhookEvent('payment.captured', { orderId: order.id, paymentId: payment, amount: 75_000 });
    const paid = webhookEvent('order.paid', { orderId: order.id, paymentId: payment, amount: 75_000 });
    for (const delivery of [captured, paid, captured, paid]) {
      const response = await deliverWebhook(t.app, delivery);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect((await stats(company.client)).purchasedCredits).toBe(50);
    expect(await countsOf(await companyIdOf(company))).toEqual({ ledger: 1, invoices: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', provider_payment_id: payment });
  });

  it('credits once when the browser verifies and the webhook arrives for the same payment', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const success = checkoutSuccess(order.id);
    const event = webhookEvent('payment.captured', {
      orderId: order.id,
      paymentId: success.razorpay_payment_id,
      amount: 15_000,
    });
    const [verified, delivered] = await Promise.all([
      company.client.post('/api/payment/verify', success),
      deliverWebhook(t.app, event),
    ]);
    expect(verified.json()).toMatchObject({ success: true });
    expect(delivered.statusCode).toBe(200);
    // And in the other order, for a second purchase.
    const second = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const secondSuccess = checkoutSuccess(second.order.id);
    await deliverWebhook(
      t.app,
      webhookEvent('order.paid', {
        orderId: second.order.id,
        paymentId: secondSuccess.razorpay_payment_id,
        amount: 15_000,
      }),
    );
    expect((await company.client.post('/api/payment/verify', secondSuccess)).json()).toMatchObject({ success: true });

    expect((await stats(company.client)).purchasedCredits).toBe(20);
    expect(await countsOf(await companyIdOf(company))).toEqual({ ledger: 2, invoices: 2 });
  });

  it('marks an order failed with the reason, and a later capture still settles it; a late failure changes nothing', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const failedAttempt = paymentId();
    expect(
      (
        await deliverWebhook(
          t.app,
          webhookEvent('payment.failed', { orderId: order.id, paymentId: failedAttempt, amount: 15_000 }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Payment failed because the UPI app declined it.',
    });
    expect((await stats(company.client)).purchasedCredits).toBe(0);

    const retry = paymentId();
    await deliverWebhook(
      t.app,
      webhookEvent('payment.captured', { orderId: order.id, paymentId: retry, amount: 15_000 }),
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', provider_payment_id: retry });
    expect((await stats(company.client)).purchasedCredits).toBe(10);

    // A failure delivered late (out of order) leaves the paid order as it is.
    await deliverWebhook(
      t.app,
      webhookEvent('payment.failed', { orderId: order.id, paymentId: failedAttempt, amount: 15_000 }),
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', provider_payment_id: retry });
    expect((await stats(company.client)).purchasedCredits).toBe(10);
  });

  it('refuses an unsigned or wrongly signed delivery, and acknowledges events it does not handle', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const genuine = webhookEvent('payment.captured', { orderId: order.id, paymentId: paymentId(), amount: 15_000 });
    for (const forged of [
      { ...genuine, signature: '' },
      webhookEvent(
        'payment.captured',
        { orderId: order.id, paymentId: paymentId(), amount: 15_000 },
        { secret: 'guess' },
      ),
      // A body changed after signing (here: the amount) no longer matches its signature.
      { ...genuine, body: genuine.body.replace('"amount":15000', '"amount":15001') },
    ]) {
      expect((await deliverWebhook(t.app, forged)).statusCode).toBe(401);
    }
    expect((await stats(company.client)).purchasedCredits).toBe(0);

    const refund = webhookEvent('refund.created', { orderId: order.id, paymentId: paymentId(), amount: 15_000 });
    const response = await deliverWebhook(t.app, refund);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'created' });
  });

  it('does not settle a capture for another amount than the order', async () => {
    const company = await createSignedInCompany(t.app);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 10 });
    const response = await deliverWebhook(
      t.app,
      webhookEvent('payment.captured', { orderId: order.id, paymentId: paymentId(), amount: 100 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created' });
    expect((await stats(company.client)).purchasedCredits).toBe(0);
  });
});

describe('the invoice', () => {
  it('carries the seller, the buyer, the place of supply and the GST inside the price, split within one state', async () => {
    const company = await createSignedInCompany(t.app); // registered in Karnataka, GSTIN 29...
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 25 });
    const success = checkoutSuccess(order.id);
    await company.client.post('/api/payment/verify', success);
    const { number, document } = await invoiceOf(order.id);

    expectLawfulInvoiceNumber(number, financialYearOf(new Date()));
    expect(document).toMatchObject({
      version: 2,
      invoiceNumber: number,
      seller: {
        name: SELLER.SELLER_NAME,
        address: ['4th Floor, 80 Feet Road', 'Indiranagar, Bengaluru 560038'],
        state: 'Karnataka',
        stateCode: '29',
        gstin: SELLER.SELLER_GSTIN,
        pan: SELLER.SELLER_PAN,
        email: SELLER.SELLER_EMAIL,
        phone: SELLER.SELLER_PHONE,
      },
      buyer: {
        name: company.registration.organizationName,
        address: ['12 MG Road, Bengaluru', 'Bengaluru, Karnataka 560001', 'India'],
        state: 'Karnataka',
        stateCode: '29',
        gstin: company.registration.taxNumber!.toUpperCase(),
        email: company.registration.email,
        phone: company.registration.mobileNumber,
      },
      placeOfSupply: 'Karnataka (29)',
      lines: [
        {
          description: '25 SWOT response credits',
          sac: '998315',
          quantity: 25,
          unitPricePaise: 1500,
          amountPaise: 37_500,
          // The line's own taxable value and rate, as the invoice prints them per line.
          taxablePaise: 31_780,
          gstRatePercent: 18,
        },
      ],
      totalPaise: 37_500,
      // 37 500 × 100 / 118 = 31 779.66 → 31 780; the tax inside is the rest, in two equal halves.
      tax: {
        kind: 'intra-state',
        ratePercent: 18,
        taxablePaise: 31_780,
        cgstPaise: 2860,
        sgstPaise: 2860,
        igstPaise: 0,
      },
      payment: { provider: 'razorpay', orderId: order.id, paymentId: success.razorpay_payment_id },
      status: 'paid',
    });
  });

  it('names as the buyer the GSTIN the admin set after registration', async () => {
    const company = await createSignedInCompany(t.app, { taxNumber: undefined });
    const gstin = uniqueGstin();
    const set = await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { taxNumber: gstin });
    expect(set.statusCode, set.body).toBe(200);
    const { order } = await createOrder(company.client, { type: 'credits', quantity: 2 });
    await company.client.post('/api/payment/verify', checkoutSuccess(order.id));
    const { document } = await invoiceOf(order.id);
    expect(document.buyer).toMatchObject({ gstin, stateCode: '29' });
    const [invoice] = (await company.client.get('/api/invoices')).json<{ invoices: { id: string }[] }>().invoices;
    expect((await company.client.get(`/api/invoices/${invoice!.id}/view`)).body).toContain(`GSTIN: ${gstin}`);
  });

  it('charges IGST to a buyer in another state, and numbers invoices one after another', async () => {
    const company = await createSignedInCompany(t.app, {
      state: 'Maharashtra',
      city: 'Pune',
      taxNumber: undefined,
    });
    const first = await createOrder(company.client, { type: 'credits', quantity: 1 });
    const second = await createOrder(company.client, { type: 'credits', quantity: 1 });
    await company.client.post('/api/payment/verify', checkoutSuccess(first.order.id));
    await company.client.post('/api/payment/verify', checkoutSuccess(second.order.id));
    const one = await invoiceOf(first.order.id);
    const two = await invoiceOf(second.order.id);
    expect(one.document.buyer).toMatchObject({ state: 'Maharashtra', stateCode: '27', gstin: null });
    expect(one.document.placeOfSupply).toBe('Maharashtra (27)');
    // 1 500 × 100 / 118 = 1 271.19 → 1 271; 229 of IGST.
    expect(one.document.tax).toEqual({
      kind: 'inter-state',
      ratePercent: 18,
      taxablePaise: 1271,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 229,
    });
    const sequence = (invoice: { number: string }) => Number(invoice.number.split('/').at(-1));
    expect(sequence(two)).toBe(sequence(one) + 1);
  });
});

describe('the admin console', () => {
  it("lists a company's payments newest first with their invoices, and counts them in this month's revenue", async () => {
    const before = (await admin.get('/api/admin/dashboard-stats')).json<{ stats: { monthlyRevenue: number } }>().stats;
    const company = await createSignedInCompany(t.app);
    const companyId = await companyIdOf(company);
    const credits = await createOrder(company.client, { type: 'credits', quantity: 10 });
    await company.client.post('/api/payment/verify', checkoutSuccess(credits.order.id));
    const plan = await createOrder(company.client, { planType: 'enterprise' });
    await company.client.post('/api/payment/verify', checkoutSuccess(plan.order.id));
    const open = await createOrder(company.client, { type: 'credits', quantity: 5 });

    const response = await admin.get(`/api/admin/companies/${companyId}/payments`);
    expect(response.statusCode).toBe(200);
    const payments = response.json<{ payments: CompanyPayment[] }>().payments;
    expect(
      payments.map((payment) => [payment.providerOrderId, payment.description, payment.amount, payment.status]),
    ).toEqual([
      [open.order.id, '5 credits', 7500, 'created'],
      [plan.order.id, 'Enterprise plan', 299_900, 'paid'],
      [credits.order.id, '10 credits', 15_000, 'paid'],
    ]);
    expect(payments[0]!.invoiceNumber).toBeNull();
    expectLawfulInvoiceNumber(payments[1]!.invoiceNumber);
    expect(payments[0]!.invoiceId).toBeNull();
    // The console opens the invoice as the company's people see it, by the company it belongs to only.
    const invoiceUrl = `/api/admin/companies/${companyId}/invoices/${payments[1]!.invoiceId}/view`;
    const invoice = await admin.get(invoiceUrl);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toMatch(/^text\/html/);
    expect(invoice.body).toContain(payments[1]!.invoiceNumber);
    const elsewhere = await companyIdOf(await createSignedInCompany(t.app));
    expect((await admin.get(invoiceUrl.replace(companyId, elsewhere))).statusCode).toBe(404);
    expect((await company.client.get(invoiceUrl)).statusCode).toBe(403);
    // And as the PDF the company downloads, read as a person reads it.
    const pdfUrl = invoiceUrl.replace(/\/view$/, '/download');
    const pdf = await admin.get(pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    expect(pdfText).toContain(payments[1]!.invoiceNumber);
    expect((await admin.get(pdfUrl.replace(companyId, elsewhere))).statusCode).toBe(404);
    const unknownInvoice = pdfUrl.replace(payments[1]!.invoiceId!, crypto.randomUUID());
    expect((await admin.get(unknownInvoice)).statusCode).toBe(404);
    expect((await company.client.get(pdfUrl)).statusCode).toBe(403);

    const after = (await admin.get('/api/admin/dashboard-stats')).json<{
      stats: { monthlyRevenue: number; subscriptionBreakdown: { plan: string; revenue: number }[] };
    }>().stats;
    // Credits and the plan purchase, in paise (the API's cents).
    expect(after.monthlyRevenue - before.monthlyRevenue).toBe(15_000 + 299_900);
    expect(after.subscriptionBreakdown.find((row) => row.plan === 'enterprise')!.revenue).toBeGreaterThanOrEqual(
      314_900,
    );
    expect((await admin.get(`/api/admin/companies/${crypto.randomUUID()}/payments`)).statusCode).toBe(404);
  });
});

describe('a server without Razorpay keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('says plainly that payments are not set up, and keeps the page closed to Razorpay', async () => {
    const company = await createSignedInCompany(bare.app);
    const config = (await company.client.get('/api/payment/config')).json<PaymentConfig>();
    expect(config).toMatchObject({ enabled: false, keyId: null, checkoutUrl: null });
    for (const [url, body] of [
      ['/api/payment/create-order', { type: 'credits', quantity: 10 }],
      ['/api/payment/create-order', { planType: 'premium' }],
      ['/api/payment/verify', checkoutSuccess('order_Unknown0000001')],
    ] as const) {
      const response = await company.client.post(url, body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: 'Payments are not set up on this server.',
      });
    }
    const delivery = webhookEvent('payment.captured', { orderId: 'order_X', paymentId: paymentId(), amount: 100 });
    expect((await deliverWebhook(bare.app, delivery)).statusCode).toBe(401);

    const headers = (await bare.app.inject({ method: 'GET', url: '/settings/billing' })).headers;
    expect(String(headers['content-security-policy'])).not.toContain('razorpay');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("still lets the platform admin change a company's plan by hand, audited", async () => {
    const company = await createSignedInCompany(bare.app);
    const bareAdmin = await createSignedInAdmin(bare.app, bare.deps.database.db);
    const [row] = await queryRows<{ company_id: string }>(
      bare.deps.database.db,
      sql`SELECT company_id FROM users WHERE email_key = ${company.registration.email.toLowerCase()}`,
    );
    const response = await bareAdmin.patch(`/api/admin/companies/${row!.company_id}`, { plan: 'premium' });
    expect(response.statusCode).toBe(200);
    expect((await company.client.get('/api/auth/status')).json()).toMatchObject({ user: { plan: 'premium' } });
    expect((await company.client.get('/api/usage/stats')).json()).toMatchObject({ plan: 'premium' });
    const [audit] = await queryRows<{ metadata: Record<string, unknown> }>(
      bare.deps.database.db,
      sql`SELECT metadata FROM audit_logs WHERE company_id = ${row!.company_id} AND action = 'COMPANY_PLAN_CHANGED'`,
    );
    expect(audit!.metadata).toEqual({ from: 'free', to: 'premium' });
  });
});

describe('the logs', () => {
  it('hold neither Razorpay secret, after every payment above at trace level', () => {
    expect(logLines.length).toBeGreaterThan(100);
    const all = logLines.join('\n');
    expect(all).not.toContain(TEST_RAZORPAY.keySecret);
    expect(all).not.toContain(TEST_RAZORPAY.webhookSecret);
    expect(all).not.toContain(Buffer.from(`${TEST_RAZORPAY.keyId}:${TEST_RAZORPAY.keySecret}`).toString('base64'));
  });
});
