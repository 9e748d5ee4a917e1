import type { AppDeps } from '../../app-deps.ts';
import { workJob } from '../../jobs/job.ts';
import { runExport } from './export-runner.ts';
import { exportReportJob } from './reports.jobs.ts';

/** Works `exportReportJob` (reports.jobs.ts says what it is for). */
export const exportReportWorker = workJob<typeof exportReportJob.payload, AppDeps>(
  exportReportJob,
  ({ companyId, exportId }, { deps }) => runExport(deps, companyId, exportId),
);
