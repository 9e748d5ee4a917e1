import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@foursight/shared/contract/health';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { countDatabaseChecks } from '../../../test/count-database-checks.ts';
import { LIVENESS_MAX_AGE_MS, type HealthCheck } from './health.service.ts';
import { installLivenessFastPath } from './liveness-fast-path.ts';

// The fast path lives in the HTTP server itself: app.inject() never reaches it, so these tests use a socket.
let t: TestApp;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ workers: ['health-probe'], logLines });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => t.close());

/** The headers that differ on every answer by nature. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'content-length', 'keep-alive', 'connection']);

function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

/** The URLs Fastify logged as incoming requests while `run` ran: the requests that went through it. */
async function urlsThroughFastify(run: () => Promise<void>): Promise<string[]> {
  const from = logLines.length;
  await run();
  return logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } })
    .filter((entry) => entry.msg === 'incoming request' && entry.req)
    .map((entry) => `${entry.req!.method} ${entry.req!.url}`);
}

describe('the liveness answer over a socket', () => {
  it("is the route's answer: same status, body and headers as Fastify's route gives", async () => {
    let overSocket!: Response;
    const throughFastify = await urlsThroughFastify(async () => {
      overSocket = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'lb-check-0001' } });
    });
    // Answered before Fastify: nothing of its per-request work, its log line included.
    expect(throughFastify).toEqual([]);
    const viaFastify = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(overSocket.status).toBe(200);
    expect(overSocket.status).toBe(viaFastify.statusCode);

    const body = (await overSocket.json()) as HealthResponse;
    const expected = viaFastify.json<HealthResponse>();
    expect({ ...body, uptimeSeconds: 0 }).toEqual({ ...expected, uptimeSeconds: 0 });
    expect(Math.abs(body.uptimeSeconds - expected.uptimeSeconds)).toBeLessThanOrEqual(1);

    expect(comparable(Object.fromEntries(overSocket.headers))).toEqual(comparable(viaFastify.headers));
    expect(overSocket.headers.get('x-request-id')).toBe('lb-check-0001');
  });

  it('gives each caller without an id a new request id', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/api/health`), fetch(`${base}/api/health`)]);
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers a burst from one database check at most a second old, and asks again after that', async () => {
    await sleep(LIVENESS_MAX_AGE_MS + 50);
    const burst = await countDatabaseChecks(t.deps.database, async () => {
      const answers = await Promise.all(Array.from({ length: 100 }, () => fetch(`${base}/api/health`)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    });
    expect(burst).toBe(1);

    const later = await countDatabaseChecks(t.deps.database, async () => {
      await sleep(LIVENESS_MAX_AGE_MS + 50);
      expect(((await (await fetch(`${base}/api/health`)).json()) as HealthResponse).database.ok).toBe(true);
    });
    expect(later).toBe(1);
  });

  it('answers 503 degraded, as the route does, when the database fails', async () => {
    const database = t.deps.database;
    const original = database.executeSql;
    database.executeSql = (text, values) =>
      text === 'SELECT 1' ? Promise.reject(new Error('connection refused')) : original(text, values);
    try {
      await sleep(LIVENESS_MAX_AGE_MS + 50);
      const answer = await fetch(`${base}/api/health`);
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as HealthResponse).database.ok).toBe(false);
    } finally {
      database.executeSql = original;
    }
    await sleep(LIVENESS_MAX_AGE_MS + 50);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('leaves every other request to Fastify: the deep check, a bad query, other methods', async () => {
    const throughFastify = await urlsThroughFastify(async () => {
      const deep = await fetch(`${base}/api/health?probe=true`);
      expect(deep.status).toBe(200);
      expect(((await deep.json()) as HealthResponse).queue.probe).toMatchObject({ ok: true, handledBy: 'test' });

      const refused = await fetch(`${base}/api/health?probe=maybe`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^probe: /);

      expect((await fetch(`${base}/api/health`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${base}/api/health`, { method: 'POST' })).status).toBe(404);
    });
    expect(throughFastify).toEqual([
      'GET /api/health?probe=true',
      'GET /api/health?probe=maybe',
      'HEAD /api/health',
      'POST /api/health',
    ]);
  });
});

describe('the fast path on a Fastify server', () => {
  const ok: HealthResponse = {
    status: 'ok',
    instanceId: 'test',
    uptimeSeconds: 1,
    database: { ok: true, kind: 'pglite', latencyMs: 1 },
    queue: { ok: true, working: false },
  };
  const check: HealthCheck = {
    liveness: () => Promise.resolve(ok),
    latestLiveness: () => ok,
    deep: () => Promise.resolve(ok),
  };

  function fastifyWithRoute() {
    const app = Fastify();
    app.get('/api/health', () => ({ through: 'fastify' }));
    const fastPath = installLivenessFastPath(app.server, check, {});
    return { app, fastPath };
  }

  it('hands every request to Fastify once stopped', async () => {
    const { app, fastPath } = fastifyWithRoute();
    try {
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/health`;
      expect(await (await fetch(url)).json()).toEqual(ok);
      fastPath.stop();
      expect(await (await fetch(url)).json()).toEqual({ through: 'fastify' });
    } finally {
      await app.close();
    }
  });
});
