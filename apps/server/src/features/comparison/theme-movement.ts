import type { ThemeMovement } from '@foursight/shared/contract/comparison';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import type { AnalysisDigest } from '../../db/schema/analysis.ts';
import { findSameTheme } from './same-theme.ts';

/** A change of fewer mentions than this is noise, not movement. */
const MIN_CHANGE = 2;
const LIMIT = 20;

const SINGULAR: Record<SwotCategory, string> = {
  strengths: 'Strength',
  weaknesses: 'Weakness',
  opportunities: 'Opportunity',
  threats: 'Threat',
};

interface Placed {
  label: string;
  quadrant: SwotCategory;
  mentions: number;
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

/** What moved between an earlier and a later analysis of the same company. */
export function themeMovements(earlier: AnalysisDigest['themes'], later: AnalysisDigest['themes']): ThemeMovement[] {
  const before = placeThemes(earlier);
  const after = placeThemes(later);
  const movements: (ThemeMovement & { weight: number })[] = [];
  // The same subject may be named differently in each analysis ("product and team", "product"):
  // each later theme takes the earlier theme it shares most words with, once.
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
    } else if (Math.abs(then.mentions - now.mentions) >= MIN_CHANGE) {
      movements.push({
        theme,
        kind: 'changed',
        from,
        to,
        sentence: `${theme}: ${then.mentions} → ${now.mentions} mentions (${SWOT_AREAS[now.quadrant].label})`,
        weight: Math.abs(then.mentions - now.mentions),
      });
    }
  }
  for (const then of before.values()) {
    if (matched.has(then)) continue;
    const theme = capitalise(then.label);
    movements.push({
      theme,
      kind: 'gone',
      from: { quadrant: then.quadrant, mentions: then.mentions },
      to: null,
      sentence: `${theme}: no longer raised (was a ${SINGULAR[then.quadrant]})`,
      weight: then.mentions,
    });
  }
  return movements
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || b.weight - a.weight || a.theme.localeCompare(b.theme))
    .slice(0, LIMIT)
    .map(({ weight: _weight, ...movement }) => movement);
}
