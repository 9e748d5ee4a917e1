import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { queryRows } from '../src/db/client.ts';
import { companySettings } from '../src/db/schema/settings.ts';
import { serializeError } from '../src/logging.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { registrationFor } from './factories.ts';
import { TestClient } from './http-client.ts';
import { startChatCompletionsServer } from './protocol-servers.ts';

/**
 * What the logs hold, at trace level, while a person registers, signs in,
 * changes their password, saves an AI key and tests keys: none of the
 * secrets, in the clear, hashed or sealed.
 */
const AI_KEY = 'sk-log-check-abcdefghijklmnopqrstuvwxyz0123';
/** A key typed and tested but never saved; the service's refusal quotes it whole. */
const TESTED_KEY = 'sk-log-tested-abcdefghijklmnopqrstuvwxyz98';

const aiServer = await startChatCompletionsServer((request) => {
  const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  if (key === AI_KEY) return 'OK';
  return { status: 401, body: { error: { message: `Incorrect API key provided: ${key}.`, code: 'invalid_api_key' } } };
});
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logLines, env: { AI_BASE_URL: `${aiServer.url}/v1` } });
});
afterAll(async () => {
  await t.close();
  await aiServer.close();
});

describe('logs at trace level', () => {
  it('hold no password, hash, session token or AI key, sealed or not, across register, login, password change, settings save and key tests', async () => {
    const registration = registrationFor();
    const newPassword = 'distant orchard signal 58';
    const client = new TestClient(t.app);
    expect((await client.post('/api/register', registration)).statusCode).toBe(201);
    const login = await client.post('/api/login', { email: registration.email, password: registration.password });
    expect(login.statusCode).toBe(200);
    const firstToken = login.cookies.find((cookie) => cookie.name === 'fs_session')!.value;
    const changed = await client.post('/api/change-password', {
      currentPassword: registration.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    const saved = await client.post('/api/settings', {
      colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Log check', logo: null, website: '', description: '', timezone: 'UTC' },
      aiConfig: { enableAiAnalysis: true, openaiApiKey: AI_KEY },
    });
    expect(saved.statusCode).toBe(200);
    // Key tests: a typed key the service refuses (quoting it), a typed key that is not a key, the saved key.
    const refusedKey = await client.post('/api/settings/ai-key/test', { openaiApiKey: TESTED_KEY });
    expect(refusedKey.json()).toMatchObject({ ok: false });
    const notAKey = await client.post('/api/settings/ai-key/test', { openaiApiKey: `${TESTED_KEY} x` });
    expect(notAKey.statusCode).toBe(400);
    const savedKey = await client.post('/api/settings/ai-key/test', {});
    expect(savedKey.json()).toMatchObject({ ok: true });
    expect(aiServer.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${TESTED_KEY}`,
      `Bearer ${AI_KEY}`,
    ]);
    // Writes that once failed in the database with the secrets in their parameters: a NUL in a field.
    const refused = registrationFor({ contactName: 'Asha\u0000' });
    await new TestClient(t.app).post('/api/register', refused);
    await client.post('/api/settings', {
      colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Log check', logo: null, website: '', description: 'Nul\u0000', timezone: 'UTC' },
      aiConfig: { enableAiAnalysis: true, openaiApiKey: AI_KEY },
    });
    await client.post('/api/change-password', { currentPassword: newPassword, newPassword: 'password123' });

    const [user] = await queryRows<{ password_hash: string; company_id: string }>(
      t.deps.database.db,
      sql`SELECT password_hash, company_id FROM users WHERE email_key = ${registration.email.toLowerCase()}`,
    );
    const [settings] = await t.deps.database.db
      .select({ sealed: companySettings.aiKeySealed })
      .from(companySettings)
      .where(eq(companySettings.companyId, user!.company_id));
    const secrets = {
      password: registration.password,
      newPassword,
      hash: user!.password_hash,
      hashDigest: user!.password_hash.split('$').at(-1)!,
      sessionToken: firstToken,
      currentSessionToken: client.cookie!.replace(/^.*fs_session=([^;]+).*$/, '$1'),
      aiKey: AI_KEY,
      testedAiKey: TESTED_KEY,
      sealedAiKey: settings!.sealed!,
    };
    expect(logLines.length).toBeGreaterThanOrEqual(10);
    const log = logLines.join('\n');
    const found = Object.entries(secrets).filter(([, secret]) => secret.length > 8 && log.includes(secret));
    expect(found.map(([name]) => name)).toEqual([]);
    expect(log).not.toContain(refused.password);
    expect(log).not.toContain('$argon2id$');
    // A key sealed for a save that failed is never stored, so look for anything in the log that opens.
    const sealedLooking = log.match(/v1\.[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g) ?? [];
    const opened = sealedLooking.filter((candidate) => {
      try {
        t.deps.secrets.open(candidate);
        return true;
      } catch {
        return false;
      }
    });
    expect(opened).toEqual([]);
  });

  it('hold no participation link token, shared or personal', async () => {
    const registration = registrationFor();
    const client = new TestClient(t.app);
    await client.post('/api/register', registration);
    await client.post('/api/login', { email: registration.email, password: registration.password });
    const created = await client.post('/api/swot/create', {
      title: 'Log check',
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      timezone: 'UTC',
    });
    const token = created.json<{ swot: { uniqueToken: string } }>().swot.uniqueToken;
    const linesBefore = logLines.length;
    await new TestClient(t.app).get(`/api/participate/${token}`);
    await new TestClient(t.app).post(`/api/participate/${token}/submit`, { strengths: 'Fine' });
    const log = logLines.slice(linesBefore).join('\n');
    expect(log).toContain('/api/participate/…/submit');
    expect(log).not.toContain(token);
  });

  it('hold no colleague invitation token, in the API or the page address', async () => {
    const token = 'Zq3v9-invitation-token-that-must-not-be-logged';
    const linesBefore = logLines.length;
    await new TestClient(t.app).get(`/api/invitations/${token}`);
    await new TestClient(t.app).post(`/api/invitations/${token}/accept`, { fullName: 'Asha', password: 'x' });
    await t.app.inject({ method: 'GET', url: `/invitation/${token}` });
    const log = logLines.slice(linesBefore).join('\n');
    expect(log).toContain('/api/invitations/…/accept');
    expect(log).not.toContain(token);
  });

  it('hold no password reset token: the e-mailed link keeps it in its fragment, and a query token is masked', async () => {
    const registration = registrationFor();
    await new TestClient(t.app).post('/api/register', registration);
    const linesBefore = logLines.length;
    await new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    const [mail] = await queryRows<{ text_body: string }>(
      t.deps.database.db,
      sql`SELECT text_body FROM outbound_messages WHERE recipient = ${registration.email} ORDER BY created_at DESC LIMIT 1`,
    );
    const link = /https?:\/\/\S+\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body);
    expect(link).not.toBeNull();
    const token = link![1]!;
    await new TestClient(t.app).post('/api/password/reset', { token, password: 'amber river lighthouse 7' });
    // A link pasted with its token in the query instead reaches the server; its log line must not hold it.
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}&from=mail` });
    const log = logLines.slice(linesBefore).join('\n');
    expect(log).toContain('/reset-password?token=…&from=mail');
    expect(log).not.toContain(token);
  });

  it("keep a failed query's text and error code but not the values it was called with", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key_idx"'), {
      code: '23505',
      constraint: 'users_email_key_idx',
      detail: 'Key (email_key)=(asha@example.test) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email_key", "password_hash") values ($1, $2)',
      ['asha@example.test', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key_idx');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('asha@example.test');
  });
});
