import type { LimitCheck, UsageHistory, UsageStats } from '@foursight/shared/contract/usage';
import {
  allocateResponses,
  allowanceFigures,
  nextResponseSource,
  summariseAllowance,
  type AllowanceState,
  type PlanTerms,
} from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import { findPlan, toPlanTerms } from '../plans/plans.service.ts';
import * as repository from './usage.repository.ts';

/** A new company's usage account (its totals row), in the registration's transaction. */
export function openUsageAccount(tx: Database, companyId: string): Promise<void> {
  return repository.createUsageTotals(tx, companyId);
}

/**
 * Locks the company's usage totals until the transaction ends and answers them: every writer of the
 * totals (answers counted, credits and plans bought, a browser's first answer claimed) takes this lock
 * first, so each sees the one before it.
 */
export function lockUsage(tx: Database, companyId: string): Promise<repository.UsageSnapshot> {
  return repository.lockUsageTotals(tx, companyId);
}

/** Responses accepted per month of these months ("YYYY-MM", UTC), for the dashboard's trend. */
export function responsesInMonths(deps: AppDeps, companyId: string, periods: string[]): Promise<Map<string, number>> {
  return repository.responsesInMonths(deps.database.db, companyId, periods);
}

/** What each company paid (paise) since an instant; a company that paid nothing is absent. */
export function paymentsSince(deps: AppDeps, since: Date): Promise<Map<string, number>> {
  return repository.paymentsSince(deps.database.db, since);
}

/** Credits or a plan bought: the ledger row and the running totals, under the caller's lockUsage. */
export function recordPurchase(tx: Database, purchase: Parameters<typeof repository.recordPurchase>[1]): Promise<void> {
  return repository.recordPurchase(tx, purchase);
}

/** "YYYY-MM" of an instant, in UTC: allowances reset on the first of the month, UTC. */
export function periodOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** A plan missing from the catalogue allows nothing new (the foreign key keeps this from happening). */
const NO_TERMS = {
  responseAllowance: 0,
  allowancePeriod: 'total',
  includesWhatsApp: false,
  rank: 0,
  maxUsers: 0,
  maxSwots: 0,
  includesAi: false,
  includesWhiteLabel: false,
} as const;

/** The company's plan terms, read from the catalogue (in the caller's transaction when `db` is one). */
async function termsOf(db: Database, plan: string): Promise<PlanTerms> {
  const row = await findPlan(db, plan);
  return row ? toPlanTerms(row) : { name: plan, displayName: plan, ...NO_TERMS };
}

/** The company's plan terms, from the catalogue (in the caller's transaction when `db` is one). */
export async function companyPlanTerms(db: Database, companyId: string): Promise<PlanTerms> {
  return termsOf(db, (await repository.readUsageTotals(db, companyId)).plan);
}

function withCurrentMonth(snapshot: repository.UsageSnapshot, terms: PlanTerms, period: string): AllowanceState {
  return {
    terms,
    totalResponses: snapshot.totalResponses,
    creditBalance: snapshot.creditBalance,
    monthResponses: snapshot.currentPeriod === period ? snapshot.monthResponses : 0,
  };
}

async function readState(deps: AppDeps, companyId: string) {
  const { db } = deps.database;
  const snapshot = await repository.readUsageTotals(db, companyId);
  const terms = await termsOf(db, snapshot.plan);
  return { snapshot, terms, state: withCurrentMonth(snapshot, terms, periodOf(deps.now())) };
}

export async function checkLimit(deps: AppDeps, companyId: string): Promise<LimitCheck> {
  const { state } = await readState(deps, companyId);
  return { canCreate: nextResponseSource(state) !== null, plan: state.terms.name, ...allowanceFigures(state) };
}

/** Why an answer was refused; `terms` as the reservation read them. */
export function limitReachedMessage(terms: PlanTerms): string {
  return terms.allowancePeriod === 'total'
    ? `This organisation has used the ${terms.responseAllowance} responses of its ${terms.displayName} plan, so no more answers can be accepted.`
    : `This organisation has used this month's responses and has no credits left, so no more answers can be accepted.`;
}

/** Refuses (LIMIT_REACHED) when the company's allowance and credits are used up: a new SWOT could take no answer. */
export async function refuseWhenLimitReached(deps: AppDeps, companyId: string): Promise<void> {
  const { state, terms } = await readState(deps, companyId);
  if (nextResponseSource(state) === null) throw new AppError('LIMIT_REACHED', limitReachedMessage(terms));
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
  const terms = await termsOf(tx, snapshot.plan);
  const sources = allocateResponses(withCurrentMonth(snapshot, terms, period), wanted);
  return {
    sources,
    terms,
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
  const { snapshot, state } = await readState(deps, session.companyId);
  return {
    currentMonthUsage: await repository.monthResponses(deps.database.db, session.companyId, period),
    purchasedCredits: snapshot.creditBalance,
    totalSpent: snapshot.totalSpentPaise,
    plan: snapshot.plan,
    allowanceUsed: state.terms.allowancePeriod === 'total' ? state.totalResponses : state.monthResponses,
    allowance: summariseAllowance(state),
  };
}

/**
 * The titles of these SWOTs of the company, by id. Usage is below the SWOTs (they ask it for allowances),
 * so the swots feature hands this over where the app is composed (app.ts).
 */
export type SwotTitles = (db: Database, companyId: string, swotIds: readonly string[]) => Promise<Map<string, string>>;

/** Responses per SWOT of the caller's company in one month (the usage page's history), most first, then by title. */
export async function getUsageHistory(
  deps: AppDeps,
  swotTitles: SwotTitles,
  session: UserSession,
  query: MonthQuery,
): Promise<UsageHistory> {
  const { year, month, period } = requestedMonth(deps.now(), query);
  const db = deps.database.db;
  const rows = await repository.responsesPerSwot(db, session.companyId, period);
  const titles = await swotTitles(
    db,
    session.companyId,
    rows.map((row) => row.swotId),
  );
  // A ledger row outlives nothing today (the sample SWOT's answers are not metered), but should a SWOT go,
  // its responses still count.
  const swots = rows
    .map((row) => ({ swotId: row.swotId, title: titles.get(row.swotId), responses: row.responses }))
    .sort(
      (a, b) =>
        b.responses - a.responses ||
        // A SWOT no longer there comes after the named ones of its count.
        Number(a.title === undefined) - Number(b.title === undefined) ||
        (a.title ?? '').localeCompare(b.title ?? '', 'en', { sensitivity: 'base' }),
    )
    .map((row) => ({ ...row, title: row.title ?? 'Deleted SWOT' }));
  return { year, month, swots };
}
