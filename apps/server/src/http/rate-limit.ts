import { lt, sql } from 'drizzle-orm';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import { rateLimitHits } from '../db/schema/rate-limits.ts';

export interface RateLimiter {
  /** Counts one hit for `key`; throws RATE_LIMITED once more than `limit` came within the window. */
  hit(key: string, limit: number, message: string): void;
}

/**
 * Fixed-window counters in this process's memory: cheap enough to sit in
 * front of every submission. With several processes each counts its own
 * share, so the effective cap is the limit times the process count; the
 * limits are abuse caps, not quotas (quotas are exact, in the database).
 */
export function createMemoryRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    hit(key, limit, message) {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > limit) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
        throw new AppError('RATE_LIMITED', message, undefined, retryAfter);
      }
    },
  };
}

/** A limit counted in the database, so every process sees the same count. */
export interface DatabaseRateLimit {
  /** What is counted ('register', 'check-duplicate'); one counter per scope and key. */
  scope: string;
  /** Hits allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
  /** What the refused person reads. */
  message: string;
}

/**
 * Counts one hit for `key` in the current fixed window and throws
 * RATE_LIMITED once the window holds more than the limit. One atomic upsert
 * bumps the counter and returns the new count, so concurrent requests can
 * never all see "under the limit", whichever process serves them.
 */
export async function hitDatabaseRateLimit(deps: AppDeps, rule: DatabaseRateLimit, key: string): Promise<void> {
  if (rule.limit <= 0) return;
  const now = deps.now().getTime();
  const windowStart = new Date(now - (now % rule.windowMs));
  const [row] = await deps.database.db
    .insert(rateLimitHits)
    .values({ scope: rule.scope, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.scope, rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
    throw new AppError('RATE_LIMITED', rule.message, undefined, retryAfter);
  }
}

/** Deletes counters of windows that ended more than `keepMs` ago; run periodically. */
export async function purgeOldRateLimitWindows(deps: AppDeps, keepMs = 24 * 60 * 60 * 1000): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - keepMs);
  await deps.database.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, cutoff));
}
