import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@foursight/shared/contract/settings';
import { companySettings } from '../../db/schema/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const KEY = 'sk-test-abcdefghijklmnopqrstuvwxyz0123456789';

function form(overrides: Record<string, unknown> = {}) {
  return {
    colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
    companyInfo: {
      name: 'Acme Strategy',
      logo: null,
      website: 'https://acme.example',
      description: 'We make planning tools',
      timezone: 'Asia/Kolkata',
    },
    aiConfig: { enableAiAnalysis: false },
    ...overrides,
  };
}

async function settingsOf(client: TestClient): Promise<Settings> {
  return (await client.get('/api/settings')).json<{ settings: Settings }>().settings;
}

describe('settings', () => {
  it('starts from the defaults: organisation name, no scheme, not configured', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    expect(await settingsOf(client)).toEqual({
      colorScheme: null,
      isConfigured: false,
      companyInfo: {
        name: registration.organizationName,
        logo: null,
        website: '',
        description: '',
        timezone: 'UTC',
        language: 'en',
      },
      aiConfig: { enableAiAnalysis: false, hasApiKey: false, apiKeyHint: null, includedInPlan: true },
      privacy: { anonymityThreshold: 5, showWhoAnswered: false },
      configurationStatus: { companyInfo: false, ai: false },
      plan: 'free',
      planName: 'Free',
    });
  });

  it('saves colours as theme triplets and company information, and reports the configuration status', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const saved = await client.post('/api/settings', form());
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('Your company configuration has been updated.');
    const settings = await settingsOf(client);
    expect(settings.colorScheme).toEqual({ primary: '210 100% 40%', secondary: '215 16% 47%', accent: '38 92% 50%' });
    expect(settings.companyInfo).toMatchObject({ name: 'Acme Strategy', timezone: 'Asia/Kolkata' });
    expect(settings.isConfigured).toBe(true);
    expect(settings.configurationStatus).toEqual({ companyInfo: true, ai: false });
  });

  it('keeps the AI key sealed: only a masked hint comes back, and the column never holds it in the clear', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const saved = await client.post('/api/settings', form({ aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY } }));
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(KEY);
    const settings = await settingsOf(client);
    expect(settings.aiConfig).toEqual({
      enableAiAnalysis: true,
      hasApiKey: true,
      apiKeyHint: '••••6789',
      includedInPlan: true,
    });
    expect(settings.configurationStatus.ai).toBe(true);
    const rows = await testApp.deps.database.db.select().from(companySettings);
    expect(JSON.stringify(rows)).not.toContain(KEY);

    // An empty key field keeps the saved key; removing it switches AI off with it.
    await client.post('/api/settings', form({ aiConfig: { enableAiAnalysis: true, openaiApiKey: '' } }));
    expect((await settingsOf(client)).aiConfig.hasApiKey).toBe(true);
    await client.post('/api/settings', form({ aiConfig: { enableAiAnalysis: false, removeApiKey: true } }));
    expect((await settingsOf(client)).aiConfig).toEqual({
      enableAiAnalysis: false,
      hasApiKey: false,
      apiKeyHint: null,
      includedInPlan: true,
    });
  });

  it('refuses to switch AI on without a key, with a message on the key field', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const refused = await client.post('/api/settings', form({ aiConfig: { enableAiAnalysis: true } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      fields: { 'aiConfig.openaiApiKey': 'Add your OpenAI API key to switch on AI analysis.' },
    });
  });

  it('accepts a PNG logo checked by its bytes and refuses other content whatever it is called', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const info = (logo: string) => form({ companyInfo: { ...form().companyInfo, logo } });
    expect((await client.post('/api/settings', info(`data:image/png;base64,${PNG_1X1}`))).statusCode).toBe(200);
    expect((await settingsOf(client)).companyInfo.logo).toBe(`data:image/png;base64,${PNG_1X1}`);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const disguised = await client.post('/api/settings', info(`data:image/png;base64,${svg}`));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<{ message: string }>().message).toBe('The logo must be a PNG or JPG image.');

    const huge = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64');
    const tooLarge = await client.post('/api/settings', info(`data:image/png;base64,${huge}`));
    expect(tooLarge.statusCode).toBe(400);
  });

  it('refuses colours that are not colours', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const refused = await client.post(
      '/api/settings',
      form({ colorScheme: { primary: 'red;}</style>', secondary: '#64748b', accent: '#f59e0b' } }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('keeps each company to its own settings and asks visitors to sign in', async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    await a.client.post('/api/settings', form({ aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY } }));
    const other = await settingsOf(b.client);
    expect(other.companyInfo.name).toBe(b.registration.organizationName);
    expect(other.aiConfig.hasApiKey).toBe(false);
    expect((await new TestClient(testApp.app).get('/api/settings')).statusCode).toBe(401);
  });

  it('shows the saved name and logo to participants', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await client.post(
      '/api/settings',
      form({ companyInfo: { ...form().companyInfo, logo: `data:image/png;base64,${PNG_1X1}` } }),
    );
    const created = await client.post('/api/swot/create', {
      title: 'Branding check',
      startDate: '2020-01-01',
      endDate: '2099-01-01',
      timezone: 'UTC',
    });
    const token = created.json<{ swot: { uniqueToken: string } }>().swot.uniqueToken;
    const link = (await new TestClient(testApp.app).get(`/api/participate/${token}`)).json<{ branding: unknown }>();
    expect(link.branding).toEqual({
      name: 'Acme Strategy',
      logo: `data:image/png;base64,${PNG_1X1}`,
      colors: { primary: '210 100% 40%', secondary: '215 16% 47%', accent: '38 92% 50%' },
      whiteLabel: false,
    });
  });
});

describe('partial saves', () => {
  const LOGO = `data:image/png;base64,${PNG_1X1}`;

  /** A company with every section saved: colours, company information with a logo, AI on with a key. */
  async function savedCompany() {
    const { client } = await createSignedInCompany(testApp.app);
    const full = form({
      companyInfo: { ...form().companyInfo, logo: LOGO },
      aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY },
    });
    expect((await client.post('/api/settings', full)).statusCode).toBe(200);
    return { client, before: await settingsOf(client) };
  }

  it('keeps the stored logo when companyInfo leaves it out, and removes it on null', async () => {
    const { client, before } = await savedCompany();
    const { logo: _left, ...withoutLogo } = form().companyInfo;
    const saved = await client.post('/api/settings', { companyInfo: { ...withoutLogo, name: 'Renamed' } });
    expect(saved.statusCode).toBe(200);
    expect(await settingsOf(client)).toEqual({
      ...before,
      companyInfo: { ...before.companyInfo, name: 'Renamed', logo: LOGO },
    });
    await client.post('/api/settings', { companyInfo: { ...withoutLogo, logo: null } });
    expect((await settingsOf(client)).companyInfo.logo).toBeNull();
  });

  it('saves only colorScheme and leaves company information and AI as stored', async () => {
    const { client, before } = await savedCompany();
    const saved = await client.post('/api/settings', {
      colorScheme: { primary: '#000000', secondary: '#ffffff', accent: '#ff0000' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await settingsOf(client);
    expect(after.colorScheme).toMatchObject({ primary: '0 0% 0%', secondary: '0 0% 100%', accent: '0 100% 50%' });
    expect(after.companyInfo).toEqual(before.companyInfo);
    expect(after.aiConfig).toEqual(before.aiConfig);
    expect(after.configurationStatus).toEqual(before.configurationStatus);
  });

  it('saves only companyInfo and leaves colours and AI as stored', async () => {
    const { client, before } = await savedCompany();
    const companyInfo = { name: 'Only Info', website: '', description: 'Changed', timezone: 'UTC' };
    expect((await client.post('/api/settings', { companyInfo })).statusCode).toBe(200);
    const after = await settingsOf(client);
    expect(after.companyInfo).toEqual({ ...companyInfo, logo: LOGO, language: 'en' });
    // The default language is kept by a save that leaves it out.
    expect((await client.post('/api/settings', { companyInfo: { ...companyInfo, language: 'hi' } })).statusCode).toBe(
      200,
    );
    expect((await client.post('/api/settings', { companyInfo })).statusCode).toBe(200);
    expect((await settingsOf(client)).companyInfo.language).toBe('hi');
    expect(after.colorScheme).toEqual(before.colorScheme);
    expect(after.aiConfig).toEqual(before.aiConfig);
  });

  it('saves only aiConfig and leaves colours and company information as stored', async () => {
    const { client, before } = await savedCompany();
    expect((await client.post('/api/settings', { aiConfig: { enableAiAnalysis: false } })).statusCode).toBe(200);
    const after = await settingsOf(client);
    expect(after.aiConfig).toEqual({ ...before.aiConfig, enableAiAnalysis: false });
    expect(after.colorScheme).toEqual(before.colorScheme);
    expect(after.companyInfo).toEqual(before.companyInfo);
  });

  it('still refuses AI switched on without a key when only aiConfig is sent', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const refused = await client.post('/api/settings', { aiConfig: { enableAiAnalysis: true } });
    expect(refused.statusCode).toBe(400);
    expect((await settingsOf(client)).aiConfig.enableAiAnalysis).toBe(false);
  });
});

describe('colours as chosen', () => {
  it('reads back the hex colours exactly as chosen, in lower case, beside the HSL theme', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const saved = await client.post('/api/settings', {
      colorScheme: { primary: '#7c3aed', secondary: '#0F766E', accent: '#e11d48' },
    });
    expect(saved.statusCode).toBe(200);
    const settings = await settingsOf(client);
    expect(settings.brandColors).toEqual({ primary: '#7c3aed', secondary: '#0f766e', accent: '#e11d48' });
    // The theme keeps the spec's HSL triplets.
    expect(settings.colorScheme).toEqual({ primary: '262 83% 58%', secondary: '175 77% 26%', accent: '347 77% 50%' });
    expect(saved.json<{ settings: Settings }>().settings.brandColors).toEqual(settings.brandColors);
  });

  it('reads a scheme stored before hex colours were kept, deriving the hex from its triplets', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    await client.post('/api/settings', form());
    const legacy = { primary: '210 100% 40%', secondary: '215 16% 47%', accent: '38 92% 50%' };
    await testApp.deps.database.executeSql(
      'UPDATE company_settings SET color_scheme = $1::jsonb WHERE company_id = (SELECT company_id FROM users WHERE email = $2)',
      [JSON.stringify(legacy), registration.email],
    );
    const settings = await settingsOf(client);
    expect(settings.colorScheme).toEqual(legacy);
    expect(settings.brandColors).toEqual({ primary: '#0066cc', secondary: '#65758b', accent: '#f59f0a' });
  });
});
