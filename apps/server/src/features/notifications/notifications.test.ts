import { eq, inArray } from 'drizzle-orm';
import { inject, afterEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { outboundMessages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInAdmin, createSignedInCompany } from '../../../test/factories.ts';
import { startJsonServer, startSmtpServer } from '../../../test/protocol-servers.ts';
import { openPrivateDatabase } from '../../../test/test-database.ts';
import { queueEmails, queueWhatsAppForPeople, type EmailToSend } from './notifications.service.ts';

/*
 * Every app here runs the delivery worker on a database of its own: on the
 * shared PostgreSQL it would otherwise also deliver the messages other test
 * files queue (a CI run saw 70 reach one test's SMTP server).
 */
const WORKERS = ['deliver-message'] as const;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string> = {}, workers = true): Promise<TestApp> {
  const testApp = await buildTestApp({ env, workers: workers ? WORKERS : false, privateDatabase: true });
  cleanups.push(() => testApp.close());
  return testApp;
}

const invitation = (to: string): EmailToSend => ({
  companyId: null,
  to,
  toName: 'Priya Sharma',
  subject: 'Your view on FY27 Strategy Review',
  html: '<p>Hello Priya, <a href="https://foursight.example/participate/abc">answer here</a>.</p>',
  text: 'Hello Priya, answer here: https://foursight.example/participate/abc',
});

/** Polls until every message has left "queued" (or the time is up), and returns them. */
async function settled(testApp: TestApp, ids: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await testApp.deps.database.db
      .select()
      .from(outboundMessages)
      .where(inArray(outboundMessages.id, ids));
    if (rows.every((row) => row.status !== 'queued') || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('e-mail delivery', () => {
  it('keeps messages in the outbox when no delivery is configured, readable by the platform admin only', async () => {
    const testApp = await app();
    const [id] = await queueEmails(testApp.deps, [invitation('outbox@acme.test')]);
    const [message] = await settled(testApp, [id!]);
    expect(message).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1, lastError: null });

    const admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
    const listed = await admin.get('/api/admin/messages?status=sent');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ messages: { id: string; textBody: string }[] }>().messages).toContainEqual(
      expect.objectContaining({ id, textBody: invitation('x').text }),
    );
    const { client } = await createSignedInCompany(testApp.app);
    expect((await client.get('/api/admin/messages')).statusCode).toBe(403);
  });

  it('sends through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const testApp = await app({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Foursight <invites@foursight.test>',
    });
    const [id] = await queueEmails(testApp.deps, [invitation('priya@acme.test')]);
    const [message] = await settled(testApp, [id!]);
    expect(message).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'invites@foursight.test', to: ['priya@acme.test'] });
    expect(smtp.received[0]!.raw).toContain('Subject: Your view on FY27 Strategy Review');
    expect(smtp.received[0]!.raw).toMatch(/^To: "?Priya Sharma"? <priya@acme.test>\r?$/m);
    expect(smtp.received[0]!.raw).toContain('text/html');
  });

  it("sends through the HTTP e-mail API with the provider's request shape", async () => {
    const api = await startJsonServer(() => ({ status: 200, body: { id: 're_4f1c' } }));
    cleanups.push(api.close);
    const testApp = await app({ MAIL_API_KEY: 're_test_key', MAIL_API_URL: api.url });
    const [id] = await queueEmails(testApp.deps, [invitation('ravi@acme.test')]);
    const [message] = await settled(testApp, [id!]);
    expect(message).toMatchObject({ status: 'sent', transport: 'http-api', providerMessageId: 're_4f1c' });
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/emails',
      headers: expect.objectContaining({ authorization: 'Bearer re_test_key' }) as unknown,
      body: {
        from: 'Foursight <no-reply@foursight.local>',
        to: ['"Priya Sharma" <ravi@acme.test>'],
        subject: 'Your view on FY27 Strategy Review',
        html: invitation('x').html,
        text: invitation('x').text,
      },
    });
  });

  it('ends as failed with the reason after its retries when the SMTP server is unreachable', async () => {
    const testApp = await app({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_LIMIT: '2', MAIL_RETRY_DELAY_SECONDS: '0' });
    const [id] = await queueEmails(testApp.deps, [invitation('nobody@acme.test')]);
    const [message] = await settled(testApp, [id!], 30_000);
    expect(message).toMatchObject({ status: 'failed', transport: 'smtp', attempts: 3 });
    expect(message!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('loses no queued message when the process stops before sending', async () => {
    const { handle: database, dispose } = await openPrivateDatabase(inject('testDatabase'));
    cleanups.push(dispose);
    const before = await buildTestApp({ database });
    const [id] = await queueEmails(before.deps, [invitation('later@acme.test')]);
    await before.close();

    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const after = await buildTestApp({
      database,
      workers: WORKERS,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    });
    cleanups.push(() => after.close());
    const [message] = await settled(after, [id!]);
    expect(message?.status).toBe('sent');
    expect(smtp.received.map((mail) => mail.to)).toContainEqual(['later@acme.test']);
  });
});

describe('WhatsApp', () => {
  async function companyOn(testApp: TestApp, plan: 'free' | 'premium') {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const [owner] = await testApp.deps.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, registration.email));
    await testApp.deps.database.db.update(companies).set({ plan }).where(eq(companies.id, owner!.companyId));
    return { client, companyId: owner!.companyId };
  }

  const people = [
    { fullName: 'Asha Mehta', phoneNumber: '+91 98450 11111' },
    { fullName: 'No Phone', phoneNumber: '' },
  ];
  const content = {
    parameters: (person: { fullName: string }) => [person.fullName, 'FY27 Strategy Review', 'https://f.example/p/abc'],
    summary: 'Invitation to FY27 Strategy Review',
  };

  it('sends template messages to people with a phone number once the company turns it on', async () => {
    const cloud = await startJsonServer(() => ({
      status: 200,
      body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM' }] },
    }));
    cleanups.push(cloud.close);
    const testApp = await app({
      WHATSAPP_ACCESS_TOKEN: 'EAAG-test',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: `${cloud.url}/v21.0`,
    });
    const { client, companyId } = await companyOn(testApp, 'premium');
    expect(await queueWhatsAppForPeople(testApp.deps, companyId, people, content)).toEqual([]);

    const turnedOn = await client.put('/api/notifications/whatsapp', { enabled: true });
    expect(turnedOn.json()).toEqual({ enabled: true, includedInPlan: true, configured: true });
    const ids = await queueWhatsAppForPeople(testApp.deps, companyId, people, content);
    expect(ids).toHaveLength(1);
    const [message] = await settled(testApp, ids);
    expect(message).toMatchObject({ status: 'sent', transport: 'whatsapp', providerMessageId: 'wamid.HBgM' });
    expect(cloud.requests[0]).toMatchObject({
      url: '/v21.0/1098765/messages',
      headers: expect.objectContaining({ authorization: 'Bearer EAAG-test' }) as unknown,
      body: {
        messaging_product: 'whatsapp',
        to: '919845011111',
        type: 'template',
        template: {
          name: 'swot_invitation',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha Mehta' },
                { type: 'text', text: 'FY27 Strategy Review' },
                { type: 'text', text: 'https://f.example/p/abc' },
              ],
            },
          ],
        },
      },
    });
  });

  it('is refused on the Free plan', async () => {
    const testApp = await app({}, false);
    const { client, companyId } = await companyOn(testApp, 'free');
    const refused = await client.put('/api/notifications/whatsapp', { enabled: true });
    expect(refused.statusCode).toBe(403);
    expect((await client.get('/api/notifications/whatsapp')).json()).toEqual({
      enabled: false,
      includedInPlan: false,
      configured: false,
    });
    expect(await queueWhatsAppForPeople(testApp.deps, companyId, people, content)).toEqual([]);
  });
});
