import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompany, SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { CreateOrderResponse } from '@foursight/shared/contract/billing';
import type { Pricing } from '@foursight/shared/contract/marketing';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import type { ReportView } from '@foursight/shared/contract/reports';
import type { Settings } from '@foursight/shared/contract/settings';
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
    expect(limit).toEqual({
      canCreate: false,
      plan: 'growth',
      currentCount: 3,
      limit: 3,
      reason: 'responses',
      swotCount: 1,
      swotLimit: -1,
      planName: 'Growth',
    });
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

describe("a plan's number of SWOTs and of people, from the catalogue", () => {
  let company: SignedInCompany;

  beforeAll(async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: 'team',
      displayName: 'Team',
      upgradePrice: 49_900,
      maxUsers: 3,
      maxSWOTs: 2,
      features: ['2 SWOT analyses', '3 people'],
      isActive: true,
      responseAllowance: 100,
      allowancePeriod: 'month',
    });
    expect(created.statusCode, created.body).toBe(201);
    company = await createSignedInCompany(t.app);
    await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { plan: 'team' });
  });

  it('creates SWOTs up to maxSWOTs (the sample aside, four at once counted one after the other), then refuses', async () => {
    expect((await company.client.post('/api/sample-swot', {})).statusCode).toBeLessThan(300);
    // Two places, four asked for at once: exactly two are created.
    const all = await Promise.allSettled(Array.from({ length: 4 }, () => createOpenSwot(company.client, new Date())));
    expect(all.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = await company.client.post('/api/swot/create', {
      title: 'One too many',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      timezone: 'Asia/Kolkata',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message:
        'Your Team plan allows 2 SWOT analyses, and your organisation already has 2. Upgrade in Settings to create another.',
    });
    const swots = (await company.client.get('/api/swot/list')).json<{ analyses: { sample: boolean }[] }>().analyses;
    expect(swots.filter((swot) => !swot.sample)).toHaveLength(2);
    expect((await company.client.get('/api/swot/check-limit')).json<LimitCheck>()).toMatchObject({
      canCreate: false,
      reason: 'swots',
      swotCount: 2,
      swotLimit: 2,
      planName: 'Team',
    });
  });

  it('adds people up to maxUsers, one at a time or by CSV, and refuses a file that would pass it whole', async () => {
    const person = (name: string, email: string) => ({ fullName: name, email, department: 'Sales' });
    expect((await company.client.post('/api/users', person('Asha Mehta', 'asha@team.test'))).statusCode).toBe(201);
    // Three new people and one known (updated in place) would make four: refused, and nothing is written.
    const csv = (rows: string[]) => ['Full Name,Designation,Email ID,Phone Number,Department', ...rows].join('\n');
    const tooMany = await company.client.post('/api/users/upload', {
      csvData: csv([
        'Asha Mehta,Lead,asha@team.test,,Sales',
        'Ravi Kumar,,ravi@team.test,,Sales',
        'Meera Iyer,,meera@team.test,,Sales',
        'Vikram Rao,,vikram@team.test,,Sales',
      ]),
    });
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json<{ message: string }>().message).toBe(
      "Your Team plan's directory holds up to 3 people and has room for 2 more; this would add 3. Upgrade in Settings to add more.",
    );
    const directory = async () =>
      (await company.client.get('/api/users')).json<{ users: { email: string; designation: string }[] }>().users;
    expect(await directory()).toEqual([expect.objectContaining({ email: 'asha@team.test', designation: '' })]);
    // One new and one known fit.
    const fits = await company.client.post('/api/users/upload', {
      csvData: csv(['Asha Mehta,Lead,asha@team.test,,Sales', 'Ravi Kumar,,ravi@team.test,,Sales']),
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json()).toMatchObject({ created: 1, updated: 1 });
    // Two at once for the last place: one is added.
    const both = await Promise.all([
      company.client.post('/api/users', person('Meera Iyer', 'meera@team.test')),
      company.client.post('/api/users', person('Vikram Rao', 'vikram@team.test')),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 402]);
    const full = both.find((response) => response.statusCode === 402)!;
    expect(full.json<{ message: string }>().message).toBe(
      "Your Team plan's directory holds up to 3 people, and it is full. Upgrade in Settings to add more.",
    );
    expect(await directory()).toHaveLength(3);
  });
});

describe('AI analysis and white-label, from the catalogue', () => {
  const KEY = 'sk-test-0123456789abcdefghijklmnop';
  const settingsOf = async (company: SignedInCompany) =>
    (await company.client.get('/api/settings')).json<{ settings: Settings }>().settings;

  beforeAll(async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: 'basic',
      displayName: 'Basic',
      upgradePrice: 0,
      maxUsers: -1,
      maxSWOTs: -1,
      features: ['Statistics only'],
      isActive: false,
      includesAi: false,
      includesWhiteLabel: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ plan: SubscriptionPlan }>().plan).toMatchObject({
      includesAi: false,
      includesWhiteLabel: false,
    });
  });

  it('does not switch AI on, or run it, on a plan without it; a switch already on is kept but not used', async () => {
    const company = await createSignedInCompany(t.app);
    const swot = await createOpenSwot(company.client, new Date());
    await new TestClient(t.app).post(`/api/participate/${swot.uniqueToken}/submit`, answer);
    // On Free, as on every seeded plan, AI can be switched on.
    expect((await settingsOf(company)).aiConfig.includedInPlan).toBe(true);
    const on = await company.client.post('/api/settings', { aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY } });
    expect(on.statusCode, on.body).toBe(200);

    await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { plan: 'basic' });
    const settings = await settingsOf(company);
    expect(settings.aiConfig).toMatchObject({ enableAiAnalysis: true, hasApiKey: true, includedInPlan: false });
    expect(settings.configurationStatus.ai).toBe(false);
    const run = await company.client.post(`/api/swot/${swot.id}/ai-analysis/run`, {});
    expect(run.statusCode).toBe(409);
    expect(run.json<{ message: string }>().message).toBe(
      'Your Basic plan does not include AI analysis. Upgrade in Settings to use it.',
    );

    // Switched off, it cannot be switched on again on this plan.
    expect((await company.client.post('/api/settings', { aiConfig: { enableAiAnalysis: false } })).statusCode).toBe(
      200,
    );
    const again = await company.client.post('/api/settings', { aiConfig: { enableAiAnalysis: true } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      fields: {
        'aiConfig.enableAiAnalysis': 'Your Basic plan does not include AI analysis. Upgrade in Settings to use it.',
      },
    });
    expect((await settingsOf(company)).aiConfig.enableAiAnalysis).toBe(false);
  });

  it('names the organisation where Foursight would be named on a plan with white-label, and only there', async () => {
    const seen = async (plan: string) => {
      const company = await createSignedInCompany(t.app);
      await admin.patch(`/api/admin/companies/${await companyIdOf(company)}`, { plan });
      const swot = await createOpenSwot(company.client, new Date());
      const link = (await new TestClient(t.app).get(`/api/participate/${swot.uniqueToken}`)).json<ParticipationLink>();
      const report = (await company.client.get(`/api/reports/${swot.id}`)).json<{ report: ReportView }>().report;
      const printable = (await company.client.post('/api/generate-pdf', { swotId: swot.id })).json<{ html: string }>();
      return { link: link.branding.whiteLabel, report: report.company.whiteLabel, html: printable.html };
    };
    // The paid seeded plans include it (as the FAQ says), Free and a plan made without it do not.
    const enterprise = await seen('enterprise');
    expect(enterprise).toMatchObject({ link: true, report: true });
    expect(enterprise.html).not.toContain('Foursight');
    for (const plan of ['free', 'basic']) {
      const plain = await seen(plan);
      expect(plain).toMatchObject({ link: false, report: false });
      expect(plain.html).toContain('prepared with Foursight');
    }
  });
});
