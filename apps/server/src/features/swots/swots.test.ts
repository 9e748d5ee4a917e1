import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryUser, UserList } from '@foursight/shared/contract/directory';
import type { SwotDetail, SwotSummary } from '@foursight/shared/contract/swots';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { outboundMessages } from '../../db/schema/messages.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import { TestClient, type ClientOptions } from '../../../test/http-client.ts';

const clock = createClock(new Date('2027-03-01T06:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://swot.example.test/' } });
});
afterAll(() => testApp.close());

const schedule = {
  startDate: '2027-03-01',
  startTime: '09:00',
  endDate: '2027-03-15',
  endTime: '18:00',
  timezone: 'Asia/Kolkata',
};

let keyCounter = 0;
function answer(overrides: Record<string, string> = {}) {
  keyCounter += 1;
  return {
    strengths: 'Loyal customers and a strong brand',
    weaknesses: '',
    opportunities: 'Exports to the Gulf',
    threats: 'New low-cost competitors',
    idempotencyKey: `key-${Date.now()}-${keyCounter}-abcdefgh`,
    ...overrides,
  };
}

function visitor(options: ClientOptions = {}) {
  return new TestClient(testApp.app, options);
}

describe('the create, participate, details loop', () => {
  it('invites users, department members and list members once each, with the chosen template', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const add = async (email: string, department: string, phoneNumber = '') =>
      (await client.post('/api/users', { fullName: email.split('@')[0], email, department, phoneNumber })).json<{
        user: DirectoryUser;
      }>().user;
    const asha = await add('asha@acme.test', 'Sales');
    await add('ravi@acme.test', 'Sales');
    const meera = await add('meera@acme.test', 'Finance & Accounting');
    await add('outsider@acme.test', 'Legal');
    const { list } = (
      await client.post('/api/user-lists', { name: 'Board', selectedUsers: [meera.id, asha.id] })
    ).json<{ list: UserList }>();
    const { template } = (
      await client.post('/api/email-templates', {
        name: 'Plain invite',
        subject: '{{organizationName}}: {{swotTitle}}',
        htmlContent: '<p>Dear {{participantName}}, answer at <a href="{{swotLink}}">this link</a> by {{endDate}}.</p>',
        type: 'swot_invitation',
      })
    ).json<{ template: EmailTemplate }>();

    const created = await client.post('/api/swot/create', {
      title: 'FY27 Strategy Review',
      description: 'Where we stand before planning FY27',
      ...schedule,
      participants: { users: [asha.id], departments: ['sales'], lists: [list.id] },
      emailTemplate: template.id,
    });
    expect(created.statusCode).toBe(201);
    const { swot, invitationsQueued } = created.json<{ swot: SwotSummary; invitationsQueued: number }>();
    expect(invitationsQueued).toBe(3);
    expect(swot).toMatchObject({ invitedCount: 3, responseCount: 0, badge: 'Pending', status: 'active' });
    expect(swot.uniqueToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(swot.startsAt).toBe('2027-03-01T03:30:00.000Z');

    const messages = await testApp.deps.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, `${registration.organizationName}: FY27 Strategy Review`));
    expect(messages.map((message) => message.recipient).sort()).toEqual([
      'asha@acme.test',
      'meera@acme.test',
      'ravi@acme.test',
    ]);
    const toRavi = messages.find((message) => message.recipient === 'ravi@acme.test')!;
    // Each person gets a link of their own, not the shared one.
    const ravisLink =
      /Dear ravi, answer at <a href="https:\/\/swot\.example\.test\/participate\/([A-Za-z0-9_-]{32})">/.exec(
        toRavi.htmlBody,
      );
    expect(ravisLink?.[1]).toBeDefined();
    expect(ravisLink?.[1]).not.toBe(swot.uniqueToken);
    expect(toRavi.htmlBody).toContain('15 March 2027, 18:00 (Asia/Kolkata)');

    const link = await visitor().get(`/api/participate/${swot.uniqueToken}`);
    expect(link.json()).toMatchObject({
      success: true,
      status: 'active',
      expired: false,
      not_started: false,
      acceptingResponses: true,
      branding: { name: registration.organizationName },
      swot: { title: 'FY27 Strategy Review', startTime: '09:00', timezone: 'Asia/Kolkata' },
    });

    const submitted = await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer());
    expect(submitted.json()).toEqual({ success: true, message: 'Your SWOT analysis has been submitted successfully' });

    const detail = (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot;
    expect(detail.responseCount).toBe(1);
    expect(detail.responses).toEqual([
      expect.objectContaining({
        strengths: 'Loyal customers and a strong brand',
        weaknesses: '',
        threats: 'New low-cost competitors',
      }),
    ]);
    expect(detail.analytics).toEqual({
      byCategory: { strengths: 1, weaknesses: 0, opportunities: 1, threats: 1 },
      overTime: [{ date: '2027-03-01', count: 1 }],
      responseProgress: 33,
      participationRate: 33,
    });
    const list2 = (await client.get('/api/swot/list')).json<{ analyses: SwotSummary[]; meta: { total: number } }>();
    expect(list2.meta.total).toBe(1);
    expect(list2.analyses[0]).toMatchObject({ id: swot.id, responseCount: 1, badge: 'Active' });
  });

  it('stores a retried submission once', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (await client.post('/api/swot/create', { title: 'Retry', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    const body = answer();
    const first = await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, body);
    const again = await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect((await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot.responseCount).toBe(1);
    expect((await client.get('/api/usage/stats')).json()).toMatchObject({ currentMonthUsage: 1, allowanceUsed: 1 });
  });

  it('refuses a blank submission with the spec message', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (await client.post('/api/swot/create', { title: 'Blank', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    const blank = await visitor().post(
      `/api/participate/${swot.uniqueToken}/submit`,
      answer({ strengths: '  ', opportunities: '', threats: '\n' }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/^Please add your input/);
  });

  it('refuses an answer over 5000 characters, naming the area', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (await client.post('/api/swot/create', { title: 'Long', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    const long = await visitor().post(
      `/api/participate/${swot.uniqueToken}/submit`,
      answer({ threats: 'x'.repeat(5001) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('Threats can be at most 5000 characters.');
  });

  it('answers an unknown link with 404', async () => {
    const response = await visitor().get('/api/participate/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
  });
});

describe('schedule in the SWOT timezone', () => {
  it('is not started before local 09:00, active from it, expired at the local end, around midnight and DST', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const create = async (body: Record<string, string>) =>
      (await client.post('/api/swot/create', { title: 'Timing', ...body })).json<{ swot: SwotSummary }>().swot;
    // New York springs forward at 02:00 on 14 March 2027; the SWOT starts at local midnight that day.
    const newYork = await create({
      startDate: '2027-03-14',
      startTime: '00:00',
      endDate: '2027-03-15',
      endTime: '00:00',
      timezone: 'America/New_York',
    });
    const state = async (token: string, at: string) => {
      clock.set(at);
      return (await visitor().get(`/api/participate/${token}`)).json<{ status: string }>().status;
    };
    try {
      expect(await state(newYork.uniqueToken, '2027-03-14T04:59:59Z')).toBe('not_started'); // 23:59:59 EST
      expect(await state(newYork.uniqueToken, '2027-03-14T05:00:00Z')).toBe('active'); // 00:00 EST
      expect(await state(newYork.uniqueToken, '2027-03-15T03:59:59Z')).toBe('active'); // 23:59:59 EDT
      expect(await state(newYork.uniqueToken, '2027-03-15T04:00:00Z')).toBe('expired'); // 00:00 EDT: 23 hours later

      const submitLate = await visitor().post(`/api/participate/${newYork.uniqueToken}/submit`, answer());
      expect(submitLate.statusCode).toBe(409);
      expect(submitLate.json<{ message: string }>().message).toBe(
        'This SWOT analysis is no longer accepting responses.',
      );

      clock.set('2027-03-13T12:00:00Z');
      const early = await visitor().post(`/api/participate/${newYork.uniqueToken}/submit`, answer());
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toMatch(/has not started yet/);
    } finally {
      clock.set('2027-03-01T06:00:00Z');
    }
  });

  it('refuses an end before the start', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await client.post('/api/swot/create', { title: 'Backwards', ...schedule, endDate: '2027-02-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      endDate: 'The end must be after the start.',
    });
  });

  it('closes early and reopens with a new schedule', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (await client.post('/api/swot/create', { title: 'Close', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    const closed = await client.post(`/api/swot/${swot.id}/close`);
    expect(closed.json<{ swot: SwotSummary }>().swot).toMatchObject({ status: 'completed', badge: 'Expired' });
    expect((await visitor().get(`/api/participate/${swot.uniqueToken}`)).json()).toMatchObject({
      status: 'expired',
      expired: true,
    });
    const reopened = await client.put(`/api/swot/${swot.id}/schedule`, { ...schedule, endDate: '2027-03-31' });
    expect(reopened.json<{ swot: SwotSummary }>().swot).toMatchObject({
      status: 'active',
      endDate: '2027-03-31',
      closedAt: null,
    });
  });
});

describe('tenant isolation', () => {
  it("company B gets 404 for company A's SWOT, and cannot close or reschedule it", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const { swot } = (await a.client.post('/api/swot/create', { title: 'Private', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    expect((await b.client.get(`/api/swot/details/${swot.id}`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/swot/${swot.id}/close`)).statusCode).toBe(404);
    expect((await b.client.put(`/api/swot/${swot.id}/schedule`, schedule)).statusCode).toBe(404);
    expect((await b.client.get('/api/swot/list')).json()).toEqual({ analyses: [], meta: { total: 0 } });
  });

  it('will not invite another company’s people or use its template', async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const { user } = (
      await a.client.post('/api/users', { fullName: 'A person', email: 'a.person@acme.test', department: 'Sales' })
    ).json<{ user: DirectoryUser }>();
    const [aTemplate] = (await a.client.get('/api/email-templates')).json<{ templates: EmailTemplate[] }>().templates;
    const sneaky = await b.client.post('/api/swot/create', {
      title: 'Sneaky',
      ...schedule,
      participants: { users: [user.id], departments: ['Sales'], lists: [] },
    });
    expect(sneaky.json<{ swot: SwotSummary }>().swot.invitedCount).toBe(0);
    const withTheirTemplate = await b.client.post('/api/swot/create', {
      title: 'Sneaky',
      ...schedule,
      emailTemplate: aTemplate!.id,
    });
    expect(withTheirTemplate.statusCode).toBe(400);
  });
});
