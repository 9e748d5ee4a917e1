import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import type { Database } from '../../db/client.ts';
import { readDigest, readDigestKeywords } from '../analysis/analysis-digest.ts';
import { analysisSummaries } from '../analysis/analysis-read-model.ts';
import { swotAnswers, swotRecords as swots } from '../swots/swot-read-model.ts';
import type { ComparedTheme } from './theme-movement.ts';

/**
 * The comparison reads SWOT counters and the stored analysis digests (a few
 * hundred bytes each), never responses: its cost follows the number of SWOTs
 * compared, not the number of answers behind them.
 */
/** The year-month a SWOT was created in, in the company's time zone (a SWOT made at 00:30 IST on 1 March is March's). */
/** The company's own SWOTs: the sample SWOT (invented answers) is never compared. */
const ownSwots = (companyId: string) => and(eq(swots.companyId, companyId), eq(swots.isSample, false));
const monthOf = (timezone: string) => sql<string>`to_char(${swots.createdAt} at time zone ${timezone}, 'YYYY-MM')`;

const swotFacts = {
  id: swots.id,
  title: swots.title,
  createdAt: swots.createdAt,
  timezone: swots.timezone,
  responseCount: swots.responseCount,
  invitedCount: swots.invitedCount,
  sentimentScore: analysisSummaries.sentimentScore,
  // Only the digest's keywords (selected as analysis publishes them): the rest of the digest stays in the database.
  keywords: analysisSummaries.digestKeywords,
};

/** Rows of swotFacts with their keywords parsed (null without an analysis, or keywords that do not parse). */
async function withKeywords<Row extends { keywords: unknown }>(rows: Promise<Row[]>) {
  return (await rows).map((row) => ({ ...row, keywords: readDigestKeywords(row.keywords) }));
}

/**
 * The themes of the given SWOTs' analyses with their keywords, by SWOT id (for theme movement): each
 * quadrant's leading themes as the analysis's digest lists them (analysis-digest.ts), so the rest of the
 * document (statements, quotes, texts) never leaves the database.
 */
export async function readThemes(db: Database, companyId: string, ids: string[]) {
  const rows = await db
    .select({ swotId: analysisSummaries.swotId, digest: analysisSummaries.digest })
    .from(analysisSummaries)
    .where(and(eq(analysisSummaries.companyId, companyId), inArray(analysisSummaries.swotId, ids)));
  return new Map(
    rows.map((row): [string, ComparedTheme[]] => [
      row.swotId,
      (readDigest(row.digest)?.themes ?? []).map(({ category, label, mentions, keywords }) => ({
        category,
        label,
        mentions,
        keywords,
      })),
    ]),
  );
}

/** A plain-letter word as a LIKE pattern: anywhere in the text, any case. */
const contains = (text: SQL, stem: string) => sql`(${text} like ${`%${stem.replace(/[^\p{L}\p{N}]/gu, '')}%`})`;

/**
 * How many of a SWOT's answers still raise each of the given themes, in one pass over its answers:
 * an answer raises a theme when it has the theme's head word, or two of its words and keywords
 * (compared by the same five-letter stems as the same-theme function). Asked only for themes the
 * later SWOT's leading themes do not hold, at most a few, so a theme is never called gone while
 * people still write about it. Linear LIKE patterns, no regular expressions.
 */
export async function countAnswersRaising(
  db: Database,
  companyId: string,
  swotId: string,
  themes: readonly { heads: string[]; words: string[] }[],
): Promise<number[]> {
  if (themes.length === 0) return [];
  const text = sql`lower(${swotAnswers.strengths} || ' ' || ${swotAnswers.weaknesses} || ' ' || ${swotAnswers.opportunities} || ' ' || ${swotAnswers.threats})`;
  const counts = themes.map(({ heads, words }) => {
    const head =
      heads.length > 0
        ? sql.join(
            heads.map((stem) => contains(text, stem)),
            sql` or `,
          )
        : sql`false`;
    const two =
      words.length >= 2
        ? sql`(${sql.join(
            words.map((stem) => sql`${contains(text, stem)}::int`),
            sql` + `,
          )}) >= 2`
        : sql`false`;
    return sql<number>`count(*) filter (where ${head} or ${two})::int`;
  });
  const [row] = await db
    .select({ counts: sql<number[]>`array[${sql.join(counts, sql`, `)}]` })
    .from(swotAnswers)
    .where(and(eq(swotAnswers.companyId, companyId), eq(swotAnswers.swotId, swotId)));
  return (row?.counts ?? []).map(Number);
}

export function listSwotTitles(db: Database, companyId: string) {
  return db
    .select({ id: swots.id, title: swots.title, createdAt: swots.createdAt, timezone: swots.timezone })
    .from(swots)
    .where(ownSwots(companyId))
    .orderBy(desc(swots.createdAt));
}

export function listMonths(db: Database, companyId: string, timezone: string) {
  // Grouped and ordered by position: the same expression written twice with a parameter is two
  // expressions to PostgreSQL ($1 and $2), which would refuse the grouping.
  return db
    .select({ month: monthOf(timezone), swotCount: sql<number>`count(*)::int` })
    .from(swots)
    .where(ownSwots(companyId))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
}

export function readSwots(db: Database, companyId: string, ids: string[]) {
  return withKeywords(
    db
      .select(swotFacts)
      .from(swots)
      .leftJoin(analysisSummaries, eq(analysisSummaries.swotId, swots.id))
      .where(and(ownSwots(companyId), inArray(swots.id, ids))),
  );
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
  return withKeywords(
    db
      .select(swotFacts)
      .from(swots)
      .leftJoin(analysisSummaries, eq(analysisSummaries.swotId, swots.id))
      .where(and(ownSwots(companyId), or(...ranges))),
  );
}

export function readRecentSwots(db: Database, companyId: string, limit: number) {
  return withKeywords(
    db
      .select(swotFacts)
      .from(swots)
      .leftJoin(analysisSummaries, eq(analysisSummaries.swotId, swots.id))
      .where(ownSwots(companyId))
      .orderBy(desc(swots.createdAt))
      .limit(limit),
  );
}

export async function swotTotals(db: Database, companyId: string) {
  const [row] = await db
    .select({
      swots: sql<number>`count(*)::int`,
      responses: sql<number>`coalesce(sum(${swots.responseCount}), 0)::int`,
    })
    .from(swots)
    .where(ownSwots(companyId));
  return row!;
}
