import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@foursight/shared/contract/admin';
import { outboundMessages } from '../../db/schema/messages.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInAdmin } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ADMIN_EMAIL: 'ops@foursight.example' } });
});
afterAll(() => testApp.close());

const message = (tag: string) => ({
  firstName: 'Kavya',
  lastName: 'Nair',
  email: `kavya.${tag}@globex.example`,
  company: 'Globex',
  message: `We plan a SWOT for 300 people (${tag}).`,
});

describe('contact form', () => {
  it('stores the message, mails it through the pipeline and lists it for the admin', async () => {
    const tag = Date.now().toString(36);
    const sent = await new TestClient(testApp.app, { ip: '203.0.113.10' }).post('/api/contact', message(tag));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: "Thank you for your message. We'll get back to you soon." });

    const mails = await testApp.deps.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, 'Contact form: Kavya Nair (Globex)'));
    const mail = mails.find((row) => row.textBody.includes(tag));
    expect(mail?.recipient).toBe('ops@foursight.example');

    const admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
    const { messages } = (await admin.get('/api/admin/contact-messages')).json<{ messages: ContactMessage[] }>();
    expect(messages.find((item) => item.message.includes(tag))).toMatchObject({
      firstName: 'Kavya',
      company: 'Globex',
    });
  });

  it('requires the five fields and a real address', async () => {
    const refused = await new TestClient(testApp.app, { ip: '203.0.113.11' }).post('/api/contact', {
      ...message('x'),
      company: ' ',
      email: 'not-an-address',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { company: 'Company is required', email: 'Please enter a valid email address' },
    });
  });

  it('limits how often one address may write', async () => {
    const client = new TestClient(testApp.app, { ip: '203.0.113.12' });
    const codes: number[] = [];
    for (let index = 0; index < 6; index += 1)
      codes.push((await client.post('/api/contact', message(`r${index}`))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
