import { and, count, eq, gt, lt } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { signInFailures } from '../../db/schema/sessions.ts';

/**
 * Brute-force limits, counted in the database so they hold across processes:
 * - 10 failures for one account from one address in 15 minutes, and
 * - 100 failures from one address in an hour,
 * then 429 until the oldest failure leaves its window. Keying the account
 * limit by address too means an attacker hammering an account does not lock
 * its owner out: the right password from another address still gets in.
 * Each failure past the third also waits a little longer (up to 2 s).
 */
export const ACCOUNT_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT = { failures: 100, windowMs: 60 * 60 * 1000 };

export type ThrottleKind = 'user' | 'admin';

interface Attempt {
  kind: ThrottleKind;
  emailKey: string;
  ipAddress: string;
}

export async function assertNotThrottled(deps: AppDeps, attempt: Attempt): Promise<void> {
  const now = deps.now().getTime();
  const db = deps.database.db;
  const [accountCount, addressCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.kind, attempt.kind),
          eq(signInFailures.emailKey, attempt.emailKey),
          eq(signInFailures.ipAddress, attempt.ipAddress),
          gt(signInFailures.createdAt, new Date(now - ACCOUNT_LIMIT.windowMs)),
        ),
      ),
    db
      .select({ n: count() })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.ipAddress, attempt.ipAddress),
          gt(signInFailures.createdAt, new Date(now - ADDRESS_LIMIT.windowMs)),
        ),
      ),
  ]);
  const accountFailures = accountCount[0]?.n ?? 0;
  const addressFailures = addressCount[0]?.n ?? 0;
  if (accountFailures >= ACCOUNT_LIMIT.failures || addressFailures >= ADDRESS_LIMIT.failures) {
    const windowMs = accountFailures >= ACCOUNT_LIMIT.failures ? ACCOUNT_LIMIT.windowMs : ADDRESS_LIMIT.windowMs;
    const minutes = Math.ceil(windowMs / 60_000);
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. For your security, please wait up to ${minutes} minutes and try again, or reset your password.`,
      undefined,
      Math.ceil(windowMs / 1000),
    );
  }
}

/** Records a failure and slows the answer as failures pile up. */
export async function recordFailure(deps: AppDeps, attempt: Attempt): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  await db.insert(signInFailures).values({ ...attempt, createdAt: now });
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.kind, attempt.kind),
        eq(signInFailures.emailKey, attempt.emailKey),
        eq(signInFailures.ipAddress, attempt.ipAddress),
        gt(signInFailures.createdAt, new Date(now.getTime() - ACCOUNT_LIMIT.windowMs)),
      ),
    );
  const failures = row?.n ?? 0;
  if (failures > 3) await sleep(Math.min(2000, 100 * 2 ** (failures - 4)));
}

/** A successful sign-in clears that account's failures from that address. */
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

/** Drops failures older than the longest window; run periodically. */
export async function purgeOldFailures(deps: AppDeps): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - ADDRESS_LIMIT.windowMs);
  await deps.database.db.delete(signInFailures).where(lt(signInFailures.createdAt, cutoff));
}
