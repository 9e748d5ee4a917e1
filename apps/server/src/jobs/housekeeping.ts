import type { AppDeps } from '../app-deps.ts';
import { purgeOldPasswordResets } from '../features/auth/password-reset.service.ts';
import { purgeOldFailures } from '../features/auth/sign-in-throttle.ts';
import { purgeTwoFactorLeftovers } from '../features/two-factor/two-factor.service.ts';
import { purgeReportExports } from '../features/reports/report-exports.service.ts';
import { advanceDueSwots } from '../features/swots/lifecycle.service.ts';
import { purgeOldRateLimitWindows } from '../http/rate-limit.ts';
import { purgeExpiredSessions } from '../http/session.ts';

/**
 * Security rows that only matter for a while: ended sessions, sign-in
 * attempts past their window, password reset links a day past expiry, hit counters of past windows, expired sign-in
 * challenges and two-factor secrets never confirmed. Each purge is
 * one idempotent DELETE, so several worker processes running it at the same
 * time do no harm and need no coordination.
 */
const PURGES: readonly ((deps: AppDeps) => Promise<void>)[] = [
  purgeExpiredSessions,
  purgeOldFailures,
  purgeOldPasswordResets,
  purgeOldRateLimitWindows,
  purgeTwoFactorLeftovers,
  // Prepared export files past their day, and exports whose job stopped.
  purgeReportExports,
  // Not a purge: the safety net for SWOT lifecycle jobs lost or skipped (each step is idempotent too).
  advanceDueSwots,
];

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

export async function runHousekeeping(deps: AppDeps): Promise<void> {
  for (const purge of PURGES) {
    try {
      await purge(deps);
    } catch (error) {
      // One failing purge must not stop the others; the next round tries again.
      deps.logger.error({ err: error, purge: purge.name }, 'housekeeping purge failed');
    }
  }
}

/** Runs the purges now and then every interval, until the returned stop is called. */
export function startHousekeeping(deps: AppDeps, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => void {
  let running: Promise<void> = runHousekeeping(deps);
  const timer = setInterval(() => {
    running = running.then(() => runHousekeeping(deps));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
