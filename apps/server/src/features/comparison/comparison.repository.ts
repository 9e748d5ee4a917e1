import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import type { Database } from '../../db/client.ts';
import { swotAnalyses, type AnalysisDigest } from '../../db/schema/analysis.ts';
import { swots } from '../../db/schema/swots.ts';

/**
 * The comparison reads SWOT counters and the stored analysis digests (a few
 * hundred bytes each), never responses: its cost follows the number of SWOTs
 * compared, not the number of answers behind them.
 */
/** The year-month a SWOT was created in, in the company's time zone (a SWOT made at 00:30 IST on 1 March is March's). */
const monthOf = (timezone: string) => sql<string>`to_char(${swots.createdAt} at time zone ${timezone}, 'YYYY-MM')`;

const swotFacts = {
  id: swots.id,
  title: swots.title,
  createdAt: swots.createdAt,
  responseCount: swots.responseCount,
  invitedCount: swots.invitedCount,
  sentimentScore: swotAnalyses.sentimentScore,
  // Only the keywords of the digest: the rest (texts, themes) stays in the database.
  keywords: sql<AnalysisDigest['keywords'] | null>`${swotAnalyses.digest}->'keywords'`,
};

/** The themes of the given SWOTs' analyses, by SWOT id (for theme movement). */
export async function readThemes(db: Database, companyId: string, ids: string[]) {
  const rows = await db
    .select({ swotId: swotAnalyses.swotId, themes: sql<AnalysisDigest['themes']>`${swotAnalyses.digest}->'themes'` })
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), inArray(swotAnalyses.swotId, ids)));
  return new Map(rows.map((row) => [row.swotId, row.themes]));
}

export function listSwotTitles(db: Database, companyId: string) {
  return db
    .select({ id: swots.id, title: swots.title, createdAt: swots.createdAt })
    .from(swots)
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt));
}

export function listMonths(db: Database, companyId: string, timezone: string) {
  // Grouped and ordered by position: the same expression written twice with a parameter is two
  // expressions to PostgreSQL ($1 and $2), which would refuse the grouping.
  return db
    .select({ month: monthOf(timezone), swotCount: sql<number>`count(*)::int` })
    .from(swots)
    .where(eq(swots.companyId, companyId))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
}

export function readSwots(db: Database, companyId: string, ids: string[]) {
  return db
    .select(swotFacts)
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(and(eq(swots.companyId, companyId), inArray(swots.id, ids)));
}

/** SWOTs created in the given months of the company's time zone, read by ranges on the (company, created_at) index. */
export function readSwotsOfMonths(db: Database, companyId: string, months: string[], timezone: string) {
  const ranges = months.map((month) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
    const start = zonedTimeToUtc(`${month}-01`, '00:00', timezone);
    const end = zonedTimeToUtc(`${next}-01`, '00:00', timezone);
    return and(gte(swots.createdAt, start), lt(swots.createdAt, end));
  });
  return db
    .select(swotFacts)
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(and(eq(swots.companyId, companyId), or(...ranges)));
}

export function readRecentSwots(db: Database, companyId: string, limit: number) {
  return db
    .select(swotFacts)
    .from(swots)
    .leftJoin(swotAnalyses, eq(swotAnalyses.swotId, swots.id))
    .where(eq(swots.companyId, companyId))
    .orderBy(desc(swots.createdAt))
    .limit(limit);
}

export async function swotTotals(db: Database, companyId: string) {
  const [row] = await db
    .select({
      swots: sql<number>`count(*)::int`,
      responses: sql<number>`coalesce(sum(${swots.responseCount}), 0)::int`,
    })
    .from(swots)
    .where(eq(swots.companyId, companyId));
  return row!;
}
