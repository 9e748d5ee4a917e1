import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';

/**
 * Goes through the queue to prove a worker is taking jobs; its output names the
 * process that ran it, which is how a health probe shows work spread across processes.
 */
export const healthProbeJob = defineJob({
  name: 'health-probe',
  payload: z.object({ requestedBy: z.string() }),
  retry: { limit: 0, delaySeconds: 1, backoff: false },
});
