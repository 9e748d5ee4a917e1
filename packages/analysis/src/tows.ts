import type { Insight, Theme, TowsMatrix } from '@foursight/shared/contract/analysis';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { MAX_RESPONSE_IDS } from './themes.ts';

/**
 * The TOWS matrix: strategies that pair real internal themes with real
 * external ones. SO uses a strength to take an opportunity, ST uses a strength
 * against a threat, WO takes an opportunity to fix a weakness, WT shields a
 * weakness from a threat. Each strategy names both themes with their counts,
 * cites a statement behind each, and says a next step in the themes' own words.
 */
const PAIRS_PER_QUADRANT = 2;

type Phrase = (inside: Theme, outside: Theme) => string;
const q = (theme: Theme) => `"${theme.label}"`;

export function buildTows(themes: Record<SwotCategory, readonly Theme[]>): TowsMatrix {
  return {
    so: pair(
      themes.strengths,
      themes.opportunities,
      (s, o) =>
        `Use ${cite(s)} to pursue ${cite(o)}. Next step: a 90-day pilot of ${q(o)} led by the people behind ${q(s)}.`,
    ),
    st: pair(
      themes.strengths,
      themes.threats,
      (s, t) =>
        `Lean on ${cite(s)} to counter ${cite(t)}. Next step: write in one page how ${q(s)} answers ${q(t)} and test it with customers.`,
    ),
    wo: pair(
      themes.weaknesses,
      themes.opportunities,
      (w, o) =>
        `Fix ${cite(w)} so that ${cite(o)} can be taken. Next step: name an owner for ${q(w)} with a target tied to ${q(o)}.`,
    ),
    wt: pair(
      themes.weaknesses,
      themes.threats,
      (w, t) =>
        `Shore up ${cite(w)} before ${cite(t)} exploits it. Next step: list where ${q(t)} would hit ${q(w)} first and close that gap.`,
    ),
  };
}

/** "customer trust" (5 responses, e.g. "Clients trust us since 1998") */
export function cite(theme: Theme): string {
  const count = theme.mentions === 1 ? '1 response' : `${theme.mentions} responses`;
  const quote = theme.quotes[0];
  return `"${theme.label}" (${count}${quote ? `, e.g. “${quote.text}”` : ''})`;
}

function pair(internal: readonly Theme[], external: readonly Theme[], phrase: Phrase): Insight[] {
  const strategies: Insight[] = [];
  for (let index = 0; index < PAIRS_PER_QUADRANT; index += 1) {
    const inside = internal[index];
    const outside = external[index];
    if (!inside || !outside) break;
    strategies.push({ text: phrase(inside, outside), responseIds: joinIds(inside, outside) });
  }
  return strategies;
}

export function joinIds(...themes: readonly Theme[]): string[] {
  return [...new Set(themes.flatMap((theme) => theme.responseIds))].slice(0, MAX_RESPONSE_IDS);
}
