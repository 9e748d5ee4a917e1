import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwotSummary } from '@foursight/shared/contract/swots';
import { companies } from '../../db/schema/companies.ts';
import { swotResponses } from '../../db/schema/swots.ts';
import { usageLedger, usageTotals } from '../../db/schema/usage.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
const schedule = { startDate: today, startTime: '00:00', endDate: nextYear, timezone: 'UTC' };

let counter = 0;
function answer() {
  counter += 1;
  return {
    strengths: `Strength ${counter}`,
    weaknesses: '',
    opportunities: '',
    threats: '',
    idempotencyKey: `participation-test-${Date.now()}-${counter}`,
  };
}

async function companyWithSwot(usedSoFar: number, plan: 'free' | 'premium' = 'free') {
  const { client, registration } = await createSignedInCompany(testApp.app);
  const db = testApp.deps.database.db;
  const [owner] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, registration.email));
  const companyId = owner!.companyId;
  // The SWOT is made first: creating one is refused once the allowance is used.
  const { swot } = (await client.post('/api/swot/create', { title: 'Quota', ...schedule })).json<{
    swot: SwotSummary;
  }>();
  await db.update(companies).set({ plan }).where(eq(companies.id, companyId));
  await db
    .update(usageTotals)
    .set({ totalResponses: usedSoFar, monthResponses: usedSoFar, currentPeriod: new Date().toISOString().slice(0, 7) })
    .where(eq(usageTotals.companyId, companyId));
  return { client, companyId, swot };
}

async function storedAnswers(swotId: string) {
  return testApp.deps.database.db
    .select({
      strengths: swotResponses.strengths,
      weaknesses: swotResponses.weaknesses,
      opportunities: swotResponses.opportunities,
      threats: swotResponses.threats,
    })
    .from(swotResponses)
    .where(eq(swotResponses.swotId, swotId));
}

describe('allowance', () => {
  it('accepts exactly one of 100 concurrent submissions when one response is left', async () => {
    const { companyId, swot } = await companyWithSwot(49);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        new TestClient(testApp.app, { ip: `198.51.100.${index + 1}` }).post(
          `/api/participate/${swot.uniqueToken}/submit`,
          answer(),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(99);
    const refused = responses.find((response) => response.statusCode === 402)!;
    expect(refused.json<{ message: string }>().message).toMatch(/used the 50 responses of its Free plan/);

    const db = testApp.deps.database.db;
    const [stored] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(swotResponses)
      .where(eq(swotResponses.swotId, swot.id));
    expect(stored!.count).toBe(1);
    const [totals] = await db.select().from(usageTotals).where(eq(usageTotals.companyId, companyId));
    expect(totals!.totalResponses).toBe(50);
    const ledger = await db.select().from(usageLedger).where(eq(usageLedger.companyId, companyId));
    expect(ledger).toHaveLength(1);
  });

  it('says the link is not accepting responses once the allowance is used, and the limit check agrees', async () => {
    const { client, swot } = await companyWithSwot(50);
    const link = (await new TestClient(testApp.app).get(`/api/participate/${swot.uniqueToken}`)).json<
      Record<string, unknown>
    >();
    expect(link).toMatchObject({ status: 'active', acceptingResponses: false });
    expect((await client.get('/api/swot/check-limit')).json()).toEqual({
      canCreate: false,
      currentCount: 50,
      limit: 50,
      plan: 'free',
      reason: 'responses',
      swotCount: 1,
      swotLimit: -1,
      planName: 'Free',
    });
    const created = await client.post('/api/swot/create', { title: 'Another', ...schedule });
    expect(created.statusCode).toBe(402);
  });

  it('on Pay-as-You-Go uses a credit after the month’s 50, then refuses', async () => {
    const { client, companyId, swot } = await companyWithSwot(50, 'premium');
    const db = testApp.deps.database.db;
    await db.update(usageTotals).set({ creditBalance: 1 }).where(eq(usageTotals.companyId, companyId));
    // Two people on one network: each browser may answer once.
    const visitor = () => new TestClient(testApp.app, { ip: '203.0.113.9' });
    expect((await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).toBe(200);
    expect((await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).toBe(402);
    expect((await client.get('/api/usage/stats')).json()).toMatchObject({ purchasedCredits: 0, plan: 'premium' });
    const sources = (await db.select().from(usageLedger).where(eq(usageLedger.companyId, companyId))).map(
      (row) => row.source,
    );
    expect(sources).toEqual(['credit']);
  });
});

describe('blank answers', () => {
  const INVISIBLE = '\u200B\u200D\uFEFF \n';

  it('refuses an answer of only whitespace and zero-width characters, like an empty one, and stores nothing', async () => {
    const { swot } = await companyWithSwot(0);
    const response = await new TestClient(testApp.app, { ip: '198.18.0.1' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      {
        ...answer(),
        strengths: INVISIBLE,
        weaknesses: INVISIBLE,
        opportunities: INVISIBLE,
        threats: INVISIBLE,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Please add your input: fill in at least one section to submit your response.',
    );
    expect(await storedAnswers(swot.id)).toEqual([]);
  });

  it('accepts text in one area and stores an area of only zero-width characters as empty', async () => {
    const { swot } = await companyWithSwot(0);
    const response = await new TestClient(testApp.app, { ip: '198.18.0.2' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      { ...answer(), strengths: '  Clear goals  ', weaknesses: INVISIBLE, threats: '\u00AD\u2060' },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedAnswers(swot.id)).toEqual([
      { strengths: 'Clear goals', weaknesses: '', opportunities: '', threats: '' },
    ]);
  });
});

describe("the spec's payload", () => {
  const SPEC_PAYLOAD = {
    strengths: 'Loyal customers',
    weaknesses: 'Slow decisions',
    opportunities: 'Exports to the Gulf',
    threats: 'Low-cost competitors',
  };

  it('stores exactly the spec payload, without an idempotency key, as one response', async () => {
    const { client, swot } = await companyWithSwot(0);
    const response = await new TestClient(testApp.app, { ip: '198.18.1.1' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      SPEC_PAYLOAD,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your SWOT analysis has been submitted successfully',
    });
    expect(await storedAnswers(swot.id)).toEqual([SPEC_PAYLOAD]);
    expect((await client.get('/api/usage/stats')).json()).toMatchObject({ currentMonthUsage: 1 });
  });

  it('does not deduplicate submissions that carry no key', async () => {
    const { swot } = await companyWithSwot(0);
    const visitor = new TestClient(testApp.app, { ip: '198.18.1.2' });
    const url = `/api/participate/${swot.uniqueToken}/submit`;
    const [first, second] = await Promise.all([visitor.post(url, SPEC_PAYLOAD), visitor.post(url, SPEC_PAYLOAD)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await storedAnswers(swot.id)).toHaveLength(2);
  });

  it('joins an answer sent as a list into one statement per line, trimmed, blank items dropped', async () => {
    const { swot } = await companyWithSwot(0);
    const response = await new TestClient(testApp.app, { ip: '198.18.1.3' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      {
        strengths: ['  Loyal customers ', '', '\u200B\u00AD', 'Strong brand'],
        weaknesses: [],
        opportunities: 'Exports',
        threats: ['\n', 'Competitors'],
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedAnswers(swot.id)).toEqual([
      { strengths: 'Loyal customers\nStrong brand', weaknesses: '', opportunities: 'Exports', threats: 'Competitors' },
    ]);
  });

  it('applies the length limit to the joined text of a list', async () => {
    const { swot } = await companyWithSwot(0);
    const response = await new TestClient(testApp.app, { ip: '198.18.1.4' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      { ...SPEC_PAYLOAD, threats: ['x'.repeat(2500), 'y'.repeat(2500)] },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Threats can be at most 5000 characters.');
    expect(await storedAnswers(swot.id)).toEqual([]);
  });

  it('deduplicates a retry by its Idempotency-Key header', async () => {
    const { swot } = await companyWithSwot(0);
    const visitor = new TestClient(testApp.app, { ip: '198.18.1.5' });
    const url = `/api/participate/${swot.uniqueToken}/submit`;
    const headers = { 'idempotency-key': `header-key-${Date.now()}` };
    const first = await visitor.post(url, SPEC_PAYLOAD, { headers });
    const again = await visitor.post(url, SPEC_PAYLOAD, { headers });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json<{ message: string }>().message).toBe(
      'Your SWOT analysis was already submitted; it is stored once.',
    );
    // The same key in the body is the same submission.
    const inBody = await visitor.post(url, { ...SPEC_PAYLOAD, idempotencyKey: headers['idempotency-key'] });
    expect(inBody.statusCode).toBe(200);
    expect(await storedAnswers(swot.id)).toHaveLength(1);
  });

  it('refuses a malformed header key, and a header key that contradicts the body key', async () => {
    const { swot } = await companyWithSwot(0);
    const visitor = new TestClient(testApp.app, { ip: '198.18.1.6' });
    const url = `/api/participate/${swot.uniqueToken}/submit`;
    const malformed = await visitor.post(url, SPEC_PAYLOAD, { headers: { 'idempotency-key': 'short' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const mismatch = await visitor.post(
      url,
      { ...SPEC_PAYLOAD, idempotencyKey: 'body-key-0123456789' },
      { headers: { 'idempotency-key': 'header-key-0123456789' } },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ fields: Record<string, string> }>().fields).toHaveProperty('idempotencyKey');
    const agreeing = await visitor.post(
      url,
      { ...SPEC_PAYLOAD, idempotencyKey: 'same-key-0123456789' },
      { headers: { 'idempotency-key': 'same-key-0123456789' } },
    );
    expect(agreeing.statusCode).toBe(200);
    expect(await storedAnswers(swot.id)).toHaveLength(1);
  });
});

describe('abuse caps and anonymity', () => {
  it('refuses the 31st submission in a minute from one address to one link with 429', async () => {
    const { swot } = await companyWithSwot(0, 'premium');
    const visitor = new TestClient(testApp.app, { ip: '192.0.2.31' });
    for (let index = 0; index < 30; index += 1) {
      expect((await visitor.post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).not.toBe(429);
    }
    const limited = await visitor.post(`/api/participate/${swot.uniqueToken}/submit`, answer());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ message: string }>().message).toMatch(/Too many submissions from your network/);
    // Someone else on another network is not affected.
    const other = await new TestClient(testApp.app, { ip: '192.0.2.32' }).post(
      `/api/participate/${swot.uniqueToken}/submit`,
      answer(),
    );
    expect(other.statusCode).toBe(200);
  });

  it('keeps nothing about the person with a response', async () => {
    const columns = await testApp.deps.database.executeSql(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'swot_responses' ORDER BY column_name",
    );
    expect(columns.rows.map((row) => (row as { column_name: string }).column_name)).toEqual([
      'company_id',
      'id',
      'idempotency_key',
      'opportunities',
      'strengths',
      'submitted_at',
      'swot_id',
      'threats',
      'weaknesses',
    ]);
  });
});
