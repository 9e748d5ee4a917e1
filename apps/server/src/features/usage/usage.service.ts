import type { LimitCheck, UsageHistory, UsageStats } from '@foursight/shared/contract/usage';
import {
  summariseAllowance,
  allocateResponses,
  allowanceFigures,
  FREE_PLAN_RESPONSES,
  nextResponseSource,
  PLAN_LABELS,
} from '@foursight/shared/domain/plans';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import * as repository from './usage.repository.ts';

export { createUsageTotals, lockUsageTotals } from './usage.repository.ts';

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
 * Reserves allowance for up to `wanted` responses inside the caller's
 * transaction. The company's totals row is locked first, so concurrent
 * batches (in this process or another) are counted one after another and
 * can never go past the limit. Returns how each granted response is paid
 * for (possibly fewer than wanted) and `commit`, which records the ones
 * actually stored, in the same transaction.
 */
export async function reserveResponses(tx: Database, now: Date, companyId: string, wanted: number) {
  const period = periodOf(now);
  const snapshot = await repository.lockUsageTotals(tx, companyId);
  const sources = allocateResponses(withCurrentMonth(snapshot, period), wanted);
  return {
    sources,
    plan: snapshot.plan,
    commit: (stored: { swotId: string; responseId: string }[]) =>
      repository.recordResponsesUsage(tx, {
        companyId,
        period,
        samePeriod: snapshot.currentPeriod === period,
        // Sources are handed out in order, so the first n stored take the first n grants.
        entries: stored.map((entry, index) => ({ ...entry, source: sources[index]! })),
      }),
  };
}

type MonthQuery = { year?: number | undefined; month?: number | undefined };

/** The month a usage read asks for; what it leaves out is this month's (UTC, as the allowance periods are). */
function requestedMonth(now: Date, query: MonthQuery): { year: number; month: number; period: string } {
  const year = query.year ?? now.getUTCFullYear();
  const month = query.month ?? now.getUTCMonth() + 1;
  return { year, month, period: `${year}-${String(month).padStart(2, '0')}` };
}

export async function getUsageStats(deps: AppDeps, session: UserSession, query: MonthQuery): Promise<UsageStats> {
  const now = deps.now();
  const { period } = requestedMonth(now, query);
  const snapshot = await repository.readUsageTotals(deps.database.db, session.companyId);
  const state = withCurrentMonth(snapshot, periodOf(now));
  return {
    currentMonthUsage: await repository.monthResponses(deps.database.db, session.companyId, period),
    purchasedCredits: snapshot.creditBalance,
    totalSpent: snapshot.totalSpentPaise,
    plan: snapshot.plan,
    allowanceUsed: state.plan === 'free' ? state.totalResponses : state.monthResponses,
    allowance: summariseAllowance(state),
  };
}

/** Responses per SWOT of the caller's company in one month (the usage page's history). */
export async function getUsageHistory(deps: AppDeps, session: UserSession, query: MonthQuery): Promise<UsageHistory> {
  const { year, month, period } = requestedMonth(deps.now(), query);
  const rows = await repository.responsesPerSwot(deps.database.db, session.companyId, period);
  return {
    year,
    month,
    // A ledger row outlives nothing today (SWOTs are not deleted), but should one go, its responses still count.
    swots: rows.map((row) => ({ swotId: row.swotId, title: row.title ?? 'Deleted SWOT', responses: row.responses })),
  };
}
