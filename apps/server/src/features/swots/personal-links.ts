import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes, URL-safe: 192 bits, far past guessing. Used for shared and personal links. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * What is stored of a personal link: its SHA-256. A plain hash is enough
 * because the token has 192 random bits (no dictionary to try), and it keeps
 * the lookup one indexed equality. A database reader cannot rebuild the links.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
