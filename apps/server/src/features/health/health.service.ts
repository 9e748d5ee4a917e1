import { setTimeout as sleep } from 'node:timers/promises';
import type { HealthResponse } from '@foursight/shared/contract/health';
import type { AppDeps } from '../../app-deps.ts';
import { healthProbeJob } from './health.jobs.ts';

const PROBE_TIMEOUT_MS = 10_000;
const PROBE_POLL_MS = 50;

export async function checkHealth(deps: AppDeps, options: { probe: boolean }): Promise<HealthResponse> {
  const database = await checkDatabase(deps);
  const queueOk = database.ok && (await deps.queue.ping());
  const probe = options.probe && queueOk ? await runProbe(deps) : undefined;
  const ok = database.ok && queueOk && (probe?.ok ?? true);
  return {
    status: ok ? 'ok' : 'degraded',
    instanceId: deps.config.instanceId,
    uptimeSeconds: Math.round(process.uptime()),
    database,
    queue: { ok: queueOk, working: deps.queue.isWorking(), ...(probe ? { probe } : {}) },
  };
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
