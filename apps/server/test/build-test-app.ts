import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { loadConfig } from '../src/config.ts';
import { createIntegrations } from '../src/integrations/integrations.ts';
import { createSecretBox } from '../src/integrations/secrets/secret-box.ts';
import { createLiveBus } from '../src/integrations/live/create-live-bus.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logging.ts';
import { jobRegistry } from '../src/job-registry.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openPrivateDatabase, openTestDatabase } from './test-database.ts';
import { createInlineAnalysisRunner, createWorkerAnalysisRunner } from '../src/features/analysis/analysis-thread.ts';
import { createDocumentThread, createDocuments } from '../src/documents.ts';

/** One key per test file, so an app rebuilt on the same database still reads its secrets. */
const FILE_KEY = randomBytes(32);

/** Each test app's dependencies, so a helper handed only a client can read the job queue to explain a time-out. */
const depsOfApp = new WeakMap<FastifyInstance, AppDeps>();
export const testDepsOf = (app: FastifyInstance): AppDeps | undefined => depsOfApp.get(app);

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /**
   * Run job workers in this process: true for every job, or the names of the
   * jobs to work (on the shared PostgreSQL, other files' jobs of other names
   * are left alone). A worker whose outcome depends on this app's env (an AI
   * or SMTP server) needs `privateDatabase`: another file's worker of the same
   * name could take its jobs. Most tests only enqueue.
   */
  workers?: boolean | readonly string[];
  /** Use this database and leave it open on close (for restart tests). */
  database?: DatabaseHandle;
  /** Environment overrides, read through the real config loader. */
  env?: Record<string, string>;
  now?: () => Date;
  /** A database of this app's own (see openPrivateDatabase), for tests of platform-wide state. */
  privateDatabase?: boolean;
  /** Collect every log line (JSON, at trace level) here, to check what is logged. */
  logLines?: string[];
  /**
   * Run the analysis and the documents on worker threads, from the bundles
   * the global setup made, as the built server does (else in this thread).
   */
  threads?: boolean;
}

async function openShared() {
  const handle = await openTestDatabase(inject('testDatabase'));
  return { handle, dispose: () => handle.close() };
}

/** The real application on the run's test database, driven through app.inject. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database
    ? null
    : options.privateDatabase
      ? await openPrivateDatabase(inject('testDatabase'))
      : await openShared();
  const database = options.database ?? owned!.handle;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INSTANCE_ID: 'test',
    // Test files register many companies from one address (127.0.0.1), on PostgreSQL into one shared
    // database; the tests of these limits switch them back on.
    REGISTER_ADDRESS_LIMIT_PER_HOUR: '0',
    CHECK_DUPLICATE_ADDRESS_LIMIT_PER_HOUR: '0',
    PASSWORD_RESET_ADDRESS_LIMIT_PER_HOUR: '0',
    // Test files share two busy cores and block the loop on purpose (PGlite clones, 100 submissions at
    // once): event-loop shedding would answer 503 at random. The shedding tests switch it back on.
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Tests never reach a real AI service: a closed local port (the discard port) refuses at once. The
    // tests of AI calls point this at a local server speaking the OpenAI protocol.
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    ...options.env,
  });
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
    logger: options.logLines
      ? createLogger({ level: 'trace', destination: { write: (line: string) => options.logLines!.push(line) } })
      : createLogger({ level: 'silent' }),
    ...createIntegrations(config),
    secrets: createSecretBox(config.encryption.key ?? FILE_KEY),
    analysis: options.threads
      ? createWorkerAnalysisRunner(new URL(inject('workerBundles').analysis))
      : createInlineAnalysisRunner(),
    documents: options.threads
      ? createDocumentThread(new URL(inject('workerBundles').documents))
      : createDocuments(import.meta.url),
    live: createLiveBus(database),
    now: options.now ?? (() => new Date()),
  };
  if (options.workers) await queue.startWorkers(deps, options.workers === true ? undefined : options.workers);
  const app = await buildApp(deps);
  depsOfApp.set(app, deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      // Running jobs finish before the database closes: a job still running when the queue gave up waiting
      // (an analysis on two busy cores takes seconds) then marked itself failed on a closed pool, an unhandled
      // rejection that failed a whole pass. Waiting costs nothing when no job runs.
      await queue.stop(15_000);
      await deps.analysis.close();
      await deps.documents.close();
      await deps.live.close();
      deps.mailer.close();
      await owned?.dispose();
    },
  };
}
