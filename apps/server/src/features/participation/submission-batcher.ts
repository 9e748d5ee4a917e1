import { scheduleState } from '@foursight/shared/domain/schedule';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { limitReachedMessage, reserveResponses } from '../usage/usage.service.ts';
import * as repository from './participation.repository.ts';

export interface Submission {
  swotId: string;
  companyId: string;
  answers: { strengths: string; weaknesses: string; opportunities: string; threats: string };
  /** Always set: a submission sent without a key gets a unique one from the service, so it is never a repeat. */
  idempotencyKey: string;
}

interface Pending extends Submission {
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** Most answers one transaction takes; more wait for the next. */
const MAX_BATCH = 500;

export const NOT_STARTED = 'This SWOT analysis has not started yet. Please return at the scheduled time.';
export const CLOSED = 'This SWOT analysis is no longer accepting responses.';

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

  async function drain(companyId: string): Promise<void> {
    const queue = queues.get(companyId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      const started = performance.now();
      try {
        const outcomes = await writeBatch(deps, companyId, batch);
        deps.logger.debug({ size: batch.length, ms: Math.round(performance.now() - started) }, 'submission batch');
        batch.forEach((item, index) => {
          const outcome = outcomes[index]!;
          if (outcome instanceof Error) item.reject(outcome);
          else item.resolve(outcome);
        });
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
        queue.push({ ...submission, resolve, reject });
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
    const stored = await repository.storedKeys(tx, batch);
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
        submittedAt: now,
      })),
    );
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
