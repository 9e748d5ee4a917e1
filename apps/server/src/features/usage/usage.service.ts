import type { LimitCheck, UsageStats } from '@foursight/shared/contract/usage';
import { allowanceFigures, FREE_PLAN_RESPONSES, nextResponseSource, PLAN_LABELS } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import * as repository from './usage.repository.ts';

export { createUsageTotals } from './usage.repository.ts';

/** "YYYY-MM" of an instant, in UTC: allowances reset on the first of the month, UTC. */
export function periodOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

function withCurrentMonth(snapshot: repository.UsageSnapshot, period: string) {
  return {
    plan: snapshot.plan,
    totalResponses: snapshot.totalResponses,
    creditBalance: snapshot.creditBalance,
    monthResponses: snapshot.currentPeriod === period ? snapshot.monthResponses : 0,
  };
}

export async function checkLimit(deps: AppDeps, companyId: string): Promise<LimitCheck> {
  const snapshot = await repository.readUsageTotals(deps.database.db, companyId);
  const state = withCurrentMonth(snapshot, periodOf(deps.now()));
  return { canCreate: nextResponseSource(state) !== null, plan: state.plan, ...allowanceFigures(state) };
}

export function limitReachedMessage(plan: LimitCheck['plan']): string {
  return plan === 'free'
    ? `This organisation has used the ${FREE_PLAN_RESPONSES} responses of its ${PLAN_LABELS.free} plan, so no more answers can be accepted.`
    : `This organisation has used this month's responses and has no credits left, so no more answers can be accepted.`;
}

/**
 * Takes one response from the company's allowance inside the caller's
 * transaction: the totals row is locked first, so concurrent submissions
 * are counted one after another and can never go past the limit.
 * Throws LIMIT_REACHED when nothing is left.
 */
export async function consumeResponseAllowance(
  deps: AppDeps,
  tx: Database,
  companyId: string,
  record: () => Promise<{ swotId: string; responseId: string } | null>,
): Promise<boolean> {
  const period = periodOf(deps.now());
  const snapshot = await repository.lockUsageTotals(tx, companyId);
  const source = nextResponseSource(withCurrentMonth(snapshot, period));
  if (!source) throw new AppError('LIMIT_REACHED', limitReachedMessage(snapshot.plan));
  const recorded = await record();
  if (!recorded) return false;
  await repository.recordResponseUsage(tx, {
    companyId,
    period,
    source,
    swotId: recorded.swotId,
    responseId: recorded.responseId,
    samePeriod: snapshot.currentPeriod === period,
  });
  return true;
}

export async function getUsageStats(
  deps: AppDeps,
  session: UserSession,
  query: { year?: number | undefined; month?: number | undefined },
): Promise<UsageStats> {
  const now = deps.now();
  const period = query.year && query.month ? `${query.year}-${String(query.month).padStart(2, '0')}` : periodOf(now);
  const snapshot = await repository.readUsageTotals(deps.database.db, session.companyId);
  const state = withCurrentMonth(snapshot, periodOf(now));
  return {
    currentMonthUsage: await repository.monthResponses(deps.database.db, session.companyId, period),
    purchasedCredits: snapshot.creditBalance,
    totalSpent: snapshot.totalSpentPaise,
    plan: snapshot.plan,
    allowanceUsed: state.plan === 'free' ? state.totalResponses : state.monthResponses,
  };
}
