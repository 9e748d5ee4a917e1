import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantsOverview, SwotSummary } from '@foursight/shared/contract/swots';
import { outboundMessages } from '../../db/schema/messages.ts';
import { swotInvitees } from '../../db/schema/swots.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { TestClient as Visitor } from '../../../test/http-client.ts';

const clock = createClock(new Date('2027-03-02T06:00:00.000Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://swot.example.test/' } });
});
afterAll(() => testApp.close());

const schedule = { startDate: '2027-03-01', endDate: '2027-03-15', timezone: 'Asia/Kolkata' };
let counter = 0;

/** People per department (`{ Sales: 5 }`), a SWOT inviting all of them, and each person's personal link. */
async function swotWithPeople(client: TestClient, departments: Record<string, number>) {
  const tag = `${++counter}${Math.random().toString(36).slice(2, 7)}`;
  for (const [department, count] of Object.entries(departments)) {
    for (let index = 0; index < count; index += 1) {
      const email = `${department.toLowerCase()}.${index}.${tag}@acme.test`;
      const added = await client.post('/api/users', { fullName: `${department} Person${index}`, email, department });
      expect(added.statusCode).toBe(201);
    }
  }
  const title = `Participants ${tag}`;
  const created = await client.post('/api/swot/create', {
    title,
    ...schedule,
    participants: { users: [], departments: Object.keys(departments), lists: [] },
  });
  expect(created.statusCode).toBe(201);
  const { swot } = created.json<{ swot: SwotSummary }>();
  const messages = await testApp.deps.database.db
    .select({ recipient: outboundMessages.recipient, text: outboundMessages.textBody })
    .from(outboundMessages)
    .where(like(outboundMessages.textBody, `%${title}%`));
  const links = new Map(
    messages.map((message) => [message.recipient, /\/participate\/([A-Za-z0-9_-]+)/.exec(message.text)![1]!]),
  );
  return {
    swot,
    links,
    emailOf: (department: string, index: number) => `${department.toLowerCase()}.${index}.${tag}@acme.test`,
  };
}

async function answer(token: string) {
  const response = await new Visitor(testApp.app).post(`/api/participate/${token}/submit`, {
    strengths: 'Clear goals',
    idempotencyKey: `participants-${++counter}-abcdefghijkl`,
  });
  expect(response.statusCode).toBe(200);
}

async function overview(client: TestClient, swotId: string): Promise<ParticipantsOverview> {
  const response = await client.get(`/api/swot/${swotId}/participants`);
  expect(response.statusCode).toBe(200);
  return response.json<{ overview: ParticipantsOverview }>().overview;
}

/** Settings → Privacy: per-person answered status on or off (the threshold as it is by default). */
async function showWhoAnswered(client: TestClient, on: boolean) {
  const saved = await client.post('/api/settings', { privacy: { anonymityThreshold: 5, showWhoAnswered: on } });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<{ settings: { privacy: unknown } }>().settings.privacy).toEqual({
    anonymityThreshold: 5,
    showWhoAnswered: on,
  });
}

async function sentTo(email: string) {
  return testApp.deps.database.db
    .select({ text: outboundMessages.textBody })
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, email));
}

describe('participants of a SWOT', () => {
  it('lists invited, delivered, opened, responded and bounced, and never which answer is whose', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 5 });
    const db = testApp.deps.database.db;
    const invitees = await db.select().from(swotInvitees).where(eq(swotInvitees.swotId, swot.id));
    const byEmail = new Map(invitees.map((row) => [row.email, row]));
    await db
      .update(outboundMessages)
      .set({ status: 'sent' })
      .where(eq(outboundMessages.id, byEmail.get(emailOf('Sales', 1))!.messageId!));
    await db
      .update(outboundMessages)
      .set({ status: 'failed' })
      .where(eq(outboundMessages.id, byEmail.get(emailOf('Sales', 2))!.messageId!));
    expect((await new Visitor(testApp.app).get(`/api/participate/${links.get(emailOf('Sales', 3))}`)).statusCode).toBe(
      200,
    );
    await answer(links.get(emailOf('Sales', 4))!);
    await showWhoAnswered(client, true);

    const result = await overview(client, swot.id);
    const stateOf = (index: number) =>
      result.participants.find((person) => person.email === emailOf('Sales', index))!.state;
    expect([0, 1, 2, 3, 4].map(stateOf)).toEqual(['invited', 'delivered', 'bounced', 'opened', 'responded']);
    expect(result.totals).toEqual({ invited: 5, delivered: 1, bounced: 1, opened: 2, responded: 1 });
    expect(result.showsWhoAnswered).toBe(true);
    expect(result.open).toBe(true);
    // Nothing of any answer is in the overview.
    expect(JSON.stringify(result)).not.toContain('Clear goals');
  });

  it('by default tells answering only as counts: no per-person answered status or reminder count in the JSON', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 5, Finance: 7 });
    for (const index of [0, 1, 2, 3, 4]) await answer(links.get(emailOf('Sales', index))!);
    for (const index of [0, 1]) await answer(links.get(emailOf('Finance', index))!);
    expect((await client.post(`/api/swot/${swot.id}/participants/remind`, {})).json()).toMatchObject({ reminded: 5 });

    const response = await client.get(`/api/swot/${swot.id}/participants`);
    expect(response.statusCode).toBe(200);
    const result = response.json<{ overview: ParticipantsOverview }>().overview;
    for (const person of result.participants) {
      expect(Object.keys(person).sort()).toEqual([
        'bounced',
        'delivered',
        'department',
        'email',
        'fullName',
        'id',
        'openedLink',
        'state',
      ]);
      expect(person.state).not.toBe('responded');
    }
    // Someone who answered reads as having opened the link, like someone who only looked.
    const finance = result.participants.filter((person) => person.department === 'Finance');
    expect(finance.map((person) => person.state).sort()).toEqual([
      'invited',
      'invited',
      'invited',
      'invited',
      'invited',
      'opened',
      'opened',
    ]);
    expect(response.body).not.toMatch(/"responded":(true|false)/);
    expect(response.body).not.toContain('"reminders"');
    expect(result.showsWhoAnswered).toBe(false);
    expect(result.totals.responded).toBe(7);
    expect(result.remindersSent).toBe(5);
    // Finance's two answers are not a count of their own: merged into Other and withheld below the threshold.
    expect(result.departments).toEqual([
      { group: 'Sales', invited: 5, responded: 5, rate: 100, merged: 0 },
      { group: 'Other', invited: 7, responded: 0, rate: null, merged: 1 },
    ]);

    // The owner switches per-person status on: now it is sent.
    await showWhoAnswered(client, true);
    const shown = await overview(client, swot.id);
    expect(shown.participants.filter((person) => person.responded)).toHaveLength(7);
    expect(shown.participants.filter((person) => person.state === 'responded')).toHaveLength(7);
    expect(shown.participants.map((person) => person.reminders).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('tells a personal link, before anyone answers, when the organiser sees who answered', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 1 });
    const read = async (token: string) =>
      (await new Visitor(testApp.app).get(`/api/participate/${token}`)).json<Record<string, unknown>>();
    const personal = links.get(emailOf('Sales', 0))!;
    expect(await read(personal)).toMatchObject({ link: 'personal', organiserSeesWhoAnswered: false });
    await showWhoAnswered(client, true);
    expect(await read(personal)).toMatchObject({ link: 'personal', organiserSeesWhoAnswered: true });
    // The shared link records nobody, so it has nothing to say.
    expect(await read(swot.uniqueToken)).not.toHaveProperty('organiserSeesWhoAnswered');
  });

  it('shows a department with five responses and merges one with four into Other', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 6, Finance: 4 });
    for (const index of [0, 1, 2, 3, 4]) await answer(links.get(emailOf('Sales', index))!);
    for (const index of [0, 1, 2, 3]) await answer(links.get(emailOf('Finance', index))!);

    const result = await overview(client, swot.id);
    expect(result.anonymityThreshold).toBe(5);
    expect(result.departments).toEqual([
      { group: 'Sales', invited: 6, responded: 5, rate: 83, merged: 0 },
      { group: 'Other', invited: 4, responded: 0, rate: null, merged: 1 },
    ]);

    // The company may lower it to four, never below three.
    const lowered = await client.post('/api/settings', { privacy: { anonymityThreshold: 4 } });
    expect(lowered.statusCode).toBe(200);
    expect((await overview(client, swot.id)).departments.map((group) => group.group)).toEqual(['Finance', 'Sales']);
    expect((await client.post('/api/settings', { privacy: { anonymityThreshold: 2 } })).statusCode).toBe(400);
  });

  it('resends one invitation with the same link, and refuses it for someone who answered', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 2 });
    await answer(links.get(emailOf('Sales', 0))!);
    await showWhoAnswered(client, true);
    const people = (await overview(client, swot.id)).participants;
    const waiting = people.find((person) => !person.responded)!;
    const answered = people.find((person) => person.responded)!;

    expect((await client.post(`/api/swot/${swot.id}/participants/${waiting.id}/resend`, {})).statusCode).toBe(200);
    const sent = await testApp.deps.database.db
      .select({ text: outboundMessages.textBody })
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, emailOf('Sales', 1)));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain(`/participate/${links.get(emailOf('Sales', 1))}`);

    const refused = await client.post(`/api/swot/${swot.id}/participants/${answered.id}/resend`, {});
    expect(refused.statusCode).toBe(409);
  });

  it('by default answers a resend alike for everyone, and sends nothing to someone who answered', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 2 });
    await answer(links.get(emailOf('Sales', 0))!);
    const people = (await overview(client, swot.id)).participants;
    const idOf = (index: number) => people.find((person) => person.email === emailOf('Sales', index))!.id;

    const toAnswered = await client.post(`/api/swot/${swot.id}/participants/${idOf(0)}/resend`, {});
    const toWaiting = await client.post(`/api/swot/${swot.id}/participants/${idOf(1)}/resend`, {});
    expect(toAnswered.statusCode).toBe(200);
    expect(toAnswered.json()).toEqual(toWaiting.json());
    expect(await sentTo(emailOf('Sales', 0))).toHaveLength(1);
    expect(await sentTo(emailOf('Sales', 1))).toHaveLength(2);
  });

  it('reminds everyone who has not answered once, however often it is clicked in a minute', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot, links, emailOf } = await swotWithPeople(client, { Sales: 3 });
    await answer(links.get(emailOf('Sales', 0))!);
    const first = await client.post(`/api/swot/${swot.id}/participants/remind`, {});
    expect(first.json()).toMatchObject({ reminded: 2 });
    const again = await client.post(`/api/swot/${swot.id}/participants/remind`, {});
    expect(again.json()).toMatchObject({ reminded: 0 });
    // With per-person status off (the default) the reminder still skips the one who answered.
    expect(await sentTo(emailOf('Sales', 0))).toHaveLength(1);
    expect(await sentTo(emailOf('Sales', 1))).toHaveLength(2);
    expect(await sentTo(emailOf('Sales', 2))).toHaveLength(2);
    expect((await overview(client, swot.id)).remindersSent).toBe(2);
    await showWhoAnswered(client, true);
    const people = (await overview(client, swot.id)).participants;
    expect(people.map((person) => person.reminders).sort()).toEqual([0, 1, 1]);
  });

  it("keeps one company's participants from another", async () => {
    const [first, second] = await createTwoCompanies(testApp.app);
    const { swot } = await swotWithPeople(first.client, { Sales: 1 });
    const people = (await overview(first.client, swot.id)).participants;
    expect((await second.client.get(`/api/swot/${swot.id}/participants`)).statusCode).toBe(404);
    expect((await second.client.post(`/api/swot/${swot.id}/participants/remind`, {})).statusCode).toBe(404);
    expect((await second.client.post(`/api/swot/${swot.id}/participants/${people[0]!.id}/resend`, {})).statusCode).toBe(
      404,
    );
  });
});
