import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { registrationFor } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
// On the hour, so a test's hits never straddle two windows.
const clock = createClock(new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000));

beforeAll(async () => {
  // Empty means "not set": the shipped defaults (10 registrations, 60 checks an hour), which the test builder turns off.
  testApp = await buildTestApp({
    now: clock.now,
    env: { REGISTER_ADDRESS_LIMIT_PER_HOUR: '', CHECK_DUPLICATE_ADDRESS_LIMIT_PER_HOUR: '' },
  });
});
afterAll(() => testApp.close());

/** An address of this test's own: on PostgreSQL every test file shares the counters' table. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const client = (ip: string) => new TestClient(testApp.app, { ip });

describe('availability checks per address', () => {
  it('answers 60 checks an hour from one address, then 429 with Retry-After; other addresses are unaffected', async () => {
    const form = client(address());
    for (let check = 0; check < 60; check += 1) {
      const answer = await form.post('/api/check-duplicate', { field: 'email', value: `person${check}@example.test` });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await form.post('/api/check-duplicate', { field: 'email', value: 'one-more@example.test' });
    expect(refused.statusCode).toBe(429);
    // A RegExp inside toMatchObject matches any value (it has no own keys to compare): the message is checked apart.
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(refused.json<{ message: string }>().message).toMatch(/Too many availability checks/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const neighbour = await client(address()).post('/api/check-duplicate', { field: 'email', value: 'a@example.test' });
    expect(neighbour.statusCode).toBe(200);
  }, 30_000);

  it('counts in the database atomically: of 80 simultaneous checks exactly 60 are answered', async () => {
    const form = client(address());
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, check) =>
        form.post('/api/check-duplicate', { field: 'organizationName', value: `Org ${check}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  }, 30_000);
});

describe('registrations per address', () => {
  it('takes 10 registrations an hour from one address, refuses the 11th, and another address still registers', async () => {
    const office = client(address());
    for (let registration = 0; registration < 10; registration += 1) {
      expect((await office.post('/api/register', registrationFor())).statusCode).toBe(201);
    }
    const refused = await office.post('/api/register', registrationFor());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many registration attempts from your network. Please wait up to an hour and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client(address()).post('/api/register', registrationFor())).statusCode).toBe(201);
  }, 60_000);

  it('counts refused registrations too (a taken e-mail is an attempt), and opens again in the next hour', async () => {
    const office = client(address());
    const taken = registrationFor();
    expect((await office.post('/api/register', taken)).statusCode).toBe(201);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await office.post('/api/register', registrationFor({ email: taken.email }))).statusCode).toBe(409);
    }
    expect((await office.post('/api/register', registrationFor())).statusCode).toBe(429);
    clock.advance(60 * 60 * 1000);
    expect((await office.post('/api/register', registrationFor())).statusCode).toBe(201);
  }, 60_000);
});
