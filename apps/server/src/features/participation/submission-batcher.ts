import { AppError } from '@foursight/shared/errors';
import type { Submission, SubmissionOutcome } from './submission.ts';

interface Pending extends Submission {
  /** performance.now() when it joined the queue. */
  queuedAt: number;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** Most answers one transaction takes; more wait for the next. */
const MAX_BATCH = 500;

const BUSY =
  'We are receiving a lot of answers right now. Please submit again in a few seconds; your text is still in the form.';

/**
 * Group commit for submissions. Answers for one company that arrive while
 * its previous transaction is still committing wait and go together in the
 * next one: the allowance lock is taken once and the rows are written with
 * a handful of statements, instead of one transaction (and one commit
 * flush) per answer. An answer is confirmed only after its transaction has
 * committed. Nothing waits on a timer: a lone answer is written on the next
 * turn of the event loop.
 *
 * It runs in the thread that runs the database: in the server's own thread
 * on PostgreSQL (and in tests), on the embedded database's thread in the
 * built server (src/database-thread.ts with submission-unit.ts), so that the next batch starts the
 * moment the last one commits, with no round trip between threads.
 */
export function createSubmissionBatcher(options: {
  /** Writes one batch in one transaction; per answer, in order: stored, a repeat, or why not. */
  write: (companyId: string, batch: Submission[]) => Promise<SubmissionOutcome[]>;
  /** Answers that waited longer for their turn are refused with 503 (0: never). */
  maxQueueWaitMs: number;
  retryAfterSeconds: number;
  /** After each committed batch: which SWOTs got answers (to announce), and the batch's size and time. */
  onCommitted?: (companyId: string, storedSwotIds: string[], stats: { size: number; ms: number }) => void;
}) {
  const queues = new Map<string, Pending[]>();
  const draining = new Set<string>();
  const { write, maxQueueWaitMs, retryAfterSeconds, onCommitted } = options;

  /**
   * Answers that waited longer than maxQueueWaitMs for their turn get 503 and are not written:
   * the wait stays bounded when the database falls behind (and the caller, likely about to
   * give up, is told to retry rather than left to time out).
   */
  function takeFresh(items: Pending[]): Pending[] {
    if (maxQueueWaitMs === 0) return items;
    const oldest = performance.now() - maxQueueWaitMs;
    return items.filter((item) => {
      if (item.queuedAt >= oldest) return true;
      item.reject(new AppError('SERVICE_UNAVAILABLE', BUSY, undefined, retryAfterSeconds));
      return false;
    });
  }

  async function drain(companyId: string): Promise<void> {
    const queue = queues.get(companyId)!;
    while (queue.length > 0) {
      const batch = takeFresh(queue.splice(0, MAX_BATCH));
      if (batch.length === 0) continue;
      const started = performance.now();
      try {
        const outcomes = await write(companyId, batch.map(submissionOf));
        batch.forEach((item, index) => {
          const outcome = outcomes[index]!;
          if (outcome instanceof Error) item.reject(outcome);
          else item.resolve(outcome);
        });
        onCommitted?.(
          companyId,
          batch.filter((_item, index) => outcomes[index] === true).map((item) => item.swotId),
          { size: batch.length, ms: Math.round(performance.now() - started) },
        );
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    queues.delete(companyId);
    draining.delete(companyId);
  }

  return {
    /** Resolves true when stored, false when this key was already stored; rejects with why not. */
    submit(submission: Submission): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        const queue = queues.get(submission.companyId) ?? [];
        queues.set(submission.companyId, queue);
        queue.push({ ...submission, queuedAt: performance.now(), resolve, reject });
        if (!draining.has(submission.companyId)) {
          draining.add(submission.companyId);
          // Start after this turn of the event loop, so every answer read from the network in
          // the same turn joins the batch. (PGlite runs a transaction without yielding to I/O,
          // so starting at once would write batches of one.)
          setImmediate(() => void drain(submission.companyId));
        }
      });
    },
  };
}

/** The submission alone, without its queue bookkeeping (functions cannot cross to another thread). */
function submissionOf({ swotId, companyId, answers, idempotencyKey, via }: Pending): Submission {
  return { swotId, companyId, answers, idempotencyKey, via };
}
