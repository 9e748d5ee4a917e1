import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { deliverMessage } from './notifications.service.ts';
import { deliverMessageJob } from './notifications.jobs.ts';

/** Works `deliverMessageJob` (notifications.jobs.ts says what it is for). */
export const deliverMessageWorker = workJob<typeof deliverMessageJob.payload, AppDeps>(
  deliverMessageJob,
  ({ messageId }, { deps }) => deliverMessage(deps, messageId),
);
