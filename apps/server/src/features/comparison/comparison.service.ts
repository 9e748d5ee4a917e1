import type {
  ComparedMonth,
  ComparedSwot,
  ComparisonOptions,
  MonthComparison,
  Performance,
  PriorityMovements,
  SwotComparison,
} from '@foursight/shared/contract/comparison';
import type { RoundResults } from '@foursight/shared/contract/rounds';
import { GOAL_CATEGORIES, GOAL_STATUSES } from '@foursight/shared/domain/goals';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import { themeWords } from '@foursight/analysis/same-theme';
import type { AppDeps } from '../../app-deps.ts';
import type { AnalysisDigest } from '../analysis/analysis-digest.ts';
import { listGoalFacts, type GoalFacts } from '../goals/goals.service.ts';
import { latestRoundResults, swotsWithClosedRounds } from '../rounds/round-results.service.ts';
import { readCompanyTimezone } from '../settings/settings.service.ts';
import * as repository from './comparison.repository.ts';
import { priorityMovements } from './priority-movement.ts';
import { themeMovements, unmatchedThemes, type DigestedSwot } from './theme-movement.ts';

/** Spec part 2 §9: keywords longer than 3 characters; 10 per SWOT (3 in the table), 15 per month (8 shown). */
const SWOT_KEYWORDS = 10;
const TABLE_KEYWORDS = 3;
const MONTH_KEYWORDS = 15;
const RECENT_SWOTS = 5;
/** Responses expected from a SWOT nobody was invited to (spec part 2 §9). */
const FALLBACK_EXPECTED = 4;

type SwotRow = Awaited<ReturnType<typeof repository.readSwots>>[number];
type Goals = GoalFacts[];
type Keywords = AnalysisDigest['keywords'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Keywords of several digests ranked together: a word's rank in each area adds up. */
export function rankKeywords(keywordLists: Keywords[], limit: number): string[] {
  const scores = new Map<string, number>();
  for (const keywords of keywordLists) {
    for (const category of SWOT_CATEGORIES) {
      const words = keywords[category];
      words.forEach((word, rank) => {
        if (word.length > 3) scores.set(word, (scores.get(word) ?? 0) + (words.length - rank));
      });
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => word);
}

function participationRate(row: SwotRow): number {
  const expected = row.invitedCount > 0 ? row.invitedCount : FALLBACK_EXPECTED;
  return Math.min(100, percent(row.responseCount, expected));
}

function toComparedSwot(row: SwotRow, goals: Goals): ComparedSwot {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    timezone: row.timezone,
    responses: row.responseCount,
    participationRate: participationRate(row),
    sentiment: row.sentimentScore === null ? null : oneDecimal(row.sentimentScore),
    topKeywords: row.keywords ? rankKeywords([row.keywords], SWOT_KEYWORDS).slice(0, TABLE_KEYWORDS) : [],
    relatedGoals: goals.filter((goal) => goal.swotAnalysisId === row.id).length,
  };
}

/**
 * "2026-03": the year-month of an instant in a time zone. One formatter per time zone, made once: making
 * one per call cost about 40 ms a request for 200 SWOTs over seven months (bench/comparison.ts).
 */
function monthReader(timezone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit' });
  return (instant) => {
    const parts = format.formatToParts(instant);
    return `${parts.find((part) => part.type === 'year')!.value}-${parts.find((part) => part.type === 'month')!.value}`;
  };
}

export async function getOptions(deps: AppDeps, companyId: string): Promise<ComparisonOptions> {
  const { db } = deps.database;
  const timezone = await readCompanyTimezone(deps, companyId);
  const [swots, months] = await Promise.all([
    repository.listSwotTitles(db, companyId),
    repository.listMonths(db, companyId, timezone),
  ]);
  return {
    success: true,
    swots: swots.map((swot) => ({
      id: swot.id,
      title: swot.title,
      createdAt: swot.createdAt.toISOString(),
      timezone: swot.timezone,
    })),
    months,
  };
}

export async function compareSwots(deps: AppDeps, companyId: string, ids: string[]): Promise<SwotComparison> {
  const [rows, goals] = await Promise.all([
    repository.readSwots(deps.database.db, companyId, ids),
    listGoalFacts(deps, companyId),
  ]);
  // Another company's SWOT, or one that does not exist, is the same answer.
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'SWOT Analysis Not Found');
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const swots = rows.map((row) => toComparedSwot(row, goals));
  const first = swots[0]!;
  const last = swots[swots.length - 1]!;
  const analysed = swots.filter((swot) => swot.sentiment !== null);
  const improvements: string[] = [];
  for (let index = 1; index < swots.length; index += 1) {
    const before = swots[index - 1]!;
    const after = swots[index]!;
    if (before.sentiment !== null && after.sentiment !== null && after.sentiment > before.sentiment) {
      improvements.push(
        `Sentiment improved from ${before.sentiment} to ${after.sentiment} between "${before.title}" and "${after.title}".`,
      );
    }
    if (after.participationRate > before.participationRate) {
      improvements.push(
        `Participation rose from ${before.participationRate}% to ${after.participationRate}% between "${before.title}" and "${after.title}".`,
      );
    }
  }
  const themes = await repository.readThemes(
    deps.database.db,
    companyId,
    rows.map((row) => row.id),
  );
  const digested = rows.flatMap((row) => {
    const found = themes.get(row.id);
    return found ? [{ swotId: row.id, themes: found, responses: row.responseCount }] : [];
  });
  const earliest = digested[0];
  const latest = digested[digested.length - 1];
  const movements =
    earliest && latest && earliest !== latest
      ? themeMovements(earliest, latest, await stillRaised(deps, companyId, earliest, latest))
      : [];
  return {
    success: true,
    swots,
    responseGrowth: last.responses - first.responses,
    sentimentChange:
      analysed.length >= 2 ? oneDecimal(analysed[analysed.length - 1]!.sentiment! - analysed[0]!.sentiment!) : null,
    participationTrend:
      last.participationRate > first.participationRate
        ? 'up'
        : last.participationRate < first.participationRate
          ? 'down'
          : 'stable',
    improvements,
    themeMovements: movements,
    priorityMovements: await comparePriorities(deps, companyId, rows),
  };
}

/**
 * How the group's priorities moved between the earliest and the latest of the SWOTs (oldest first) whose
 * newest closed round shows its results; null when fewer than two do. Only SWOTs with a closed round are
 * read, from each end until one shows results, so a comparison of 50 SWOTs reads two rounds' results
 * unless a round was withheld (too few ballots).
 */
async function comparePriorities(deps: AppDeps, companyId: string, rows: SwotRow[]): Promise<PriorityMovements | null> {
  const closed = await swotsWithClosedRounds(
    deps,
    companyId,
    rows.map((row) => row.id),
  );
  const candidates = rows.filter((row) => closed.has(row.id));
  const firstShown = async (list: SwotRow[]): Promise<{ row: SwotRow; results: RoundResults } | null> => {
    for (const row of list) {
      const results = await latestRoundResults(deps, companyId, row.id);
      if (results && !results.withheld) return { row, results };
    }
    return null;
  };
  const earliest = await firstShown(candidates);
  // Looked for after the earliest only: one SWOT alone has nothing to compare with.
  const latest = earliest && (await firstShown(candidates.slice(candidates.indexOf(earliest.row) + 1).reverse()));
  if (!earliest || !latest) return null;
  return {
    earlier: { swotId: earliest.row.id, title: earliest.row.title },
    later: { swotId: latest.row.id, title: latest.row.title },
    movements: priorityMovements(earliest.results, latest.results),
  };
}

/** Shorter stems match inside unrelated words ("ev" in "every"): not searched for in answers. */
const MIN_SEARCHED_STEM = 3;

/**
 * For each earlier theme no later theme took, how many of the later SWOT's answers still raise it
 * (by its label): one count query over that SWOT's answers, asked only when there is such a theme.
 */
async function stillRaised(
  deps: AppDeps,
  companyId: string,
  earlier: DigestedSwot,
  later: DigestedSwot & { swotId: string },
): Promise<Map<string, number>> {
  const unmatched = unmatchedThemes(earlier, later);
  const searched = unmatched.map((theme) => {
    const { heads, words } = themeWords(theme);
    const long = (stems: string[]) => stems.filter((stem) => stem.length >= MIN_SEARCHED_STEM);
    return { heads: long(heads), words: long(words) };
  });
  const counts = await repository.countAnswersRaising(deps.database.db, companyId, later.swotId, searched);
  return new Map(unmatched.map((theme, index) => [theme.label, counts[index] ?? 0]));
}

export async function compareMonths(deps: AppDeps, companyId: string, months: string[]): Promise<MonthComparison> {
  const timezone = await readCompanyTimezone(deps, companyId);
  const [rows, goals] = await Promise.all([
    repository.readSwotsOfMonths(deps.database.db, companyId, months, timezone),
    listGoalFacts(deps, companyId),
  ]);
  const monthOf = monthReader(timezone);
  // Each SWOT's and goal's month read once, not once per month compared.
  const rowMonths = rows.map((row) => monthOf(row.createdAt));
  const goalMonths = goals.map((goal) => monthOf(new Date(goal.createdAt)));
  const compared: ComparedMonth[] = [...months].sort().map((month) => {
    const inMonth = rows.filter((_row, index) => rowMonths[index] === month);
    const sentiments = inMonth.flatMap((row) => (row.sentimentScore === null ? [] : [row.sentimentScore]));
    const monthGoals = goals.filter((_goal, index) => goalMonths[index] === month);
    return {
      month,
      swotCount: inMonth.length,
      totalResponses: inMonth.reduce((sum, row) => sum + row.responseCount, 0),
      averageSentiment:
        sentiments.length === 0
          ? null
          : oneDecimal(sentiments.reduce((sum, value) => sum + value, 0) / sentiments.length),
      keywords: rankKeywords(
        inMonth.flatMap((row) => (row.keywords ? [row.keywords] : [])),
        MONTH_KEYWORDS,
      ),
      goalCount: monthGoals.length,
      goalCompletionRate: percent(monthGoals.filter((goal) => goal.status === 'Completed').length, monthGoals.length),
    };
  });
  return { success: true, months: compared };
}

export async function getPerformance(deps: AppDeps, companyId: string): Promise<Performance> {
  const { db } = deps.database;
  const [totals, recent, goals] = await Promise.all([
    repository.swotTotals(db, companyId),
    repository.readRecentSwots(db, companyId, RECENT_SWOTS),
    listGoalFacts(deps, companyId),
  ]);
  const completed = goals.filter((goal) => goal.status === 'Completed');
  return {
    success: true,
    totals: {
      swots: totals.swots,
      responses: totals.responses,
      activeGoals: goals.length - completed.length,
      completionRate: percent(completed.length, goals.length),
    },
    goalsByStatus: GOAL_STATUSES.map((status) => ({
      status,
      count: goals.filter((goal) => goal.status === status).length,
    })),
    recentSwots: recent.map((row) => toComparedSwot(row, goals)),
    byCategory: GOAL_CATEGORIES.map((category) => {
      const inCategory = goals.filter((goal) => goal.category === category);
      const done = inCategory.filter((goal) => goal.status === 'Completed').length;
      return { category, total: inCategory.length, completed: done, rate: percent(done, inCategory.length) };
    }),
  };
}
