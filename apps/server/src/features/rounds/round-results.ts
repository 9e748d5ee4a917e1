import { concordanceOf, RATING_SLOTS, summariseHistogram } from '@foursight/analysis/round-statistics';
import type { RoundResults, ThemeResult } from '@foursight/shared/contract/rounds';
import type { FrozenBallot } from './ballot-document.ts';
import type { MEASURES, RoundTally } from './round-tally.ts';

/** A median at or above the scale's middle (5 of 1 to 9) counts as high impact, or high effort. */
const HIGH = 5;

type Measure = (typeof MEASURES)[number];

type Histograms = Record<Measure, number[]>;

/** Each theme's histograms of its ratings; a rating that is no whole 1 to 9, or of no theme on the ballot, is left out. */
function histogramsOf(ballot: FrozenBallot, tally: RoundTally): Map<string, Histograms> {
  const byTheme = new Map<string, Histograms>();
  for (const quadrant of ballot.quadrants) {
    for (const theme of quadrant.themes) {
      byTheme.set(theme.id, {
        importance: new Array<number>(RATING_SLOTS).fill(0),
        impact: new Array<number>(RATING_SLOTS).fill(0),
        effort: new Array<number>(RATING_SLOTS).fill(0),
      });
    }
  }
  for (const row of tally.ratings) {
    const slot = byTheme.get(row.themeId);
    if (!slot || !Number.isInteger(row.rating) || row.rating < 1 || row.rating >= RATING_SLOTS) continue;
    slot[row.measure][row.rating]! += row.count;
  }
  return byTheme;
}

const total = (histogram: readonly number[]) => histogram.reduce((sum, count) => sum + count, 0);

/**
 * Kendall's W of one quadrant's top-k picks from the counted places: a ranking of length j gives its
 * picks their places and every other theme the mean of the places left, (j + 1 + n) / 2
 * (round-statistics.ts, kendallW, says why).
 */
function concordanceOfPicks(themeIds: readonly string[], picks: RoundTally['picks']) {
  const n = themeIds.length;
  const shared = (length: number) => (length + 1 + n) / 2;
  const own = new Set(themeIds);
  const rankingsOfLength = new Map<number, number>();
  for (const row of picks) {
    if (row.position === 1 && own.has(row.themeId))
      rankingsOfLength.set(row.length, (rankingsOfLength.get(row.length) ?? 0) + row.count);
  }
  let raters = 0;
  let everyoneShared = 0;
  let tieCorrection = 0;
  for (const [length, count] of rankingsOfLength) {
    const rest = n - length;
    raters += count;
    everyoneShared += count * shared(length);
    tieCorrection += count * (rest ** 3 - rest);
  }
  const rankSums = new Map(themeIds.map((id) => [id, everyoneShared]));
  for (const row of picks) {
    const sum = rankSums.get(row.themeId);
    if (sum !== undefined) rankSums.set(row.themeId, sum + row.count * (row.position - shared(row.length)));
  }
  return concordanceOf(n, raters, [...rankSums.values()], tieCorrection);
}

/**
 * The results of a closed round, from its frozen ballot and what the
 * database counted (pure: the repository counts, this summarises). Per theme
 * the ratings' median, quartiles and agreement shares with a consensus label
 * (round-statistics.ts); a theme left unrated or rated "Skip" on a ballot
 * counts as a skip; a theme with fewer ratings than the anonymity threshold
 * shows its counts only. Each quadrant is ordered by median importance, then
 * by the share rating it 7 to 9, withheld themes last; with top-k picks, its
 * Kendall's W.
 */
export function roundResults(
  ballot: FrozenBallot,
  tally: RoundTally,
  threshold: number,
): Pick<RoundResults, 'withheld' | 'quadrants'> {
  const withheld = tally.ballots < threshold;
  const byTheme = histogramsOf(ballot, tally);
  const quadrants = ballot.quadrants.map((quadrant) => {
    const picks = tally.picks.filter((row) => row.quadrant === quadrant.quadrant);
    const themes = quadrant.themes.map((theme): ThemeResult => {
      const slot = byTheme.get(theme.id)!;
      const rated = total(slot.importance);
      const hidden = withheld || rated < threshold;
      const summary = summariseHistogram(hidden ? [] : slot.importance);
      const result: ThemeResult = {
        themeId: theme.id,
        label: theme.label,
        withheld: hidden,
        ratings: withheld ? 0 : rated,
        skips: withheld ? 0 : tally.ballots - rated,
        median: summary.median,
        q1: summary.q1,
        q3: summary.q3,
        iqr: summary.iqr,
        shareHigh: summary.shareHigh,
        shareLow: summary.shareLow,
        consensus: summary.consensus,
      };
      if (quadrant.impactEffort) {
        const impact = hidden ? null : summariseHistogram(slot.impact).median;
        const effort = hidden ? null : summariseHistogram(slot.effort).median;
        result.impact = impact;
        result.effort = effort;
        result.cell = impact === null || effort === null ? null : cellOf(impact, effort);
      }
      if (quadrant.topK !== null && !withheld) {
        result.picked = picks.reduce((sum, row) => sum + (row.themeId === theme.id ? row.count : 0), 0);
      }
      return result;
    });
    const concordance =
      withheld || quadrant.topK === null
        ? null
        : concordanceOfPicks(
            quadrant.themes.map((theme) => theme.id),
            picks,
          );
    return { quadrant: quadrant.quadrant, themes: prioritised(themes), concordance };
  });
  return { withheld, quadrants };
}

/** The 2×2 of impact and effort: what to do first (quick wins), plan (major projects), fit in, or leave. */
function cellOf(impact: number, effort: number): NonNullable<ThemeResult['cell']> {
  if (impact >= HIGH) return effort >= HIGH ? 'major_project' : 'quick_win';
  return effort >= HIGH ? 'thankless' : 'fill_in';
}

/** By median importance, then share rating 7 to 9, then ratings; withheld themes last, in ballot order. */
function prioritised(themes: ThemeResult[]): ThemeResult[] {
  const order = new Map(themes.map((theme, index) => [theme.themeId, index]));
  return [...themes].sort(
    (a, b) =>
      Number(a.withheld) - Number(b.withheld) ||
      (b.median ?? -1) - (a.median ?? -1) ||
      (b.shareHigh ?? -1) - (a.shareHigh ?? -1) ||
      b.ratings - a.ratings ||
      order.get(a.themeId)! - order.get(b.themeId)!,
  );
}
