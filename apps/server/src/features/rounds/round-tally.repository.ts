import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { swotRounds } from '../../db/schema/rounds.ts';
import type { RoundTally } from './round-tally.ts';

// The database's count of a round's ballots (round-tally.ts says what it holds), and keeping it.

/**
 * What a round's ballots say, counted by the database (round-results.ts, RoundTally): a round may hold
 * thousands of ballots, and none of them crosses to the HTTP thread. Reads the cast ballot document's
 * version 1 (ballot-document.ts); a new version is counted here too. Every figure is a whole number.
 */
export async function tallyBallots(db: Database, companyId: string, roundId: string): Promise<RoundTally> {
  const where = sql`b.company_id = ${companyId} and b.round_id = ${roundId} and b.ballot ->> 'version' = '1'`;
  const [counted, rated, picks] = await Promise.all([
    queryRows<{ ballots: number }>(db, sql`select count(*)::int as ballots from swot_round_ballots b where ${where}`),
    // One pass over the ratings, counted three ways (grouping sets): a third of the work of three passes.
    queryRows<{
      themeId: string;
      measure: RoundTally['ratings'][number]['measure'];
      rating: number | null;
      count: number;
    }>(
      db,
      sql`select r."themeId",
            case when grouping(r.importance) = 0 then 'importance' when grouping(r.impact) = 0 then 'impact' else 'effort' end
              as measure,
            coalesce(r.importance, r.impact, r.effort) as rating,
            count(*)::int as count
          from swot_round_ballots b
          cross join lateral jsonb_to_recordset(b.ballot -> 'ratings')
            as r("themeId" text, importance int, impact int, effort int)
          where ${where}
          group by grouping sets ((r."themeId", r.importance), (r."themeId", r.impact), (r."themeId", r.effort))`,
    ),
    queryRows<{ quadrant: string; themeId: string; position: number; length: number; count: number }>(
      db,
      sql`select t.key as quadrant, p.value as "themeId", p.position::int as position,
            jsonb_array_length(t.value)::int as length, count(*)::int as count
          from swot_round_ballots b
          cross join lateral jsonb_each(b.ballot -> 'top') t
          cross join lateral jsonb_array_elements_text(t.value) with ordinality p(value, position)
          where ${where}
          group by 1, 2, 3, 4`,
    ),
  ]);
  // A skipped rating (null) is a group of its own: skips are the ballots that gave no rating.
  const ratings = rated.flatMap((row) => (row.rating === null ? [] : [{ ...row, rating: row.rating }]));
  return { ballots: counted[0]?.ballots ?? 0, ratings, picks };
}

/** Keeps a closed round's count (round-tally.ts). */
export async function saveTally(db: Database, companyId: string, roundId: string, tally: unknown): Promise<void> {
  await db
    .update(swotRounds)
    .set({ tally })
    .where(and(eq(swotRounds.companyId, companyId), eq(swotRounds.id, roundId)));
}
