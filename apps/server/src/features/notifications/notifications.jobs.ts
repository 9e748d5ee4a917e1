import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';

/**
 * Delivers one stored message. Delivery failures are retried by the service
 * itself (with the configured limit and backoff, recorded on the message);
 * pg-boss's own retry only covers a worker that died mid-job.
 */
export const deliverMessageJob = defineJob({
  name: 'deliver-message',
  payload: z.object({ messageId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  batchSize: 5,
});
