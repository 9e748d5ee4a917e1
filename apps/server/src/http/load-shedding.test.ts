import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SHEDDING_SAMPLE_INTERVAL_MS } from './load-shedding.ts';

const CHUNK = `export const screen = ${JSON.stringify('x'.repeat(2000))};\n`;

let webDist: string;
let testApp: TestApp;
/** The real application serving a stand-in web build, as main.ts builds it. */
let app: FastifyInstance;

// A 1 MB heap threshold is always exceeded, so the process sheds from its first sample on.
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'foursight-shed-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'prerendered', 'pricing'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'participate.html'), '<!doctype html><main id="participate"></main>');
  writeFileSync(path.join(webDist, 'prerendered', 'pricing', 'index.html'), '<!doctype html><h1>Pricing</h1>');
  writeFileSync(path.join(webDist, 'assets', 'swots-page-abc123.js'), CHUNK);
  writeFileSync(path.join(webDist, 'assets', 'swots-page-abc123.js.br'), brotliCompressSync(CHUNK));
  testApp = await buildTestApp({ env: { SHED_MAX_HEAP_USED_MB: '1', WEB_DIST_DIR: webDist } });
  app = await buildApp(testApp.deps, { serveWeb: true });
  await app.ready();
  await sleep(SHEDDING_SAMPLE_INTERVAL_MS * 2);
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('while the process sheds load', () => {
  it('refuses API calls with 503', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/site' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(503);
  });

  it('does not let another spelling of an API path through to a route', async () => {
    for (const url of ['/%61pi/site', '/API/site']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it.each([
    ['a screen chunk', '/assets/swots-page-abc123.js', {}],
    ['the compressed twin of a chunk', '/assets/swots-page-abc123.js', { 'accept-encoding': 'br' }],
    ['a chunk with a query string', '/assets/swots-page-abc123.js?retry=1', {}],
  ])('still serves %s', async (_case, url, headers) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it.each([
    ['an app page', '/swot/123', 'id="root"'],
    ['a prerendered public page', '/pricing', '<h1>Pricing</h1>'],
    ['the participation page', '/participate/AAAAAAAAAAAAAAAAAAAAAAAA', 'id="participate"'],
  ])('still serves %s', async (_case, url, marker) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(marker);
  });

  it('still answers health', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
