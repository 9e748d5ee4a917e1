import { and, count, eq, gt, lt } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import { signInFailures } from '../db/schema/sessions.ts';

/**
 * Brute-force limits, counted in the database so they hold across processes:
 * - 10 unsuccessful attempts for one account from one address in 15 minutes, and
 * - 100 from one address in an hour, per audience (organiser or admin),
 * then 429 until the oldest leaves its window. Keying the account limit by
 * address too means an attacker hammering an account does not lock its owner
 * out: the right password from another address still gets in. The address
 * budget is per audience so that a flood at the organisers' sign-in (an
 * office behind one address, or a scanner) never locks the platform admin
 * out of theirs, nor the other way round. Each failure past the third also
 * waits a little longer (up to 2 s).
 *
 * An attempt is written BEFORE its password (or second-factor code) is
 * checked, then counted. Counting first and writing after let parallel
 * requests all see "under the limit" (40 at once got up to 40 checks); now
 * the k-th committed row sees at least k rows, so at most 10 can ever see 10
 * or fewer. A refused attempt takes its row back out, so a flood does not
 * grow the table and the window ends as the message says.
 */
export const ACCOUNT_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT = { failures: 100, windowMs: 60 * 60 * 1000 };

/** Whose sign-in: organisers ('user') and the platform admin each have a budget of their own per address. */
export type ThrottleKind = 'user' | 'admin';

export interface Attempt {
  kind: ThrottleKind;
  emailKey: string;
  ipAddress: string;
}

/** An attempt that was admitted: its row is in the table and counts until a success clears it. */
export interface AdmittedAttempt extends Attempt {
  /** Unsuccessful attempts for this account from this address in the window, this one included. */
  accountAttempts: number;
}

/** Records the attempt, then refuses it (RATE_LIMITED) if it is over either limit. */
export async function admitAttempt(deps: AppDeps, attempt: Attempt): Promise<AdmittedAttempt> {
  const now = deps.now();
  const db = deps.database.db;
  const [row] = await db
    .insert(signInFailures)
    .values({ ...attempt, createdAt: now })
    .returning({ id: signInFailures.id });
  const [accountCount, addressCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.kind, attempt.kind),
          eq(signInFailures.emailKey, attempt.emailKey),
          eq(signInFailures.ipAddress, attempt.ipAddress),
          gt(signInFailures.createdAt, new Date(now.getTime() - ACCOUNT_LIMIT.windowMs)),
        ),
      ),
    db
      .select({ n: count() })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.kind, attempt.kind),
          eq(signInFailures.ipAddress, attempt.ipAddress),
          gt(signInFailures.createdAt, new Date(now.getTime() - ADDRESS_LIMIT.windowMs)),
        ),
      ),
  ]);
  const accountAttempts = accountCount[0]?.n ?? 0;
  const addressAttempts = addressCount[0]?.n ?? 0;
  const overAccount = accountAttempts > ACCOUNT_LIMIT.failures;
  if (overAccount || addressAttempts > ADDRESS_LIMIT.failures) {
    if (row) await db.delete(signInFailures).where(eq(signInFailures.id, row.id));
    const windowMs = overAccount ? ACCOUNT_LIMIT.windowMs : ADDRESS_LIMIT.windowMs;
    const minutes = Math.ceil(windowMs / 60_000);
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. For your security, please wait up to ${minutes} minutes and try again, or reset your password.`,
      undefined,
      Math.ceil(windowMs / 1000),
    );
  }
  return { ...attempt, accountAttempts };
}

/** The admitted attempt failed: its row stays counted; the answer slows as failures pile up. */
export async function recordFailure(attempt: AdmittedAttempt): Promise<void> {
  if (attempt.accountAttempts > 3) await sleep(Math.min(2000, 100 * 2 ** (attempt.accountAttempts - 4)));
}

/** A successful sign-in clears that account's attempts from that address, its own included. */
export async function clearFailures(deps: AppDeps, attempt: Attempt): Promise<void> {
  await deps.database.db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.kind, attempt.kind),
        eq(signInFailures.emailKey, attempt.emailKey),
        eq(signInFailures.ipAddress, attempt.ipAddress),
      ),
    );
}

/** A password reset forgives an account's failed sign-ins from every address: the refusal's message sends people there. */
export async function clearAccountFailures(deps: AppDeps, kind: ThrottleKind, emailKey: string): Promise<void> {
  await deps.database.db
    .delete(signInFailures)
    .where(and(eq(signInFailures.kind, kind), eq(signInFailures.emailKey, emailKey)));
}

/** Drops attempts older than the longest window; run periodically. */
export async function purgeOldFailures(deps: AppDeps): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - ADDRESS_LIMIT.windowMs);
  await deps.database.db.delete(signInFailures).where(lt(signInFailures.createdAt, cutoff));
}
