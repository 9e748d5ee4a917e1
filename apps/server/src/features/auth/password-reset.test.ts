import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@foursight/shared/contract/password-reset';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { auditLogs } from '../../db/schema/audit.ts';
import { outboundMessages } from '../../db/schema/messages.ts';
import { admins } from '../../db/schema/admins.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, TEST_PASSWORD } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { turnOnTwoFactor } from '../../../test/two-factor.ts';
import { hashPassword } from './passwords.ts';

const NEW_PASSWORD = 'amber river lighthouse 7';
let t: TestApp;
const clock = createClock();

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** The newest e-mail in the outbox to this address with this subject, as the person would read it. */
async function newestMail(to: string, subject: string) {
  const [row] = await t.deps.database.db
    .select({ text: outboundMessages.textBody, html: outboundMessages.htmlBody })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recipient, to), eq(outboundMessages.subject, subject)))
    .orderBy(desc(outboundMessages.createdAt))
    .limit(1);
  return row ?? null;
}

async function mailCount(to: string): Promise<number> {
  const rows = await t.deps.database.db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, to));
  return rows.length;
}

/** The token of the newest reset link e-mailed to this address (the page it opens is checked too). */
async function linkToken(to: string, page = '/reset-password'): Promise<string> {
  const mail = await newestMail(to, 'Reset your Foursight password');
  const match = mail?.text.match(/(https?:\/\/\S+?)#token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link e-mailed to ${to}`);
  expect(new URL(match[1]!).pathname).toBe(page);
  return match[2]!;
}

async function signIn(email: string, password: string) {
  return new TestClient(t.app).post('/api/login', { email, password });
}

describe('a forgotten password', () => {
  it('e-mails a link that sets a new password once, ends every session, and tells the person', async () => {
    const { client: laptop, registration } = await createSignedInCompany(t.app);
    const phone = new TestClient(t.app);
    expect((await phone.post('/api/login', { email: registration.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );

    const asked = await new TestClient(t.app).post('/api/password/forgot', { email: registration.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    const token = await linkToken(registration.email);

    const weak = await new TestClient(t.app).post('/api/password/reset', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    // A refused password leaves the link usable.
    const reset = await new TestClient(t.app).post('/api/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    expect((await laptop.get('/api/auth/status')).json()).toMatchObject({ authenticated: false });
    expect((await phone.get('/api/auth/status')).json()).toMatchObject({ authenticated: false });
    expect((await signIn(registration.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(registration.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await new TestClient(t.app).post('/api/password/reset', {
      token,
      password: 'another long password 1',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toMatch(/used, replaced by a newer one, or has expired/);
    expect((await signIn(registration.email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await newestMail(registration.email, 'Your Foursight password was changed');
    expect(notice?.text).toContain('signed you out everywhere you were signed in (2 sessions)');
    const [audit] = await t.deps.database.db
      .select({ metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'PASSWORD_RESET'))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit?.metadata).toEqual({ sessionsEnded: 2 });
  });

  it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
    const { registration } = await createSignedInCompany(t.app);
    const unknown = `nobody.${randomUUID().slice(0, 8)}@example.test`;
    const known = await new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    const missing = await new TestClient(t.app).post('/api/password/forgot', { email: unknown });
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    expect(await mailCount(unknown)).toBe(0);
    expect(await mailCount(registration.email)).toBeGreaterThan(0);
  });

  it('refuses a link after its hour, and an older link once a newer one was sent', async () => {
    const { registration } = await createSignedInCompany(t.app);
    const forgot = () => new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    await forgot();
    const first = await linkToken(registration.email);
    clock.advance(1000);
    await forgot();
    const second = await linkToken(registration.email);
    expect(second).not.toBe(first);
    const older = await new TestClient(t.app).post('/api/password/reset', { token: first, password: NEW_PASSWORD });
    expect(older.statusCode).toBe(404);

    clock.advance(60 * 60 * 1000 + 1000);
    const late = await new TestClient(t.app).post('/api/password/reset', { token: second, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(404);
    expect((await signIn(registration.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token, and one that is not a token at all, without a stack trace', async () => {
    const madeUp = await new TestClient(t.app).post('/api/password/reset', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(madeUp.statusCode).toBe(404);
    const malformed = await new TestClient(t.app).post('/api/password/reset', {
      token: '../x',
      password: NEW_PASSWORD,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ fields: Record<string, string> }>().fields).toHaveProperty('token');
  });

  it('takes one link once when two resets race with it', async () => {
    const { registration } = await createSignedInCompany(t.app);
    await new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    const token = await linkToken(registration.email);
    const results = await Promise.all(
      ['first racing password 1', 'second racing password 2'].map((password) =>
        new TestClient(t.app).post('/api/password/reset', { token, password }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 404]);
  });

  it('still asks for the second factor after a reset', async () => {
    const { client, registration } = await createSignedInCompany(t.app);
    await turnOnTwoFactor(client, '/api/profile/two-factor', TEST_PASSWORD, clock.now());
    await new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    const token = await linkToken(registration.email);
    expect(
      (await new TestClient(t.app).post('/api/password/reset', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const signedIn = await signIn(registration.email, NEW_PASSWORD);
    expect(signedIn.json()).toMatchObject({ success: false, twoFactorRequired: true });
  });

  it('lets an account locked by failed sign-ins back in once its password is reset', async () => {
    const { registration } = await createSignedInCompany(t.app);
    for (let attempt = 0; attempt < 11; attempt++) await signIn(registration.email, 'wrong password entirely');
    expect((await signIn(registration.email, TEST_PASSWORD)).statusCode).toBe(429);
    await new TestClient(t.app).post('/api/password/forgot', { email: registration.email });
    const token = await linkToken(registration.email);
    await new TestClient(t.app).post('/api/password/reset', { token, password: NEW_PASSWORD });
    expect((await signIn(registration.email, NEW_PASSWORD)).statusCode).toBe(200);
  }, 30_000);
});

describe('throttling', () => {
  it('sends one address at most 3 links an hour, and says the same for an unknown address', async () => {
    const { registration } = await createSignedInCompany(t.app);
    const unknown = `nobody.${randomUUID().slice(0, 8)}@example.test`;
    for (const email of [registration.email, unknown]) {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        codes.push((await new TestClient(t.app).post('/api/password/forgot', { email })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    const mails = await t.deps.database.db
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, registration.email),
          eq(outboundMessages.subject, 'Reset your Foursight password'),
        ),
      );
    expect(mails).toHaveLength(3);
  });

  it('limits one client address, for both asking and resetting', async () => {
    const limited = await buildTestApp({ now: clock.now, env: { PASSWORD_RESET_ADDRESS_LIMIT_PER_HOUR: '3' } });
    try {
      const from = (ip: string) => new TestClient(limited.app, { ip });
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const email = `someone.${randomUUID().slice(0, 8)}@example.test`;
        codes.push((await from('203.0.113.7').post('/api/password/forgot', { email })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const reset = await from('203.0.113.7').post('/api/password/reset', {
        token: 'B'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(429);
      expect(reset.headers['retry-after']).toBeDefined();
      // Another address has its own budget.
      const other = await from('203.0.113.8').post('/api/password/forgot', { email: 'x@example.test' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the platform admin's password", () => {
  it('resets through the admin pair, with a link to the admin pages, and ends the admin sessions', async () => {
    const email = `admin.${randomUUID().slice(0, 8)}@foursight.test`;
    await t.deps.database.db.insert(admins).values({
      email,
      emailKey: normalizeKey(email),
      name: 'Meera Iyer',
      passwordHash: await hashPassword('steady harbour compass 9'),
    });
    const adminConsole = new TestClient(t.app);
    expect(
      (await adminConsole.post('/api/admin/login', { email, password: 'steady harbour compass 9' })).statusCode,
    ).toBe(200);

    // The organisers' pair knows no admin.
    await new TestClient(t.app).post('/api/password/forgot', { email });
    expect(await mailCount(email)).toBe(0);

    const asked = await new TestClient(t.app).post('/api/admin/password/forgot', { email });
    expect(asked.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    const token = await linkToken(email, '/admin/reset-password');
    // An admin's link does not work on the organisers' reset.
    expect(
      (await new TestClient(t.app).post('/api/password/reset', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(404);
    const reset = await new TestClient(t.app).post('/api/admin/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await adminConsole.get('/api/admin/session')).json()).toMatchObject({ authenticated: false });
    const again = await new TestClient(t.app).post('/api/admin/login', { email, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(200);
  });
});
