import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInAdmin, createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { totpCode, turnOnTwoFactor } from '../../../test/two-factor.ts';

let testApp: TestApp;
const clock = createClock();
const BASE = '/api/admin/two-factor';
/** The password createSignedInAdmin gives its admins. */
const PASSWORD = 'steady harbour compass 9';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

/** A new admin, signed in (the factory's password); the e-mail read back from the session. */
async function signedInAdmin(): Promise<{ client: TestClient; email: string }> {
  const client = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
  const { user } = (await client.get('/api/admin/session')).json<{ user: { email: string } }>();
  return { client, email: user.email };
}

describe('two-factor for the platform admin', () => {
  it('turns on from the console with the same flow, and is its own: organisers cannot reach it', async () => {
    const { client } = await signedInAdmin();
    expect((await client.get(BASE)).json()).toMatchObject({ twoFactor: { enabled: false } });
    await turnOnTwoFactor(client, BASE, PASSWORD, clock.now());
    expect((await client.get(BASE)).json()).toMatchObject({ twoFactor: { enabled: true, recoveryCodesRemaining: 10 } });
    // The admin's own two-factor is not an organiser's: the profile route does not see it.
    expect((await client.get('/api/profile/two-factor')).statusCode).toBe(401);
    const { client: organiser } = await createSignedInCompany(testApp.app);
    expect((await organiser.get(BASE)).statusCode).toBe(403);
  });

  it('asks for the code after the password, and only then starts the admin session', async () => {
    const { client, email } = await signedInAdmin();
    const { secret, recoveryCodes } = await turnOnTwoFactor(client, BASE, PASSWORD, clock.now());

    const browser = new TestClient(testApp.app);
    const step = await browser.post('/api/admin/login', { email, password: PASSWORD });
    expect(step.json()).toEqual({
      success: false,
      user: null,
      twoFactorRequired: true,
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(step.cookies.find((cookie) => cookie.name === 'fs_admin_session')).toBeUndefined();
    expect(step.cookies.find((cookie) => cookie.name === 'fs_admin_sign_in_challenge')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/admin/login/two-factor',
    });
    expect((await browser.get('/api/admin/session')).json()).toEqual({ authenticated: false, user: null });
    expect((await browser.get('/api/admin/companies')).statusCode).toBe(401);
    // An organiser's code step does not take an admin's challenge.
    expect(
      (await browser.post('/api/login/two-factor', { code: await totpCode(secret, clock.now(), 1) })).statusCode,
    ).toBe(401);

    const wrong = await browser.post('/api/admin/login/two-factor', { recoveryCode: 'aaaaa-aaaaa' });
    expect(wrong.statusCode).toBe(401);
    const done = await browser.post('/api/admin/login/two-factor', { code: await totpCode(secret, clock.now(), 1) });
    expect(done.json()).toMatchObject({ success: true, user: { email, role: 'super_admin' } });
    expect((await browser.get('/api/admin/session')).json()).toMatchObject({ authenticated: true });

    const again = new TestClient(testApp.app);
    await again.post('/api/admin/login', { email, password: PASSWORD });
    expect((await again.post('/api/admin/login/two-factor', { recoveryCode: recoveryCodes[9] })).statusCode).toBe(200);
  });

  it('turns off with the password and a code; signing in then needs only the password', async () => {
    const { client, email } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(client, BASE, PASSWORD, clock.now());
    const wrong = await client.post(`${BASE}/disable`, {
      password: 'not it at all',
      code: await totpCode(secret, clock.now(), 1),
    });
    expect(wrong.statusCode).toBe(400);
    const off = await client.post(`${BASE}/disable`, {
      password: PASSWORD,
      code: await totpCode(secret, clock.now(), 1),
    });
    expect(off.statusCode).toBe(200);
    const login = await new TestClient(testApp.app).post('/api/admin/login', { email, password: PASSWORD });
    expect(login.json()).toMatchObject({ success: true, user: { email } });
  });
});
