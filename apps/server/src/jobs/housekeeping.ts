import type { QueueDeps } from './queue.ts';

/** One round's piece of housekeeping: idempotent, safe to run in several processes at once. */
export type HousekeepingTask<Deps> = (deps: Deps) => Promise<void>;

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

/** Runs each task once, in order; the tasks are the app's (housekeeping-tasks.ts), this layer knows none. */
export async function runHousekeeping<Deps extends QueueDeps>(
  deps: Deps,
  tasks: readonly HousekeepingTask<Deps>[],
): Promise<void> {
  for (const task of tasks) {
    try {
      await task(deps);
    } catch (error) {
      // One failing task must not stop the others; the next round tries again.
      deps.logger.error({ err: error, purge: task.name }, 'housekeeping purge failed');
    }
  }
}

/** Runs the tasks now and then every interval, until the returned stop is called. */
export function startHousekeeping<Deps extends QueueDeps>(
  deps: Deps,
  tasks: readonly HousekeepingTask<Deps>[],
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  let running: Promise<void> = runHousekeeping(deps, tasks);
  const timer = setInterval(() => {
    running = running.then(() => runHousekeeping(deps, tasks));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
