import type { AppDeps } from './app-deps.ts';
import { purgeOldPasswordResets } from './features/auth/password-reset.service.ts';
import { purgeOldFailures } from './http/sign-in-throttle.ts';
import { purgeReportExports } from './features/reports/report-exports.service.ts';
import { analyseEndedSwot } from './features/analysis/analysis.service.ts';
import { advanceDueSwots } from './features/swots/lifecycle.service.ts';
import { purgeTwoFactorLeftovers } from './features/two-factor/two-factor.service.ts';
import { purgeOldRateLimitWindows } from './http/rate-limit.ts';
import { purgeExpiredSessions } from './http/session.ts';
import type { HousekeepingTask } from './jobs/housekeeping.ts';

/**
 * What each feature (and the http layer) gives housekeeping, listed where the app is composed: rows that
 * only matter for a while (ended sessions, sign-in attempts past their window, password reset links a day
 * past expiry, hit counters of past windows, expired sign-in challenges and two-factor secrets never
 * confirmed, prepared export files past their day). Each purge is one idempotent DELETE, so several worker
 * processes running it at the same time do no harm and need no coordination.
 */
export const HOUSEKEEPING: readonly HousekeepingTask<AppDeps>[] = [
  purgeExpiredSessions,
  purgeOldFailures,
  purgeOldPasswordResets,
  purgeOldRateLimitWindows,
  purgeTwoFactorLeftovers,
  // Prepared export files past their day, and exports whose job stopped.
  purgeReportExports,
  // Not a purge: the safety net for SWOT lifecycle jobs lost or skipped (each step is idempotent too).
  function advanceDueSwotsAnalysingEnded(deps) {
    return advanceDueSwots(deps, analyseEndedSwot);
  },
];
