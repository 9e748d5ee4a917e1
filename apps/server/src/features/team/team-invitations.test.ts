import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import {
  createColleague,
  createSignedInCompany,
  invitationTokenFor,
  TEST_PASSWORD,
  type SignedInCompany,
} from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { INVITATIONS_PER_ADDRESS, INVITATIONS_PER_COMPANY } from './team-invitations.service.ts';

// A minute past the hour, so one test's invitations never straddle two rate-limit windows.
const clock = createClock(new Date('2031-04-07T10:01:00Z'));
let t: TestApp;
/** A company whose owner's address already signs in to Foursight. */
let elsewhere: SignedInCompany;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  elsewhere = await createSignedInCompany(t.app);
});
afterAll(() => t.close());

const newEmail = () => `colleague.${randomUUID().slice(0, 8)}@example.test`;
const inviteOf = (owner: TestClient, email: string) => owner.post('/api/team/invitations', { email, role: 'viewer' });

/** What the inviter reads, with the parts that differ between any two invitations (address, id, times) blanked. */
function seenByInviter(response: LightMyRequestResponse, email: string) {
  const body = response.json<{ message: string; invitation: Record<string, unknown> }>();
  return {
    status: response.statusCode,
    body: {
      ...body,
      message: body.message.replaceAll(email, '<e-mail>'),
      invitation: { ...body.invitation, id: '<id>', email: '<e-mail>', createdAt: '<time>', expiresAt: '<time>' },
    },
    sameAddress: body.invitation.email === email,
  };
}

describe('an invitation tells the inviter nothing about other companies', () => {
  it('answers an address that signs in to another company exactly as a fresh address', async () => {
    const { client } = await createSignedInCompany(t.app);
    const fresh = newEmail();
    const taken = elsewhere.registration.email;
    const toFresh = await inviteOf(client, fresh);
    const toTaken = await inviteOf(client, taken);
    expect(toFresh.statusCode, toFresh.body).toBe(201);
    expect(seenByInviter(toTaken, taken)).toEqual(seenByInviter(toFresh, fresh));
    const team = (await client.get('/api/team')).json<{ invitations: { email: string }[] }>();
    expect(team.invitations.map((invitation) => invitation.email).sort()).toEqual([fresh, taken].sort());
  });

  it('tells the person accepting that their address already signs in elsewhere, and creates nothing', async () => {
    const { client } = await createSignedInCompany(t.app);
    const taken = elsewhere.registration.email;
    expect((await inviteOf(client, taken)).statusCode).toBe(201);
    const token = await invitationTokenFor(t.deps.database.db, taken);

    const visitor = new TestClient(t.app);
    const preview = await visitor.get(`/api/invitations/${token}`);
    expect(preview.statusCode).toBe(409);
    expect(preview.json<{ code: string }>().code).toBe('CONFLICT');
    expect(preview.json<{ message: string }>().message).toMatch(/already signs in to Foursight/);
    const accept = await visitor.post(`/api/invitations/${token}/accept`, {
      contactName: 'Second Account',
      password: TEST_PASSWORD,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json<{ code: string }>().code).toBe('CONFLICT');
    expect(accept.json<{ message: string }>().message).toMatch(/already signs in to Foursight/);
    expect(accept.cookies).toEqual([]);

    const accounts = await queryRows<{ company_id: string }>(
      t.deps.database.db,
      sql`SELECT company_id FROM users WHERE email = ${taken}`,
    );
    expect(accounts).toHaveLength(1);
    // The inviter still sees an open invitation, like any other not yet accepted.
    const team = (await client.get('/api/team')).json<{ invitations: { email: string }[] }>();
    expect(team.invitations.map((invitation) => invitation.email)).toEqual([taken]);
  });

  it('refuses, clearly, to invite someone who is already in the same team', async () => {
    const owner = await createSignedInCompany(t.app);
    const colleague = await createColleague(t.app, t.deps.database.db, owner.client, 'editor');
    for (const email of [owner.registration.email, colleague.email.toUpperCase()]) {
      const again = await inviteOf(owner.client, email);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ code: string }>().code).toBe('CONFLICT');
      expect(again.json<{ message: string }>().message).toMatch(/already in your team/);
    }
  });
});

describe('invitation limits, counted in the database', () => {
  it('refuses a company past its hourly budget with 429 and Retry-After, whatever the address', async () => {
    const { client } = await createSignedInCompany(t.app);
    for (let sent = 0; sent < INVITATIONS_PER_COMPANY.limit; sent += 1) {
      expect((await inviteOf(client, newEmail())).statusCode).toBe(201);
    }
    for (const email of [newEmail(), elsewhere.registration.email]) {
      const refused = await inviteOf(client, email);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: INVITATIONS_PER_COMPANY.message });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
  }, 60_000);

  it('refuses one address invited by many companies past its hourly budget, and the next hour opens again', async () => {
    const email = newEmail();
    for (let company = 0; company < INVITATIONS_PER_ADDRESS.limit; company += 1) {
      const { client } = await createSignedInCompany(t.app);
      expect((await inviteOf(client, email)).statusCode).toBe(201);
    }
    const { client: late, registration } = await createSignedInCompany(t.app);
    const refused = await inviteOf(late, email);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: INVITATIONS_PER_ADDRESS.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await inviteOf(late, newEmail())).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000);
    // A new sign-in: the hour also ended the owner's idle session.
    await late.post('/api/login', { email: registration.email, password: registration.password });
    expect((await inviteOf(late, email)).statusCode).toBe(201);
  }, 120_000);
});
