import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { advanceSwot, type AnalyseEndedSwot } from './lifecycle.service.ts';
import { advanceSwotJob } from './swots.jobs.ts';

/** Works `advanceSwotJob` (swots.jobs.ts says what it is for); the registry hands over how an ended SWOT is analysed. */
export const advanceSwotWorker = (analyse: AnalyseEndedSwot) =>
  workJob<typeof advanceSwotJob.payload, AppDeps>(advanceSwotJob, ({ companyId, swotId }, { deps }) =>
    advanceSwot(deps, analyse, companyId, swotId),
  );
