import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, type SignedInCompany } from '../../../test/factories.ts';
import {
  checkoutSuccess,
  deliverWebhook,
  paymentId,
  razorpayEnv,
  webhookEvent,
  type WebhookDelivery,
} from '../../../test/razorpay.ts';

/**
 * Exactly once under load: Razorpay redelivers webhooks, concurrently and in
 * any order, and the browser's verify races them. However the deliveries
 * interleave, each order is settled once: one ledger row, one invoice, the
 * invoice numbers of a financial year without a gap.
 */

const COMPANIES = 10;
const IN_FLIGHT = 50;

const clock = createClock(new Date('2031-06-15T06:00:00Z')); // financial year 2031-32
let t: TestApp;
let companies: { company: SignedInCompany; id: string }[];

beforeAll(async () => {
  // A database of its own: invoice numbers are counted from 1, and no other file's payments interleave.
  // Orders are stored directly (what create-order stores), so no Orders API is needed.
  t = await buildTestApp({ env: razorpayEnv('http://127.0.0.1:9'), privateDatabase: true, now: clock.now });
  companies = [];
  for (let index = 0; index < COMPANIES; index += 1) {
    const company = await createSignedInCompany(t.app);
    const [row] = await queryRows<{ company_id: string }>(
      t.deps.database.db,
      sql`SELECT company_id FROM users WHERE email_key = ${company.registration.email.toLowerCase()}`,
    );
    companies.push({ company, id: row!.company_id });
  }
}, 120_000);

afterAll(() => t.close());

interface StoredOrder {
  providerOrderId: string;
  companyIndex: number;
  credits: number;
  amount: number;
}

/** `count` credit orders as create-order stores them, spread over the companies. */
async function storeOrders(prefix: string, count: number): Promise<StoredOrder[]> {
  const orders = Array.from({ length: count }, (_, index) => {
    const credits = 1 + (index % 5);
    return {
      providerOrderId: `order_${prefix}${index}`,
      companyIndex: index % COMPANIES,
      credits,
      amount: credits * 1500,
    };
  });
  await t.deps.database.db.execute(sql`
    INSERT INTO payment_orders (company_id, provider_order_id, kind, credits, amount_paise, status)
    SELECT company_id, provider_order_id, 'credits', credits, amount, 'created'
    FROM unnest(
      ${sql.param(orders.map((order) => companies[order.companyIndex]!.id))}::uuid[],
      ${sql.param(orders.map((order) => order.providerOrderId))}::text[],
      ${sql.param(orders.map((order) => order.credits))}::int[],
      ${sql.param(orders.map((order) => order.amount))}::int[]
    ) AS o(company_id, provider_order_id, credits, amount)`);
  return orders;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** Runs the calls with at most `limit` in flight, as a busy provider and many browsers would. */
async function runBounded(calls: (() => Promise<LightMyRequestResponse>)[], limit: number) {
  const answers: LightMyRequestResponse[] = new Array<LightMyRequestResponse>(calls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < calls.length) {
        const index = next;
        next += 1;
        answers[index] = await calls[index]!();
      }
    }),
  );
  return answers;
}

async function settledFigures(prefix: string, financialYear: string) {
  const [row] = await queryRows<{ paid: number; ledger: number; invoices: number; numbers: string[] }>(
    t.deps.database.db,
    sql`SELECT
          (SELECT count(*)::int FROM payment_orders WHERE provider_order_id LIKE ${`order_${prefix}%`} AND status = 'paid') AS paid,
          (SELECT count(*)::int FROM usage_ledger WHERE kind = 'credit_purchase' AND created_at IS NOT NULL
             AND company_id = ANY(${sql.param(companies.map((company) => company.id))}::uuid[])) AS ledger,
          (SELECT count(*)::int FROM invoices i JOIN payment_orders o ON o.id = i.order_id
             WHERE o.provider_order_id LIKE ${`order_${prefix}%`}) AS invoices,
          (SELECT coalesce(array_agg(invoice_number ORDER BY invoice_number), '{}') FROM invoices
             WHERE financial_year = ${financialYear}) AS numbers`,
  );
  return row!;
}

async function creditBalances(): Promise<number[]> {
  const rows = await queryRows<{ company_id: string; credit_balance: number }>(
    t.deps.database.db,
    sql`SELECT company_id, credit_balance FROM usage_totals
        WHERE company_id = ANY(${sql.param(companies.map((company) => company.id))}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.company_id, row.credit_balance]));
  return companies.map((company) => byId.get(company.id) ?? 0);
}

function expectedBalances(orders: StoredOrder[], base: number[]): number[] {
  const balances = [...base];
  for (const order of orders) balances[order.companyIndex]! += order.credits;
  return balances;
}

/** The numbers 1 to `count` of a year as printed: `FS3132/000001` for 2031-32, at most 16 characters (CGST Rule 46(b)). */
function sequence(yearPrefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${yearPrefix}/${String(index + 1).padStart(6, '0')}`);
}

function expectAtMost16Characters(numbers: string[]) {
  expect(numbers.filter((number) => number.length > 16)).toEqual([]);
}

describe('settling payments concurrently', () => {
  it('applies 1 000 webhook events, each delivered 3 times concurrently and shuffled, exactly once', async () => {
    const orders = await storeOrders('W', 1000);
    const before = await creditBalances();
    const events = orders.map((order, index) =>
      webhookEvent(index % 2 === 0 ? 'payment.captured' : 'order.paid', {
        orderId: order.providerOrderId,
        paymentId: paymentId(),
        amount: order.amount,
      }),
    );
    const deliveries: WebhookDelivery[] = shuffle(events.flatMap((event) => [event, event, event]));

    const started = performance.now();
    const cpu = process.cpuUsage();
    const answers = await runBounded(
      deliveries.map((delivery) => () => deliverWebhook(t.app, delivery)),
      IN_FLIGHT,
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;

    const failed = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body);
    expect(failed.slice(0, 5), `${failed.length} deliveries failed`).toEqual([]);
    const figures = await settledFigures('W', '2031-32');
    expect({ paid: figures.paid, ledger: figures.ledger, invoices: figures.invoices }).toEqual({
      paid: 1000,
      ledger: 1000,
      invoices: 1000,
    });
    expect(figures.numbers).toEqual(sequence('FS3132', 1000));
    expectAtMost16Characters(figures.numbers);
    const [events_] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM payment_events WHERE provider_order_id LIKE 'order_W%'`,
    );
    expect(events_!.n).toBe(1000);
    expect(await creditBalances()).toEqual(expectedBalances(orders, before));
    console.info(
      `3 000 webhook deliveries (1 000 events) on ${t.deps.database.kind}: ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU`,
    );
  }, 60_000);

  it("numbers 50 concurrent payments 1 to 50 without a gap, each raced by verify twice and both of Razorpay's events", async () => {
    clock.set('2032-07-01T00:00:00+05:30'); // FY 2032-33, a year on: the organisers sign in again
    for (const { company } of companies) {
      const login = await company.client.post('/api/login', {
        email: company.registration.email,
        password: company.registration.password,
      });
      expect(login.statusCode).toBe(200);
    }
    const orders = await storeOrders('V', 50);
    const before = await creditBalances();
    const calls = orders.flatMap((order) => {
      const success = checkoutSuccess(order.providerOrderId);
      const payment = { orderId: order.providerOrderId, paymentId: success.razorpay_payment_id, amount: order.amount };
      const client = companies[order.companyIndex]!.company.client;
      return [
        () => client.post('/api/payment/verify', success),
        () => client.post('/api/payment/verify', success),
        () => deliverWebhook(t.app, webhookEvent('payment.captured', payment)),
        () => deliverWebhook(t.app, webhookEvent('order.paid', payment)),
      ];
    });
    const answers = await runBounded(shuffle(calls), IN_FLIGHT);

    const failed = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body);
    expect(failed.slice(0, 5), `${failed.length} calls failed`).toEqual([]);
    const figures = await settledFigures('V', '2032-33');
    expect({ paid: figures.paid, invoices: figures.invoices }).toEqual({ paid: 50, invoices: 50 });
    expect(figures.numbers).toEqual(sequence('FS3233', 50));
    expectAtMost16Characters(figures.numbers);
    expect(await creditBalances()).toEqual(expectedBalances(orders, before));
    const [ledger] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM usage_ledger WHERE kind = 'credit_purchase' AND period = '2032-06'`,
    );
    // 2032-07-01 00:00 IST is still June in UTC, the month the ledger counts in.
    expect(ledger!.n).toBe(50);
  }, 60_000);
});
