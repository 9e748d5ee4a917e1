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

export interface HealthCheck {
  /** The plain liveness answer: reuses a check at most LIVENESS_MAX_AGE_MS old; concurrent callers share the one in flight. */
  liveness(): Promise<HealthResponse>;
  /**
   * The answer liveness() would give now without waiting, or null when the
   * check it reuses is too old. The same object until that check or the
   * uptime's second changes, so a caller may keep what it makes of it (the
   * bytes on the wire) by identity.
   */
  latestLiveness(): HealthResponse | null;
  /** The deep check: asks the database afresh and sends a probe job through the queue. */
  deep(): Promise<HealthResponse>;
}

/** The health check of one app (the route and the liveness fast path share it). */
export function createHealthCheck(deps: AppDeps): HealthCheck {
  let latest: DependencyCheck | null = null;
  let inFlight: Promise<DependencyCheck> | null = null;
  let answered: { check: DependencyCheck; uptimeSeconds: number; health: HealthResponse } | null = null;

  function checkAfresh(): Promise<DependencyCheck> {
    return checkDependencies(deps).then((result) => {
      // A slower, older check finishing last must not replace a newer one.
      if (!latest || result.startedAt >= latest.startedAt) latest = result;
      return result;
    });
  }

  const isFresh = (check: DependencyCheck | null): check is DependencyCheck =>
    check !== null && performance.now() - check.startedAt < LIVENESS_MAX_AGE_MS;

  function readRecent(): Promise<DependencyCheck> {
    if (isFresh(latest)) return Promise.resolve(latest);
    inFlight ??= checkAfresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function answerOf(check: DependencyCheck, probe?: ProbeResult): HealthResponse {
    const ok = check.database.ok && check.queueOk && (probe?.ok ?? true);
    return {
      status: ok ? 'ok' : 'degraded',
      instanceId: deps.config.instanceId,
      uptimeSeconds: Math.round(process.uptime()),
      database: check.database,
      queue: { ok: check.queueOk, working: deps.queue.isWorking(), ...(probe ? { probe } : {}) },
    };
  }

  /** One answer object per check and uptime second. */
  function livenessOf(check: DependencyCheck): HealthResponse {
    const uptimeSeconds = Math.round(process.uptime());
    if (answered?.check !== check || answered.uptimeSeconds !== uptimeSeconds) {
      answered = { check, uptimeSeconds, health: answerOf(check) };
    }
    return answered.health;
  }

  return {
    liveness: () => readRecent().then(livenessOf),
    latestLiveness: () => (isFresh(latest) ? livenessOf(latest) : null),
    deep: async () => {
      const check = await checkAfresh();
      return answerOf(check, check.queueOk ? await runProbe(deps) : undefined);
    },
  };
}

/** A load balancer takes a process out of rotation on anything but 2xx. */
export function healthStatusCode(health: HealthResponse): 200 | 503 {
  return health.status === 'ok' ? 200 : 503;
}

type ProbeResult = NonNullable<HealthResponse['queue']['probe']>;

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

async function runProbe(deps: AppDeps): Promise<ProbeResult> {
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
