import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { runAnalysis } from './analysis.service.ts';
import { analyseSwotJob } from './analysis.jobs.ts';

/** Works `analyseSwotJob` (analysis.jobs.ts says what it is for). */
export const analyseSwotWorker = workJob<typeof analyseSwotJob.payload, AppDeps>(
  analyseSwotJob,
  ({ companyId, swotId }, { deps }) => runAnalysis(deps, companyId, swotId),
);
