import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { loadConfig } from '../src/config.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { jobRegistry } from '../src/jobs/registry.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Run job workers in this process (most tests only enqueue). */
  workers?: boolean;
  /** Environment overrides, read through the real config loader. */
  env?: Record<string, string>;
  now?: () => Date;
}

/** The real application on the run's test database, driven through app.inject. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('testDatabase'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', INSTANCE_ID: 'test', ...options.env });
  const queue = createJobQueue({
    executeSql: database.executeSql,
    jobs: jobRegistry,
    pollingIntervalSeconds: 0.5,
    supervise: false,
  });
  await queue.start();
  const deps: AppDeps = {
    config,
    database,
    queue,
    logger: pino({ level: 'silent' }),
    now: options.now ?? (() => new Date()),
  };
  if (options.workers) await queue.startWorkers(deps);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await queue.stop(1000);
      await database.close();
    },
  };
}
