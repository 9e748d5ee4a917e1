import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withDigests } from '../analysis/analysis-digest.ts';
import { analysisSummaries as analyses } from '../analysis/analysis-read-model.ts';
import { swotRecords as swots } from '../swots/swot-read-model.ts';

/**
 * Everything here is an aggregate in SQL over indexed, per-company rows, or a
 * bounded read of stored analysis digests: the dashboard never loads
 * responses, so its cost does not grow with their number.
 *
 * The figures are the company's own: the sample SWOT (invented answers) is
 * left out of them, and shown, marked, in the recent list only.
 */
const own = eq(swots.isSample, false);

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
      analysed: sql<boolean>`coalesce(bool_or(${analyses.responseCount} > 0), false)`,
    })
    .from(swots)
    .leftJoin(analyses, eq(analyses.swotId, swots.id))
    .where(and(eq(swots.companyId, companyId), own));
  return row!;
}

export async function analysisTotals(db: Database, companyId: string, monthStart: Date, lastMonthStart: Date) {
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${analyses.responseCount} > 0))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${analyses.generatedAt} >= ${monthStart}))::int`,
      lastMonth: sql<number>`(count(*) filter (where ${analyses.generatedAt} >= ${lastMonthStart} and ${analyses.generatedAt} < ${monthStart}))::int`,
      analysedResponses: sql<number>`coalesce(sum(${analyses.responseCount}), 0)::int`,
      strengths: sql<number>`coalesce(sum(${analyses.strengthsCount}), 0)::int`,
      weaknesses: sql<number>`coalesce(sum(${analyses.weaknessesCount}), 0)::int`,
      opportunities: sql<number>`coalesce(sum(${analyses.opportunitiesCount}), 0)::int`,
      threats: sql<number>`coalesce(sum(${analyses.threatsCount}), 0)::int`,
      // Weighted by responses, so a SWOT of three answers does not count as much as one of three hundred.
      sentiment: sql<number>`coalesce(sum(${analyses.sentimentScore} * ${analyses.responseCount}) / nullif(sum(${analyses.responseCount}), 0), 0)::float8`,
    })
    .from(analyses)
    .innerJoin(swots, eq(swots.id, analyses.swotId))
    .where(and(eq(analyses.companyId, companyId), own));
  return row!;
}

/** The digests of the most recent analyses, newest first, with their SWOT's title; parsed (analysis-digest.ts). */
export async function recentDigests(db: Database, companyId: string, limit: number) {
  const rows = await db
    .select({
      swotTitle: swots.title,
      responseCount: analyses.responseCount,
      source: analyses.source,
      aiUnavailableReason: analyses.aiUnavailableReason,
      digest: analyses.digest,
    })
    .from(analyses)
    .innerJoin(swots, and(eq(swots.id, analyses.swotId), eq(swots.companyId, companyId)))
    .where(and(eq(analyses.companyId, companyId), gt(analyses.responseCount, 0), own))
    .orderBy(desc(analyses.generatedAt))
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
      sentimentScore: analyses.sentimentScore,
    })
    .from(swots)
    .leftJoin(analyses, eq(analyses.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt))
    .limit(limit);
}
