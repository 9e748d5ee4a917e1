import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoutes,
  type AdminCompany,
  type AdminStats,
  type AuditLog,
  type SubscriptionPlan,
} from '@foursight/shared/contract/admin';
import { cmsRoutes } from '@foursight/shared/contract/cms';
import { buildPath, type RouteDefinition } from '@foursight/shared/contract/route';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createOpenSwot,
  createSignedInAdmin,
  createSignedInCompany,
  registrationFor,
  uniqueGstin,
} from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
let admin: TestClient;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
});
afterAll(() => testApp.close());

const EVERY_ADMIN_ROUTE: RouteDefinition[] = [...Object.values(adminRoutes), ...Object.values(cmsRoutes)];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

function call(client: TestClient, route: RouteDefinition) {
  const url = buildPath(route.path, { id: SOME_ID, invoiceId: SOME_ID });
  switch (route.method) {
    case 'GET':
      return client.get(url);
    case 'DELETE':
      return client.delete(url);
    case 'POST':
      return client.post(url, {});
    case 'PUT':
      return client.put(url, {});
    case 'PATCH':
      return client.patch(url, {});
  }
}

describe('the admin guard', () => {
  it('refuses every admin route to visitors (401) and organisers (403)', async () => {
    const { client: organiser } = await createSignedInCompany(testApp.app);
    const visitor = new TestClient(testApp.app);
    for (const route of EVERY_ADMIN_ROUTE) {
      expect([route.path, (await call(visitor, route)).statusCode]).toEqual([route.path, 401]);
      expect([route.path, (await call(organiser, route)).statusCode]).toEqual([route.path, 403]);
    }
  });
});

describe('companies', () => {
  it('lists companies with their owner, plan and status, and counts them on the dashboard', async () => {
    const { registration } = await createSignedInCompany(testApp.app);
    const { companies } = (await admin.get('/api/admin/companies')).json<{ companies: AdminCompany[] }>();
    const listed = companies.find((company) => company.organizationName === registration.organizationName);
    expect(listed).toMatchObject({
      contactName: registration.contactName,
      contactEmail: registration.email,
      plan: 'free',
      isActive: true,
      subscriptionStatus: 'active',
      monthlyRevenue: 0,
    });
    const { stats } = (await admin.get('/api/admin/dashboard-stats')).json<{ stats: AdminStats }>();
    expect(stats.totalCompanies).toBeGreaterThanOrEqual(1);
    expect(stats.newSignupsThisMonth).toBeGreaterThanOrEqual(1);
    expect(stats.subscriptionBreakdown.map((row) => row.plan)).toEqual(['free', 'premium', 'enterprise']);
  });

  it('adds a company on a chosen plan whose owner can sign in', async () => {
    const registration = registrationFor();
    const added = await admin.post('/api/admin/companies', { ...registration, plan: 'premium' });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ company: AdminCompany }>().company).toMatchObject({
      organizationName: registration.organizationName,
      plan: 'premium',
    });
    const login = await new TestClient(testApp.app).post('/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('adds a company with its GSTIN, upper-cased, and lists it', async () => {
    const registration = registrationFor({ taxNumber: uniqueGstin('27').toLowerCase() });
    const added = await admin.post('/api/admin/companies', registration);
    expect(added.statusCode).toBe(201);
    const { company } = added.json<{ company: AdminCompany }>();
    expect(company.taxNumber).toBe(registration.taxNumber!.toUpperCase());
    const { companies } = (await admin.get('/api/admin/companies')).json<{ companies: AdminCompany[] }>();
    expect(companies.find((item) => item.id === company.id)?.taxNumber).toBe(company.taxNumber);
  });

  it("sets a company's GSTIN by the registration rules (shape, check character, unique) and audits it", async () => {
    const { client, registration } = await createSignedInCompany(testApp.app, { taxNumber: undefined });
    const other = await createSignedInCompany(testApp.app);
    const { companies } = (await admin.get('/api/admin/companies')).json<{ companies: AdminCompany[] }>();
    const company = companies.find((item) => item.organizationName === registration.organizationName)!;
    expect(company.taxNumber).toBeNull();
    const url = `/api/admin/companies/${company.id}`;

    for (const [taxNumber, message] of [
      ['29ABCDE1234', /15-character GSTIN/],
      ['27AAPFU0939F1ZW', /last character/],
    ] as const) {
      const refused = await admin.patch(url, { taxNumber });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields.taxNumber).toMatch(message);
    }
    const taken = await admin.patch(url, { taxNumber: other.registration.taxNumber!.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ fields: Record<string, string> }>().fields).toEqual({
      taxNumber: 'This tax number is already registered',
    });

    const gstin = uniqueGstin();
    const set = await admin.patch(url, { taxNumber: ` ${gstin.toLowerCase()} ` });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ company: AdminCompany }>().company).toMatchObject({ taxNumber: gstin, plan: 'free' });
    // The owner sees it in Profile, and it now counts as taken for registration.
    expect((await client.get('/api/profile')).json<{ user: { taxNumber: string } }>().user.taxNumber).toBe(gstin);
    const again = await new TestClient(testApp.app).post('/api/register', registrationFor({ taxNumber: gstin }));
    expect(again.statusCode).toBe(409);

    const { logs } = (await admin.get('/api/admin/audit-logs?action=COMPANY_UPDATED&limit=200')).json<{
      logs: AuditLog[];
    }>();
    expect(logs.filter((log) => log.entityId === company.id)).toHaveLength(1);

    const cleared = await admin.patch(url, { taxNumber: null });
    expect(cleared.json<{ company: AdminCompany }>().company.taxNumber).toBeNull();
    expect((await admin.patch(url, {})).statusCode).toBe(400);
  });

  it('suspending a company ends its sessions, refuses its sign-ins and pauses its links; reactivating restores them', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    const { companies } = (await admin.get('/api/admin/companies')).json<{ companies: AdminCompany[] }>();
    const company = companies.find((item) => item.organizationName === registration.organizationName)!;

    const suspended = await admin.patch(`/api/admin/companies/${company.id}`, { isActive: false });
    expect(suspended.json<{ company: AdminCompany }>().company.subscriptionStatus).toBe('suspended');
    expect((await client.get('/api/swot/list')).statusCode).toBe(401);
    const again = await new TestClient(testApp.app).post('/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(again.statusCode).toBe(403);
    // The participation lookup is cached for up to 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const link = await new TestClient(testApp.app).get(`/api/participate/${swot.uniqueToken}`);
    expect(link.statusCode).toBe(403);
    expect(link.json<{ message: string }>().message).toMatch(/unavailable/);

    await admin.patch(`/api/admin/companies/${company.id}`, { isActive: true, plan: 'enterprise' });
    const back = await new TestClient(testApp.app).post('/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(back.statusCode).toBe(200);

    const { logs } = (await admin.get(`/api/admin/audit-logs?entityType=company&limit=200`)).json<{
      logs: AuditLog[];
    }>();
    const mine = logs.filter((log) => log.entityId === company.id).map((log) => log.action);
    expect(mine).toEqual(expect.arrayContaining(['COMPANY_SUSPENDED', 'COMPANY_REACTIVATED', 'COMPANY_PLAN_CHANGED']));
  });
});

describe('plans', () => {
  it('adds and edits a plan, with its one-time upgrade price reaching the public pricing', async () => {
    const name = `team-${Date.now().toString(36)}`;
    const plan = {
      name,
      displayName: 'Team',
      monthlyPrice: 0,
      yearlyPrice: 0,
      upgradePrice: 49_900,
      maxUsers: 25,
      maxSWOTs: -1,
      features: ['Up to 25 people', 'AI analysis'],
      isActive: true,
    };
    const created = await admin.post('/api/admin/subscription-plans', plan);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ plan: SubscriptionPlan }>().plan;
    expect(created.json<{ plan: SubscriptionPlan }>().plan).toMatchObject({ upgradePrice: 49_900, monthlyPrice: 0 });
    expect((await admin.post('/api/admin/subscription-plans', plan)).statusCode).toBe(409);

    const edited = await admin.put(`/api/admin/subscription-plans/${id}`, { ...plan, upgradePrice: 59_900 });
    expect(edited.json<{ plan: SubscriptionPlan }>().plan.upgradePrice).toBe(59_900);
    const pricing = (await new TestClient(testApp.app).get('/api/pricing')).json<{
      plans: { name: string; upgradePrice: number; monthlyPrice: number }[];
    }>();
    expect(pricing.plans.find((item) => item.name === name)).toMatchObject({ upgradePrice: 59_900, monthlyPrice: 0 });

    // An edit without upgradePrice (a client of the spec's fields) keeps the stored price.
    const { upgradePrice: _left, ...specFields } = plan;
    const kept = await admin.put(`/api/admin/subscription-plans/${id}`, { ...specFields, displayName: 'Teams' });
    expect(kept.json<{ plan: SubscriptionPlan }>().plan).toMatchObject({ displayName: 'Teams', upgradePrice: 59_900 });

    await admin.put(`/api/admin/subscription-plans/${id}`, { ...plan, isActive: false });
    const after = (await new TestClient(testApp.app).get('/api/pricing')).json<{ plans: { name: string }[] }>();
    expect(after.plans.map((item) => item.name)).not.toContain(name);
  });

  it('refuses a monthly or yearly price, naming the field: there is no recurring fee', async () => {
    const name = `monthly-${Date.now().toString(36)}`;
    const plan = { name, displayName: 'Monthly', maxUsers: 5, maxSWOTs: 5, features: [], isActive: true };
    for (const field of ['monthlyPrice', 'yearlyPrice'] as const) {
      const refused = await admin.post('/api/admin/subscription-plans', { ...plan, [field]: 99_900 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields[field]).toMatch(
        /no monthly or yearly fee.*one-time upgrade price/,
      );
    }
    const { plans } = (await admin.get('/api/admin/subscription-plans')).json<{ plans: SubscriptionPlan[] }>();
    expect(plans.map((item) => item.name)).not.toContain(name);
    // Every plan in the catalogue has no recurring price.
    expect(plans.filter((item) => item.monthlyPrice !== 0 || item.yearlyPrice !== 0)).toEqual([]);
  });

  it('refuses negative prices and limits below -1', async () => {
    const refused = await admin.post('/api/admin/subscription-plans', {
      name: 'bad',
      displayName: 'Bad',
      monthlyPrice: 0,
      yearlyPrice: 0,
      upgradePrice: -1,
      maxUsers: -2,
      maxSWOTs: 0,
      features: [],
      isActive: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'maxUsers',
      'upgradePrice',
    ]);
  });
});

describe('audit log', () => {
  it('filters by action', async () => {
    const { logs, total } = (await admin.get('/api/admin/audit-logs?action=REGISTER&limit=5')).json<{
      logs: AuditLog[];
      total: number;
    }>();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.length).toBeLessThanOrEqual(5);
    expect(total).toBeGreaterThanOrEqual(logs.length);
    expect(new Set(logs.map((log) => log.action))).toEqual(new Set(['REGISTER']));
  });
});
