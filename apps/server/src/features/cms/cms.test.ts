import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage, SiteSettings } from '@foursight/shared/contract/cms';
import type { PublicSite } from '@foursight/shared/contract/marketing';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInAdmin, createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

// Site settings and maintenance mode are platform-wide: this file works on a database of its own.
let testApp: TestApp;
let admin: TestClient;
beforeAll(async () => {
  testApp = await buildTestApp({ privateDatabase: true });
  admin = await createSignedInAdmin(testApp.app, testApp.deps.database.db);
});
afterAll(() => testApp.close());

const visitor = () => new TestClient(testApp.app);

function page(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'our-story',
    title: 'Our story',
    metaDescription: 'How Foursight began',
    content: '<h2>Why we built it</h2><p>Because strategy needs everyone.</p>',
    isPublished: true,
    showInMenu: true,
    menuOrder: 2,
    ...overrides,
  };
}

describe('CMS pages', () => {
  it('serves a published page with a script payload clean, and lists it in the public menu', async () => {
    const created = await admin.post(
      '/api/admin/cms/pages',
      page({
        content: '<p onmouseover="steal()">Hi</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const served = await visitor().get('/api/pages/our-story');
    expect(served.statusCode).toBe(200);
    const content = served.json<{ page: { content: string } }>().page.content;
    expect(content).toBe('<p>Hi</p><img src="x" />');
    expect(content).not.toMatch(/script|onerror|onmouseover/i);
    const site = (await visitor().get('/api/site')).json<PublicSite>();
    expect(site.menu).toEqual([{ slug: 'our-story', title: 'Our story' }]);
  });

  it('refuses a duplicate slug, a reserved slug and a badly formed one', async () => {
    await admin.post('/api/admin/cms/pages', page({ slug: 'careers', showInMenu: false }));
    const duplicate = await admin.post('/api/admin/cms/pages', page({ slug: 'careers' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ fields: { slug: 'Another page already uses this slug.' } });
    expect((await admin.post('/api/admin/cms/pages', page({ slug: 'pricing' }))).statusCode).toBe(400);
    expect((await admin.post('/api/admin/cms/pages', page({ slug: 'Bad Slug!' }))).statusCode).toBe(400);
  });

  it('hides drafts from the public, and edits and deletes pages', async () => {
    const created = (
      await admin.post('/api/admin/cms/pages', page({ slug: 'roadmap', isPublished: false, showInMenu: true }))
    ).json<{ page: CmsPage }>().page;
    expect((await visitor().get('/api/pages/roadmap')).statusCode).toBe(404);
    expect((await visitor().get('/api/site')).json<PublicSite>().menu.map((item) => item.slug)).not.toContain(
      'roadmap',
    );

    const updated = await admin.put(`/api/admin/cms/pages/${created.id}`, page({ slug: 'roadmap', title: 'Roadmap' }));
    expect(updated.json<{ page: CmsPage }>().page.title).toBe('Roadmap');
    expect((await visitor().get('/api/pages/roadmap')).statusCode).toBe(200);

    expect((await admin.delete(`/api/admin/cms/pages/${created.id}`)).statusCode).toBe(200);
    expect((await visitor().get('/api/pages/roadmap')).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/cms/pages/${created.id}`)).statusCode).toBe(404);
  });
});

describe('site settings and maintenance mode', () => {
  const settings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
    siteName: 'Foursight',
    siteTagline: 'SWOT for everyone',
    primaryColor: '#3B82F6',
    secondaryColor: '#1E40AF',
    contactEmail: 'hello@foursight.example',
    contactPhone: '+91 80 4000 0000',
    footerText: 'Made in Bengaluru',
    customCss: '',
    maintenanceMode: false,
    maintenanceMessage: 'Back soon.',
    ...overrides,
  });

  it('starts from the defaults and saves every field, with custom CSS made safe', async () => {
    const initial = (await admin.get('/api/admin/cms/site-settings')).json<{ settings: SiteSettings }>().settings;
    expect(initial).toMatchObject({ primaryColor: '#3B82F6', secondaryColor: '#1E40AF', maintenanceMode: false });
    const saved = await admin.put(
      '/api/admin/cms/site-settings',
      settings({ customCss: 'h1{color:red}</style><script>alert(1)</script>' }),
    );
    expect(saved.json<{ message: string }>().message).toBe('Site settings updated successfully!');
    const site = (await visitor().get('/api/site')).json<PublicSite>();
    expect(site).toMatchObject({
      siteName: 'Foursight',
      footerText: 'Made in Bengaluru',
      contactEmail: 'hello@foursight.example',
    });
    expect(site.customCss).toBe('h1{color:red}');
  });

  it('stores custom CSS with escaped @import and url() removed, keeping the rest', async () => {
    const saved = await admin.put(
      '/api/admin/cms/site-settings',
      settings({
        customCss:
          '@\\69mport "https://evil.example/x.css"; .hero { color: #123456; ' +
          'background: u\\72l(https://evil.example/x.png) } .cta { background: linear-gradient(#fff, #eee) }',
      }),
    );
    expect(saved.statusCode).toBe(200);
    const stored = (await admin.get('/api/admin/cms/site-settings')).json<{ settings: SiteSettings }>().settings;
    expect(stored.customCss).toBe('.hero{color:#123456}.cta{background:linear-gradient(#fff,#eee)}');
    expect(stored.customCss).not.toMatch(/@|url|evil|\\/i);
    expect((await visitor().get('/api/site')).json<PublicSite>().customCss).toBe(stored.customCss);
  });

  it('blocks organisers and visitors but not admins, participation links or the site settings', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await admin.put(
      '/api/admin/cms/site-settings',
      settings({ maintenanceMode: true, maintenanceMessage: 'Upgrading, back at 10:00.' }),
    );

    const blocked = await client.get('/api/swot/list');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ success: false, message: 'Upgrading, back at 10:00.' });
    expect((await visitor().post('/api/login', { email: 'a@b.example', password: 'x' })).statusCode).toBe(503);
    expect((await visitor().get('/api/site')).json<PublicSite>()).toMatchObject({ maintenanceMode: true });
    expect((await admin.get('/api/admin/companies')).statusCode).toBe(200);
    expect((await visitor().get(`/api/participate/${swot.uniqueToken}`)).statusCode).toBe(200);

    await admin.put('/api/admin/cms/site-settings', settings({ maintenanceMode: false }));
    expect((await client.get('/api/swot/list')).statusCode).toBe(200);
  });
});
