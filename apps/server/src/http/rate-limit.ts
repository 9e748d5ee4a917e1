import { AppError } from '@foursight/shared/errors';

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
