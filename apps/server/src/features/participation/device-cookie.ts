import { createHash, randomBytes } from 'node:crypto';
import { PARTICIPATION_PATHS } from '@foursight/shared/contract/participation-paths';

/**
 * The browser's mark that it answered a SWOT through the shared link while
 * repeat answers are off: 256 random bits (base64url), HttpOnly, SameSite=Lax,
 * scoped to that SWOT's submit path so no other request carries it. The
 * server keeps only its SHA-256, with the SWOT and never with the answer.
 */
export const DEVICE_COOKIE = 'fs_answered';

/** Outlives any SWOT's run; the stored hashes go with their SWOT. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 32 bytes in base64url, as we issue them; anything else is treated as no cookie. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function makeDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token a request carried, if it is one we could have issued. */
export function readDeviceToken(value: string | undefined): string | null {
  return value !== undefined && DEVICE_TOKEN.test(value) ? value : null;
}

/** A plain hash suffices: the token is 256 random bits, nothing to guess from a dictionary. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The cookie's attributes for a SWOT's link token; Secure whenever the request came over HTTPS. */
export function deviceCookieOptions(linkToken: string, https: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: https,
    path: PARTICIPATION_PATHS.submit.replace(':token', linkToken),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}
