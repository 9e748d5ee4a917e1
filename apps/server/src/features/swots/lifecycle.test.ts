import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SwotDetail, SwotSummary } from '@foursight/shared/contract/swots';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { outboundMessages } from '../../db/schema/messages.ts';
import { swotParticipantMails, swots } from '../../db/schema/swots.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { openPrivateDatabase } from '../../../test/test-database.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { analyseEndedSwot, runAnalysis } from '../analysis/analysis.service.ts';
import { advanceDueSwots, advanceSwot, reminderMoment } from './lifecycle.service.ts';

// 2027-03-01 09:00 in Kolkata (UTC+05:30) is 03:30 UTC; the end, 2027-03-15 17:00, is 11:30 UTC.
const START = new Date('2027-03-01T03:30:00.000Z');
const END = new Date('2027-03-15T11:30:00.000Z');
const schedule = {
  startDate: '2027-03-01',
  startTime: '09:00',
  endDate: '2027-03-15',
  endTime: '17:00',
  timezone: 'Asia/Kolkata',
};
const MINUTE = 60_000;

const clock = createClock(new Date(START.getTime() - 60 * MINUTE));
let database: DatabaseHandle;
let privateDatabase: Awaited<ReturnType<typeof openPrivateDatabase>>;
let testApp: TestApp;
const start = () => buildTestApp({ now: clock.now, database, env: { PUBLIC_URL: 'https://swot.example.test/' } });
beforeAll(async () => {
  // Opened here and kept open across app restarts. A database of this file's own: its clock runs in 2027,
  // and the lifecycle sweep (advanceDueSwots) would otherwise end every other file's SWOTs on a shared one.
  privateDatabase = await openPrivateDatabase(inject('testDatabase'));
  database = privateDatabase.handle;
  testApp = await start();
});
afterAll(async () => {
  await testApp.close();
  await privateDatabase.dispose();
});

let counter = 0;
const visitor = () => new TestClient(testApp.app);

/** A company with people in Sales, an invitation template, and a SWOT inviting them (links by e-mail). */
async function swotInviting(names: string[], options: Record<string, unknown> = {}) {
  const signedIn = await createSignedInCompany(testApp.app);
  const { client } = signedIn;
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@acme.test`;
    expect((await client.post('/api/users', { fullName: name, email, department: 'Sales' })).statusCode).toBe(201);
  }
  const title = `Lifecycle ${++counter} ${Math.random()}`;
  const created = await client.post('/api/swot/create', {
    title,
    ...schedule,
    participants: { users: [], departments: ['Sales'], lists: [] },
    ...options,
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
  /** The status the detail page reads, signed in afresh (the clock jumps past the session's idle limit). */
  const detailStatus = async () => {
    const fresh = new TestClient(testApp.app);
    const login = await fresh.post('/api/login', {
      email: signedIn.registration.email,
      password: signedIn.registration.password,
    });
    expect(login.statusCode).toBe(200);
    return (await fresh.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot.status;
  };
  return { client, swot, links, owner: signedIn.registration.email, detailStatus };
}

/** The e-mails to a SWOT's people whose subject starts with `prefix`, as sorted recipients. */
async function mailsTo(title: string, prefix: string): Promise<string[]> {
  const rows = await testApp.deps.database.db
    .select({ recipient: outboundMessages.recipient })
    .from(outboundMessages)
    .where(and(like(outboundMessages.subject, `${prefix}%`), like(outboundMessages.subject, `%${title}%`)));
  return rows.map((row) => row.recipient).sort();
}

async function answer(token: string) {
  const response = await visitor().post(`/api/participate/${token}/submit`, {
    strengths: 'Good people',
    idempotencyKey: `lifecycle-${++counter}-abcdefghijkl`,
  });
  expect(response.statusCode).toBe(200);
}

async function storedStatus(swotId: string) {
  const [row] = await testApp.deps.database.db
    .select({ status: swots.status, finishedAt: swots.finishedAt })
    .from(swots)
    .where(eq(swots.id, swotId));
  return row!;
}

describe('status follows the clock', () => {
  it('is draft before its start, active from its start and completed at its end, in its timezone', async () => {
    clock.set(new Date(START.getTime() - 60 * MINUTE));
    const { swot, owner, detailStatus } = await swotInviting(['Asha Mehta']);
    expect(swot.status).toBe('draft');

    clock.set(new Date(START.getTime() - MINUTE));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect((await storedStatus(swot.id)).status).toBe('draft');

    // 09:00 in Kolkata, not 09:00 UTC.
    clock.set(START);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect((await storedStatus(swot.id)).status).toBe('active');
    expect(await detailStatus()).toBe('active');

    clock.set(new Date(END.getTime() - MINUTE));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await storedStatus(swot.id)).toMatchObject({ status: 'active', finishedAt: null });
    expect(await mailsTo(swot.title, 'Results are ready')).toEqual([]);

    clock.set(END);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect((await storedStatus(swot.id)).status).toBe('completed');
    // The analysis ran at the end, and the organiser was told once, however often the job runs.
    const [analysis] = await testApp.deps.database.db
      .select({ swotId: swotAnalyses.swotId })
      .from(swotAnalyses)
      .where(eq(swotAnalyses.swotId, swot.id));
    expect(analysis).toBeDefined();
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    await advanceSwot(testApp.deps, analyseEndedSwot, await companyOf(swot.id), swot.id);
    expect((await mailsTo(swot.title, 'Results are ready')).map((to) => to.toLowerCase())).toEqual([
      owner.toLowerCase(),
    ]);
    expect(await detailStatus()).toBe('completed');
  });

  it('finishes a SWOT closed early, without waiting for its end', async () => {
    clock.set(new Date(START.getTime() + 60 * MINUTE));
    const { client, swot } = await swotInviting(['Ravi Kumar']);
    expect(swot.status).toBe('active');
    expect((await client.post(`/api/swot/${swot.id}/close`, {})).statusCode).toBe(200);
    await advanceSwot(testApp.deps, analyseEndedSwot, await companyOf(swot.id), swot.id);
    expect((await storedStatus(swot.id)).status).toBe('completed');
    expect(await mailsTo(swot.title, 'Results are ready')).toHaveLength(1);
  });

  it('analyses every answer before saying the results are ready, even when analysis was being paced', async () => {
    clock.set(new Date(START.getTime() + 60 * MINUTE));
    const { client, swot } = await swotInviting(['Kiran Rao']);
    await answer(swot.uniqueToken);
    await runAnalysis(testApp.deps, await companyOf(swot.id), swot.id);
    // A busy SWOT's last run asks the next one to wait (pacing, see docs/decisions.md).
    await testApp.deps.database.executeSql(
      `UPDATE swot_analyses SET digest = jsonb_set(digest, '{notBefore}', to_jsonb($1::bigint)) WHERE swot_id = $2`,
      [Date.now() + 3_600_000, swot.id],
    );
    await answer(swot.uniqueToken);
    expect((await client.post(`/api/swot/${swot.id}/close`, {})).statusCode).toBe(200);
    await advanceSwot(testApp.deps, analyseEndedSwot, await companyOf(swot.id), swot.id);
    expect(await mailsTo(swot.title, 'Results are ready')).toHaveLength(1);
    const [analysis] = await testApp.deps.database.db
      .select({ responseCount: swotAnalyses.responseCount })
      .from(swotAnalyses)
      .where(eq(swotAnalyses.swotId, swot.id));
    expect(analysis?.responseCount).toBe(2);
  });
});

async function companyOf(swotId: string): Promise<string> {
  const [row] = await testApp.deps.database.db
    .select({ companyId: swots.companyId })
    .from(swots)
    .where(eq(swots.id, swotId));
  return row!.companyId;
}

describe('reminders and completion mails', () => {
  it('reminds only those who have not answered, once per step, across a restart, then thanks everyone', async () => {
    clock.set(new Date(START.getTime() + MINUTE));
    const { client, swot, links } = await swotInviting(['Asha Mehta', 'Ravi Kumar', 'Nila Das']);
    expect(swot.reminderDays).toEqual([3, 1]);
    // The company's own reminder template is used.
    const template = await client.post('/api/email-templates', {
      name: 'Nudge',
      subject: 'Nudge: {{swotTitle}}',
      htmlContent: '<p>Dear {{participantName}}, please answer at {{swotLink}} before {{endDate}}</p>',
      type: 'swot_reminder',
    });
    expect(template.statusCode).toBe(201);
    await answer(links.get('asha.mehta@acme.test')!);

    const threeDaysBefore = reminderMoment(swot, 3);
    // Three calendar days before 17:00 in Kolkata.
    expect(threeDaysBefore.toISOString()).toBe('2027-03-12T11:30:00.000Z');
    clock.set(new Date(threeDaysBefore.getTime() - MINUTE));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Nudge')).toEqual([]);

    clock.set(threeDaysBefore);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Nudge')).toEqual(['nila.das@acme.test', 'ravi.kumar@acme.test']);
    // The reminder carries the person's own link, which still works.
    const [reminder] = await testApp.deps.database.db
      .select({ text: outboundMessages.textBody })
      .from(outboundMessages)
      .where(
        and(
          like(outboundMessages.subject, `Nudge: ${swot.title}`),
          eq(outboundMessages.recipient, 'ravi.kumar@acme.test'),
        ),
      );
    expect(reminder!.text).toContain(`/participate/${links.get('ravi.kumar@acme.test')}`);

    // A restart: a new app (new queue, new process state) on the same database runs the same moment again.
    await testApp.close();
    testApp = await start();
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    await advanceSwot(testApp.deps, analyseEndedSwot, await companyOf(swot.id), swot.id);
    expect(await mailsTo(swot.title, 'Nudge')).toEqual(['nila.das@acme.test', 'ravi.kumar@acme.test']);

    await answer(links.get('ravi.kumar@acme.test')!);
    clock.set(reminderMoment(swot, 1));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Nudge')).toEqual([
      'nila.das@acme.test',
      'nila.das@acme.test',
      'ravi.kumar@acme.test',
    ]);

    clock.set(END);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    // No company completion template: the built-in text, to everyone invited, once.
    expect(await mailsTo(swot.title, `${swot.title} has closed`)).toEqual([
      'asha.mehta@acme.test',
      'nila.das@acme.test',
      'ravi.kumar@acme.test',
    ]);
    const steps = await testApp.deps.database.db
      .select({ step: swotParticipantMails.step })
      .from(swotParticipantMails)
      .where(eq(swotParticipantMails.swotId, swot.id));
    expect(steps.map((row) => row.step).sort()).toEqual([
      'completion',
      'completion',
      'completion',
      'reminder-1d',
      'reminder-3d',
      'reminder-3d',
    ]);
  });

  it('sends each person one reminder when two workers run the same step at once', async () => {
    clock.set(new Date(START.getTime() + MINUTE));
    const names = Array.from({ length: 12 }, (_, index) => `Person Number${String.fromCharCode(65 + index)}`);
    const { swot } = await swotInviting(names, { reminderDays: [2] });
    expect(swot.reminderDays).toEqual([2]);
    clock.set(reminderMoment(swot, 2));
    // On PostgreSQL the second worker has a connection pool of its own, like a second process.
    const onPostgres = inject('testDatabase').kind === 'postgres';
    const secondPool =
      onPostgres && privateDatabase.url
        ? await openDatabase({ kind: 'postgres', url: privateDatabase.url, poolSize: 5 })
        : null;
    const second = await buildTestApp({ now: clock.now, database: secondPool ?? database });
    try {
      const companyId = await companyOf(swot.id);
      await Promise.all([
        advanceSwot(testApp.deps, analyseEndedSwot, companyId, swot.id),
        advanceSwot(second.deps, analyseEndedSwot, companyId, swot.id),
        advanceDueSwots(second.deps, analyseEndedSwot),
      ]);
    } finally {
      await second.close();
      await secondPool?.close();
    }
    const reminded = await mailsTo(swot.title, 'Reminder:');
    expect(reminded).toHaveLength(12);
    expect(new Set(reminded).size).toBe(12);
  });

  it('sends no reminders when the organiser chose none', async () => {
    clock.set(new Date(START.getTime() + MINUTE));
    const { swot } = await swotInviting(['Asha Mehta'], { reminderDays: [] });
    clock.set(reminderMoment({ ...swot }, 1));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Reminder:')).toEqual([]);
  });
});

describe('reminders of a SWOT made late', () => {
  it('skips a reminder whose moment had passed when the SWOT was created', async () => {
    // Created two days before the end: the 3-day reminder is already past, the 1-day one is not.
    clock.set(new Date(END.getTime() - 2 * 86_400_000));
    const { swot } = await swotInviting(['Asha Mehta']);
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Reminder:')).toEqual([]);
    clock.set(reminderMoment(swot, 1));
    await advanceDueSwots(testApp.deps, analyseEndedSwot);
    expect(await mailsTo(swot.title, 'Reminder:')).toEqual(['asha.mehta@acme.test']);
  });
});
