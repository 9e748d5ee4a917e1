import type { ReportPriorities } from '@foursight/shared/contract/reports';
import type { RoundResults, ThemeResult } from '@foursight/shared/contract/rounds';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';

const CONSENSUS: Record<NonNullable<ThemeResult['consensus']>, string> = {
  agreed_important: 'agreed important',
  agreed_unimportant: 'agreed unimportant',
  contested: 'contested',
};

/** A median as people read it: "8", "7.5". */
const figure = (value: number) => String(Math.round(value * 10) / 10);

function itemOf(theme: ThemeResult, threshold: number): string {
  if (theme.withheld || theme.median === null) return `${theme.label}: fewer than ${threshold} ratings, withheld`;
  const high = Math.round((theme.shareHigh ?? 0) * theme.ratings);
  const consensus = theme.consensus ? CONSENSUS[theme.consensus] : 'contested';
  return `${theme.label}: median ${figure(theme.median)}, ${consensus} (${high} of ${theme.ratings} rate it 7 to 9)`;
}

/**
 * The report's Priorities section from a closed round's results: one line per
 * theme, most important first (the results' own order), so every medium
 * (page, HTML, PDF, slides, workbook) draws the same words.
 */
export function reportPriorities(results: RoundResults): ReportPriorities {
  const closed = new Date(results.round.closedAt ?? results.round.endsAt);
  const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: results.round.timezone }).format(closed);
  const ballots = results.round.ballotCount;
  return {
    basis: `${ballots} ${ballots === 1 ? 'ballot' : 'ballots'} in the second round, closed ${day}. Each theme was rated from 1 (not important) to 9 (very important).`,
    withheld: results.withheld
      ? `Fewer than ${results.anonymityThreshold} ballots arrived: the figures are withheld so no one's rating can be singled out.`
      : null,
    quadrants: results.withheld
      ? []
      : results.quadrants.map((quadrant) => ({
          key: quadrant.quadrant,
          label: SWOT_AREAS[quadrant.quadrant].label,
          items: quadrant.themes.map((theme) => itemOf(theme, results.anonymityThreshold)),
          concordance: quadrant.concordance
            ? `Agreement on the order of the top picks: Kendall's W ${quadrant.concordance.w.toFixed(2)} (p = ${
                quadrant.concordance.pValue < 0.001 ? '< 0.001' : quadrant.concordance.pValue.toFixed(3)
              }), from 0 (none) to 1 (everyone the same)`
            : null,
        })),
  };
}
