import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { healthProbeJob } from './health.jobs.ts';

/** Works `healthProbeJob` (health.jobs.ts says what it is for). */
export const healthProbeWorker = workJob<typeof healthProbeJob.payload, AppDeps>(healthProbeJob, (_payload, { deps }) =>
  Promise.resolve({ handledBy: deps.config.instanceId }),
);
