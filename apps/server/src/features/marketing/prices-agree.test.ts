import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { PLAN_PRICES_PAISE } from '@foursight/shared/domain/pricing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInAdmin, createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { startRazorpayServer, type RazorpayStandIn } from '../../../test/protocol-servers.ts';
import { razorpayEnv, TEST_RAZORPAY } from '../../../test/razorpay.ts';

/**
 * "Four prices agree" (issue 14): the admin catalogue is the single source of
 * every plan price; the public pricing (which the pricing page, FAQ and the
 * Settings dialog read) shows it, and billing charges it: the amount of the
 * order Razorpay is asked to create (its local stand-in records it). Before
 * and after an admin edit. On a database of its own, as it changes the
 * platform-wide catalogue. (The browser half, the Settings dialog and the
 * pricing page, is in e2e/billing.spec.ts.)
 */
let testApp: TestApp;
let admin: TestClient;
let razorpay: RazorpayStandIn;
beforeAll(async () => {
  razorpay = await startRazorpayServer(TEST_RAZORPAY);
  testApp = await buildTestApp({ env: razorpayEnv(razorpay.url), privateDatabase: true });
  admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
});
afterAll(async () => {
  await testApp.close();
  await razorpay.close();
});

/** What billing charges for each paid plan: the amount of the order sent to Razorpay, read where Razorpay received it. */
async function charges(): Promise<Record<string, number>> {
  const company = await createSignedInCompany(testApp.app);
  const charged: Record<string, number> = {};
  for (const planType of ['premium', 'enterprise']) {
    // A client that sends a stale amount is charged the catalogue's price all the same.
    const response = await company.client.post('/api/payment/create-order', { planType, amount: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json<{ order: { id: string } }>().order.id;
    charged[planType] = razorpay.orders.get(orderId)!.amount;
  }
  return charged;
}

async function catalogue(): Promise<SubscriptionPlan[]> {
  return (await admin.get('/api/admin/subscription-plans')).json<{ plans: SubscriptionPlan[] }>().plans;
}

async function publicPricing(): Promise<Pricing> {
  return (await new TestClient(testApp.app).get('/api/pricing')).json<Pricing>();
}

function upgradePrices(plans: readonly { name: string; upgradePrice: number }[]) {
  return Object.fromEntries(plans.map((plan) => [plan.name, plan.upgradePrice]));
}

describe('four prices agree', () => {
  it('shows and charges the same one-time upgrade prices (admin catalogue, public pricing, order), and no recurring fee', async () => {
    const plans = await catalogue();
    expect(upgradePrices(plans)).toEqual({ free: 0, premium: 99_900, enterprise: 299_900 });
    expect(upgradePrices(plans)).toMatchObject(PLAN_PRICES_PAISE);
    expect(upgradePrices((await publicPricing()).plans)).toEqual(upgradePrices(plans));
    expect(await charges()).toEqual({ premium: 99_900, enterprise: 299_900 });
    for (const plan of [...plans, ...(await publicPricing()).plans]) {
      expect([plan.name, plan.monthlyPrice, plan.yearlyPrice]).toEqual([plan.name, 0, 0]);
    }
  });

  it('follows the price an admin edits: Pay-as-You-Go at ₹1,499 in the catalogue, the public pricing and the charge at once', async () => {
    const premium = (await catalogue()).find((plan) => plan.name === 'premium')!;
    const { id, upgradePrice: _old, ...fields } = premium;
    const edited = await admin.put(`/api/admin/subscription-plans/${id}`, { ...fields, upgradePrice: 149_900 });
    expect(edited.statusCode).toBe(200);

    expect(upgradePrices(await catalogue())).toEqual({ free: 0, premium: 149_900, enterprise: 299_900 });
    expect(upgradePrices((await publicPricing()).plans)).toEqual({ free: 0, premium: 149_900, enterprise: 299_900 });
    expect(await charges()).toEqual({ premium: 149_900, enterprise: 299_900 });
  });
});
