import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, TEST_PASSWORD } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { totpCode, turnOnTwoFactor, type EnabledTwoFactor } from '../../../test/two-factor.ts';

let testApp: TestApp;
const clock = createClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

const offByOne = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** An address of the test's own, so throttle counts never mix between tests. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A company whose owner turned two-factor on; returns its e-mail, secret and recovery codes. */
async function accountWithTwoFactor(): Promise<EnabledTwoFactor & { email: string }> {
  const { client, registration } = await createSignedInCompany(testApp.app);
  const enabled = await turnOnTwoFactor(client, '/api/profile/two-factor', TEST_PASSWORD, clock.now());
  return { ...enabled, email: registration.email };
}

/** A fresh browser that got through the password step. */
async function passwordStep(email: string, ip = address()): Promise<TestClient> {
  const browser = new TestClient(testApp.app, { ip });
  const answer = await browser.post('/api/login', { email, password: TEST_PASSWORD });
  expect(answer.json()).toEqual({
    success: false,
    user: null,
    twoFactorRequired: true,
    message: 'Enter the 6-digit code from your authenticator app.',
  });
  return browser;
}

const status = async (client: TestClient) =>
  (await client.get('/api/auth/status')).json<{ authenticated: boolean }>().authenticated;

describe('signing in with two-factor on', () => {
  it('gives no session for the password alone, only a short-lived strict challenge cookie', async () => {
    const { email } = await accountWithTwoFactor();
    const browser = new TestClient(testApp.app);
    const answer = await browser.post('/api/login', { email, password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: false, twoFactorRequired: true, user: null });
    expect(answer.cookies.find((cookie) => cookie.name === 'fs_session')).toBeUndefined();
    expect(answer.cookies.find((cookie) => cookie.name === 'fs_sign_in_challenge')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login/two-factor',
      maxAge: 300,
    });
    expect(await status(browser)).toBe(false);
    expect((await browser.get('/api/profile')).statusCode).toBe(401);
  });

  it('starts the session after the code (the next step is accepted too), answering like a login', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const browser = await passwordStep(email);
    // The enabling code used this step; the app's next code is within the one-step tolerance.
    const answer = await browser.post('/api/login/two-factor', { code: await totpCode(secret, clock.now(), 1) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, user: { email }, message: 'Signed in successfully.' });
    expect(answer.cookies.find((cookie) => cookie.name === 'fs_session')).toMatchObject({ httpOnly: true });
    expect(await status(browser)).toBe(true);
    // The challenge is used up.
    expect((await browser.post('/api/login/two-factor', { code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a wrong code and counts it with the password failures: 10 from one address, then 429', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const ip = address();
    const [before] = await queryRows<{ n: number }>(
      testApp.deps.database.db,
      sql`SELECT count(*)::int AS n FROM sign_in_failures WHERE email_key = ${email.toLowerCase()}`,
    );
    const good = await totpCode(secret, clock.now(), 1);
    let browser = await passwordStep(email, ip);
    const wrong = await browser.post('/api/login/two-factor', { code: offByOne(good) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED', fields: { code: 'That code is not right.' } });
    expect(await status(browser)).toBe(false);
    const [after] = await queryRows<{ n: number }>(
      testApp.deps.database.db,
      sql`SELECT count(*)::int AS n FROM sign_in_failures WHERE email_key = ${email.toLowerCase()}`,
    );
    // The password step's attempt and the wrong code both stay counted until a sign-in completes.
    expect(after!.n - before!.n).toBe(2);

    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      browser = await passwordStep(email, ip);
      statuses.push((await browser.post('/api/login/two-factor', { code: offByOne(good) })).statusCode);
    }
    // 2 + 4 rounds of 2 = 10 attempts: the next one from this address is refused before anything is checked.
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(
      (await new TestClient(testApp.app, { ip }).post('/api/login', { email, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    // The owner elsewhere still gets in, and that clears nothing of the attacker's address.
    const owner = await passwordStep(email);
    expect((await owner.post('/api/login/two-factor', { code: good })).statusCode).toBe(200);
  }, 30_000);

  it('takes at most 20 app codes an hour for one account from all addresses together; recovery codes still work', async () => {
    const { email, secret, recoveryCodes } = await accountWithTwoFactor();
    const good = await totpCode(secret, clock.now(), 1);
    for (let spread = 0; spread < 4; spread += 1) {
      const browser = await passwordStep(email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await browser.post('/api/login/two-factor', { code: offByOne(good) })).statusCode).toBe(401);
      }
    }
    const browser = await passwordStep(email);
    const capped = await browser.post('/api/login/two-factor', { code: good });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<{ message: string }>().message).toMatch(/use a recovery code/);
    expect((await browser.post('/api/login/two-factor', { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
  }, 30_000);

  it('allows at most 5 tries per challenge, then the person starts again', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const browser = await passwordStep(email);
    const good = await totpCode(secret, clock.now(), 1);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await browser.post('/api/login/two-factor', { code: offByOne(good) });
      expect(answer.json<{ fields?: object }>().fields).toBeDefined();
    }
    const sixth = await browser.post('/api/login/two-factor', { code: good });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Too many attempts. Please enter your email and password again.',
    });
    expect(await status(browser)).toBe(false);
  }, 30_000);

  it('refuses a code a second time (replay), even in another browser', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const code = await totpCode(secret, clock.now(), 1);
    const first = await passwordStep(email);
    expect((await first.post('/api/login/two-factor', { code })).statusCode).toBe(200);
    const second = await passwordStep(email);
    const replay = await second.post('/api/login/two-factor', { code });
    expect(replay.statusCode).toBe(401);
    expect(await status(second)).toBe(false);
    // An older step than the last one used is refused too.
    const older = await second.post('/api/login/two-factor', { code: await totpCode(secret, clock.now()) });
    expect(older.statusCode).toBe(401);
  });

  it('lets exactly one of two simultaneous sign-ins with the same code through', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const code = await totpCode(secret, clock.now(), 1);
    const [a, b] = [await passwordStep(email), await passwordStep(email)];
    const answers = await Promise.all([a, b].map((browser) => browser.post('/api/login/two-factor', { code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a recovery code once', async () => {
    const { email, recoveryCodes } = await accountWithTwoFactor();
    const first = await passwordStep(email);
    const used = await first.post('/api/login/two-factor', { recoveryCode: ` ${recoveryCodes[0]!.toUpperCase()} ` });
    expect(used.json()).toMatchObject({ success: true, user: { email } });
    expect((await first.get('/api/profile/two-factor')).json()).toMatchObject({
      twoFactor: { enabled: true, recoveryCodesRemaining: 9 },
    });
    const second = await passwordStep(email);
    const again = await second.post('/api/login/two-factor', { recoveryCode: recoveryCodes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ fields: { recoveryCode: expect.any(String) as string } });
  });

  it('refuses the code step without a challenge, with an expired one, and with a malformed code', async () => {
    const { email, secret } = await accountWithTwoFactor();
    const stranger = new TestClient(testApp.app);
    const none = await stranger.post('/api/login/two-factor', { code: '123456' });
    expect(none.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Your sign-in has expired. Please enter your email and password again.',
    });
    const browser = await passwordStep(email);
    expect((await browser.post('/api/login/two-factor', { code: '12345' })).statusCode).toBe(400);
    clock.advance(5 * 60 * 1000 + 1000);
    const late = await browser.post('/api/login/two-factor', { code: await totpCode(secret, clock.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json<{ message: string }>().message).toMatch(/expired/);
  });

  it("does not take an organiser's challenge on the admin code step", async () => {
    const { email, secret } = await accountWithTwoFactor();
    const browser = await passwordStep(email);
    const answer = await browser.post('/api/admin/login/two-factor', { code: await totpCode(secret, clock.now(), 1) });
    expect(answer.statusCode).toBe(401);
    expect(await status(browser)).toBe(false);
  });
});
