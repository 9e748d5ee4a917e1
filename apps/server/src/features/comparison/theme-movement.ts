import type { ThemeMovement } from '@foursight/shared/contract/comparison';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import type { AnalysisDigest } from '../../db/schema/analysis.ts';
import { findSameTheme } from '@foursight/analysis/same-theme';

/** Fewer people than this is a remark, not a theme: it is not called new, or gone. */
const MIN_MENTIONS = 2;
/** A change of fewer mentions than this is noise, not movement. */
const MIN_CHANGE = 2;
/** Between SWOTs of different sizes, a change must also move the theme's share of answers this much. */
const MIN_SHARE_CHANGE = 0.1;
const LIMIT = 12;
/** "No longer raised" lines shown at most: the rest are the tail of a long list of small themes. */
const GONE_LIMIT = 5;

const SINGULAR: Record<SwotCategory, string> = {
  strengths: 'Strength',
  weaknesses: 'Weakness',
  opportunities: 'Opportunity',
  threats: 'Threat',
};
const withArticle = (noun: string) => `${/^[AEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;

interface Placed {
  label: string;
  quadrant: SwotCategory;
  mentions: number;
}

/** One analysis's themes and how many answered it. */
export interface DigestedSwot {
  themes: AnalysisDigest['themes'];
  responses: number;
}

/** Each theme once, in the quadrant where most people raised it. */
function placeThemes(themes: AnalysisDigest['themes']): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  for (const theme of themes) {
    const key = theme.label.toLowerCase();
    const current = placed.get(key);
    if (!current || theme.mentions > current.mentions) {
      placed.set(key, { label: theme.label, quadrant: theme.category, mentions: theme.mentions });
    }
  }
  return placed;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ORDER = { moved: 0, new: 1, changed: 2, gone: 3 } as const;

/** "6 → 2 mentions", or with SWOTs of different sizes "11 of 24 answers → 2 of 6". */
function changeText(then: Placed, now: Placed, earlier: DigestedSwot, later: DigestedSwot): string {
  if (earlier.responses === later.responses || earlier.responses === 0 || later.responses === 0) {
    return `${then.mentions} → ${countOf(now.mentions, 'mention', 'mentions')}`;
  }
  return `${then.mentions} of ${countOf(earlier.responses, 'answer', 'answers')} → ${now.mentions} of ${later.responses}`;
}

function changedEnough(then: Placed, now: Placed, earlier: DigestedSwot, later: DigestedSwot): boolean {
  if (Math.abs(then.mentions - now.mentions) < MIN_CHANGE) return false;
  if (earlier.responses === 0 || later.responses === 0) return true;
  return Math.abs(then.mentions / earlier.responses - now.mentions / later.responses) >= MIN_SHARE_CHANGE;
}

/** What moved between an earlier and a later analysis of the same company. */
export function themeMovements(earlier: DigestedSwot, later: DigestedSwot): ThemeMovement[] {
  const before = placeThemes(earlier.themes);
  const after = placeThemes(later.themes);
  const movements: (ThemeMovement & { weight: number })[] = [];
  // The same subject may be named differently in each analysis ("product and team", "product"):
  // each later theme takes the earlier theme it is the same as (packages/analysis/src/same-theme.ts), once.
  const unmatched = [...before.values()];
  const matched = new Set<Placed>();
  for (const now of [...after.values()].sort((a, b) => b.mentions - a.mentions)) {
    const then = findSameTheme(now.label, unmatched);
    if (then) {
      matched.add(then);
      unmatched.splice(unmatched.indexOf(then), 1);
    }
    const theme = capitalise(now.label);
    const to = { quadrant: now.quadrant, mentions: now.mentions };
    if (!then) {
      if (now.mentions < MIN_MENTIONS) continue;
      movements.push({
        theme,
        kind: 'new',
        from: null,
        to,
        sentence: `${theme}: new ${SINGULAR[now.quadrant]}`,
        weight: now.mentions,
      });
      continue;
    }
    const from = { quadrant: then.quadrant, mentions: then.mentions };
    if (then.quadrant !== now.quadrant) {
      movements.push({
        theme,
        kind: 'moved',
        from,
        to,
        sentence: `${theme}: ${SINGULAR[then.quadrant]} → ${SINGULAR[now.quadrant]}`,
        weight: then.mentions + now.mentions,
      });
    } else if (changedEnough(then, now, earlier, later)) {
      movements.push({
        theme,
        kind: 'changed',
        from,
        to,
        sentence: `${theme}: ${changeText(then, now, earlier, later)} (${SWOT_AREAS[now.quadrant].label})`,
        weight: Math.abs(then.mentions - now.mentions),
      });
    }
  }
  const gone = [...before.values()]
    .filter((then) => !matched.has(then) && then.mentions >= MIN_MENTIONS)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, GONE_LIMIT);
  for (const then of gone) {
    const theme = capitalise(then.label);
    movements.push({
      theme,
      kind: 'gone',
      from: { quadrant: then.quadrant, mentions: then.mentions },
      to: null,
      sentence: `${theme}: no longer raised (was ${withArticle(SINGULAR[then.quadrant])})`,
      weight: then.mentions,
    });
  }
  return movements
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || b.weight - a.weight || a.theme.localeCompare(b.theme))
    .slice(0, LIMIT)
    .map(({ weight: _weight, ...movement }) => movement);
}
