import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { advanceSwot } from './lifecycle.service.ts';
import { advanceSwotJob } from './swots.jobs.ts';

/** Works `advanceSwotJob` (swots.jobs.ts says what it is for). */
export const advanceSwotWorker = workJob<typeof advanceSwotJob.payload, AppDeps>(
  advanceSwotJob,
  ({ companyId, swotId }, { deps }) => advanceSwot(deps, companyId, swotId),
);
