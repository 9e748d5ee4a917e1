import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import type { SwotSummary } from '@foursight/shared/contract/swots';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { outboundMessages } from '../../db/schema/messages.ts';
import { swots } from '../../db/schema/swots.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { TestClient as Visitor } from '../../../test/http-client.ts';
import { analyseEndedSwot } from '../analysis/analysis.service.ts';
import { advanceSwot, reminderMoment } from './lifecycle.service.ts';

// Issue 32: a SWOT is held in a language; its invitations, reminders and closing note are written in it, and
// its participation link says it. 2027-03-01 09:00 to 2027-03-15 17:00 in Kolkata.
const schedule = {
  startDate: '2027-03-01',
  startTime: '09:00',
  endDate: '2027-03-15',
  endTime: '17:00',
  timezone: 'Asia/Kolkata',
};
const clock = createClock(new Date('2027-02-20T00:00:00.000Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});
afterAll(() => testApp.close());

let counter = 0;

/** A company with one person in Sales; `language` set as its default in Settings when given. */
async function company(language?: string) {
  const signedIn = await createSignedInCompany(testApp.app);
  const { client, registration } = signedIn;
  const email = `asha.${++counter}@acme.test`;
  expect((await client.post('/api/users', { fullName: 'Asha Mehta', email, department: 'Sales' })).statusCode).toBe(
    201,
  );
  if (language) {
    const saved = await client.post('/api/settings', {
      companyInfo: {
        name: registration.organizationName,
        website: '',
        description: 'Cooperative bank',
        timezone: 'Asia/Kolkata',
        language,
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  return { client, email, organisation: registration.organizationName };
}

async function createSwot(client: TestClient, options: Record<string, unknown> = {}) {
  const title = `Language ${++counter}`;
  const created = await client.post('/api/swot/create', {
    title,
    ...schedule,
    participants: { users: [], departments: ['Sales'], lists: [] },
    ...options,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ swot: SwotSummary }>().swot;
}

/** The mails to `email` about the SWOT titled `title`, oldest first. */
async function mailsAbout(email: string, title: string) {
  return testApp.deps.database.db
    .select({ subject: outboundMessages.subject, text: outboundMessages.textBody, html: outboundMessages.htmlBody })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recipient, email), like(outboundMessages.textBody, `%${title}%`)))
    .orderBy(outboundMessages.createdAt);
}

describe('a SWOT held in Hindi', () => {
  it('takes the company’s default language, invites in Hindi with Hindi dates, and its link says Hindi', async () => {
    const { client, email, organisation } = await company('hi');
    expect(
      (await client.get('/api/settings')).json<{ settings: { companyInfo: { language: string } } }>(),
    ).toMatchObject({ settings: { companyInfo: { language: 'hi' } } });
    const swot = await createSwot(client);
    expect(swot.language).toBe('hi');

    const [invitation, ...others] = await mailsAbout(email, swot.title);
    expect(others).toEqual([]);
    expect(invitation!.subject).toBe(`${organisation} आपकी राय जानना चाहता है: ${swot.title}`);
    expect(invitation!.text).toContain('नमस्ते Asha Mehta,');
    expect(invitation!.text).toContain('1 मार्च 2027, 09:00 (Asia/Kolkata) से 15 मार्च 2027, 17:00 (Asia/Kolkata) तक');
    expect(invitation!.html).toContain('अपनी राय दें</a>');
    // Nothing of the English invitation is left.
    expect(invitation!.text).not.toMatch(/Hello|Thank you|would like your view/);

    const token = /\/participate\/([A-Za-z0-9_-]+)/.exec(invitation!.text)![1]!;
    const link = (await new Visitor(testApp.app).get(`/api/participate/${token}`)).json<ParticipationLink>();
    expect(link.swot.language).toBe('hi');
    const shared = (
      await new Visitor(testApp.app).get(`/api/participate/${swot.uniqueToken}`)
    ).json<ParticipationLink>();
    expect(shared.swot.language).toBe('hi');
  });

  it('reminds and closes in Hindi', async () => {
    const { client, email } = await company();
    const swot = await createSwot(client, { language: 'hi', reminderDays: [3] });
    const [{ companyId }] = (await testApp.deps.database.db
      .select({ companyId: swots.companyId })
      .from(swots)
      .where(eq(swots.id, swot.id))) as [{ companyId: string }];

    clock.set(reminderMoment({ ...schedule, timezone: 'Asia/Kolkata' }, 3));
    await advanceSwot(testApp.deps, analyseEndedSwot, companyId, swot.id);
    clock.set(new Date('2027-03-15T11:30:00.000Z'));
    await advanceSwot(testApp.deps, analyseEndedSwot, companyId, swot.id);
    clock.set(new Date('2027-02-20T00:00:00.000Z'));

    const subjects = (await mailsAbout(email, swot.title)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('आपकी राय जानना चाहता है'),
      `याद दिलाना: ${swot.title} 15 मार्च 2027, 17:00 (Asia/Kolkata) को बंद होगा`,
      `${swot.title} बंद हो गया है: धन्यवाद`,
    ]);
  });
});

describe('templates per language', () => {
  it('sends the company’s own Hindi invitation to a Hindi SWOT and its English one to an English SWOT', async () => {
    const { client, email, organisation } = await company();
    const written = await client.post('/api/email-templates', {
      name: 'हमारा आमंत्रण',
      subject: 'आमंत्रण: {{swotTitle}}',
      htmlContent: '<p>{{participantName}} जी, {{swotTitle}} पर <a href="{{swotLink}}">यहाँ</a> लिखें।</p>',
      type: 'swot_invitation',
      language: 'hi',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json<{ template: EmailTemplate }>().template.language).toBe('hi');

    const hindi = await createSwot(client, { language: 'hi' });
    const english = await createSwot(client);
    // An English template chosen for a Hindi SWOT is sent as chosen, its dates in English.
    const listed = (await client.get('/api/email-templates')).json<{ templates: EmailTemplate[] }>().templates;
    const englishDefault = listed.find((item) => item.isDefault)!;
    const chosen = await createSwot(client, { language: 'hi', emailTemplate: englishDefault.id });
    const [chosenMail] = await mailsAbout(email, chosen.title);
    expect(chosenMail!.subject).toBe(`${organisation} would like your view: ${chosen.title}`);
    expect(chosenMail!.text).toContain('1 March 2027');
    expect(english.language).toBe('en');
    expect((await mailsAbout(email, hindi.title)).map((mail) => mail.subject)).toEqual([`आमंत्रण: ${hindi.title}`]);
    expect((await mailsAbout(email, english.title)).map((mail) => mail.subject)).toEqual([
      `${organisation} would like your view: ${english.title}`,
    ]);
  });

  it('sends the company’s English invitation for a language Foursight writes no mails in, unless it keeps one in that language', async () => {
    const { client, email, organisation } = await company();
    const tamil = await createSwot(client, { language: 'ta' });
    const [english] = await mailsAbout(email, tamil.title);
    expect(english!.subject).toBe(`${organisation} would like your view: ${tamil.title}`);
    // The dates are written in the mail's language, not the SWOT's.
    expect(english!.text).toContain('from 1 March 2027, 09:00 (Asia/Kolkata) to 15 March 2027, 17:00 (Asia/Kolkata)');
    await client.post('/api/email-templates', {
      name: 'தமிழ் அழைப்பு',
      subject: 'அழைப்பு: {{swotTitle}}',
      htmlContent: '<p><a href="{{swotLink}}">{{swotTitle}}</a></p>',
      type: 'swot_invitation',
      language: 'ta',
    });
    const again = await createSwot(client, { language: 'ta' });
    expect((await mailsAbout(email, again.title)).map((mail) => mail.subject)).toEqual([`அழைப்பு: ${again.title}`]);
  });

  it('keeps a template’s language through an edit that does not name one; refuses a language it does not know', async () => {
    const { client } = await company();
    const body = { name: 'Reminder', subject: 'याद दिलाना', htmlContent: '<p>{{swotLink}}</p>', type: 'swot_reminder' };
    const { template } = (await client.post('/api/email-templates', { ...body, language: 'hi' })).json<{
      template: EmailTemplate;
    }>();
    const edited = await client.put(`/api/email-templates/${template.id}`, { ...body, name: 'Reminder (hi)' });
    expect(edited.json<{ template: EmailTemplate }>().template).toMatchObject({
      name: 'Reminder (hi)',
      language: 'hi',
    });
    const english = (await client.post('/api/email-templates', body)).json<{ template: EmailTemplate }>().template;
    expect(english.language).toBe('en');

    const refused = await client.post('/api/email-templates', { ...body, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      language: 'Choose a language from the list',
    });
    const swot = await client.post('/api/swot/create', { title: 'French', ...schedule, language: 'fr' });
    expect(swot.statusCode).toBe(400);
    expect(swot.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      language: 'Choose a language from the list',
    });
  });
});
