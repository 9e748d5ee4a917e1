import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitCheck, UsageHistory, UsageStats } from '@foursight/shared/contract/usage';
import { companies } from '../../db/schema/companies.ts';
import { usageTotals } from '../../db/schema/usage.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import {
  createOpenSwot,
  createSignedInAdmin,
  createSignedInCompany,
  createTwoCompanies,
  submitAnswers,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';

// Ten minutes either side of midnight UTC on the first of this month: the
// history must put each response in the month (UTC) it was accepted in.
const realNow = new Date();
const thisMonth = { year: realNow.getUTCFullYear(), month: realNow.getUTCMonth() + 1 };
const firstOfMonth = Date.UTC(thisMonth.year, thisMonth.month - 1, 1);
const lastMonthEvening = new Date(firstOfMonth - 10 * 60_000);
const thisMonthMorning = new Date(firstOfMonth + 10 * 60_000);
const lastMonth = { year: lastMonthEvening.getUTCFullYear(), month: lastMonthEvening.getUTCMonth() + 1 };
const farEnd = `${thisMonth.year + 1}-12-31`;

const clock = createClock(lastMonthEvening);
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

const ANSWER = { strengths: 'A loyal customer base' };

async function history(client: TestClient, query = ''): Promise<UsageHistory> {
  const response = await client.get(`/api/usage/history${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<UsageHistory>();
}

describe('usage history', () => {
  it('counts responses per SWOT of the caller’s company in the chosen UTC month, this month by default', async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    clock.set(lastMonthEvening);
    const alpha = await createOpenSwot(a.client, clock.now(), { title: 'Alpha review', endDate: farEnd });
    const beta = await createOpenSwot(a.client, clock.now(), { title: 'Beta review', endDate: farEnd });
    await submitAnswers(testApp.app, alpha.uniqueToken, [ANSWER, ANSWER]);

    clock.set(thisMonthMorning);
    await submitAnswers(testApp.app, beta.uniqueToken, [ANSWER, ANSWER, ANSWER]);
    await submitAnswers(testApp.app, alpha.uniqueToken, [ANSWER]);

    expect(await history(a.client, `?year=${lastMonth.year}&month=${lastMonth.month}`)).toEqual({
      ...lastMonth,
      swots: [{ swotId: alpha.id, title: 'Alpha review', responses: 2 }],
    });
    // Most responses first.
    expect(await history(a.client)).toEqual({
      ...thisMonth,
      swots: [
        { swotId: beta.id, title: 'Beta review', responses: 3 },
        { swotId: alpha.id, title: 'Alpha review', responses: 1 },
      ],
    });
    expect(await history(a.client, `?year=${thisMonth.year - 2}&month=${thisMonth.month}`)).toEqual({
      year: thisMonth.year - 2,
      month: thisMonth.month,
      swots: [],
    });

    // Company B sees only its own SWOTs, in any month, and its responses never reach A's history.
    expect((await history(b.client)).swots).toEqual([]);
    expect((await history(b.client, `?year=${lastMonth.year}&month=${lastMonth.month}`)).swots).toEqual([]);
    const gamma = await createOpenSwot(b.client, clock.now(), { title: 'Gamma review', endDate: farEnd });
    await submitAnswers(testApp.app, gamma.uniqueToken, [ANSWER]);
    expect((await history(b.client)).swots).toEqual([{ swotId: gamma.id, title: 'Gamma review', responses: 1 }]);
    expect((await history(a.client)).swots.map((row) => row.swotId)).toEqual([beta.id, alpha.id]);

    // The month the stats call counts is the same month.
    const stats = (
      await a.client.get(`/api/usage/stats?year=${lastMonth.year}&month=${lastMonth.month}`)
    ).json<UsageStats>();
    expect(stats.currentMonthUsage).toBe(2);
  });

  it('lists SWOTs with as many responses by title, as a reader sorts them (case aside)', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    clock.set(thisMonthMorning);
    const titles = ['Zonal review', 'annual plan', 'Branch audit'];
    const made = [];
    for (const title of titles) made.push(await createOpenSwot(client, clock.now(), { title, endDate: farEnd }));
    for (const swot of made) await submitAnswers(testApp.app, swot.uniqueToken, [ANSWER]);
    expect((await history(client)).swots.map((row) => row.title)).toEqual([
      'annual plan',
      'Branch audit',
      'Zonal review',
    ]);
  });

  it('refuses a month that does not exist', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    expect((await client.get('/api/usage/history?year=2026&month=13')).statusCode).toBe(400);
    expect((await client.get('/api/usage/history?year=2026&month=0')).statusCode).toBe(400);
  });
});

async function companyIdOf(email: string): Promise<string> {
  const [row] = await testApp.deps.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, email));
  return row!.companyId;
}

describe('the allowance every screen shows', () => {
  const period = () => clock.now().toISOString().slice(0, 7);

  async function setUsage(
    companyId: string,
    plan: 'free' | 'premium' | 'enterprise',
    usage: { total: number; month: number; credits: number },
  ) {
    const db = testApp.deps.database.db;
    await db.update(companies).set({ plan }).where(eq(companies.id, companyId));
    await db
      .update(usageTotals)
      .set({
        totalResponses: usage.total,
        monthResponses: usage.month,
        creditBalance: usage.credits,
        currentPeriod: period(),
      })
      .where(eq(usageTotals.companyId, companyId));
  }

  async function read(client: TestClient) {
    const stats = (await client.get('/api/usage/stats')).json<UsageStats>();
    const limit = (await client.get('/api/swot/check-limit')).json<LimitCheck>();
    return { allowance: stats.allowance, limit };
  }

  it.each([
    ['free', { total: 0, month: 0, credits: 0 }, { used: 0, total: 50, freeRemaining: 50, percent: 0, status: 'ok' }],
    ['free', { total: 45, month: 5, credits: 0 }, { used: 45, total: 50, percent: 90, status: 'approaching' }],
    ['free', { total: 50, month: 5, credits: 0 }, { used: 50, total: 50, percent: 100, status: 'reached' }],
    ['free', { total: 50, month: 5, credits: 10 }, { used: 50, total: 60, percent: 83, status: 'ok', credits: 10 }],
    ['premium', { total: 900, month: 12, credits: 0 }, { used: 12, total: 50, percent: 24, status: 'ok' }],
    ['premium', { total: 900, month: 50, credits: 0 }, { used: 50, total: 50, percent: 100, status: 'reached' }],
    ['premium', { total: 900, month: 50, credits: 4 }, { used: 50, total: 54, percent: 93, status: 'ok', credits: 4 }],
    ['enterprise', { total: 9000, month: 700, credits: 0 }, { used: 700, total: -1, percent: 0, status: 'unlimited' }],
  ] as const)('%s with %o', async (plan, usage, expected) => {
    clock.set(thisMonthMorning);
    const { client, registration } = await createSignedInCompany(testApp.app);
    await setUsage(await companyIdOf(registration.email), plan, usage);
    const { allowance, limit } = await read(client);
    expect(allowance).toMatchObject({ plan, ...expected });
    // The limit check is the same computation: same count, same limit, and it refuses exactly when the meter says reached.
    expect(limit).toEqual({
      plan,
      currentCount: allowance.used,
      limit: allowance.total,
      canCreate: allowance.status !== 'reached',
      ...(allowance.status === 'reached' ? { reason: 'responses' } : {}),
      // The seeded plans hold any number of SWOTs.
      swotCount: 0,
      swotLimit: -1,
      planName: allowance.planName,
    });
  });

  it('lets a Free company collect with its credits until they run out, with the link, the limit check and the meter agreeing', async () => {
    clock.set(thisMonthMorning);
    const { client, registration } = await createSignedInCompany(testApp.app);
    const companyId = await companyIdOf(registration.email);
    const swot = await createOpenSwot(client, clock.now(), { endDate: farEnd });
    await setUsage(companyId, 'free', { total: 50, month: 0, credits: 2 });

    await submitAnswers(testApp.app, swot.uniqueToken, [ANSWER]);
    let now = await read(client);
    expect(now.allowance).toMatchObject({ used: 51, total: 52, credits: 1, status: 'ok' });
    expect(now.limit).toMatchObject({ currentCount: 51, limit: 52, canCreate: true });

    await submitAnswers(testApp.app, swot.uniqueToken, [ANSWER]);
    now = await read(client);
    expect(now.allowance).toMatchObject({ used: 52, total: 52, credits: 0, percent: 100, status: 'reached' });
    expect(now.limit).toMatchObject({ currentCount: 52, limit: 52, canCreate: false });
    const link = (await client.get(`/api/participate/${swot.uniqueToken}`)).json<{ acceptingResponses: boolean }>();
    expect(link.acceptingResponses).toBe(false);
    const refused = await client.post(`/api/participate/${swot.uniqueToken}/submit`, ANSWER);
    expect(refused.statusCode).toBe(402);
  });

  it('follows a plan change by the admin at once', async () => {
    clock.set(thisMonthMorning);
    const admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
    const { client, registration } = await createSignedInCompany(testApp.app);
    const companyId = await companyIdOf(registration.email);
    // 50 responses, all before this month: the Free plan is used up.
    await setUsage(companyId, 'free', { total: 50, month: 0, credits: 0 });
    expect((await read(client)).allowance).toMatchObject({ plan: 'free', status: 'reached' });

    expect((await admin.patch(`/api/admin/companies/${companyId}`, { plan: 'premium' })).statusCode).toBe(200);
    const { allowance, limit } = await read(client);
    expect(allowance).toMatchObject({ plan: 'premium', used: 0, total: 50, status: 'ok' });
    expect(limit).toEqual({
      plan: 'premium',
      currentCount: 0,
      limit: 50,
      canCreate: true,
      swotCount: 0,
      swotLimit: -1,
      planName: 'Pay-as-You-Go',
    });
  });
});
