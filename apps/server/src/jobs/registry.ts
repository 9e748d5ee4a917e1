import { analyseSwotJob } from '../features/analysis/analysis.jobs.ts';
import { healthProbeJob } from '../features/health/health.jobs.ts';
import { deliverMessageJob } from '../features/notifications/notifications.jobs.ts';
import { exportReportJob } from '../features/reports/reports.jobs.ts';
import { advanceSwotJob } from '../features/swots/swots.jobs.ts';
import type { JobDefinition } from './job.ts';

/** Every background job, listed once. A job missing here is never worked. */
export const jobRegistry: readonly JobDefinition[] = [
  healthProbeJob,
  deliverMessageJob,
  analyseSwotJob,
  advanceSwotJob,
  exportReportJob,
];
