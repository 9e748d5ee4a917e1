import { setTimeout as sleep } from 'node:timers/promises';
import type { HealthResponse } from '@foursight/shared/contract/health';
import type { AppDeps } from '../../app-deps.ts';
import { healthProbeJob } from './health.jobs.ts';

const PROBE_TIMEOUT_MS = 10_000;
const PROBE_POLL_MS = 50;

/**
 * How old a database and queue check the plain liveness answer may reuse. A
 * load balancer or a burst of callers then costs one pair of queries a second
 * per process, not one per call: at 1 000 connections the per-call queries
 * queued behind each other (and behind real work on PGlite's one connection).
 */
export const LIVENESS_MAX_AGE_MS = 1000;

interface DependencyCheck {
  database: HealthResponse['database'];
  queueOk: boolean;
  /** When the check started (performance.now()); its age is counted from here. */
  startedAt: number;
}

/**
 * The health check of one app. A plain call reuses a check at most
 * LIVENESS_MAX_AGE_MS old, and concurrent callers share the one in flight;
 * `probe` always asks the database afresh and sends a job through the queue.
 */
export function createHealthCheck(deps: AppDeps) {
  let latest: DependencyCheck | null = null;
  let inFlight: Promise<DependencyCheck> | null = null;

  function checkAfresh(): Promise<DependencyCheck> {
    return checkDependencies(deps).then((result) => {
      // A slower, older check finishing last must not replace a newer one.
      if (!latest || result.startedAt >= latest.startedAt) latest = result;
      return result;
    });
  }

  function readRecent(): Promise<DependencyCheck> {
    if (latest && performance.now() - latest.startedAt < LIVENESS_MAX_AGE_MS) return Promise.resolve(latest);
    inFlight ??= checkAfresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return async function checkHealth(options: { probe: boolean }): Promise<HealthResponse> {
    const { database, queueOk } = options.probe ? await checkAfresh() : await readRecent();
    const probe = options.probe && queueOk ? await runProbe(deps) : undefined;
    const ok = database.ok && queueOk && (probe?.ok ?? true);
    return {
      status: ok ? 'ok' : 'degraded',
      instanceId: deps.config.instanceId,
      uptimeSeconds: Math.round(process.uptime()),
      database,
      queue: { ok: queueOk, working: deps.queue.isWorking(), ...(probe ? { probe } : {}) },
    };
  };
}

async function checkDependencies(deps: AppDeps): Promise<DependencyCheck> {
  const startedAt = performance.now();
  const database = await checkDatabase(deps);
  const queueOk = database.ok && (await deps.queue.ping());
  return { database, queueOk, startedAt };
}

async function checkDatabase(deps: AppDeps): Promise<HealthResponse['database']> {
  const started = performance.now();
  try {
    await deps.database.executeSql('SELECT 1');
    return { ok: true, kind: deps.database.kind, latencyMs: elapsed(started) };
  } catch (error) {
    deps.logger.error({ err: error }, 'health: database did not answer');
    return { ok: false, kind: deps.database.kind, latencyMs: elapsed(started) };
  }
}

async function runProbe(deps: AppDeps): Promise<NonNullable<HealthResponse['queue']['probe']>> {
  const started = performance.now();
  const id = await deps.queue.enqueue(healthProbeJob, { requestedBy: deps.config.instanceId });
  while (performance.now() - started < PROBE_TIMEOUT_MS) {
    const job = await deps.queue.getJob(healthProbeJob, id);
    if (job?.state === 'completed') {
      const output = job.output as { handledBy?: unknown } | null;
      const handledBy = typeof output?.handledBy === 'string' ? output.handledBy : null;
      return { ok: true, handledBy, roundTripMs: elapsed(started) };
    }
    if (job?.state === 'failed' || job?.state === 'cancelled') break;
    await sleep(PROBE_POLL_MS);
  }
  return { ok: false, handledBy: null, roundTripMs: elapsed(started) };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
