import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryUser } from '@foursight/shared/contract/directory';
import type { SwotDetail, SwotSummary } from '@foursight/shared/contract/swots';
import { queryRows } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/messages.ts';
import { swotInvitees, swotResponses } from '../../db/schema/swots.ts';
import { usageLedger } from '../../db/schema/usage.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

const clock = createClock(new Date('2027-03-02T06:17:42.123Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://swot.example.test/' } });
});
afterAll(() => testApp.close());

const schedule = { startDate: '2027-03-01', startTime: '09:00', endDate: '2027-03-15', timezone: 'Asia/Kolkata' };

let counter = 0;
function answer(strengths: string) {
  counter += 1;
  return { strengths, idempotencyKey: `personal-link-${counter}-abcdefghijkl` };
}

const visitor = () => new TestClient(testApp.app);

/** A company with a directory of `names` (Sales), an invitation template and a SWOT inviting them all. */
async function swotInviting(names: string[], options: Record<string, unknown> = {}) {
  const { client } = await createSignedInCompany(testApp.app);
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@acme.test`;
    const added = await client.post('/api/users', { fullName: name, email, department: 'Sales' });
    expect(added.statusCode).toBe(201);
    added.json<{ user: DirectoryUser }>();
  }
  const template = (
    await client.post('/api/email-templates', {
      name: 'Invite',
      subject: 'Your voice: {{swotTitle}}',
      htmlContent: '<p>Dear {{participantName}}, answer at {{swotLink}}</p>',
      type: 'swot_invitation',
    })
  ).json<{ template: { id: string } }>().template;
  const created = await client.post('/api/swot/create', {
    title: `Lifecycle ${counter++} ${Math.random()}`,
    ...schedule,
    participants: { users: [], departments: ['Sales'], lists: [] },
    emailTemplate: template.id,
    ...options,
  });
  expect(created.statusCode).toBe(201);
  const { swot } = created.json<{ swot: SwotSummary }>();
  const messages = await testApp.deps.database.db
    .select({ recipient: outboundMessages.recipient, text: outboundMessages.textBody, html: outboundMessages.htmlBody })
    .from(outboundMessages)
    .where(eq(outboundMessages.subject, `Your voice: ${swot.title}`));
  const links = new Map(
    messages.map((message) => [
      message.recipient,
      /\/participate\/([A-Za-z0-9_-]+)/.exec(message.html + message.text)![1]!,
    ]),
  );
  return { client, swot, links };
}

async function invitees(swotId: string) {
  return testApp.deps.database.db
    .select({ email: swotInvitees.email, responded: swotInvitees.responded, openedAt: swotInvitees.openedAt })
    .from(swotInvitees)
    .where(eq(swotInvitees.swotId, swotId));
}

describe('personal links', () => {
  it('gives each invitee a link of their own that takes one answer', async () => {
    const { swot, links } = await swotInviting(['Asha Mehta', 'Ravi Kumar']);
    expect(links.size).toBe(2);
    const ashas = links.get('asha.mehta@acme.test')!;
    expect(ashas).not.toBe(swot.uniqueToken);
    expect(ashas).not.toBe(links.get('ravi.kumar@acme.test'));
    // 192 random bits in base64url.
    expect(ashas).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const opened = await visitor().get(`/api/participate/${ashas}`);
    expect(opened.json()).toMatchObject({ link: 'personal', responded: false, status: 'active' });

    const first = await visitor().post(`/api/participate/${ashas}/submit`, answer('Good people'));
    expect(first.statusCode).toBe(200);
    const second = await visitor().post(`/api/participate/${ashas}/submit`, answer('Another answer'));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/personal link has already been used/);
    // A retry of the answer that used the link is "stored once", not an error.
    const retry = await visitor().post(`/api/participate/${ashas}/submit`, {
      strengths: 'Good people',
      idempotencyKey: `personal-link-${counter - 1}-abcdefghijkl`,
    });
    expect([200, 409]).toContain(retry.statusCode);

    expect((await visitor().get(`/api/participate/${ashas}`)).json()).toMatchObject({ responded: true });
    const stored = await testApp.deps.database.db.select().from(swotResponses).where(eq(swotResponses.swotId, swot.id));
    expect(stored.map((row) => row.strengths)).toEqual(['Good people']);
  });

  it('moves the responded flag while the stored answer holds nothing that links to the invitee', async () => {
    const { client, swot, links } = await swotInviting(['Meera Iyer', 'Kiran Rao', 'Dev Shah']);
    const meeras = links.get('meera.iyer@acme.test')!;
    await visitor().post(`/api/participate/${meeras}/submit`, answer('Fast decisions'));

    const status = await invitees(swot.id);
    expect(status.find((row) => row.email === 'meera.iyer@acme.test')).toMatchObject({ responded: true });
    expect(status.filter((row) => row.responded)).toHaveLength(1);

    const [row] = await queryRows<Record<string, unknown>>(
      testApp.deps.database.db,
      sql`SELECT * FROM swot_responses WHERE swot_id = ${swot.id}`,
    );
    // Exactly these columns: none names a person, a link or an invitee.
    expect(Object.keys(row!).sort()).toEqual(
      [
        'company_id',
        'id',
        'idempotency_key',
        'opportunities',
        'strengths',
        'submitted_at',
        'swot_id',
        'threats',
        'weaknesses',
      ].sort(),
    );
    const values = JSON.stringify(row);
    const [invitee] = await testApp.deps.database.db
      .select()
      .from(swotInvitees)
      .where(eq(swotInvitees.email, 'meera.iyer@acme.test'));
    for (const secret of [invitee!.id, invitee!.tokenHash, meeras, 'meera']) expect(values).not.toContain(secret);
    // The clock reads 06:17:42.123; the answer keeps 06:00 only, and so does its usage row.
    expect(new Date(row!.submitted_at as string).toISOString()).toBe('2027-03-02T06:00:00.000Z');
    const [usage] = await testApp.deps.database.db
      .select({ createdAt: usageLedger.createdAt })
      .from(usageLedger)
      .where(eq(usageLedger.responseId, row!.id as string));
    expect(
      usage!.createdAt.getUTCMinutes() + usage!.createdAt.getUTCSeconds() + usage!.createdAt.getUTCMilliseconds(),
    ).toBe(0);

    const detail = (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot;
    expect(detail.responses[0]!.submittedAt).toBe('2027-03-02T06:00:00.000Z');
  });

  it('stores fewer than five answers in an order that does not follow submission order', async () => {
    // Over 30 SWOTs of three answers, the first answer is not always stored first: the order is shuffled.
    let firstStoredFirst = 0;
    const rounds = 30;
    let client = (await createSignedInCompany(testApp.app)).client;
    for (let round = 0; round < rounds; round += 1) {
      // The free plan takes 50 answers per company: a new company every 15 SWOTs.
      if (round === 15) client = (await createSignedInCompany(testApp.app)).client;
      const { swot } = (await client.post('/api/swot/create', { title: `Order ${round}`, ...schedule })).json<{
        swot: SwotSummary;
      }>();
      for (const text of ['first', 'second', 'third']) {
        await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer(text));
      }
      const rows = await queryRows<{ strengths: string }>(
        testApp.deps.database.db,
        sql`SELECT strengths FROM swot_responses WHERE swot_id = ${swot.id}`,
      );
      expect(rows).toHaveLength(3);
      if (rows[0]!.strengths === 'first') firstStoredFirst += 1;
    }
    // A fixed order would give 30 of 30 (or 0); a shuffle gives about a third (chance of 30 or 0: < 1e-5).
    expect(firstStoredFirst).toBeGreaterThan(0);
    expect(firstStoredFirst).toBeLessThan(rounds);
  });

  it('turns the shared link off while personal links keep working', async () => {
    const { client, swot, links } = await swotInviting(['Nila Das'], { sharedLink: false });
    expect(swot.sharedLinkEnabled).toBe(false);
    const shared = await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer('Via shared'));
    expect(shared.statusCode).toBe(403);
    expect(shared.json<{ message: string }>().message).toMatch(/personal links only/);
    const personal = await visitor().post(`/api/participate/${links.get('nila.das@acme.test')}/submit`, answer('Mine'));
    expect(personal.statusCode).toBe(200);

    const turnedOn = await client.put(`/api/swot/${swot.id}/participation-settings`, { sharedLink: true });
    expect(turnedOn.json<{ swot: SwotSummary }>().swot.sharedLinkEnabled).toBe(true);
    // At once: the change empties the cache of links (it held this one as switched off).
    expect((await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, answer('Now open'))).statusCode).toBe(
      200,
    );
  });

  it('keeps the shared link on by default, so existing clients see no change', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (await client.post('/api/swot/create', { title: 'Default', ...schedule })).json<{
      swot: SwotSummary;
    }>();
    expect(swot).toMatchObject({ sharedLinkEnabled: true, allowRepeatAnswers: false });
    const link = (await visitor().get(`/api/participate/${swot.uniqueToken}`)).json<{ link: string }>();
    expect(link.link).toBe('shared');
  });

  it('records that a personal link was opened, to the day and no finer', async () => {
    const { swot, links } = await swotInviting(['Omar Ali']);
    expect((await invitees(swot.id))[0]!.openedAt).toBeNull();
    await visitor().get(`/api/participate/${links.get('omar.ali@acme.test')}`);
    const openedAt = new Date((await invitees(swot.id))[0]!.openedAt!);
    expect(openedAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });
});

describe('the privacy guard on submission', () => {
  it('stores answers with directory names, e-mail addresses and phone numbers replaced', async () => {
    const { swot } = await swotInviting(['Asha Mehta', 'Rahul Verma']);
    const submitted = await visitor().post(`/api/participate/${swot.uniqueToken}/submit`, {
      strengths: 'ASHA mehta explains well; rahul too.',
      weaknesses: 'Call Asha on +91 98450 12345 or write to asha.mehta@acme.test',
      threats: 'Nothing about Ashaville',
      idempotencyKey: 'privacy-guard-key-0001',
    });
    expect(submitted.statusCode).toBe(200);
    const [stored] = await testApp.deps.database.db
      .select()
      .from(swotResponses)
      .where(eq(swotResponses.swotId, swot.id));
    expect(stored).toMatchObject({
      strengths: '[name] explains well; [name] too.',
      weaknesses: 'Call [name] on [phone] or write to [e-mail]',
      threats: 'Nothing about Ashaville',
    });
    // The original text is nowhere in the row.
    expect(JSON.stringify(stored).toLowerCase()).not.toMatch(/asha |mehta|rahul|98450|@acme/);
  });
});
