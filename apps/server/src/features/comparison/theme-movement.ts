import type { ThemeMovement } from '@foursight/shared/contract/comparison';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import { findSameTheme } from '@foursight/analysis/same-theme';

/** Fewer people than this is a remark, not a theme: it is not called new, or gone. */
const MIN_MENTIONS = 2;
/** Between SWOTs of the same size, any change of count is said ("driver attrition: 3 → 4 mentions"). */
const MIN_CHANGE = 1;
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

export interface ComparedTheme {
  category: SwotCategory;
  label: string;
  mentions: number;
  /** What people meant by the name (absent when read from a digest). */
  keywords?: string[];
}

interface Placed {
  label: string;
  quadrant: SwotCategory;
  mentions: number;
  keywords?: string[];
}

/** One analysis's themes and how many answered it. */
export interface DigestedSwot {
  themes: ComparedTheme[];
  responses: number;
}

/** Each theme once, in the quadrant where most people raised it. */
function placeThemes(themes: readonly ComparedTheme[]): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  for (const theme of themes) {
    const key = theme.label.toLowerCase();
    const current = placed.get(key);
    if (!current || theme.mentions > current.mentions) {
      placed.set(key, {
        label: theme.label,
        quadrant: theme.category,
        mentions: theme.mentions,
        ...(theme.keywords ? { keywords: theme.keywords } : {}),
      });
    }
  }
  return placed;
}

/**
 * Each later theme takes the earlier theme it is the same as (packages/analysis/src/same-theme.ts),
 * once, the most raised first; what is left of the earlier themes is not among the later ones.
 */
function matchThemes(earlier: DigestedSwot, later: DigestedSwot) {
  const before = placeThemes(earlier.themes);
  const after = [...placeThemes(later.themes).values()].sort((a, b) => b.mentions - a.mentions);
  const unmatched = [...before.values()];
  const pairs: { now: Placed; then: Placed | undefined }[] = [];
  for (const now of after) {
    const then = findSameTheme(now, unmatched);
    if (then) unmatched.splice(unmatched.indexOf(then), 1);
    pairs.push({ now, then });
  }
  return { pairs, unmatched, after };
}

/**
 * The earlier themes (raised by 2 or more) that no later theme took: before one is called gone, the
 * comparison asks the later SWOT whether its answers still raise it (comparison.service.ts).
 */
export function unmatchedThemes(earlier: DigestedSwot, later: DigestedSwot): ComparedTheme[] {
  return matchThemes(earlier, later)
    .unmatched.filter((then) => then.mentions >= MIN_MENTIONS)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, GONE_LIMIT)
    .map((then) => ({
      category: then.quadrant,
      label: then.label,
      mentions: then.mentions,
      ...(then.keywords ? { keywords: then.keywords } : {}),
    }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ORDER = { moved: 0, new: 1, changed: 2, gone: 3 } as const;

/** "6 → 2 mentions", or with SWOTs of different sizes "11 of 24 answers → 2 of 6". */
function changeText(
  then: Pick<Placed, 'mentions'>,
  now: Pick<Placed, 'mentions'>,
  earlier: DigestedSwot,
  later: DigestedSwot,
): string {
  if (earlier.responses === later.responses || earlier.responses === 0 || later.responses === 0) {
    return `${then.mentions} → ${countOf(now.mentions, 'mention', 'mentions')}`;
  }
  return `${then.mentions} of ${countOf(earlier.responses, 'answer', 'answers')} → ${now.mentions} of ${later.responses}`;
}

function changedEnough(then: Placed, now: Placed, earlier: DigestedSwot, later: DigestedSwot): boolean {
  if (Math.abs(then.mentions - now.mentions) < MIN_CHANGE) return false;
  if (earlier.responses === later.responses || earlier.responses === 0 || later.responses === 0) return true;
  return Math.abs(then.mentions / earlier.responses - now.mentions / later.responses) >= MIN_SHARE_CHANGE;
}

/**
 * What moved between an earlier and a later analysis of the same company, with counts. `stillRaised`
 * gives, for an earlier theme no later theme took (by its label), how many later answers still raise
 * it: such a theme is never called gone, it is counted ("Older trucks: 2 → 1 mention (Weaknesses; no
 * longer among the leading themes)").
 */
export function themeMovements(
  earlier: DigestedSwot,
  later: DigestedSwot,
  stillRaised: ReadonlyMap<string, number> = new Map(),
): ThemeMovement[] {
  const { pairs, unmatched, after } = matchThemes(earlier, later);
  const movements: (ThemeMovement & { weight: number })[] = [];
  for (const { now, then } of pairs) {
    const theme = capitalise(now.label);
    const to = { quadrant: now.quadrant, mentions: now.mentions, responses: later.responses };
    if (!then) {
      if (now.mentions < MIN_MENTIONS) continue;
      movements.push({
        theme,
        kind: 'new',
        from: null,
        to,
        sentence: `${theme}: new ${SINGULAR[now.quadrant]} (${countText(now.mentions, later)})`,
        weight: now.mentions,
      });
      continue;
    }
    const from = { quadrant: then.quadrant, mentions: then.mentions, responses: earlier.responses };
    if (then.quadrant !== now.quadrant) {
      movements.push({
        theme,
        kind: 'moved',
        from,
        to,
        sentence: `${theme}: ${SINGULAR[then.quadrant]} → ${SINGULAR[now.quadrant]} (${changeText(then, now, earlier, later)})`,
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
  const gone = unmatched
    .filter((then) => then.mentions >= MIN_MENTIONS)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, GONE_LIMIT);
  for (const then of gone) {
    const theme = capitalise(then.label);
    const from = { quadrant: then.quadrant, mentions: then.mentions, responses: earlier.responses };
    // A later theme another earlier theme took may still be this one ("drivers" and "driver attrition" both
    // became "driver attrition"); else the later answers may raise it outside the leading themes.
    const taken = findSameTheme(then, after);
    const count = taken ? taken.mentions : (stillRaised.get(then.label) ?? 0);
    if (count > 0) {
      const now = { label: then.label, quadrant: taken?.quadrant ?? then.quadrant, mentions: count };
      const where = taken ? `with ${taken.label}` : 'no longer among the leading themes';
      movements.push({
        theme,
        kind: 'changed',
        from,
        to: { quadrant: now.quadrant, mentions: count, responses: later.responses },
        sentence: `${theme}: ${changeText(then, now, earlier, later)} (${SWOT_AREAS[then.quadrant].label}; ${where})`,
        weight: Math.abs(then.mentions - count),
      });
      continue;
    }
    movements.push({
      theme,
      kind: 'gone',
      from,
      to: null,
      sentence: `${theme}: no longer raised (was ${withArticle(SINGULAR[then.quadrant])}, ${countText(then.mentions, earlier)})`,
      weight: then.mentions,
    });
  }
  return movements
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || b.weight - a.weight || a.theme.localeCompare(b.theme))
    .slice(0, LIMIT)
    .map(({ weight: _weight, ...movement }) => movement);
}

/** "3 mentions", or "3 of 16 answers" when the two SWOTs differ in size. */
function countText(mentions: number, swot: DigestedSwot): string {
  return swot.responses > 0
    ? `${mentions} of ${countOf(swot.responses, 'answer', 'answers')}`
    : countOf(mentions, 'mention', 'mentions');
}
