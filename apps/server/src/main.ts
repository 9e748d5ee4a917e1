import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { bundledFile } from './bundled-file.ts';
import { openDatabase } from './db/client.ts';
import type { AdminBootstrap } from './features/admin/admin-auth.service.ts';
import { createLogger } from './logging.ts';
import type { ExtraAcceptors, openExtraAcceptors as OpenExtraAcceptors } from './http/extra-acceptors.ts';

/**
 * Everything but the database, loaded while the database opens on its own
 * thread: the two take about as long, and on two cores they overlap.
 */
async function loadServer() {
  const [app, migrate, admin, notifications, analysis, analysisThread, documents, integrations] = await Promise.all([
    import('./app.ts'),
    import('./db/migrate.ts'),
    import('./features/admin/admin-auth.service.ts'),
    import('./features/notifications/notifications.service.ts'),
    import('./features/analysis/analysis.service.ts'),
    import('./features/analysis/analysis-thread.ts'),
    import('./documents.ts'),
    import('./integrations/integrations.ts'),
  ]);
  const [secretBox, liveBus, queue, acceptors, registry, housekeeping, housekeepingTasks] = await Promise.all([
    import('./integrations/secrets/secret-box.ts'),
    import('./integrations/live/create-live-bus.ts'),
    import('./jobs/queue.ts'),
    import('./http/extra-acceptors.ts'),
    import('./job-registry.ts'),
    import('./jobs/housekeeping.ts'),
    import('./housekeeping-tasks.ts'),
  ]);
  return {
    ...app,
    ...migrate,
    ...admin,
    ...notifications,
    ...analysis,
    ...analysisThread,
    ...documents,
    ...integrations,
    ...secretBox,
    ...liveBus,
    ...queue,
    ...acceptors,
    ...registry,
    ...housekeeping,
    ...housekeepingTasks,
  };
}

/** Reads config, opens and migrates the database, then serves HTTP and/or runs workers (RUN_MODE). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, instanceId: config.instanceId });
  const started = performance.now();
  const phases: Record<string, number> = {};
  let last = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };

  // The embedded database runs on a thread of its own when the build put its entry beside this bundle.
  const pgliteWorker = bundledFile(import.meta.url, 'pglite-worker.js');
  const loading = loadServer();
  const opening = openDatabase(config.database, {
    pgliteThread: pgliteWorker && {
      file: pgliteWorker,
      loadShedding: config.loadShedding,
      // Units report what they did (the group commit, each batch) for the debug log.
      onNotice: logger.isLevelEnabled('debug')
        ? ({ unit, data }) => logger.debug({ unit, ...(data as object) }, 'database thread')
        : undefined,
      // Without its database the process can only fail requests: it stops, for its supervisor to start it again.
      onLost: (error) => {
        logger.fatal({ err: error }, 'the embedded database thread stopped');
        process.exit(1);
      },
    },
  });
  // Both are awaited together: a failure of either is reported, and a database that opened while the
  // modules failed is closed before the process ends (PGlite may be unpacking its seed).
  // Each timed from the moment both began: they run side by side.
  const since = (name: string) => () => {
    phases[name] = Math.round(performance.now() - started);
  };
  const [loaded, opened] = await Promise.allSettled([
    loading.finally(since('loadModulesMs')),
    opening.finally(since('openDatabaseMs')),
  ]);
  last = performance.now();
  if (opened.status === 'rejected') throw opened.reason;
  const database = opened.value;
  if (loaded.status === 'rejected') {
    await database.close().catch(() => undefined);
    throw loaded.reason;
  }
  const {
    buildApp,
    migrateDatabase,
    QUEUE_SETUP_LOCK_KEY,
    ensureFirstAdmin,
    recoverStrandedMessages,
    requestStaleAnalyses,
    createAnalysisRunner,
    createDocuments,
    createIntegrations,
    createSecretBox,
    loadEncryptionKey,
    createLiveBus,
    createJobQueue,
    openExtraAcceptors,
    jobRegistry,
    startHousekeeping,
    HOUSEKEEPING,
  } = loaded.value;
  await migrateDatabase(database);
  phase('migrateMs');
  const queue = createJobQueue({
    executeSql: database.executeSql,
    jobs: jobRegistry,
    pollingIntervalSeconds: 1,
    supervise: config.runMode !== 'http',
  });
  // Processes starting together on a new database would create pg-boss's queues at once and can
  // deadlock (seen with two processes on an empty PostgreSQL): they take turns, like migrations.
  await database.withLock(QUEUE_SETUP_LOCK_KEY, () => queue.start());
  phase('queueMs');
  const secrets = createSecretBox(await loadEncryptionKey(config.encryption));
  const deps: AppDeps = {
    config,
    database,
    queue,
    logger,
    ...createIntegrations(config),
    secrets,
    analysis: createAnalysisRunner(import.meta.url),
    documents: createDocuments(import.meta.url),
    live: createLiveBus(database),
    now: () => new Date(),
  };
  const admin = await ensureFirstAdmin(deps);
  phase('adminMs');

  let app: FastifyInstance | undefined;
  let acceptors: Promise<ExtraAcceptors | undefined> = Promise.resolve(undefined);
  if (config.runMode !== 'worker') {
    app = await buildApp(deps, { serveWeb: true });
    await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
    // Not awaited: the server accepts on its own handle meanwhile, and starting the helper process takes a while.
    acceptors = openAcceptors(openExtraAcceptors, app, config, logger);
    phase('httpMs');
  }
  let stopHousekeeping = () => {};
  if (config.runMode !== 'http') {
    await queue.startWorkers(deps);
    await recoverStrandedMessages(deps);
    await requestStaleAnalyses(deps);
    stopHousekeeping = startHousekeeping(deps, HOUSEKEEPING);
  }
  phase('workersMs');

  logger.info(
    {
      runMode: config.runMode,
      database: database.kind,
      startupMs: Math.round(performance.now() - started),
      sinceProcessStartMs: Math.round(performance.now()),
      ...phases,
    },
    'started',
  );
  printBanner(config, app, admin);
  handleShutdown(deps, app, () => {
    void acceptors.then((opened) => opened?.close());
    stopHousekeeping();
  });
}

/** More handles accepting new connections (http/extra-acceptors.ts); without them the server still serves. */
async function openAcceptors(
  openExtraAcceptors: typeof OpenExtraAcceptors,
  app: FastifyInstance,
  config: Config,
  logger: AppDeps['logger'],
): Promise<ExtraAcceptors | undefined> {
  try {
    const started = performance.now();
    const acceptors = await openExtraAcceptors(app.server, config.listenExtraAcceptors, config.listenBacklog);
    logger.debug({ count: acceptors.count, ms: Math.round(performance.now() - started) }, 'extra accepting handles');
    return acceptors;
  } catch (error) {
    logger.warn({ err: error }, 'extra accepting handles could not be opened; serving with one');
    return undefined;
  }
}

function printBanner(config: Config, app: FastifyInstance | undefined, admin: AdminBootstrap): void {
  const lines = ['', '  Foursight is running.'];
  let baseUrl = '';
  if (app) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    baseUrl = `http://${host}:${port}`;
    lines.push(`  Open ${baseUrl}`);
  }
  lines.push(`  Platform admin: sign in at ${baseUrl}/admin as ${admin.email}`);
  if (admin.generatedPassword) {
    lines.push(
      `  Generated admin password (shown only this once, keep it safe): ${admin.generatedPassword}`,
      '  (Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them instead.)',
    );
  } else if (admin.created) {
    lines.push('  Admin password: the ADMIN_PASSWORD you set.');
  }
  lines.push(
    config.database.kind === 'pglite'
      ? `  Embedded database: ${config.database.dataDir}`
      : '  Database: PostgreSQL (DATABASE_URL)',
    `  Mode: ${config.runMode}`,
    '',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

function handleShutdown(deps: AppDeps, app: FastifyInstance | undefined, beforeClose: () => void): void {
  let stopping = false;
  const stop = async (reason: string, exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ reason }, 'shutting down: finishing in-flight requests and jobs');
    // Past the deadline a stuck request or job must not keep the process alive.
    setTimeout(() => {
      deps.logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, deps.config.shutdownTimeoutMs + 2_000).unref();
    beforeClose();
    try {
      await app?.close();
      await deps.queue.stop(deps.config.shutdownTimeoutMs);
      await deps.analysis.close();
      await deps.documents.close();
      await deps.live.close();
      deps.mailer.close();
      await deps.database.close();
    } catch (error) {
      deps.logger.error({ err: error }, 'error during shutdown');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.on('unhandledRejection', (error) => {
    deps.logger.fatal({ err: error }, 'unhandled rejection');
    void stop('unhandledRejection', 1);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Foursight could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
