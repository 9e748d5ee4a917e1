import type { Insight, Theme, TowsMatrix } from '@foursight/shared/contract/analysis';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { MAX_RESPONSE_IDS } from './themes.ts';
import { actionFor, agreeing, capitalise } from './wording.ts';

/**
 * The TOWS matrix: strategies that pair real internal themes with real
 * external ones. SO uses a strength to take an opportunity, ST uses a strength
 * against a threat, WO takes an opportunity to fix a weakness, WT shields a
 * weakness from a threat. Each strategy names both themes with their counts,
 * cites a statement behind each, and says a next step in the themes' own words,
 * with the action each theme calls for ("expand into new districts").
 */
const PAIRS_PER_QUADRANT = 2;

type Phrase = (inside: Theme, outside: Theme) => string;

export function buildTows(themes: Record<SwotCategory, readonly Theme[]>): TowsMatrix {
  const O = (theme: Theme) => actionFor('opportunities', theme.label);
  const T = (theme: Theme) => actionFor('threats', theme.label);
  const W = (theme: Theme) => actionFor('weaknesses', theme.label);
  return {
    so: pair(
      themes.strengths,
      themes.opportunities,
      (s, o) =>
        `Use ${cite(s)} to ${O(o)} ${evidence(o)}. Next step: a 90-day pilot to ${O(o)}, led by the people behind ${s.label}.`,
    ),
    st: pair(
      themes.strengths,
      themes.threats,
      (s, t) =>
        `Lean on ${cite(s)} to ${T(t)} ${evidence(t)}. Next step: write in one page how ${s.label} answers ${t.label} and test it with customers.`,
    ),
    wo: pair(
      themes.weaknesses,
      themes.opportunities,
      (w, o) =>
        `${capitalise(W(w))} ${evidence(w)} so that you can ${O(o)} ${evidence(o)}. Next step: name an owner to ${W(w)}, with a target tied to ${o.label}.`,
    ),
    wt: pair(
      themes.weaknesses,
      themes.threats,
      (w, t) =>
        `${capitalise(W(w))} ${evidence(w)} before ${t.label} ${evidence(t)} ${agreeing(t.label, 'makes', 'make')} it worse. Next step: list where ${t.label} would hit ${w.label} first and close that gap.`,
    ),
  };
}

/** retailer trust (5 responses, e.g. “Clients trust us since 1998”) */
export function cite(theme: Theme): string {
  return `${theme.label} ${evidence(theme)}`;
}

/** (5 responses, e.g. “Clients trust us since 1998”) */
function evidence(theme: Theme): string {
  const count = theme.mentions === 1 ? '1 response' : `${theme.mentions} responses`;
  const quote = theme.quotes[0];
  return `(${count}${quote ? `, e.g. “${quote.text}”` : ''})`;
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
