import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED_MESSAGE } from '@foursight/shared/domain/roles';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import {
  createColleague,
  createSignedInAdmin,
  createSignedInCompany,
  createTwoCompanies,
  invitationTokenFor,
  TEST_PASSWORD,
  type SignedInCompany,
} from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { INVITATIONS_PER_COMPANY, INVITATIONS_PER_COMPANY_ADDRESS } from './team-invitations.service.ts';

const clock = createClock(new Date('2031-03-02T09:00:00Z'));
let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  [a, b] = await createTwoCompanies(t.app);
});
afterAll(() => t.close());

const newEmail = () => `colleague.${randomUUID().slice(0, 8)}@example.test`;

async function invite(owner: TestClient, email: string, role = 'viewer') {
  const response = await owner.post('/api/team/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return invitationTokenFor(t.deps.database.db, email);
}

describe('inviting a colleague', () => {
  it('sends a single-use link by e-mail, stores only its hash, and signs the colleague in with their role', async () => {
    const email = newEmail();
    const token = await invite(a.client, email, 'editor');
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url: 256 bits
    const stored = await queryRows<{ token_hash: string }>(
      t.deps.database.db,
      sql`SELECT token_hash FROM colleague_invitations WHERE email = ${email}`,
    );
    expect(stored[0]!.token_hash).not.toContain(token);

    const visitor = new TestClient(t.app);
    const preview = await visitor.get(`/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email, role: 'editor', organizationName: a.registration.organizationName });

    const accepted = await visitor.post(`/api/invitations/${token}/accept`, {
      contactName: 'Kiran Rao',
      password: TEST_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user: { email, role: 'editor' } });
    const status = await visitor.get('/api/auth/status');
    expect(status.json()).toMatchObject({ authenticated: true, user: { email, role: 'editor' } });

    // Single use: the same link again, from anyone, is gone.
    const again = await new TestClient(t.app).post(`/api/invitations/${token}/accept`, {
      contactName: 'Someone Else',
      password: 'another long passphrase 7',
    });
    expect(again.statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/invitations/${token}`)).statusCode).toBe(404);

    // The colleague signs in with their own password, and sees their own company's team.
    const later = new TestClient(t.app);
    expect((await later.post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const team = (await later.get('/api/team')).json<{ members: { email: string; isYou: boolean }[] }>();
    expect(team.members.map((member) => member.email)).toEqual([a.registration.email, email]);
    expect(team.members.find((member) => member.isYou)?.email).toBe(email);
  });

  it('a new invitation to the same address withdraws the earlier link; a withdrawn one is gone', async () => {
    const email = newEmail();
    const first = await invite(a.client, email);
    const second = await invite(a.client, email);
    expect((await new TestClient(t.app).get(`/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/invitations/${second}`)).statusCode).toBe(200);
    const team = (await a.client.get('/api/team')).json<{ invitations: { id: string; email: string }[] }>();
    const open = team.invitations.filter((invitation) => invitation.email === email);
    expect(open).toHaveLength(1);
    expect((await b.client.delete(`/api/team/invitations/${open[0]!.id}`)).statusCode).toBe(404);
    expect((await a.client.delete(`/api/team/invitations/${open[0]!.id}`)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(`/api/invitations/${second}`)).statusCode).toBe(404);
  });

  it('sends one address at most 3 invitations an hour from one company, and counts them in its hourly budget', async () => {
    const { client } = await createSignedInCompany(t.app);
    const again = newEmail();
    for (let round = 0; round < INVITATIONS_PER_COMPANY_ADDRESS.limit; round += 1) await invite(client, again);
    const fourth = await client.post('/api/team/invitations', { email: again, role: 'viewer' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ message: string }>().message).toBe(INVITATIONS_PER_COMPANY_ADDRESS.message);
    const rest = INVITATIONS_PER_COMPANY.limit - INVITATIONS_PER_COMPANY_ADDRESS.limit;
    for (let round = 0; round < rest; round += 1) await invite(client, newEmail());
    const past = await client.post('/api/team/invitations', { email: newEmail(), role: 'viewer' });
    expect(past.statusCode).toBe(429);
    expect(past.json<{ message: string }>().message).toContain('many invitations');
  });

  it('refuses a weak password', async () => {
    const token = await invite(a.client, newEmail());
    const weak = await new TestClient(t.app).post(`/api/invitations/${token}/accept`, {
      contactName: 'Weak',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
  });

  it('only an owner invites', async () => {
    const editor = await createColleague(t.app, t.deps.database.db, a.client, 'editor');
    const response = await editor.client.post('/api/team/invitations', { email: newEmail(), role: 'viewer' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ROLE_REFUSED_MESSAGE });
  });
});

describe('roles', () => {
  it('a viewer reads results but every write is refused with 403; a role change counts at once', async () => {
    const viewer = await createColleague(t.app, t.deps.database.db, a.client, 'viewer');
    expect((await viewer.client.get('/api/swot/list')).statusCode).toBe(200);
    const create = await viewer.client.post('/api/swot/create', {
      title: 'Not allowed',
      description: 'A viewer cannot create',
      startDate: '2031-03-01',
      endDate: '2031-03-09',
      timezone: 'UTC',
    });
    expect(create.statusCode).toBe(403);
    // A viewer still looks after their own sign-in.
    const password = await viewer.client.post('/api/change-password', {
      currentPassword: 'not the password at all',
      newPassword: 'brand new passphrase 99',
      confirmPassword: 'brand new passphrase 99',
    });
    expect(password.statusCode).not.toBe(403);

    const promoted = await a.client.put(`/api/team/members/${viewer.id}/role`, { role: 'editor' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await viewer.client.get('/api/auth/status')).json()).toMatchObject({ user: { role: 'editor' } });
    const allowed = await viewer.client.post('/api/users', {
      fullName: 'Now Allowed',
      email: newEmail(),
      department: 'Sales',
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('the last owner can be neither demoted nor removed; with a second owner, they can', async () => {
    const company = await createSignedInCompany(t.app);
    const team = (await company.client.get('/api/team')).json<{ members: { id: string }[] }>();
    const ownerId = team.members[0]!.id;
    expect((await company.client.put(`/api/team/members/${ownerId}/role`, { role: 'editor' })).statusCode).toBe(409);
    expect((await company.client.delete(`/api/team/members/${ownerId}`)).statusCode).toBe(409);

    const second = await createColleague(t.app, t.deps.database.db, company.client, 'owner');
    const demoted = await second.client.put(`/api/team/members/${ownerId}/role`, { role: 'viewer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await second.client.delete(`/api/team/members/${second.id}`)).statusCode).toBe(409);
  });
});

describe('removing a colleague', () => {
  it('ends their sessions at once: their next request is 401, and they cannot sign in again', async () => {
    const editor = await createColleague(t.app, t.deps.database.db, a.client, 'editor');
    const second = new TestClient(t.app);
    expect((await second.post('/api/login', { email: editor.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await editor.client.get('/api/swot/list')).statusCode).toBe(200);

    const removed = await a.client.delete(`/api/team/members/${editor.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await editor.client.get('/api/swot/list')).statusCode).toBe(401);
    expect((await second.get('/api/swot/list')).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/login', { email: editor.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);

    const audit = await queryRows<{ action: string; actor_id: string }>(
      t.deps.database.db,
      sql`SELECT action, actor_id FROM audit_logs WHERE entity_id = ${editor.id} ORDER BY created_at`,
    );
    expect(audit.map((row) => row.action)).toContain('COLLEAGUE_REMOVED');
  });

  it("company B cannot see, change or remove company A's colleagues", async () => {
    const viewer = await createColleague(t.app, t.deps.database.db, a.client, 'viewer');
    const bTeam = (await b.client.get('/api/team')).json<{ members: { email: string }[] }>();
    expect(bTeam.members.map((member) => member.email)).toEqual([b.registration.email]);
    expect((await b.client.put(`/api/team/members/${viewer.id}/role`, { role: 'owner' })).statusCode).toBe(404);
    expect((await b.client.delete(`/api/team/members/${viewer.id}`)).statusCode).toBe(404);
    expect((await viewer.client.get('/api/auth/status')).json()).toMatchObject({ user: { role: 'viewer' } });
  });
});

describe('the audit log', () => {
  it('shows which person did what', async () => {
    const editor = await createColleague(t.app, t.deps.database.db, a.client, 'editor');
    const made = await editor.client.post('/api/users', {
      fullName: 'Audit Person',
      email: newEmail(),
      department: 'Sales',
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const admin = await createSignedInAdmin(t.app, t.deps.database.db);
    const logs = (await admin.get('/api/admin/audit-logs?action=DIRECTORY_USER_CREATED&limit=50')).json<{
      logs: { actorId: string | null; actorEmail: string | null }[];
    }>().logs;
    expect(logs.find((log) => log.actorId === editor.id)).toMatchObject({ actorEmail: editor.email });
  });
});

// Last: moving the clock 7 days ends every session of the file.
describe('an invitation', () => {
  it('expires after 7 days', async () => {
    const email = newEmail();
    const token = await invite(a.client, email);
    clock.advance(7 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await new TestClient(t.app).get(`/api/invitations/${token}`)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const late = await new TestClient(t.app).post(`/api/invitations/${token}/accept`, {
      contactName: 'Late Comer',
      password: TEST_PASSWORD,
    });
    expect(late.statusCode).toBe(404);
    const joined = await queryRows(t.deps.database.db, sql`SELECT id FROM users WHERE email = ${email}`);
    expect(joined).toEqual([]);
  });
});
