import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { DEFAULT_PREVIEW_DATA } from '@foursight/shared/domain/templates';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { htmlToText } from './template-html.ts';
import { renderTemplate } from './templates.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Quarterly check-in',
  subject: 'Your view on {{swotTitle}}',
  htmlContent: '<p>Hi {{participantName}}, please answer <a href="{{swotLink}}">here</a>.</p>',
  textContent: '',
  type: 'swot_reminder',
  isActive: true,
  ...overrides,
});

async function templates(client: TestClient): Promise<EmailTemplate[]> {
  return (await client.get('/api/email-templates')).json<{ templates: EmailTemplate[] }>().templates;
}

describe('e-mail templates', () => {
  it('gives every new company a default invitation that uses every variable', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const [invitation, ...others] = await templates(client);
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({ type: 'swot_invitation', isDefault: true, isActive: true });
    for (const variable of Object.keys(DEFAULT_PREVIEW_DATA)) {
      expect(`${invitation!.subject}${invitation!.htmlContent}`).toContain(`{{${variable}}}`);
    }
  });

  it('creates, edits and deletes a template, generating the text part', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const created = await client.post('/api/email-templates', draft());
    expect(created.statusCode).toBe(201);
    const { template } = created.json<{ template: EmailTemplate }>();
    expect(template.textContent).toBe('Hi {{participantName}}, please answer here ({{swotLink}}).');

    const edited = await client.put(`/api/email-templates/${template.id}`, draft({ name: 'Renamed', isActive: false }));
    expect(edited.json()).toMatchObject({ template: { name: 'Renamed', isActive: false } });
    expect((await client.delete(`/api/email-templates/${template.id}`)).statusCode).toBe(200);
    expect((await templates(client)).map((item) => item.id)).not.toContain(template.id);
  });

  it('requires a name and a subject', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await client.post('/api/email-templates', draft({ name: ' ', subject: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      name: 'Template name is required',
      subject: 'Subject is required',
    });
  });

  it('stores and renders a template with scripts, handlers and javascript: links clean', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const hostile =
      '<p onclick="steal()">Hello {{participantName}}</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="{{swotLink}}">answer</a>';
    const { template } = (await client.post('/api/email-templates', draft({ htmlContent: hostile }))).json<{
      template: EmailTemplate;
    }>();
    expect(template.htmlContent).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(template.htmlContent).toContain('<a href="{{swotLink}}">answer</a>');

    const rendered = renderTemplate(template, {
      ...DEFAULT_PREVIEW_DATA,
      participantName: '<img src=x onerror=alert(4)>',
    });
    expect(rendered.html).toContain('Hello &lt;img src=x onerror=alert(4)&gt;');
    expect(rendered.html).not.toMatch(/<script|<img[^>]*onerror/i);
    expect(rendered.html).toContain(`<a href="${DEFAULT_PREVIEW_DATA.swotLink}">answer</a>`);
    expect(rendered.subject).toBe(`Your view on ${DEFAULT_PREVIEW_DATA.swotTitle}`);
  });

  it("company B cannot see, change or delete company A's templates", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const { template } = (await a.client.post('/api/email-templates', draft())).json<{ template: EmailTemplate }>();
    expect((await templates(b.client)).map((item) => item.id)).not.toContain(template.id);
    expect((await b.client.put(`/api/email-templates/${template.id}`, draft({ name: 'Mine now' }))).statusCode).toBe(
      404,
    );
    expect((await b.client.delete(`/api/email-templates/${template.id}`)).statusCode).toBe(404);
    expect((await templates(a.client)).find((item) => item.id === template.id)?.name).toBe('Quarterly check-in');
  });
});

describe('plain text from HTML', () => {
  it('keeps paragraphs, line breaks, list items and link targets, and decodes entities', () => {
    expect(
      htmlToText('<h1>Q&amp;A</h1><p>One<br>Two</p><ul><li>A</li><li>B</li></ul><a href="https://x.test">site</a>'),
    ).toBe('Q&A\n\nOne\nTwo\n\n- A\n\n- B\n\nsite (https://x.test)');
  });
});
