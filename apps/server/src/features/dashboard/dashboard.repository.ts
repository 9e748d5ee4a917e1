import { withDigests } from '../analysis/analysis-digest.ts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { swots } from '../../db/schema/swots.ts';

/**
 * Everything here is an aggregate in SQL over indexed, per-company rows, or a
 * bounded read of stored analysis digests: the dashboard never loads
 * responses, so its cost does not grow with their number.
 *
 * The figures are the company's own: the sample SWOT (invented answers) is
 * left out of them, and shown, marked, in the recent list only.
 */
const own = eq(swots.isSample, false);
/** An analysis of one of the company's own SWOTs, not the sample's (tables named: a subquery). */
const ownAnalysis = sql`not exists (select 1 from ${swots} where ${swots}.id = ${swotAnalyses}.swot_id and ${swots}.is_sample)`;

/** Responses expected from a SWOT nobody was invited to (spec part 2 §9). */
const FALLBACK_EXPECTED = 4;

export async function swotTotals(db: Database, companyId: string, now: Date, monthStart: Date, lastMonthStart: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${swots.startsAt} <= ${now} and ${swots.endsAt} > ${now} and (${swots.closedAt} is null or ${swots.closedAt} > ${now})))::int`,
      responses: sql<number>`coalesce(sum(${swots.responseCount}), 0)::int`,
      expected: sql<number>`coalesce(sum(case when ${swots.invitedCount} > 0 then ${swots.invitedCount} else ${FALLBACK_EXPECTED} end), 0)::int`,
      withResponses: sql<number>`(count(*) filter (where ${swots.responseCount} > 0))::int`,
      createdThisMonth: sql<number>`(count(*) filter (where ${swots.createdAt} >= ${monthStart}))::int`,
      createdLastMonth: sql<number>`(count(*) filter (where ${swots.createdAt} >= ${lastMonthStart} and ${swots.createdAt} < ${monthStart}))::int`,
    })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), own));
  return row!;
}

/** Whether the company has a SWOT, has shared one (someone invited, or an answer in), and has an analysis to read. */
export async function swotProgress(db: Database, companyId: string) {
  const [row] = await db
    .select({
      exists: sql<boolean>`count(*) > 0`,
      shared: sql<boolean>`coalesce(bool_or(${swots.invitedCount} > 0 or ${swots.responseCount} > 0), false)`,
      analysed: sql<boolean>`exists (select 1 from ${swotAnalyses} where ${swotAnalyses.companyId} = ${companyId} and ${swotAnalyses.responseCount} > 0 and ${ownAnalysis})`,
    })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), own));
  return row!;
}

export async function analysisTotals(db: Database, companyId: string, monthStart: Date, lastMonthStart: Date) {
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${swotAnalyses.responseCount} > 0))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${swotAnalyses.generatedAt} >= ${monthStart}))::int`,
      lastMonth: sql<number>`(count(*) filter (where ${swotAnalyses.generatedAt} >= ${lastMonthStart} and ${swotAnalyses.generatedAt} < ${monthStart}))::int`,
      analysedResponses: sql<number>`coalesce(sum(${swotAnalyses.responseCount}), 0)::int`,
      strengths: sql<number>`coalesce(sum(${swotAnalyses.strengthsCount}), 0)::int`,
      weaknesses: sql<number>`coalesce(sum(${swotAnalyses.weaknessesCount}), 0)::int`,
      opportunities: sql<number>`coalesce(sum(${swotAnalyses.opportunitiesCount}), 0)::int`,
      threats: sql<number>`coalesce(sum(${swotAnalyses.threatsCount}), 0)::int`,
      // Weighted by responses, so a SWOT of three answers does not count as much as one of three hundred.
      sentiment: sql<number>`coalesce(sum(${swotAnalyses.sentimentScore} * ${swotAnalyses.responseCount}) / nullif(sum(${swotAnalyses.responseCount}), 0), 0)::float8`,
    })
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), ownAnalysis));
  return row!;
}

/** The digests of the most recent analyses, newest first, with their SWOT's title; parsed (analysis-digest.ts). */
export async function recentDigests(db: Database, companyId: string, limit: number) {
  const rows = await db
    .select({
      swotTitle: swots.title,
      responseCount: swotAnalyses.responseCount,
      source: swotAnalyses.source,
      aiUnavailableReason: swotAnalyses.aiUnavailableReason,
      digest: swotAnalyses.digest,
    })
    .from(swotAnalyses)
    .innerJoin(swots, and(eq(swots.id, swotAnalyses.swotId), eq(swots.companyId, companyId)))
    .where(and(eq(swotAnalyses.companyId, companyId), gt(swotAnalyses.responseCount, 0), own))
    .orderBy(desc(swotAnalyses.generatedAt))
    .limit(limit);
  return withDigests(rows);
}

export function recentSwots(db: Database, companyId: string, limit: number) {
  return db
    .select({
      id: swots.id,
      title: swots.title,
      endsAt: swots.endsAt,
      closedAt: swots.closedAt,
      responseCount: swots.responseCount,
      invitedCount: swots.invitedCount,
      createdAt: swots.createdAt,
      timezone: swots.timezone,
      sample: swots.isSample,
      sentimentScore: swotAnalyses.sentimentScore,
    })
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt))
    .limit(limit);
}
