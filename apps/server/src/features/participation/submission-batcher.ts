import { scheduleState } from '@foursight/shared/domain/schedule';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { limitReachedMessage, reserveResponses } from '../usage/usage.service.ts';
import * as repository from './participation.repository.ts';
import { createResponseAnnouncer } from './response-announcer.ts';

export interface Submission {
  swotId: string;
  companyId: string;
  answers: { strengths: string; weaknesses: string; opportunities: string; threats: string };
  /** Always set: a submission sent without a key gets a unique one from the service, so it is never a repeat. */
  idempotencyKey: string;
}

interface Pending extends Submission {
  /** performance.now() when it joined the queue. */
  queuedAt: number;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** Most answers one transaction takes; more wait for the next. */
const MAX_BATCH = 500;

export const NOT_STARTED = 'This SWOT analysis has not started yet. Please return at the scheduled time.';
export const CLOSED = 'This SWOT analysis is no longer accepting responses.';
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
 */
export function createSubmissionBatcher(deps: AppDeps) {
  const queues = new Map<string, Pending[]>();
  const draining = new Set<string>();
  const announcer = createResponseAnnouncer(deps);

  const { maxQueueWaitMs, retryAfterSeconds } = deps.config.loadShedding;

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
        const outcomes = await writeBatch(deps, companyId, batch);
        deps.logger.debug({ size: batch.length, ms: Math.round(performance.now() - started) }, 'submission batch');
        batch.forEach((item, index) => {
          const outcome = outcomes[index]!;
          if (outcome instanceof Error) item.reject(outcome);
          else item.resolve(outcome);
        });
        // Committed: organisers watching these SWOTs hear of it (coalesced per SWOT).
        announcer.announce(
          companyId,
          batch.filter((_item, index) => outcomes[index] === true).map((item) => item.swotId),
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

/**
 * Lets one turn of the event loop run between the statements of a batch. On
 * PGlite a statement runs synchronously and its promise settles at once, so a
 * whole batch ran as one block of 200 ms and more under load; meanwhile no
 * request was read and no connection accepted (Node 20's libuv accepts one
 * connection per loop turn and handle: see http/extra-acceptors.ts), and the
 * load shedder saw the loop as late. The transaction stays exclusive: other
 * queries wait for it.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The hour an answer arrived in: no finer time is stored with an answer (see docs/decisions.md). */
function hourOf(instant: Date): Date {
  const hour = new Date(instant);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** One transaction for a batch: per answer, true (stored), false (a repeat) or the error to answer with. */
async function writeBatch(deps: AppDeps, companyId: string, batch: Submission[]): Promise<(boolean | AppError)[]> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    // Reading schedules and stored keys before the allowance lock is safe: a key stored meanwhile by
    // another process is caught by the insert's ON CONFLICT, and the allowance is counted under the lock.
    const outcomes: (boolean | AppError | null)[] = batch.map(() => null);
    const schedules = new Map(
      (await repository.swotSchedules(tx, [...new Set(batch.map((item) => item.swotId))])).map((row) => [row.id, row]),
    );
    await yieldToEventLoop();
    const stored = await repository.storedKeys(tx, batch);
    await yieldToEventLoop();
    const firstOfKey = new Map<string, number>();
    const repeatOf = new Map<number, number>();
    const candidates: number[] = [];
    batch.forEach((item, index) => {
      const key = repository.pairKey(item.swotId, item.idempotencyKey);
      const schedule = schedules.get(item.swotId);
      const state = schedule ? scheduleState(schedule, now) : 'expired';
      if (stored.has(key)) outcomes[index] = false;
      else if (state === 'not_started') outcomes[index] = new AppError('CONFLICT', NOT_STARTED);
      else if (state === 'expired') outcomes[index] = new AppError('CONFLICT', CLOSED);
      else if (firstOfKey.has(key)) repeatOf.set(index, firstOfKey.get(key)!);
      else {
        firstOfKey.set(key, index);
        candidates.push(index);
      }
    });

    const reservation = await reserveResponses(deps, tx, companyId, candidates.length);
    await yieldToEventLoop();
    const granted = candidates.slice(0, reservation.sources.length);
    for (const index of candidates.slice(reservation.sources.length)) {
      outcomes[index] = new AppError('LIMIT_REACHED', limitReachedMessage(reservation.plan));
    }
    const inserted = await repository.insertResponses(
      tx,
      granted.map((index) => ({
        swotId: batch[index]!.swotId,
        companyId,
        ...batch[index]!.answers,
        idempotencyKey: batch[index]!.idempotencyKey,
        submittedAt: hourOf(now),
      })),
    );
    await yieldToEventLoop();
    const insertedKeys = new Set(inserted.map((row) => repository.pairKey(row.swotId, row.idempotencyKey)));
    // Another process may have stored the same key meanwhile: that answer is a repeat, not a new response.
    for (const index of granted) {
      outcomes[index] = insertedKeys.has(repository.pairKey(batch[index]!.swotId, batch[index]!.idempotencyKey));
    }
    await reservation.commit(inserted.map((row) => ({ swotId: row.swotId, responseId: row.id })));
    // The same answer sent twice in one batch gets the first one's answer (a refusal stays a refusal).
    for (const [index, first] of repeatOf) {
      const outcome = outcomes[first];
      outcomes[index] = outcome instanceof Error ? outcome : false;
    }
    return outcomes.map((outcome) => outcome ?? false);
  });
}
