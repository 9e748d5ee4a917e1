import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { ExecuteSql } from '../db/client.ts';
import type { JobKind, JobWorker } from './job.ts';

export interface EnqueueOptions {
  /** Only one queued job per key at a time (pg-boss singleton). */
  singletonKey?: string;
  startAfter?: Date | number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobSnapshot {
  state: JobState;
  output: unknown;
}

/** What the queue itself reads of the app's dependencies: where a failed job is logged. */
export interface QueueDeps {
  logger: Pick<FastifyBaseLogger, 'error'>;
}

/** The queue, its workers handed `Deps` (the app's AppDeps) with each job. */
export interface JobQueue<Deps extends QueueDeps = QueueDeps> {
  /** Installs or upgrades the queue schema and creates every queue. Call once before anything else. */
  start: () => Promise<void>;
  /** Starts workers for every job in the registry. */
  startWorkers: (deps: Deps, only?: readonly string[]) => Promise<void>;
  enqueue: <P extends z.ZodType>(job: JobKind<P>, payload: z.input<P>, options?: EnqueueOptions) => Promise<string>;
  /** Like enqueue, but null instead of an error when a job with the same singleton key is already waiting. */
  enqueueUnlessQueued: <P extends z.ZodType>(
    job: JobKind<P>,
    payload: z.input<P>,
    options: EnqueueOptions & { singletonKey: string },
  ) => Promise<string | null>;
  getJob: (job: JobKind, id: string) => Promise<JobSnapshot | null>;
  /** Reports whether the queue's tables answer. */
  ping: () => Promise<boolean>;
  isWorking: () => boolean;
  /** Stops taking jobs, waits up to timeoutMs for running ones, then stops. */
  stop: (timeoutMs: number) => Promise<void>;
}

export interface JobQueueOptions<Deps extends QueueDeps> {
  executeSql: ExecuteSql;
  jobs: readonly JobWorker<z.ZodType, Deps>[];
  pollingIntervalSeconds: number;
  /** Whether this process runs maintenance (expiry, archiving); worker processes do. */
  supervise: boolean;
}

export function createJobQueue<Deps extends QueueDeps>(options: JobQueueOptions<Deps>): JobQueue<Deps> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    supervise: options.supervise,
    // No cron schedules yet; the clock monitor would only add polling.
    schedule: false,
    migrate: true,
  });
  let working = false;
  let started = false;

  boss.on('error', () => {
    // pg-boss reports transient database errors here and retries by itself;
    // without a listener Node would treat them as fatal. Workers log their own failures.
  });

  async function send(job: JobKind, payload: unknown, enqueueOptions: EnqueueOptions): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    const sendOptions: PgBoss.SendOptions = {};
    if (enqueueOptions.singletonKey) sendOptions.singletonKey = enqueueOptions.singletonKey;
    if (enqueueOptions.startAfter !== undefined) sendOptions.startAfter = enqueueOptions.startAfter;
    return boss.send(job.name, data, sendOptions);
  }

  return {
    async start() {
      await boss.start();
      for (const job of options.jobs) {
        const policy = job.policy ?? 'standard';
        await boss.createQueue(job.name, { name: job.name, policy });
        // updateQueue resets the policy to standard unless it is given again.
        await boss.updateQueue(job.name, {
          name: job.name,
          policy,
          retryLimit: job.retry?.limit ?? 3,
          retryDelay: job.retry?.delaySeconds ?? 5,
          retryBackoff: job.retry?.backoff ?? true,
        });
      }
      started = true;
    },

    async startWorkers(deps, only) {
      for (const job of options.jobs) {
        if (only && !only.includes(job.name)) continue;
        await boss.work(
          job.name,
          { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
          async (batch) => {
            const outputs: unknown[] = [];
            for (const entry of batch) {
              const payload = job.payload.parse(entry.data);
              try {
                outputs.push(await job.handle(payload, { deps, jobId: entry.id }));
              } catch (error) {
                deps.logger.error({ err: error, job: job.name, jobId: entry.id }, 'job failed');
                throw error;
              }
            }
            return batch.length === 1 ? outputs[0] : outputs;
          },
        );
      }
      working = true;
    },

    async enqueue(job, payload, enqueueOptions = {}) {
      const id = await send(job, payload, enqueueOptions);
      if (!id) throw new Error(`Job ${job.name} was not queued (a singleton is already waiting)`);
      return id;
    },

    enqueueUnlessQueued: (job, payload, enqueueOptions) => send(job, payload, enqueueOptions),

    async getJob(job, id) {
      const found = await boss.getJobById(job.name, id, { includeArchive: true });
      if (!found) return null;
      return { state: found.state, output: found.output };
    },

    async ping() {
      try {
        await options.executeSql('SELECT 1 FROM pgboss.version LIMIT 1');
        return true;
      } catch {
        return false;
      }
    },

    isWorking: () => working,

    async stop(timeoutMs) {
      if (!started) return;
      working = false;
      // close: false, because the connection belongs to the database handle, not to the queue.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
