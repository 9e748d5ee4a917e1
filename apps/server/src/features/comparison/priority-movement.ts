import { PRIORITY_MOVEMENTS_SHOWN, type PriorityMovement } from '@foursight/shared/contract/comparison';
import type { RoundResults, ThemeResult } from '@foursight/shared/contract/rounds';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import { findSameTheme } from '@foursight/analysis/same-theme';

// How the group's priorities moved between two SWOTs' closed rounds. Pure: the comparison service reads
// the two rounds' results; this matches their themes and words the change.

type Consensus = NonNullable<ThemeResult['consensus']>;

const CONSENSUS_WORDS: Record<Consensus, string> = {
  agreed_important: 'agreed important',
  agreed_unimportant: 'agreed unimportant',
  contested: 'contested',
};

/** A median as people read it: "8", "7.5". */
const figure = (value: number) => String(Math.round(value * 10) / 10);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A theme the round shows figures for, where it stood in its quadrant. */
interface Rated {
  label: string;
  quadrant: SwotCategory;
  /** Its ratings count: findSameTheme prefers, among equally close candidates, the one more people rated. */
  mentions: number;
  median: number;
  consensus: Consensus;
  rank: number;
}

/**
 * Each shown theme of each quadrant, ranked in the results' own order (by median, then agreement). A
 * withheld theme (too few ratings) has no figure to compare, so it is left out; withheld themes come
 * last in a quadrant, so leaving them out changes no other theme's rank.
 */
function ratedThemes(results: Pick<RoundResults, 'quadrants'>): Rated[] {
  return results.quadrants.flatMap((quadrant) =>
    quadrant.themes
      .filter((theme) => !theme.withheld && theme.median !== null && theme.consensus !== null)
      .map((theme, index) => ({
        label: theme.label,
        quadrant: quadrant.quadrant,
        mentions: theme.ratings,
        median: theme.median!,
        consensus: theme.consensus!,
        rank: index + 1,
      })),
  );
}

const standing = (theme: Rated) => `${CONSENSUS_WORDS[theme.consensus]}, median ${figure(theme.median)}`;

/** "Weaknesses", or "Threats; was among Weaknesses" when the theme changed quadrant. */
function whereText(then: Rated, now: Rated): string {
  const here = SWOT_AREAS[now.quadrant].label;
  return then.quadrant === now.quadrant ? here : `${here}; was among ${SWOT_AREAS[then.quadrant].label}`;
}

/**
 * The themes rated in both rounds whose median or consensus changed, matched by the same-theme function
 * however each SWOT named them. Each later theme takes one earlier theme, the most rated first (as theme
 * movements match). A changed consensus comes first (the group now agrees, or no longer does), then the
 * largest change of median, then by name; at most PRIORITY_MOVEMENTS_SHOWN.
 */
export function priorityMovements(
  earlier: Pick<RoundResults, 'quadrants'>,
  later: Pick<RoundResults, 'quadrants'>,
): PriorityMovement[] {
  const unmatched = ratedThemes(earlier);
  const after = ratedThemes(later).sort((a, b) => b.mentions - a.mentions);
  const movements: (PriorityMovement & { consensusChanged: boolean; change: number })[] = [];
  for (const now of after) {
    const then = findSameTheme(now, unmatched);
    if (!then) continue;
    unmatched.splice(unmatched.indexOf(then), 1);
    const consensusChanged = then.consensus !== now.consensus;
    const change = Math.abs(now.median - then.median);
    if (!consensusChanged && change === 0) continue;
    const theme = capitalise(now.label);
    movements.push({
      theme,
      quadrant: now.quadrant,
      from: { median: then.median, consensus: then.consensus, rank: then.rank },
      to: { median: now.median, consensus: now.consensus, rank: now.rank },
      sentence: `${theme}: ${standing(then)} → ${standing(now)} (${whereText(then, now)})`,
      consensusChanged,
      change,
    });
  }
  return movements
    .sort(
      (a, b) =>
        Number(b.consensusChanged) - Number(a.consensusChanged) ||
        b.change - a.change ||
        a.theme.localeCompare(b.theme),
    )
    .slice(0, PRIORITY_MOVEMENTS_SHOWN)
    .map(({ consensusChanged: _consensusChanged, change: _change, ...movement }) => movement);
}
