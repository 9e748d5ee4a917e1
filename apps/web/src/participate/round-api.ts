import type { RoundBallot, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import { PARTICIPATION_PATHS } from '@foursight/shared/contract/participation-paths';
import { call, pathFor } from './api';

/** The ballot a round link opens (types only from the contract: the page loads no zod). */
export function loadBallot(token: string): Promise<RoundBallot> {
  return call(pathFor(PARTICIPATION_PATHS.round, token), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
}

export function sendBallot(token: string, body: SubmitBallotRequest): Promise<{ success: boolean; message: string }> {
  return call(pathFor(PARTICIPATION_PATHS.round, token), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
