/** Automatic tries after the first failure before the page stops and leaves it to the visitor. */
export const AUTO_RETRIES = 4;
const MAX_SECONDS = 60;

/**
 * Seconds to wait before automatic try `attempt` (1-based): the backoff 2, 4,
 * 8, 16 s, or longer when the server asked for longer in Retry-After; never
 * over a minute. Up to a fifth more at random, so a room full of phones
 * turned away together does not come back together.
 */
export function retryDelaySeconds(attempt: number, retryAfterSeconds: number | null, random = Math.random): number {
  const backoff = 2 ** attempt;
  const wait = Math.min(MAX_SECONDS, Math.max(backoff, retryAfterSeconds ?? 0));
  return Math.min(MAX_SECONDS, Math.ceil(wait * (1 + random() * 0.2)));
}
