import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';

/**
 * Analyses one SWOT. Queued (after a short delay) when responses arrive;
 * the stately policy keeps one waiting per SWOT, so a burst of answers is
 * analysed once, and answers arriving during a run queue exactly one more.
 */
export const analyseSwotJob = defineJob({
  name: 'analyse-swot',
  payload: z.object({ companyId: z.uuid(), swotId: z.uuid() }),
  policy: 'stately',
  retry: { limit: 2, delaySeconds: 10, backoff: true },
});
