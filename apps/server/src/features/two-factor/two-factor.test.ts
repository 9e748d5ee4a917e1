import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, TEST_PASSWORD } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { totpCode, turnOnTwoFactor } from '../../../test/two-factor.ts';

let testApp: TestApp;
const clock = createClock();
const BASE = '/api/profile/two-factor';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

/** A wrong code that is still six digits. */
const offByOne = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function rowsOf(email: string) {
  const db = testApp.deps.database.db;
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE email_key = ${email.toLowerCase()}`,
  );
  const authenticators = await queryRows<{ secret_sealed: string; enabled_at: Date | null; last_used_step: string }>(
    db,
    sql`SELECT secret_sealed, enabled_at, last_used_step FROM two_factor_authenticators WHERE subject_id = ${user!.id}`,
  );
  const codes = await queryRows<{ code_hash: string; used_at: Date | null }>(
    db,
    sql`SELECT code_hash, used_at FROM two_factor_recovery_codes WHERE subject_id = ${user!.id}`,
  );
  return { authenticators, codes };
}

describe('turning two-factor on', () => {
  it('is off for a new account, and only the organiser may ask', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    expect((await client.get(BASE)).json()).toEqual({
      success: true,
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesRemaining: 0 },
    });
    expect((await new TestClient(testApp.app).get(BASE)).statusCode).toBe(401);
  });

  it('asks for the password before showing a secret', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const wrong = await client.post(`${BASE}/setup`, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: 'Incorrect password.' } });
  });

  it('shows a QR code drawn on the server and the secret as text, then turns on with the current code', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const setup = await client.post(`${BASE}/setup`, { password: TEST_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode } = setup.json<{ secret: string; qrCode: string }>();
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);
    // Pending until confirmed: signing in still needs only the password.
    expect((await client.get(BASE)).json()).toMatchObject({ twoFactor: { enabled: false } });

    const current = await totpCode(secret, clock.now());
    const wrong = await client.post(`${BASE}/enable`, { code: offByOne(current) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'That code did not match.' } });

    const enabled = await client.post(`${BASE}/enable`, { code: await totpCode(secret, clock.now()) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = (await client.get(BASE)).json<{ twoFactor: { enabled: boolean; recoveryCodesRemaining: number } }>();
    expect(status.twoFactor).toMatchObject({ enabled: true, recoveryCodesRemaining: 10 });
    const again = await client.post(`${BASE}/setup`, { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the secret only sealed and the recovery codes only hashed, and never sends the secret again', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const { secret, recoveryCodes } = await turnOnTwoFactor(client, BASE, TEST_PASSWORD, clock.now());
    const plain = secret.replace(/\s+/g, '');
    const { authenticators, codes } = await rowsOf(registration.email);
    expect(authenticators).toHaveLength(1);
    expect(authenticators[0]!.secret_sealed).toMatch(/^v1\./);
    expect(authenticators[0]!.secret_sealed).not.toContain(plain);
    expect(testApp.deps.secrets.open(authenticators[0]!.secret_sealed)).toBe(plain);
    expect(codes).toHaveLength(10);
    for (const { code_hash: hash } of codes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(codes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    const answers = [
      await client.get(BASE),
      await client.get('/api/profile'),
      await client.get('/api/auth/status'),
      await client.post(`${BASE}/setup`, { password: TEST_PASSWORD }),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain(plain);
      expect(answer.body).not.toContain(secret);
    }
  });

  it('refuses the enabling code a second time (its step is recorded as used)', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const setup = await client.post(`${BASE}/setup`, { password: TEST_PASSWORD });
    const { secret } = setup.json<{ secret: string }>();
    const code = await totpCode(secret, clock.now());
    const answers = await Promise.all([
      client.post(`${BASE}/enable`, { code }),
      client.post(`${BASE}/enable`, { code }),
    ]);
    // One turns it on; the other is refused: 409 when it reads the row after, 400 when it raced to the same step.
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(200);
    expect([400, 409]).toContain(second);
  });
});

describe('turning two-factor off and replacing recovery codes', () => {
  it('turns off only with the password and a current code, and signing in then needs only the password', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const { secret } = await turnOnTwoFactor(client, BASE, TEST_PASSWORD, clock.now());
    const next = await totpCode(secret, clock.now(), 1);

    const wrongPassword = await client.post(`${BASE}/disable`, { password: 'nope nope', code: next });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ fields: { password: 'Incorrect password.' } });
    const noCode = await client.post(`${BASE}/disable`, { password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const wrongCode = await client.post(`${BASE}/disable`, { password: TEST_PASSWORD, code: offByOne(next) });
    expect(wrongCode.statusCode).toBe(400);

    const off = await client.post(`${BASE}/disable`, { password: TEST_PASSWORD, code: next });
    expect(off.json()).toEqual({ success: true, message: 'Two-factor authentication is off.' });
    expect((await client.get(BASE)).json()).toMatchObject({ twoFactor: { enabled: false, recoveryCodesRemaining: 0 } });
    expect(await rowsOf(registration.email)).toEqual({ authenticators: [], codes: [] });

    const login = await new TestClient(testApp.app).post('/api/login', {
      email: registration.email,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toMatchObject({ success: true, user: { email: registration.email } });
  });

  it('turns off with a recovery code instead of a code', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { recoveryCodes } = await turnOnTwoFactor(client, BASE, TEST_PASSWORD, clock.now());
    const off = await client.post(`${BASE}/disable`, {
      password: TEST_PASSWORD,
      recoveryCode: recoveryCodes[3]!.toUpperCase(),
    });
    expect(off.statusCode).toBe(200);
  });

  it('replaces the recovery codes: the new ones are shown once, the old ones stop working', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { recoveryCodes } = await turnOnTwoFactor(client, BASE, TEST_PASSWORD, clock.now());
    const renewed = await client.post(`${BASE}/recovery-codes`, {
      password: TEST_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await client.get(BASE)).json()).toMatchObject({ twoFactor: { recoveryCodesRemaining: 10 } });
    const old = await client.post(`${BASE}/disable`, { password: TEST_PASSWORD, recoveryCode: recoveryCodes[1] });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ fields: { recoveryCode: expect.any(String) as string } });
  });
});
