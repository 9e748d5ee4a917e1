import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';

/**
 * A background job: its queue name, the payload schema (checked when enqueued
 * and again when run) and the handler. Handlers must be safe to run twice:
 * a crash between finishing the work and recording completion replays the job.
 */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType, Output = unknown> {
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
  handle: (payload: z.output<Payload>, context: JobContext) => Promise<Output>;
}

export interface JobContext {
  deps: AppDeps;
  jobId: string;
}

export function defineJob<Payload extends z.ZodType, Output>(
  job: JobDefinition<Payload, Output>,
): JobDefinition<Payload, Output> {
  return job;
}
