import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerSpa } from './spa.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const MAP = JSON.stringify({ version: 3, sources: ['../src/secret.ts'], sourcesContent: ['const secret = 1;'] });

let app: FastifyInstance;
let webDist: string;

// A small stand-in for apps/web/dist, with a map the build left behind (and its compressed twin).
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'foursight-spa-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'participate.html'), '<!doctype html><main></main>');
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.map'), MAP);
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.map.br'), brotliCompressSync(MAP));
  app = Fastify();
  registerErrorHandler(app);
  await registerSpa(app, webDist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app server', () => {
  it('serves scripts and falls back to index.html for app paths', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    const page = await app.inject({ method: 'GET', url: '/swot/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it.each([
    ['a map left in dist', '/assets/main-abc123.js.map', {}],
    ['a map left in dist, asked for compressed', '/assets/main-abc123.js.map', { 'accept-encoding': 'br' }],
    ['the compressed twin of a map', '/assets/main-abc123.js.map.br', {}],
    ['a map that is not there (not the app page)', '/assets/other-def456.js.map', {}],
    ['a map asked with a query string', '/assets/main-abc123.js.map?v=1', {}],
  ])('answers 404 for %s', async (_case, url, headers) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
      expect(response.body).not.toContain('<div id="root">');
    }
  });
});
