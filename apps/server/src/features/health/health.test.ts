import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@foursight/shared/contract/health';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ workers: ['health-probe'] });
});

afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('reports the database and the queue as working', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<HealthResponse>();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(testApp.deps.database.kind);
    expect(body.queue).toEqual({ ok: true, working: true });
  });

  it('runs a probe job through the queue and names the process that ran it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health?probe=true' });
    const body = response.json<HealthResponse>();
    expect(response.statusCode).toBe(200);
    expect(body.queue.probe).toMatchObject({ ok: true, handledBy: 'test' });
  });

  it('refuses an unknown probe value with a message naming the parameter', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health?probe=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^probe: /);
  });

  it('sends security headers and a request id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unknown API paths', () => {
  it('answer JSON 404, not the web app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No API route matches GET /api/does-not-exist.',
    });
  });
});
