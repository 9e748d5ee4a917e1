import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';

/**
 * Moves one SWOT along its lifecycle at one of its moments (start, a
 * reminder, the end). Queued for each moment when the SWOT is created or
 * rescheduled; the handler works out what is due from the clock, so a job
 * that runs late, twice, or at a stale moment does the right thing.
 */
export const advanceSwotJob = defineJob({
  name: 'advance-swot',
  payload: z.object({ companyId: z.uuid(), swotId: z.uuid() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
});
