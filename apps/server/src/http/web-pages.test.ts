import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_WEB_ROUTES, PARTICIPATION_WEB_ROUTES } from '@foursight/shared/contract/web-routes';
import { buildApp } from '../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const APP_PAGE = '<!doctype html><div id="root"></div>';
const PARTICIPATION_PAGE = '<!doctype html><main id="participate"></main>';
const PRERENDERED_PRICING = '<!doctype html><h1>Pricing</h1>';
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

let webDist: string;
let testApp: TestApp;
/** The real application serving a stand-in web build, as main.ts builds it. */
let app: FastifyInstance;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'foursight-pages-'));
  mkdirSync(path.join(webDist, 'prerendered', 'pricing'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), APP_PAGE);
  writeFileSync(path.join(webDist, 'participate.html'), PARTICIPATION_PAGE);
  writeFileSync(path.join(webDist, 'prerendered', 'pricing', 'index.html'), PRERENDERED_PRICING);
  testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  app = await buildApp(testApp.deps, { serveWeb: true });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A real address of a route pattern: each `:param` filled in. */
function addressOf(pattern: string): string {
  return pattern.replace(/:[a-z]+/gi, (param) => (param === ':id' ? randomUUID() : TOKEN));
}

describe('web pages', () => {
  it.each([
    ['/no/such/page'],
    ['/dashboard/extra'],
    ['/admin/anything'],
    ['/swot-management/x/y'],
    ['/swot/3f1c2d/dead'],
    ['/participate'],
    ['/participate/abc/round/extra'],
    ['/pricing/monthly?from=ad'],
  ])('answer 404 with the app page (its own 404) for %s', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      if (method === 'GET') expect(response.body).toBe(APP_PAGE);
    }
  });

  it.each([
    ['the home page', '/', APP_PAGE],
    ['a prerendered page', '/pricing', PRERENDERED_PRICING],
    ['a page with a trailing slash', '/dashboard/', APP_PAGE],
    ['a signed-in page', '/swot-management', APP_PAGE],
    ["a SWOT's page", `/swot/${randomUUID()}`, APP_PAGE],
    ["a SWOT's live view", `/swot/${randomUUID()}/live`, APP_PAGE],
    ['a report', `/reports/${randomUUID()}`, APP_PAGE],
    ['a CMS page', '/p/our-story', APP_PAGE],
    ['forgot password', '/forgot-password', APP_PAGE],
    ['the reset link', `/reset-password?token=${TOKEN}`, APP_PAGE],
    ["the admin's reset link", `/admin/reset-password?token=${TOKEN}`, APP_PAGE],
    ['a participation link', `/participate/${TOKEN}`, PARTICIPATION_PAGE],
    ["a later round's ballot", `/participate/${TOKEN}/round`, PARTICIPATION_PAGE],
  ])('answer 200 for %s', async (_case, url, page) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.body).toBe(page);
  });

  it('answer 200 for every route of the shared list', async () => {
    for (const pattern of [...APP_WEB_ROUTES, ...PARTICIPATION_WEB_ROUTES]) {
      const url = addressOf(pattern);
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('send the whole page on a 404 even when the browser revalidates the page it has', async () => {
    const served = await app.inject({ method: 'GET', url: '/dashboard' });
    const validators = {
      'if-none-match': String(served.headers.etag),
      'if-modified-since': String(served.headers['last-modified']),
    };
    expect((await app.inject({ method: 'GET', url: '/dashboard', headers: validators })).statusCode).toBe(304);
    const missing = await app.inject({ method: 'GET', url: '/no/such/page', headers: validators });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(APP_PAGE);
  });

  it('still answer JSON for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
