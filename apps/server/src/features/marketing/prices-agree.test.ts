import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { PLAN_PRICES_PAISE } from '@foursight/shared/domain/pricing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInAdmin } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

/**
 * "Four prices agree" (issue 14): the admin catalogue is the single source of
 * every plan price; the public pricing (which the pricing page, FAQ and the
 * Settings dialog read) shows it, and billing charges it. This is the server
 * half: catalogue and public pricing, before and after an admin edit. On a
 * database of its own, as it changes the platform-wide catalogue.
 */
let testApp: TestApp;
let admin: TestClient;
beforeAll(async () => {
  testApp = await buildTestApp({ privateDatabase: true });
  admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
});
afterAll(() => testApp.close());

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
  it('shows the same one-time upgrade prices in the admin catalogue and the public pricing, and no recurring fee', async () => {
    const plans = await catalogue();
    expect(upgradePrices(plans)).toEqual({ free: 0, premium: 99_900, enterprise: 299_900 });
    expect(upgradePrices(plans)).toMatchObject(PLAN_PRICES_PAISE);
    expect(upgradePrices((await publicPricing()).plans)).toEqual(upgradePrices(plans));
    for (const plan of [...plans, ...(await publicPricing()).plans]) {
      expect([plan.name, plan.monthlyPrice, plan.yearlyPrice]).toEqual([plan.name, 0, 0]);
    }
  });

  it('follows the price an admin edits: Pay-as-You-Go at ₹1,499 in the catalogue and the public pricing at once', async () => {
    const premium = (await catalogue()).find((plan) => plan.name === 'premium')!;
    const { id, upgradePrice: _old, ...fields } = premium;
    const edited = await admin.put(`/api/admin/subscription-plans/${id}`, { ...fields, upgradePrice: 149_900 });
    expect(edited.statusCode).toBe(200);

    expect(upgradePrices(await catalogue())).toEqual({ free: 0, premium: 149_900, enterprise: 299_900 });
    expect(upgradePrices((await publicPricing()).plans)).toEqual({ free: 0, premium: 149_900, enterprise: 299_900 });
  });
});
