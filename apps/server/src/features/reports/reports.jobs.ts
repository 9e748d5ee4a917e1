import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';

/**
 * Prepares one Excel or CSV file of a large SWOT (report_exports row), so
 * the file is never made inside a request a proxy might time out. Not
 * retried: a failure marks the export failed and the page offers Try again
 * (a retry would start the file over anyway). A replayed job finds the
 * export ready, or takes it over under a new attempt; either way one file.
 */
export const exportReportJob = defineJob({
  name: 'export-report',
  payload: z.object({ companyId: z.uuid(), exportId: z.uuid() }),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
});
