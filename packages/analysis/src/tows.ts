import type { Insight, InsightEvidence, Theme, TowsMatrix } from '@foursight/shared/contract/analysis';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { MAX_RESPONSE_IDS } from './themes.ts';
import { actionFor, agreeing, capitalise } from './wording.ts';
import { wordVectors, type WordVectors } from './word-vectors.ts';

/**
 * The TOWS matrix: strategies that pair real internal themes with real
 * external ones. SO uses a strength to take an opportunity, ST uses a strength
 * against a threat, WO takes an opportunity to fix a weakness, WT shields a
 * weakness from a threat. Each strategy names both themes with their counts,
 * cites a statement behind each, and says a next step in the themes' own words,
 * with the action each theme calls for ("expand into new districts", "retain
 * drivers": a theme about people takes a verb that fits people, people.ts).
 */
const PAIRS_PER_QUADRANT = 2;

type Phrase = (inside: Theme, outside: Theme) => string;

/** The action a theme calls for, told by its name, its keywords and whether it is about people. */
export function themeAction(category: SwotCategory, theme: Theme, vectors: WordVectors = wordVectors()): string {
  return actionFor(category, theme.label, { keywords: theme.keywords, vectors });
}

export function buildTows(themes: Record<SwotCategory, readonly Theme[]>): TowsMatrix {
  const O = (theme: Theme) => themeAction('opportunities', theme);
  const T = (theme: Theme) => themeAction('threats', theme);
  const W = (theme: Theme) => themeAction('weaknesses', theme);
  return {
    so: pair(
      ['strengths', 'opportunities'],
      themes,
      (s, o) =>
        `Use ${cite(s)} to ${O(o)} ${evidence(o)}. Next step: a 90-day pilot to ${O(o)}, led by the people behind ${s.label}.`,
    ),
    st: pair(
      ['strengths', 'threats'],
      themes,
      (s, t) =>
        `Lean on ${cite(s)} to ${T(t)} ${evidence(t)}. Next step: write in one page how ${s.label} answers ${t.label} and test it with customers.`,
    ),
    wo: pair(
      ['weaknesses', 'opportunities'],
      themes,
      (w, o) =>
        `${capitalise(W(w))} ${evidence(w)} so that you can ${O(o)} ${evidence(o)}. Next step: name an owner to ${W(w)}, with a target tied to ${o.label}.`,
    ),
    wt: pair(
      ['weaknesses', 'threats'],
      themes,
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
export function evidence(theme: Theme): string {
  const count = theme.mentions === 1 ? '1 response' : `${theme.mentions} responses`;
  const quote = theme.quotes[0];
  return `(${count}${quote ? `, e.g. “${quote.text}”` : ''})`;
}

/** The theme behind an insight, for the reader and for what reads the analysis (goals): count, a quote, its action. */
export function evidenceOf(category: SwotCategory, theme: Theme, action?: string): InsightEvidence {
  const quote = theme.quotes[0]?.text;
  return {
    theme: theme.label,
    quadrant: category,
    mentions: theme.mentions,
    ...(quote ? { quote } : {}),
    ...(action ? { action } : {}),
  };
}

function pair(
  [inner, outer]: [SwotCategory, SwotCategory],
  themes: Record<SwotCategory, readonly Theme[]>,
  phrase: Phrase,
): Insight[] {
  const strategies: Insight[] = [];
  for (let index = 0; index < PAIRS_PER_QUADRANT; index += 1) {
    const inside = themes[inner][index];
    const outside = themes[outer][index];
    if (!inside || !outside) break;
    strategies.push({
      text: phrase(inside, outside),
      responseIds: joinIds(inside, outside),
      evidence: [
        evidenceOf(inner, inside, themeAction(inner, inside)),
        evidenceOf(outer, outside, themeAction(outer, outside)),
      ],
    });
  }
  return strategies;
}

export function joinIds(...themes: readonly Theme[]): string[] {
  return [...new Set(themes.flatMap((theme) => theme.responseIds))].slice(0, MAX_RESPONSE_IDS);
}
