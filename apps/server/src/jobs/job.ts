import type { z } from 'zod';

/**
 * A kind of background job: its queue name, the payload schema (checked when
 * enqueued and again when run) and how the queue treats it. This is what a
 * service needs to enqueue one; the code that works it is a `JobWorker`, kept
 * apart (a feature's `*.workers.ts`) so a service and its job never import
 * each other.
 */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
  /** pg-boss retry policy for this job. */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /**
   * stately: at most one job per singleton key waiting and one running, so a
   * burst of requests for the same work queues it once (pg-boss queue policy).
   */
  policy?: 'standard' | 'stately';
  /** How many jobs one worker takes per fetch. */
  batchSize?: number;
}

export interface JobContext<Deps> {
  deps: Deps;
  jobId: string;
}

/**
 * A job kind with its handler, listed in the app's job registry
 * (`job-registry.ts`). Handlers must be safe to run twice: a crash between
 * finishing the work and recording completion replays the job. `Deps` is
 * what the app hands every handler (AppDeps), named by the app, not here.
 */
export interface JobWorker<Payload extends z.ZodType = z.ZodType, Deps = unknown> extends JobKind<Payload> {
  // A method, so a worker of one payload is a worker of the registry's wider type.
  handle(payload: z.output<Payload>, context: JobContext<Deps>): Promise<unknown>;
}

export function defineJob<Payload extends z.ZodType>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

/** The kind's worker: what the queue runs for each of its jobs. */
export function workJob<Payload extends z.ZodType, Deps>(
  kind: JobKind<Payload>,
  handle: (payload: z.output<Payload>, context: JobContext<Deps>) => Promise<unknown>,
): JobWorker<Payload, Deps> {
  return { ...kind, handle };
}
