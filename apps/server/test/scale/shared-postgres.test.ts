import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@foursight/shared/contract/health';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createPostgresDatabase } from '../test-database.ts';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: one
 * serves HTTP only, the other also runs the job workers. They are started at
 * the same moment on a new, empty database, so both migrate at once (the
 * advisory lock makes them take turns). The database is their own: the
 * worker process would otherwise run other test files' jobs and sweep their SWOTs.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The scale tests need TEST_DATABASE_URL (a PostgreSQL database).');

let httpOnly: ServerProcess;
let worker: ServerProcess;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const created = await createPostgresDatabase(serverUrl, 'two_processes');
  drop = created.drop;
  const databaseUrl = created.url;
  // Both started at once; if one fails to start, the other is still stopped in afterAll.
  const [first, second] = await Promise.allSettled([
    startServerProcess({ DATABASE_URL: databaseUrl, RUN_MODE: 'http', INSTANCE_ID: 'process-http' }),
    startServerProcess({ DATABASE_URL: databaseUrl, RUN_MODE: 'all', INSTANCE_ID: 'process-worker' }),
  ]);
  if (first.status === 'fulfilled') httpOnly = first.value;
  if (second.status === 'fulfilled') worker = second.value;
  for (const result of [first, second]) if (result.status === 'rejected') throw result.reason;
});

afterAll(async () => {
  try {
    await Promise.allSettled([httpOnly?.stop(), worker?.stop()]);
  } finally {
    await drop?.();
  }
});

async function health(server: ServerProcess, probe = false): Promise<HealthResponse> {
  const response = await fetch(`${server.baseUrl}/api/health${probe ? '?probe=true' : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HealthResponse;
}

describe('two processes on one PostgreSQL', () => {
  it('both answer /api/health on the same database', async () => {
    const [first, second] = await Promise.all([health(httpOnly), health(worker)]);
    expect(first).toMatchObject({
      status: 'ok',
      instanceId: 'process-http',
      database: { kind: 'postgres' },
      queue: { working: false },
    });
    expect(second).toMatchObject({
      status: 'ok',
      instanceId: 'process-worker',
      database: { kind: 'postgres' },
      queue: { working: true },
    });
  });

  it('share the job queue: a job enqueued through the HTTP-only process is run by the worker process', async () => {
    const answer = await health(httpOnly, true);
    expect(answer.queue.probe).toMatchObject({ ok: true, handledBy: 'process-worker' });
  });

  it('stop cleanly on SIGTERM', async () => {
    const code = await httpOnly.stop('SIGTERM');
    expect(code).toBe(0);
    // The other process is unaffected and still answers.
    expect((await health(worker)).status).toBe('ok');
  });
});
