import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@foursight/shared/errors';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 15 ms a hash
 * here. The encoded hash carries its salt and parameters, so raising them
 * later only means rehashing at the next sign-in (needsRehash).
 */
// algorithm 2 is Argon2id in @node-rs/argon2's (const) enum, which isolated modules cannot import.
const ARGON2ID = 2;
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** Constant-time comparison inside argon2's verify. A malformed stored hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PREFIX);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so an unknown e-mail takes as long to
 * refuse as a wrong password and response times do not reveal accounts.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;

/**
 * Refuses the well-known common passwords: the ranked list of about 49 000
 * leaked passwords that zxcvbn ships (@zxcvbn-ts/language-common).
 */
export function assertAcceptablePassword(password: string, email?: string): void {
  commonPasswords ??= new Set(dictionary.passwords.map((word) => word.toLowerCase()));
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) {
    throw new AppError('VALIDATION_FAILED', 'This password is too common. Choose one that is harder to guess.', {
      password: 'This password is too common.',
    });
  }
  if (email && lowered === email.trim().toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'Your password must not be your e-mail address.', {
      password: 'Must not be your e-mail address.',
    });
  }
}
