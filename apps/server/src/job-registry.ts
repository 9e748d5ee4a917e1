import type { z } from 'zod';
import type { AppDeps } from './app-deps.ts';
import { analyseEndedSwot } from './features/analysis/analysis.service.ts';
import { analyseSwotWorker } from './features/analysis/analysis.workers.ts';
import { healthProbeWorker } from './features/health/health.workers.ts';
import { deliverMessageWorker } from './features/notifications/notifications.workers.ts';
import { exportReportWorker } from './features/reports/reports.workers.ts';
import { advanceSwotWorker } from './features/swots/swots.workers.ts';
import type { JobWorker } from './jobs/job.ts';

/**
 * Every background job with its worker, listed once, where the app is composed (the job queue in jobs/ knows
 * no feature). A job missing here is never worked.
 */
export const jobRegistry: readonly JobWorker<z.ZodType, AppDeps>[] = [
  healthProbeWorker,
  deliverMessageWorker,
  analyseSwotWorker,
  advanceSwotWorker(analyseEndedSwot),
  exportReportWorker,
];
