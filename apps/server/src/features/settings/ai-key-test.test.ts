import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAiKeyResponse } from '@foursight/shared/contract/settings';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, createTwoCompanies, type SignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { startChatCompletionsServer, type JsonAnswer, type ReceivedRequest } from '../../../test/protocol-servers.ts';

const GOOD_KEY = 'sk-good-0123456789abcdefghijklmnopqrstuv';
const WRONG_KEY = 'sk-wrong-0123456789abcdefghijklmnopqrstu';
const ANSWERING_MODEL = 'gpt-4o-mini-2024-07-18';
const TIMEOUT_MS = 1000;

/** OpenAI's error body; its 401 quotes the key, as the real service does (masked there, whole here). */
function openAiError(status: number, code: string, message: string): JsonAnswer {
  return { status, body: { error: { message, type: 'invalid_request_error', param: null, code } } };
}

/** The stand-in service: the good key gets an answer from ANSWERING_MODEL; any other key is refused. */
function answerByKey(request: ReceivedRequest): string | JsonAnswer {
  const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  if (key !== GOOD_KEY) return openAiError(401, 'invalid_api_key', `Incorrect API key provided: ${key}.`);
  return { status: 200, body: completion(ANSWERING_MODEL) };
}

function completion(model: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: 'OK', refusal: null }, finish_reason: 'length' }],
    usage: { prompt_tokens: 11, completion_tokens: 1, total_tokens: 12 },
  };
}

let reply: (request: ReceivedRequest) => string | JsonAnswer | Promise<string | JsonAnswer> = answerByKey;
const aiServer = await startChatCompletionsServer((request) => reply(request));
const clock = createClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    now: clock.now,
    env: { AI_BASE_URL: `${aiServer.url}/v1`, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await testApp.close();
  await aiServer.close();
});
beforeEach(() => {
  reply = answerByKey;
});

async function testKey(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/settings/ai-key/test', body);
  return { status: response.statusCode, raw: response.body, body: response.json<TestAiKeyResponse>() };
}

async function saveKey(company: SignedInCompany, key: string, enableAiAnalysis = true) {
  const saved = await company.client.post('/api/settings', { aiConfig: { enableAiAnalysis, openaiApiKey: key } });
  expect(saved.statusCode).toBe(200);
}

async function companyIdOf(company: SignedInCompany): Promise<string> {
  const [row] = await queryRows<{ company_id: string }>(
    testApp.deps.database.db,
    sql`SELECT company_id FROM users WHERE email_key = ${company.registration.email.toLowerCase()}`,
  );
  return row!.company_id;
}

/** Every row of the company's (settings, audit log, the company itself ...), sessions aside: before and after must match. */
async function snapshotOf(companyId: string): Promise<string> {
  const db = testApp.deps.database.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.columns
        WHERE column_name = 'company_id' AND table_schema = current_schema() AND table_name <> 'sessions'
        ORDER BY table_name`,
  );
  const snapshot: Record<string, unknown> = {
    companies: await queryRows(db, sql`SELECT * FROM companies WHERE id = ${companyId}`),
  };
  for (const { table_name: table } of tables) {
    snapshot[table] = await queryRows(db, sql`SELECT * FROM ${sql.identifier(table)} WHERE company_id = ${companyId}`);
  }
  return JSON.stringify(snapshot);
}

function requestsWithKey(key: string) {
  return aiServer.requests.filter((request) => request.headers.authorization === `Bearer ${key}`);
}

describe('testing an AI key', () => {
  it('says a typed key works and which model answered, after one minimal chat call, and saves nothing', async () => {
    const company = await createSignedInCompany(testApp.app);
    const companyId = await companyIdOf(company);
    const before = await snapshotOf(companyId);
    const sent = aiServer.requests.length;

    const result = await testKey(company.client, { openaiApiKey: GOOD_KEY });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      ok: true,
      model: ANSWERING_MODEL,
      message: `Key works: ${ANSWERING_MODEL} answered.`,
    });
    expect(result.raw).not.toContain(GOOD_KEY);

    // One request: a one-token chat completion with the configured model and the typed key.
    const requests = aiServer.requests.slice(sent);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      body: { model: 'gpt-4o-mini', max_completion_tokens: 1 },
    });
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);

    // Nothing stored: no settings row appears, the key is not saved, Settings still has no key.
    expect(await snapshotOf(companyId)).toBe(before);
    const settings = (await company.client.get('/api/settings')).json<{ settings: { aiConfig: unknown } }>();
    expect(settings.settings.aiConfig).toEqual({
      enableAiAnalysis: false,
      hasApiKey: false,
      apiKeyHint: null,
      includedInPlan: true,
    });
  });

  it('says a refused key does not work, in words a person can act on, without the key or the service’s text', async () => {
    const company = await createSignedInCompany(testApp.app);
    await saveKey(company, GOOD_KEY);
    const companyId = await companyIdOf(company);
    const before = await snapshotOf(companyId);

    const result = await testKey(company.client, { openaiApiKey: WRONG_KEY });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      ok: false,
      message:
        'Key refused: the AI service does not accept this key. Check that it was copied whole, or create a new key in your OpenAI account.',
    });
    // The service's 401 quoted the key; neither it nor the key comes back.
    expect(result.raw).not.toContain(WRONG_KEY);
    expect(result.raw).not.toContain('Incorrect API key');
    // The failing key is not saved: the good saved key is still the one in the row.
    expect(await snapshotOf(companyId)).toBe(before);
    expect((await testKey(company.client)).body.ok).toBe(true);
  });

  it('tests the saved key when none is typed, with AI analysis switched on or off', async () => {
    const company = await createSignedInCompany(testApp.app);
    await saveKey(company, GOOD_KEY, false);
    const companyId = await companyIdOf(company);
    const before = await snapshotOf(companyId);
    const sent = requestsWithKey(GOOD_KEY).length;

    for (const body of [{}, { openaiApiKey: '' }, { openaiApiKey: '   ' }]) {
      const result = await testKey(company.client, body);
      expect(result.body).toMatchObject({ success: true, ok: true, model: ANSWERING_MODEL });
      expect(result.raw).not.toContain(GOOD_KEY);
    }
    expect(requestsWithKey(GOOD_KEY).length - sent).toBe(3);
    expect(await snapshotOf(companyId)).toBe(before);
  });

  it("never tests another company's saved key: company B tests its own, or hears there is none", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    await saveKey(a, GOOD_KEY);
    const sent = aiServer.requests.length;

    const none = await testKey(b.client);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      success: true,
      ok: false,
      message: 'There is no key to test. Type your OpenAI API key first.',
    });
    expect(aiServer.requests.length).toBe(sent);

    await saveKey(b, WRONG_KEY);
    const own = await testKey(b.client);
    expect(own.body.ok).toBe(false);
    expect(aiServer.requests.slice(sent).map((request) => request.headers.authorization)).toEqual([
      `Bearer ${WRONG_KEY}`,
    ]);
  });

  it('gives up on a slow service within the bound and says so, saving nothing', async () => {
    reply = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return answerByKey(request);
    };
    const company = await createSignedInCompany(testApp.app);
    const companyId = await companyIdOf(company);
    const before = await snapshotOf(companyId);

    const started = performance.now();
    const result = await testKey(company.client, { openaiApiKey: GOOD_KEY });
    const elapsed = performance.now() - started;
    expect(result.body).toEqual({
      success: true,
      ok: false,
      message:
        'The AI service did not answer within 1 second. Try again in a minute; if it keeps happening, the service may be down.',
    });
    // One attempt, no retry: about the timeout, well under two.
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 2);
    expect(await snapshotOf(companyId)).toBe(before);
  });

  it('names the model the key cannot use (404), an account without quota and a busy service (429)', async () => {
    const company = await createSignedInCompany(testApp.app);
    const cases: [JsonAnswer, string][] = [
      [
        openAiError(404, 'model_not_found', 'The model `gpt-4o-mini` does not exist or you do not have access to it.'),
        'The AI service has no model "gpt-4o-mini" for this key. Allow that model for the key\'s project in your OpenAI account, then test again.',
      ],
      [
        openAiError(429, 'insufficient_quota', 'You exceeded your current quota, please check your plan.'),
        "Key accepted, but its account has no quota left. Add credit or raise the usage limit in your OpenAI account's billing settings, then test again.",
      ],
      [
        openAiError(429, 'rate_limit_exceeded', 'Rate limit reached for requests.'),
        'Key accepted, but the AI service is limiting its requests right now. Wait a minute, then test again.',
      ],
    ];
    for (const [answer, message] of cases) {
      reply = () => answer;
      expect((await testKey(company.client, { openaiApiKey: GOOD_KEY })).body).toEqual({
        success: true,
        ok: false,
        message,
      });
    }
  });

  it('says when the service cannot be reached', async () => {
    // Built with the test default: an AI service on a closed local port.
    const unreachable = await buildTestApp();
    try {
      const company = await createSignedInCompany(unreachable.app);
      const result = await testKey(company.client, { openaiApiKey: GOOD_KEY });
      expect(result.body).toEqual({
        success: true,
        ok: false,
        message:
          'The AI service could not be reached. Try again in a few minutes; if it keeps failing, ask your administrator to check that this server can reach the AI service.',
      });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a typed value that is not a key before calling anyone', async () => {
    const company = await createSignedInCompany(testApp.app);
    const sent = aiServer.requests.length;
    const response = await company.client.post('/api/settings/ai-key/test', { openaiApiKey: 'not a key' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      fields: { openaiApiKey: 'That does not look like an API key' },
    });
    expect(response.body).not.toContain('not a key');
    expect(aiServer.requests.length).toBe(sent);
  });

  it('allows each company 10 tests a minute, then answers 429 with Retry-After, without holding others back', async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await testKey(a.client, { openaiApiKey: WRONG_KEY })).status).toBe(200);
    }
    const sent = aiServer.requests.length;
    const refused = await a.client.post('/api/settings/ai-key/test', { openaiApiKey: GOOD_KEY });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many key tests in a minute. Please wait a minute, then test again.',
    });
    // The refused test never reached the service, so it answered nothing about the key.
    expect(aiServer.requests.length).toBe(sent);
    expect((await testKey(b.client, { openaiApiKey: GOOD_KEY })).body.ok).toBe(true);

    clock.advance(60_000);
    expect((await testKey(a.client, { openaiApiKey: GOOD_KEY })).body.ok).toBe(true);
  });

  it('asks visitors to sign in and refuses other sites', async () => {
    expect((await new TestClient(testApp.app).post('/api/settings/ai-key/test', {})).statusCode).toBe(401);
    const company = await createSignedInCompany(testApp.app);
    const crossSite = await company.client.post(
      '/api/settings/ai-key/test',
      { openaiApiKey: GOOD_KEY },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});
