import type { Insight, Theme, TowsMatrix } from '@foursight/shared/contract/analysis';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { MAX_RESPONSE_IDS } from './themes.ts';

/**
 * The TOWS matrix: strategies that pair the strongest internal themes with
 * the strongest external ones. SO uses a strength to take an opportunity, ST
 * uses a strength against a threat, WO takes an opportunity to fix a
 * weakness, WT shields a weakness from a threat. The two leading themes of
 * each side are paired in order of mentions.
 */
const PAIRS_PER_QUADRANT = 2;

export function buildTows(themes: Record<SwotCategory, readonly Theme[]>): TowsMatrix {
  return {
    so: pair(themes.strengths, themes.opportunities, (s, o) => `Use "${s}" to pursue "${o}".`),
    st: pair(themes.strengths, themes.threats, (s, t) => `Lean on "${s}" to counter "${t}".`),
    wo: pair(themes.weaknesses, themes.opportunities, (w, o) => `Use "${o}" as the occasion to fix "${w}".`),
    wt: pair(themes.weaknesses, themes.threats, (w, t) => `Shore up "${w}" before "${t}" exploits it.`),
  };
}

function pair(
  internal: readonly Theme[],
  external: readonly Theme[],
  phrase: (inside: string, outside: string) => string,
): Insight[] {
  const strategies: Insight[] = [];
  for (let index = 0; index < PAIRS_PER_QUADRANT; index += 1) {
    const inside = internal[index] ?? internal[0];
    const outside = external[index] ?? external[0];
    if (!inside || !outside) break;
    if (index > 0 && !internal[index] && !external[index]) break;
    strategies.push({ text: phrase(inside.label, outside.label), responseIds: joinIds(inside, outside) });
  }
  return strategies;
}

export function joinIds(...themes: readonly Theme[]): string[] {
  return [...new Set(themes.flatMap((theme) => theme.responseIds))].slice(0, MAX_RESPONSE_IDS);
}
