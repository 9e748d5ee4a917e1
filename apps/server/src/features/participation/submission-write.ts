import { scheduleState } from '@foursight/shared/domain/schedule';
import { AppError } from '@foursight/shared/errors';
import type { Database } from '../../db/client.ts';
import { limitReachedMessage, reserveResponses } from '../usage/usage.service.ts';
import * as repository from './participation.repository.ts';

// The write of a batch of submissions, in one transaction. Pure of AppDeps (a database and an
// instant), because it runs wherever the database runs: in this thread on PostgreSQL and in tests,
// on the embedded database's own thread in the built server (db/pglite-thread.ts).

export interface Submission {
  swotId: string;
  companyId: string;
  answers: { strengths: string; weaknesses: string; opportunities: string; threats: string };
  /** Always set: a submission sent without a key gets a unique one from the service, so it is never a repeat. */
  idempotencyKey: string;
}

/** Per answer: true (stored), false (a repeat) or the error to answer with. */
export type SubmissionOutcome = boolean | AppError;

export const NOT_STARTED = 'This SWOT analysis has not started yet. Please return at the scheduled time.';
export const CLOSED = 'This SWOT analysis is no longer accepting responses.';

/**
 * Lets one turn of the event loop run between the statements of a batch. On
 * PGlite a statement runs synchronously and its promise settles at once, so a
 * whole batch ran as one block of 200 ms and more under load; meanwhile no
 * request was read and no connection accepted (Node 20's libuv accepts one
 * connection per loop turn and handle: see http/extra-acceptors.ts), and the
 * load shedder saw the loop as late. On the database's own thread the turn
 * lets the answers arriving meanwhile join the queue for the next batch. The
 * transaction stays exclusive: other queries wait for it.
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

/** One transaction for a batch, as of `now`: each answer's outcome, in order. */
export async function writeSubmissionBatch(
  db: Database,
  now: Date,
  companyId: string,
  batch: Submission[],
): Promise<SubmissionOutcome[]> {
  return db.transaction(async (tx) => {
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

    const reservation = await reserveResponses(tx, now, companyId, candidates.length);
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
