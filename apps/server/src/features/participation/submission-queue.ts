import type { AppDeps } from '../../app-deps.ts';
import { createResponseAnnouncer } from './response-announcer.ts';
import { createSubmissionBatcher } from './submission-batcher.ts';
import type { Submission } from './submission.ts';
import { SUBMIT_UNIT } from './submission-unit.ts';
import { writeSubmissionBatch } from './submission-write.ts';

export interface SubmissionQueue {
  /** Resolves true when stored, false when this key was already stored; rejects with why not. */
  submit(submission: Submission): Promise<boolean>;
}

/**
 * Where this process queues and writes submissions: in the embedded
 * database's own thread when it has one (each answer goes there as it comes,
 * and is grouped there), else a group commit in this thread. Either way,
 * organisers watching a SWOT hear of its committed answers (coalesced per SWOT).
 */
export function createSubmissionQueue(deps: AppDeps): SubmissionQueue {
  const announcer = createResponseAnnouncer(deps);
  const thread = deps.database.thread;
  if (thread) {
    return {
      async submit(submission) {
        const stored = (await thread.run(SUBMIT_UNIT, submission)) === true;
        if (stored) announcer.announce(submission.companyId, [submission.swotId]);
        return stored;
      },
    };
  }
  const { maxQueueWaitMs, retryAfterSeconds } = deps.config.loadShedding;
  return createSubmissionBatcher({
    write: (companyId, batch) => writeSubmissionBatch(deps.database.db, deps.now(), companyId, batch),
    maxQueueWaitMs,
    retryAfterSeconds,
    onCommitted: (companyId, storedSwotIds, stats) => {
      deps.logger.debug(stats, 'submission batch');
      announcer.announce(companyId, storedSwotIds);
    },
  });
}
