import { scheduleState } from '@foursight/shared/domain/schedule';
import { AppError } from '@foursight/shared/errors';
import type { Database } from '../../db/client.ts';
import { limitReachedMessage, reserveResponses } from '../usage/usage.service.ts';
import { releaseDevices } from './device-answers.repository.ts';
import { claimDeviceAnswers, deviceClaimOf, type SwotRules } from './device-claims.ts';
import * as responseStore from '../swots/response-store.ts';
import type { Submission, SubmissionOutcome } from './submission.ts';

// The write of a batch of submissions, in one transaction. Pure of AppDeps (a database and an
// instant), because it runs wherever the database runs: in this thread on PostgreSQL and in tests,
// on the embedded database's own thread in the built server (db/pglite-thread.ts).

export const NOT_STARTED = 'This SWOT analysis has not started yet. Please return at the scheduled time.';
export const CLOSED = 'This SWOT analysis is no longer accepting responses.';
export const SHARED_LINK_OFF =
  'This SWOT analysis takes answers through personal links only. Please use the link from your invitation e-mail.';

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

type Outcomes = (SubmissionOutcome | null)[];

/**
 * Settles what the SWOTs' state decides (a stored key is a repeat; not started, closed, or the
 * shared link switched off is a refusal) and returns the rest: the candidates to store, and the
 * later copies of a key sent twice in this batch, which take their first copy's outcome.
 * The settings are the ones read in this transaction, so a link switched off a moment ago is
 * refused here in every process, whatever a process's cache of links still says.
 */
function sortOut(
  batch: Submission[],
  swots: Map<string, SwotRules>,
  stored: Set<string>,
  now: Date,
  outcomes: Outcomes,
) {
  const firstOfKey = new Map<string, number>();
  const repeatOf = new Map<number, number>();
  const candidates: number[] = [];
  batch.forEach((item, index) => {
    const key = responseStore.pairKey(item.swotId, item.idempotencyKey);
    const swot = swots.get(item.swotId);
    const state = swot ? scheduleState(swot, now) : 'expired';
    if (stored.has(key)) outcomes[index] = false;
    else if (state === 'not_started') outcomes[index] = new AppError('CONFLICT', NOT_STARTED);
    else if (state === 'expired') outcomes[index] = new AppError('CONFLICT', CLOSED);
    else if (item.via.link === 'shared' && !swot!.sharedLinkEnabled)
      outcomes[index] = new AppError('FORBIDDEN', SHARED_LINK_OFF);
    else if (firstOfKey.has(key)) repeatOf.set(index, firstOfKey.get(key)!);
    else {
      firstOfKey.set(key, index);
      candidates.push(index);
    }
  });
  return { candidates, repeatOf };
}

/** One transaction for a batch, as of `now`: each answer's outcome, in order. */
export async function writeSubmissionBatch(
  db: Database,
  now: Date,
  companyId: string,
  batch: Submission[],
): Promise<SubmissionOutcome[]> {
  return db.transaction(async (tx) => {
    // Reading settings and stored keys before the allowance lock is safe: a key stored meanwhile by
    // another process is caught by the insert's ON CONFLICT, and the allowance is counted under the lock.
    const outcomes: Outcomes = batch.map(() => null);
    const swots = new Map(
      (await responseStore.swotRules(tx, [...new Set(batch.map((item) => item.swotId))])).map((row) => [row.id, row]),
    );
    await yieldToEventLoop();
    const stored = await responseStore.storedKeys(tx, batch);
    await yieldToEventLoop();
    const sorted = sortOut(batch, swots, stored, now, outcomes);
    const devices = await claimDeviceAnswers(tx, companyId, batch, sorted.candidates, swots, hourOf(now), outcomes);
    const candidates = devices.standing;

    const reservation = await reserveResponses(tx, now, companyId, candidates.length);
    await yieldToEventLoop();
    const granted = candidates.slice(0, reservation.sources.length);
    const overLimit = candidates.slice(reservation.sources.length);
    for (const index of overLimit) {
      outcomes[index] = new AppError('LIMIT_REACHED', limitReachedMessage(reservation.terms));
    }
    // A browser whose answer was refused has not answered: it may try again once there is room.
    await releaseDevices(
      tx,
      overLimit.filter((index) => devices.claimed.has(index)).map((index) => deviceClaimOf(batch[index]!)),
    );
    const inserted = await responseStore.insertResponses(
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
    const insertedKeys = new Set(inserted.map((row) => responseStore.pairKey(row.swotId, row.idempotencyKey)));
    // Another process may have stored the same key meanwhile: that answer is a repeat, not a new response.
    for (const index of granted) {
      outcomes[index] = insertedKeys.has(responseStore.pairKey(batch[index]!.swotId, batch[index]!.idempotencyKey));
    }
    await reservation.commit(inserted.map((row) => ({ swotId: row.swotId, responseId: row.id })));
    // The same answer sent twice in one batch gets the first one's answer (a refusal stays a refusal).
    for (const [index, first] of sorted.repeatOf) {
      const outcome = outcomes[first];
      outcomes[index] = outcome instanceof Error ? outcome : false;
    }
    return outcomes.map((outcome) => outcome ?? false);
  });
}
