// What the in-process benchmarks share: the application's real dependencies
// on a chosen database, and a signed-in company made through the API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppDeps } from '../apps/server/src/app-deps.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createIntegrations } from '../apps/server/src/integrations/integrations.ts';
import { createSecretBox } from '../apps/server/src/integrations/secrets/secret-box.ts';
import { createJobQueue } from '../apps/server/src/jobs/queue.ts';
import { createLiveBus } from '../apps/server/src/integrations/live/create-live-bus.ts';
import { jobRegistry } from '../apps/server/src/job-registry.ts';
import { createInlineAnalysisRunner } from '../apps/server/src/features/analysis/analysis-thread.ts';
import { createDocuments } from '../apps/server/src/documents.ts';

export const BENCH_ORIGIN = 'http://localhost';
const PASSWORD = 'bench meadow lantern 42';

/** Runs `run` with the app's dependencies on a migrated database (no workers), then closes it. */
export async function withDeps<T>(
  env: Record<string, string>,
  target: DatabaseTarget,
  run: (deps: AppDeps) => Promise<T>,
  /** The bundled src/database-thread.ts (dist/pglite-worker.js): the embedded database on its own thread, as the built server runs it. */
  pgliteThread?: URL,
): Promise<T> {
  // Benchmarks sign up companies from one address, run after run on the same database: no registration limit.
  // Setting a benchmark up is not what it measures: no load shedding for the in-process app.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    REGISTER_ADDRESS_LIMIT_PER_HOUR: '0',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await openDatabase(target, {
    pgliteThread: pgliteThread && { file: pgliteThread, loadShedding: config.loadShedding },
  });
  await migrateDatabase(database);
  const queue = createJobQueue({
    executeSql: database.executeSql,
    jobs: jobRegistry,
    pollingIntervalSeconds: 5,
    supervise: false,
  });
  await queue.start();
  const deps: AppDeps = {
    config,
    database,
    queue,
    logger: pino({ level: 'silent' }),
    ...createIntegrations(config),
    secrets: createSecretBox(randomBytes(32)),
    analysis: createInlineAnalysisRunner(),
    documents: createDocuments(import.meta.url),
    live: createLiveBus(database),
    now: () => new Date(),
  };
  try {
    return await run(deps);
  } finally {
    await queue.stop(1000);
    await deps.live.close();
    await database.close();
  }
}

/** Registers a company through the API, signs its owner in, and returns the cookie and the company id. */
export async function signUpCompany(
  app: FastifyInstance,
  deps: AppDeps,
  tag: string,
): Promise<{ cookie: string; companyId: string }> {
  const email = `bench.${tag}@bench.test`;
  await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: BENCH_ORIGIN },
    payload: {
      organizationName: `Bench ${tag}`,
      contactName: 'Bench',
      email,
      password: PASSWORD,
      fullAddress: '1 Bench Road',
      officialDomain: `bench-${tag}.example`,
      mobileNumber: '+91 98450 00000',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: BENCH_ORIGIN },
    payload: { email, password: PASSWORD },
  });
  const cookie = login.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
  const result = await deps.database.executeSql('SELECT company_id FROM users WHERE email = $1', [email]);
  return { cookie, companyId: (result.rows[0] as { company_id: string }).company_id };
}
