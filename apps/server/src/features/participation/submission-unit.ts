import type { PGlite } from '@electric-sql/pglite';
import type { ThreadUnit } from '../../db/pglite-worker.ts';
import type { Submission } from './submission.ts';

/** The name the submissions' group commit is registered under in the database's thread. */
export const SUBMIT_UNIT = 'submit';

/**
 * The group commit (submission-batcher.ts) run in the embedded database's thread in the built server
 * (src/database-thread.ts registers it): each answer comes over whole and is written with others, so a
 * batch starts the moment the last one commits. It answers true when stored, false for a repeat, or throws
 * the AppError to answer with. Its modules load with the first answer.
 */
export const submitUnit: ThreadUnit = {
  async load(client: PGlite, { loadShedding, notify }) {
    const [{ drizzle }, { createSubmissionBatcher }, { writeSubmissionBatch }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('./submission-batcher.ts'),
      import('./submission-write.ts'),
    ]);
    const db = drizzle({ client });
    // The thread serves only the built server, whose clock is the real one.
    const batcher = createSubmissionBatcher({
      write: (companyId, batch) => writeSubmissionBatch(db, new Date(), companyId, batch),
      maxQueueWaitMs: loadShedding.maxQueueWaitMs,
      retryAfterSeconds: loadShedding.retryAfterSeconds,
      onCommitted: (_companyId, _swotIds, stats) => notify(stats),
    });
    return (payload) => batcher.submit(payload as Submission);
  },
};
