import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompany, SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { CreateOrderResponse } from '@foursight/shared/contract/billing';
import type { Pricing } from '@foursight/shared/contract/marketing';
import type { LimitCheck, UsageStats } from '@foursight/shared/contract/usage';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createOpenSwot,
  createSignedInAdmin,
  createSignedInCompany,
  type SignedInCompany,
} from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { startRazorpayServer, type RazorpayStandIn } from '../../../test/protocol-servers.ts';
import { checkoutSuccess, razorpayEnv, TEST_RAZORPAY } from '../../../test/razorpay.ts';

let razorpay: RazorpayStandIn;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  razorpay = await startRazorpayServer(TEST_RAZORPAY);
  // A database of its own: this file adds plans to the catalogue.
  t = await buildTestApp({ env: razorpayEnv(razorpay.url), privateDatabase: true });
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

const answer = { strengths: 'Our people know the customers by name' };

/** Answers on the company's open SWOT until one is refused; how many were taken. */
async function answersTaken(token: string, tries: number): Promise<{ taken: number; refusal: string | null }> {
  for (let taken = 0; taken < tries; taken += 1) {
    const response = await new TestClient(t.app).post(`/api/participate/${token}/submit`, answer);
    if (response.statusCode !== 200) {
      expect(response.statusCode).toBe(402);
      return { taken, refusal: response.json<{ message: string }>().message };
    }
  }
  return { taken: tries, refusal: null };
}

describe('plans are data: a plan the admin adds to the catalogue', () => {
  let growth: SubscriptionPlan;

  it('is created with its own allowance, price and rank, and offered on the pricing page', async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: 'growth',
      displayName: 'Growth',
      upgradePrice: 149_900,
      maxUsers: 25,
      maxSWOTs: -1,
      features: ['3 responses a month', 'E-mail invitations'],
      isActive: true,
      responseAllowance: 3,
      allowancePeriod: 'month',
      includesWhatsApp: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    growth = created.json<{ plan: SubscriptionPlan }>().plan;
    // Without a rank it goes above every plan: an upgrade from any of them.
    const plans = (await admin.get('/api/admin/subscription-plans')).json<{ plans: SubscriptionPlan[] }>().plans;
    expect(plans.map((plan) => plan.name)).toEqual(['free', 'premium', 'enterprise', 'growth']);
    expect(growth).toMatchObject({ responseAllowance: 3, allowancePeriod: 'month', includesWhatsApp: false });
    const pricing = (await new TestClient(t.app).get('/api/pricing')).json<Pricing>();
    expect(pricing.plans.find((plan) => plan.name === 'growth')).toMatchObject({
      displayName: 'Growth',
      upgradePrice: 149_900,
    });
  });

  it('is assigned by the admin, and its allowance is what the company gets: the fourth answer of the month is refused', async () => {
    const company = await createSignedInCompany(t.app);
    const swot = await createOpenSwot(company.client, new Date());
    const companyId = await companyIdOf(company);
    const assigned = await admin.patch(`/api/admin/companies/${companyId}`, { plan: 'growth' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<{ company: AdminCompany }>().company).toMatchObject({
      plan: 'growth',
      planName: 'Growth',
      maxUsers: 25,
    });

    const { taken, refusal } = await answersTaken(swot.uniqueToken, 10);
    expect(taken).toBe(3);
    expect(refusal).toMatch(/this month's responses/);
    const limit = (await company.client.get('/api/swot/check-limit')).json<LimitCheck>();
    expect(limit).toEqual({ canCreate: false, plan: 'growth', currentCount: 3, limit: 3 });
    const usage = (await company.client.get('/api/usage/stats')).json<UsageStats>();
    expect(usage.allowance).toMatchObject({
      plan: 'growth',
      planName: 'Growth',
      used: 3,
      freeLimit: 3,
      status: 'reached',
    });
    // Nor does it include WhatsApp, as its catalogue entry says.
    const whatsapp = (await company.client.get('/api/notifications/whatsapp')).json<{ includedInPlan: boolean }>();
    expect(whatsapp.includedInPlan).toBe(false);
  });

  it('is bought through the checkout at its catalogue price, and then enforced', async () => {
    const company = await createSignedInCompany(t.app);
    const swot = await createOpenSwot(company.client, new Date());
    const ordered = await company.client.post('/api/payment/create-order', { planType: 'growth', amount: 1 });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { order } = ordered.json<CreateOrderResponse>();
    expect(order.amount).toBe(149_900);
    const verified = await company.client.post('/api/payment/verify', { ...checkoutSuccess(order.id) });
    expect(verified.json()).toMatchObject({
      success: true,
      plan: 'growth',
      message: 'Your organisation is now on the Growth plan.',
    });
    expect((await company.client.get('/api/auth/status')).json()).toMatchObject({ user: { plan: 'growth' } });
    expect((await answersTaken(swot.uniqueToken, 10)).taken).toBe(3);
    // Bought once: a second order for it, or for a plan ranked below it, is refused.
    expect((await company.client.post('/api/payment/create-order', { planType: 'growth' })).statusCode).toBe(409);
    expect((await company.client.post('/api/payment/create-order', { planType: 'enterprise' })).statusCode).toBe(409);
  });

  it('follows a change of its terms at once, and is no longer sold once inactive (those on it keep it)', async () => {
    const company = await createSignedInCompany(t.app);
    const swot = await createOpenSwot(company.client, new Date());
    await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { plan: 'growth' });
    const { id, upgradePrice, ...fields } = growth;
    const edited = await admin.put(`/api/admin/subscription-plans/${id}`, {
      ...fields,
      monthlyPrice: 0,
      yearlyPrice: 0,
      responseAllowance: 5,
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ plan: SubscriptionPlan }>().plan).toMatchObject({ upgradePrice, responseAllowance: 5 });
    expect((await answersTaken(swot.uniqueToken, 10)).taken).toBe(5);
    const pricing = (await new TestClient(t.app).get('/api/pricing')).json<Pricing>();
    expect(pricing.plans.map((plan) => plan.name)).not.toContain('growth');
    const other = await createSignedInCompany(t.app);
    expect((await other.client.post('/api/payment/create-order', { planType: 'growth' })).statusCode).toBe(409);
  });

  it('must exist to be assigned: an unknown plan is refused at the field', async () => {
    const company = await createSignedInCompany(t.app);
    const refused = await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { plan: 'platinum' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { plan: 'The plan catalogue has no plan of that name.' } });
    const bought = await company.client.post('/api/payment/create-order', { planType: 'platinum' });
    expect(bought.statusCode).toBe(409);
  });
});
