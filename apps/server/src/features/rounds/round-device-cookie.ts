import { createHash, randomBytes } from 'node:crypto';
import { roundsRoutes } from '@foursight/shared/contract/rounds';

/**
 * The browser's mark that it voted in a round through the shared link:
 * 256 random bits (base64url), HttpOnly, SameSite=Lax, scoped to that
 * round's path so no other request carries it. Only its SHA-256 is stored
 * (swot_round_devices), never beside the ballot. A personal link needs no
 * mark: the link itself is claimed.
 */
export const VOTER_COOKIE = 'fs_voted';

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VOTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function makeVoterToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The mark a request carried, if it is one we could have issued. */
export function readVoterToken(value: string | undefined): string | null {
  return value !== undefined && VOTER_TOKEN.test(value) ? value : null;
}

/** A plain hash suffices: the mark is 256 random bits. */
export function hashVoterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function voterCookieOptions(linkToken: string, https: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: https,
    path: roundsRoutes.vote.path.replace(':token', linkToken),
    maxAge: MAX_AGE_SECONDS,
  };
}
