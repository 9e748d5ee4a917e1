import { AppError } from '@foursight/shared/errors';
import type { Database } from '../../db/client.ts';
import { lockUsage } from '../usage/usage.service.ts';
import { claimDevices, claimKey, type DeviceClaim } from './device-answers.repository.ts';
import * as responseStore from '../swots/response-store.ts';
import type { Submission } from './submission.ts';

/** The participation page's words for the same state (apps/web/src/participate/views.ts). */
export const DEVICE_ANSWERED = 'An answer to this SWOT analysis was already sent from this browser.';

export type SwotRules = Awaited<ReturnType<typeof responseStore.swotRules>>[number];

/** The device a shared-link submission came from; only called for those. */
export function deviceClaimOf(submission: Submission): DeviceClaim {
  if (submission.via.link !== 'shared') throw new Error('a personal link has no device to claim');
  return { swotId: submission.swotId, deviceHash: submission.via.deviceHash };
}

/**
 * One answer per browser through a SWOT's shared link while its repeat
 * answers are off, decided in the answer's transaction: each candidate's
 * (SWOT, device) pair is inserted, and a pair already there refuses it. Of
 * one browser twice in a batch, the first is claimed.
 *
 * The company's allowance lock is taken first. Every transaction that claims
 * a device for this company's SWOTs holds it, so the second of two answers
 * with the same cookie (two processes, two batches) waits for the first to
 * commit and then finds its claim, and two transactions never wait on each
 * other in opposite orders (one holding the lock and wanting the claim, the
 * other the reverse: a deadlock). The refused get DEVICE_ANSWERED in
 * `outcomes`, unless their key turns out stored after all: a retry that
 * raced its own first send is told it was stored once. Returns the
 * candidates still standing and those whose device was claimed now.
 */
export async function claimDeviceAnswers(
  tx: Database,
  companyId: string,
  batch: Submission[],
  candidates: number[],
  swots: Map<string, SwotRules>,
  hour: Date,
  outcomes: (boolean | AppError | null)[],
): Promise<{ standing: number[]; claimed: Set<number> }> {
  const wanted = candidates.filter(
    (index) => batch[index]!.via.link === 'shared' && !swots.get(batch[index]!.swotId)!.allowRepeatAnswers,
  );
  if (wanted.length === 0) return { standing: candidates, claimed: new Set() };
  await lockUsage(tx, companyId);
  const firstOfDevice = new Map<string, number>();
  for (const index of wanted) {
    const key = claimKey(deviceClaimOf(batch[index]!));
    if (!firstOfDevice.has(key)) firstOfDevice.set(key, index);
  }
  const recorded = await claimDevices(
    tx,
    [...firstOfDevice.values()].map((index) => deviceClaimOf(batch[index]!)),
    hour,
  );
  const claimed = new Set([...firstOfDevice].filter(([key]) => recorded.has(key)).map(([, index]) => index));
  const refused = wanted.filter((index) => !claimed.has(index));
  if (refused.length === 0) return { standing: candidates, claimed };
  const storedMeanwhile = await responseStore.storedKeys(
    tx,
    refused.map((index) => batch[index]!),
  );
  for (const index of refused) {
    const { swotId, idempotencyKey } = batch[index]!;
    outcomes[index] = storedMeanwhile.has(responseStore.pairKey(swotId, idempotencyKey))
      ? false
      : new AppError('CONFLICT', DEVICE_ANSWERED);
  }
  const out = new Set(refused);
  return { standing: candidates.filter((index) => !out.has(index)), claimed };
}
