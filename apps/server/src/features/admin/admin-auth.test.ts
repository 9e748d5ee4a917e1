import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeKey } from '@foursight/shared/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { prepareDatabase } from '../../../test/test-database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ADDRESS_LIMIT } from '../../http/sign-in-throttle.ts';
import { adminSignIn, ensureFirstAdmin } from './admin-auth.service.ts';
import { insertAdmin } from './admin.repository.ts';

let testApp: TestApp;
const adminEmail = `admin.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@foursight.test`;
const adminPassword = 'steady harbour compass 9';

beforeAll(async () => {
  testApp = await buildTestApp();
  await insertAdmin(testApp.deps.database.db, {
    email: adminEmail,
    emailKey: normalizeKey(adminEmail),
    name: 'Test Admin',
    passwordHash: await hashPassword(adminPassword),
  });
});
afterAll(() => testApp.close());

async function signedInAdmin(): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  const response = await client.post('/api/admin/login', { email: adminEmail, password: adminPassword });
  expect(response.statusCode).toBe(200);
  return client;
}

describe('admin sign-in', () => {
  it('signs a platform admin in with an admin session', async () => {
    const client = new TestClient(testApp.app);
    const response = await client.post('/api/admin/login', { email: adminEmail, password: adminPassword });
    expect(response.json()).toMatchObject({ success: true, user: { email: adminEmail, role: 'super_admin' } });
    expect(response.cookies.find((cookie) => cookie.name === 'fs_admin_session')).toMatchObject({ httpOnly: true });
    expect((await client.get('/api/admin/session')).json()).toMatchObject({
      authenticated: true,
      user: { email: adminEmail },
    });
    expect(response.body).not.toContain('argon2');
  });

  it('refuses wrong credentials with the spec message', async () => {
    const response = await new TestClient(testApp.app).post('/api/admin/login', {
      email: adminEmail,
      password: 'nope nope',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Invalid credentials');
  });

  it('checks at most 10 of 40 simultaneous wrong passwords from one address, the rest answer 429', async () => {
    const attacker = new TestClient(testApp.app, { ip: '203.0.113.41' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        attacker.post('/api/admin/login', { email: adminEmail, password: `parallel guess ${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401 || status === 429)).toHaveLength(40);
    const elsewhere = new TestClient(testApp.app, { ip: '198.51.100.41' });
    expect((await elsewhere.post('/api/admin/login', { email: adminEmail, password: adminPassword })).statusCode).toBe(
      200,
    );
  }, 30_000);

  it('checks the e-mail format', async () => {
    const response = await new TestClient(testApp.app).post('/api/admin/login', { email: 'admin', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('email: Please enter a valid email address');
  });

  it('does not accept an organiser account', async () => {
    const { registration } = await createSignedInCompany(testApp.app);
    const response = await new TestClient(testApp.app).post('/api/admin/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the admin session at logout', async () => {
    const client = await signedInAdmin();
    const copy = new TestClient(testApp.app, { cookie: client.cookie! });
    await client.post('/api/admin/logout');
    expect((await copy.get('/api/admin/session')).json()).toEqual({ authenticated: false, user: null });
  });
});

/** An address of this test's own: on PostgreSQL every test file shares the failures table. */
const ownAddress = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;

/** A full address budget of failed sign-ins at `path`, each for a different unknown e-mail (no per-account waits). */
async function spendAddressBudget(client: TestClient, path: string): Promise<void> {
  for (let batch = 0; batch < ADDRESS_LIMIT.failures; batch += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, ADDRESS_LIMIT.failures - batch) }, (_, index) =>
        client.post(path, {
          email: `probe.${batch + index}.${randomBytes(3).toString('hex')}@example.test`,
          password: 'x',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 401));
  }
}

describe('sign-in budgets per audience', () => {
  it('a full address budget of failed organiser sign-ins leaves the admin free to sign in from that address', async () => {
    const shared = new TestClient(testApp.app, { ip: ownAddress() });
    await spendAddressBudget(shared, '/api/login');
    // The organisers' budget of this address is spent...
    expect((await shared.post('/api/login', { email: 'one-more@example.test', password: 'x' })).statusCode).toBe(429);
    // ...and the admin's is untouched.
    const admin = await shared.post('/api/admin/login', { email: adminEmail, password: adminPassword });
    expect(admin.statusCode, admin.body).toBe(200);
  }, 60_000);

  it("the admin's own address budget still locks after its limit, and leaves organisers free", async () => {
    const { registration } = await createSignedInCompany(testApp.app);
    const shared = new TestClient(testApp.app, { ip: ownAddress() });
    await spendAddressBudget(shared, '/api/admin/login');
    const locked = await shared.post('/api/admin/login', { email: adminEmail, password: adminPassword });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const organiser = await shared.post('/api/login', { email: registration.email, password: registration.password });
    expect(organiser.statusCode, organiser.body).toBe(200);
  }, 60_000);
});

describe('every admin route is checked on the server', () => {
  const paths = ['/api/admin/dashboard-stats', '/api/admin/companies'];

  it.each(paths)('%s refuses an anonymous caller with 401', async (path) => {
    const response = await new TestClient(testApp.app).get(path);
    expect(response.statusCode).toBe(401);
  });

  it.each(paths)('%s refuses a signed-in organiser with 403', async (path) => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await client.get(path);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
  });

  it('lets a signed-in admin through the guard', async () => {
    const client = await signedInAdmin();
    expect((await client.get('/api/admin/companies')).statusCode).toBe(200);
  });

  it('answers a path that is no route with the same 404 whoever asks, so it reveals nothing', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const answers = await Promise.all(
      [new TestClient(testApp.app), client, await signedInAdmin()].map((caller) =>
        caller.get('/api/admin/anything-at-all'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
  });
});

describe('first admin at first start', () => {
  it('is created once with a generated password that signs in, and never again', async () => {
    const client = await PGlite.create();
    const database = await openDatabase({ kind: 'pglite', client });
    await prepareDatabase(database);
    const deps = {
      config: loadConfig({ ADMIN_EMAIL: 'owner@platform.test' }),
      database,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
    } as unknown as AppDeps; // the queue is not needed to create an admin
    const first = await ensureFirstAdmin(deps);
    expect(first).toMatchObject({ created: true, email: 'owner@platform.test' });
    expect(first.generatedPassword?.length).toBeGreaterThanOrEqual(20);
    const second = await ensureFirstAdmin(deps);
    expect(second).toEqual({ created: false, email: 'owner@platform.test' });
    await expect(
      adminSignIn(deps, 'owner@platform.test', first.generatedPassword!, '127.0.0.1'),
    ).resolves.toMatchObject({
      user: { email: 'owner@platform.test' },
    });
    await database.close();
  });
});
