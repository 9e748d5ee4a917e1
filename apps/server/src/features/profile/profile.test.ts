import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies, TEST_PASSWORD } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('profile', () => {
  it('refuses anyone signed out', async () => {
    const response = await new TestClient(testApp.app).get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Please sign in to continue.');
  });

  it('shows the account and company details, never the password hash', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({
      email: registration.email,
      organizationName: registration.organizationName,
      officialDomain: registration.officialDomain,
      taxNumber: registration.taxNumber,
      plan: 'free',
    });
    expect(new Date(user.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('saves edits but never the e-mail or the plan', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const response = await client.put('/api/profile', {
      ...registration,
      contactName: 'Asha M. Rao',
      city: 'Mysuru',
      plan: 'enterprise',
      email: 'other@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { contactName: 'Asha M. Rao', city: 'Mysuru', plan: 'free', email: registration.email },
    });
    expect((await client.get('/api/auth/status')).json()).toMatchObject({ user: { contactName: 'Asha M. Rao' } });
  });

  it("cannot take another company's domain or name", async () => {
    const [first, second] = await createTwoCompanies(testApp.app);
    const response = await second.client.put('/api/profile', {
      ...second.registration,
      officialDomain: first.registration.officialDomain,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ fields: object }>().fields).toHaveProperty('officialDomain');
    const unchanged = (await first.client.get('/api/profile')).json<{ user: { officialDomain: string } }>();
    expect(unchanged.user.officialDomain).toBe(first.registration.officialDomain);
  });
});

describe('the organiser’s own language (issue 32)', () => {
  it('is kept on the account: the status check and the next sign-in say it, on any device', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const before = (await client.get('/api/auth/status')).json<{ user: { language?: string } }>();
    expect(before.user.language).toBe('en');

    const saved = await client.put('/api/profile/language', { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, user: { language: 'hi', email: registration.email } });
    expect((await client.get('/api/auth/status')).json()).toMatchObject({ user: { language: 'hi' } });

    const elsewhere = new TestClient(testApp.app);
    const signedIn = await elsewhere.post('/api/login', { email: registration.email, password: TEST_PASSWORD });
    expect(signedIn.json()).toMatchObject({ user: { language: 'hi' } });
  });

  it('takes only a language the app is written in, and only from someone signed in', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const refused = await client.put('/api/profile/language', { language: 'ta' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      language: 'Choose English or हिन्दी',
    });
    expect((await new TestClient(testApp.app).put('/api/profile/language', { language: 'hi' })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('checks the current password on the server', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await client.post('/api/change-password', {
      currentPassword: 'wrong one',
      newPassword: 'new meadow lantern 7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Your current password is incorrect.');
  });

  it('applies the length and match rules', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const short = await client.post('/api/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'abc12' });
    expect(short.json<{ fields: Record<string, string> }>().fields.newPassword).toBe(
      'Password must be at least 8 characters long.',
    );
    const mismatch = await client.post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'new meadow lantern 7',
      confirmPassword: 'new meadow lantern 8',
    });
    expect(mismatch.json<{ message: string }>().message).toBe('New password and confirm password do not match.');
  });

  it('changes it, keeps this session, and ends every other session of the account', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const otherDevice = new TestClient(testApp.app);
    await otherDevice.post('/api/login', { email: registration.email, password: TEST_PASSWORD });
    expect((await otherDevice.get('/api/profile')).statusCode).toBe(200);

    const changed = await client.post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'new meadow lantern 7',
    });
    expect(changed.json()).toEqual({ success: true, message: 'Password changed successfully.' });
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/profile')).statusCode).toBe(401);

    const fresh = new TestClient(testApp.app);
    expect((await fresh.post('/api/login', { email: registration.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await fresh.post('/api/login', { email: registration.email, password: 'new meadow lantern 7' })).statusCode,
    ).toBe(200);
  });
});
