import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { STARTING_PLAN } from '@foursight/shared/domain/plans';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { usageLedger, usageMonths, usageTotals } from '../../db/schema/usage.ts';

export interface UsageSnapshot {
  /** The company's catalogue plan, by name (its terms: the plans feature). */
  plan: string;
  totalResponses: number;
  creditBalance: number;
  totalSpentPaise: number;
  currentPeriod: string;
  monthResponses: number;
}

/** Every company has a totals row from registration on (and the migration added one for older companies). */
export async function createUsageTotals(db: Database, companyId: string): Promise<void> {
  await db.insert(usageTotals).values({ companyId }).onConflictDoNothing();
}

async function selectTotals(db: Database, companyId: string, lock: boolean): Promise<UsageSnapshot | null> {
  const query = db
    .select({
      plan: companies.plan,
      totalResponses: usageTotals.totalResponses,
      creditBalance: usageTotals.creditBalance,
      totalSpentPaise: usageTotals.totalSpentPaise,
      currentPeriod: usageTotals.currentPeriod,
      monthResponses: usageTotals.monthResponses,
    })
    .from(usageTotals)
    .innerJoin(companies, eq(companies.id, usageTotals.companyId))
    .where(eq(usageTotals.companyId, companyId));
  const [row] = await (lock ? query.for('update', { of: usageTotals }) : query);
  return row ?? null;
}

/**
 * The company's totals, locked until the transaction ends: concurrent
 * submissions for one company queue here, so each sees the one before it.
 */
export async function lockUsageTotals(db: Database, companyId: string): Promise<UsageSnapshot> {
  const row = await selectTotals(db, companyId, true);
  if (row) return row;
  await createUsageTotals(db, companyId);
  return (await selectTotals(db, companyId, true))!;
}

export async function readUsageTotals(db: Database, companyId: string): Promise<UsageSnapshot> {
  return (
    (await selectTotals(db, companyId, false)) ?? {
      plan: STARTING_PLAN,
      totalResponses: 0,
      creditBalance: 0,
      totalSpentPaise: 0,
      currentPeriod: '',
      monthResponses: 0,
    }
  );
}

/**
 * Writes accepted responses to the ledger, the totals and the month, in the
 * caller's transaction: a few statements however many responses there are.
 */
export async function recordResponsesUsage(
  db: Database,
  batch: {
    companyId: string;
    period: string;
    /** Whether the totals row already counts this period (else the month starts from zero). */
    samePeriod: boolean;
    entries: { source: 'free' | 'credit' | 'unlimited'; swotId: string; responseId: string }[];
  },
): Promise<void> {
  const count = batch.entries.length;
  if (count === 0) return;
  const credits = batch.entries.filter((entry) => entry.source === 'credit').length;
  // One array per column through unnest, as for the responses themselves. A response's row keeps the
  // hour only, as the response does: the ledger must not give an answer's exact time back.
  await db.execute(sql`
    INSERT INTO usage_ledger (company_id, kind, source, quantity, period, swot_id, response_id, created_at)
    SELECT ${batch.companyId}::uuid, 'response', source, 1, ${batch.period}, swot_id, response_id, date_trunc('hour', now())
    FROM unnest(
      ${sql.param(batch.entries.map((entry) => entry.source))}::text[],
      ${sql.param(batch.entries.map((entry) => entry.swotId))}::uuid[],
      ${sql.param(batch.entries.map((entry) => entry.responseId))}::uuid[]
    ) AS entry(source, swot_id, response_id)`);
  await db
    .update(usageTotals)
    .set({
      totalResponses: sql`${usageTotals.totalResponses} + ${count}`,
      creditBalance: sql`${usageTotals.creditBalance} - ${credits}`,
      currentPeriod: batch.period,
      monthResponses: batch.samePeriod ? sql`${usageTotals.monthResponses} + ${count}` : count,
    })
    .where(eq(usageTotals.companyId, batch.companyId));
  await db
    .insert(usageMonths)
    .values({ companyId: batch.companyId, period: batch.period, responses: count })
    .onConflictDoUpdate({
      target: [usageMonths.companyId, usageMonths.period],
      set: { responses: sql`${usageMonths.responses} + ${count}` },
    });
}

export async function monthResponses(db: Database, companyId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ responses: usageMonths.responses })
    .from(usageMonths)
    .where(and(eq(usageMonths.companyId, companyId), eq(usageMonths.period, period)));
  return row?.responses ?? 0;
}

/**
 * Responses per SWOT of one company in one month, from the usage ledger (one
 * row per accepted response, stamped with its UTC month): the same count the
 * allowance used, read through usage_ledger_company_period_idx. Only the
 * company's own ledger rows, so only its SWOTs' ids.
 */
export function responsesPerSwot(db: Database, companyId: string, period: string) {
  const responses = sql<number>`sum(${usageLedger.quantity})::int`;
  return db
    .select({ swotId: sql<string>`${usageLedger.swotId}`, responses })
    .from(usageLedger)
    .where(
      and(
        eq(usageLedger.companyId, companyId),
        eq(usageLedger.period, period),
        eq(usageLedger.kind, 'response'),
        sql`${usageLedger.swotId} is not null`,
      ),
    )
    .groupBy(usageLedger.swotId);
}

/**
 * Credits or a plan bought, written to the ledger and the running totals.
 * The caller holds the company's usage_totals lock (lockUsageTotals), as
 * every writer of the totals does.
 */
export async function recordPurchase(
  db: Database,
  purchase: {
    companyId: string;
    kind: 'credit_purchase' | 'plan_purchase';
    credits: number;
    amountPaise: number;
    period: string;
  },
): Promise<void> {
  // One statement for both (settling runs under the busiest locks: fewer round trips, shorter holds).
  await db.execute(sql`
    WITH ledger AS (
      INSERT INTO ${usageLedger} (company_id, kind, source, quantity, amount_paise, period)
      VALUES (${purchase.companyId}, ${purchase.kind}, 'purchase', ${purchase.credits}, ${purchase.amountPaise}, ${purchase.period})
    )
    UPDATE ${usageTotals}
    SET credit_balance = credit_balance + ${purchase.credits},
        total_spent_paise = total_spent_paise + ${purchase.amountPaise}
    WHERE company_id = ${purchase.companyId}`);
}

/** Responses accepted per month ("YYYY-MM") of these months, from the monthly counters. */
export async function responsesInMonths(db: Database, companyId: string, periods: string[]) {
  const rows = await db
    .select({ period: usageMonths.period, responses: usageMonths.responses })
    .from(usageMonths)
    .where(and(eq(usageMonths.companyId, companyId), inArray(usageMonths.period, periods)));
  return new Map(rows.map((row) => [row.period, row.responses]));
}

/** Money paid (credits and plans, paise) per company since an instant: every company, for the platform admin. */
export async function paymentsSince(db: Database, since: Date) {
  const rows = await db
    .select({
      companyId: usageLedger.companyId,
      amount: sql<number>`sum(${usageLedger.amountPaise})::int`,
    })
    .from(usageLedger)
    .where(and(inArray(usageLedger.kind, ['credit_purchase', 'plan_purchase']), gte(usageLedger.createdAt, since)))
    .groupBy(usageLedger.companyId);
  return new Map(rows.map((row) => [row.companyId, row.amount]));
}
