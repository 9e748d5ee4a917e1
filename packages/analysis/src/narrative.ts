import type { Insight, Sentiment, SwotAnalysis, Theme } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { evidenceOf, joinIds, themeAction } from './tows.ts';
import { agreeing, capitalise } from './wording.ts';

/**
 * The words of the statistical analysis: the summary, insights, recommendations
 * and action plan, written from the themes people actually raised. It says
 * that it is statistical, and every sentence names its theme and carries the
 * responses behind it. A theme is named as a noun phrase inside the sentence
 * ("Retain drivers (7 of 16 responses, e.g. “…”)"), with the action its subject calls
 * for (wording.ts, people.ts), and one statement behind it; never as a word in quotes.
 */
type Themes = Record<SwotCategory, readonly Theme[]>;
/** At most this many items per list (spec part 2 §9). */
const MAX_LIST = 3;
type Narrative = Pick<
  SwotAnalysis,
  'summary' | 'keyInsights' | 'strategicRecommendations' | 'priorityActions' | 'quickWins' | 'actionPlan'
>;

const SINGULAR: Record<SwotCategory, string> = {
  strengths: 'strength',
  weaknesses: 'weakness',
  opportunities: 'opportunity',
  threats: 'threat',
};

const VIEWED_AS: Record<SwotCategory, string> = {
  strengths: 'as a strength',
  weaknesses: 'as a weakness',
  opportunities: 'as an opportunity',
  threats: 'as a threat',
};

export function writeNarrative(responseCount: number, themes: Themes, sentiment: Sentiment): Narrative {
  if (responseCount === 0) {
    return {
      summary: 'No responses yet: the analysis appears when the first answers arrive.',
      keyInsights: [],
      strategicRecommendations: [],
      priorityActions: [],
      quickWins: [],
      actionPlan: { immediate: [], shortTerm: [], longTerm: [] },
    };
  }
  const [s, w, o, t] = SWOT_CATEGORIES.map((category) => themes[category]) as [Theme[], Theme[], Theme[], Theme[]];
  const act = (category: SwotCategory) => (theme: Theme) => themeAction(category, theme);
  const [W, O, T] = [act('weaknesses'), act('opportunities'), act('threats')];
  const cited = (category: SwotCategory, theme: Theme) => {
    const count = `${theme.mentions} of ${countOf(responseCount, 'response', 'responses')}`;
    const quote = theme.quotes[0];
    return `${count}${quote ? `, e.g. “${quote.text}”` : ''}`;
  };

  // The plan in the order of how many raised each theme: what most people raised is acted on first.
  // Weaknesses, threats and opportunities ranked together (a tie goes to a weakness, then a threat);
  // each theme once, three to a horizon: the 30-day quick wins, then the rest of the first 30 days,
  // then one to six months, then six months and more. A theme raised by more people is never in a
  // later horizon than one raised by fewer.
  const ranked = (['weaknesses', 'threats', 'opportunities'] as const)
    .flatMap((category) => themes[category].map((theme) => ({ category, theme })))
    .map((item, order) => ({ ...item, order }))
    .sort((a, b) => b.theme.mentions - a.theme.mentions || a.order - b.order);
  const planned = (from: number, write: (action: string, evidence: string) => string) =>
    ranked.slice(from, from + MAX_LIST).map(({ category, theme }) => {
      const action = themeAction(category, theme);
      return insightOf(write(capitalise(action), cited(category, theme)), [[category, theme, action]]);
    });
  const quickWins = planned(
    0,
    (action, evidence) => `${action} (${evidence}): name an owner and take the first step this month.`,
  );
  const immediate = planned(
    MAX_LIST,
    (action, evidence) => `${action} (${evidence}): agree who owns it and what changes first, within 30 days.`,
  );
  const shortTerm = planned(
    2 * MAX_LIST,
    (action, evidence) => `${action} (${evidence}): set a measurable target and reach it within six months.`,
  );
  const longTerm = planned(
    3 * MAX_LIST,
    (action, evidence) => `${action} (${evidence}): build it into next year's plan and watch it until then.`,
  );
  // The 6-12-month moves build on what people called strengths: each pairs a strength with an opportunity.
  const priorityActions = compact(
    s.slice(0, MAX_LIST).map((strength, index) => {
      const opportunity = o[index];
      const build = themeAction('strengths', strength);
      if (!opportunity) {
        return insightOf(`${capitalise(build)} (${cited('strengths', strength)}) in the next year's plan.`, [
          ['strengths', strength, build],
        ]);
      }
      return insightOf(
        `${capitalise(O(opportunity))} (${cited('opportunities', opportunity)}), building on ${strength.label} (${cited('strengths', strength)}), within 6-12 months.`,
        [
          ['opportunities', opportunity, O(opportunity)],
          ['strengths', strength, build],
        ],
      );
    }),
  );
  const strategicRecommendations = compact([
    s[0] &&
      o[0] &&
      insightOf(`Use ${s[0].label} to ${O(o[0])}.`, [
        ['strengths', s[0]],
        ['opportunities', o[0], O(o[0])],
      ]),
    w[0] &&
      o[0] &&
      insightOf(`${capitalise(W(w[0]))} before you ${O(o[0])}.`, [
        ['weaknesses', w[0], W(w[0])],
        ['opportunities', o[0], O(o[0])],
      ]),
    s[0] &&
      t[0] &&
      insightOf(`Lean on ${s[0].label} to ${T(t[0])}.`, [
        ['strengths', s[0]],
        ['threats', t[0], T(t[0])],
      ]),
    w[0] &&
      t[0] &&
      insightOf(`${capitalise(W(w[0]))} before ${t[0].label} ${agreeing(t[0].label, 'makes', 'make')} it worse.`, [
        ['weaknesses', w[0], W(w[0])],
        ['threats', t[0], T(t[0])],
      ]),
  ]);

  return {
    summary: writeSummary(responseCount, themes, sentiment),
    keyInsights: keyInsights(responseCount, themes),
    strategicRecommendations,
    priorityActions,
    quickWins,
    actionPlan: { immediate, shortTerm, longTerm },
  };
}

function writeSummary(responseCount: number, themes: Themes, sentiment: Sentiment): string {
  const people = responseCount === 1 ? '1 response' : `${responseCount} responses`;
  const parts = SWOT_CATEGORIES.flatMap((category) => {
    const leading = themes[category][0];
    return leading ? [`the leading ${SINGULAR[category]} is ${leading.label} (${mentions(leading)})`] : [];
  });
  const themeSentence = parts.length
    ? `${capitalise(parts.join('; '))}.`
    : 'No theme is shared by more than one answer yet.';
  const tone = `Overall sentiment is ${sentiment.label} (${sentiment.score > 0 ? '+' : ''}${sentiment.score} on a scale of −10 to +10).`;
  return `Statistical analysis of ${people}, made without AI. ${themeSentence} ${tone}`;
}

function keyInsights(responseCount: number, themes: Themes): Insight[] {
  return SWOT_CATEGORIES.flatMap((category) => themes[category].slice(0, 2).map((theme) => ({ category, theme })))
    .sort((a, b) => b.theme.mentions - a.theme.mentions)
    .slice(0, 5)
    .map(({ category, theme }) =>
      insightOf(`${theme.mentions} of ${responseCount} responses name ${theme.label} ${VIEWED_AS[category]}.`, [
        [category, theme],
      ]),
    );
}

/** Recommendations per category, from its two leading themes, each with the action it calls for. */
export function categoryRecommendations(category: SwotCategory, themes: readonly Theme[]): Insight[] {
  const verb: Record<SwotCategory, (action: string) => string> = {
    strengths: (action) => `Protect and ${action}.`,
    weaknesses: (action) => `${capitalise(action)}: name an owner and a measurable target.`,
    opportunities: (action) => `Assess how to ${action} and decide on a first step.`,
    threats: (action) => `${capitalise(action)}: watch it and keep a mitigation plan ready.`,
  };
  return themes.slice(0, 2).map((theme) => {
    const action = themeAction(category, theme);
    return insightOf(verb[category](action), [[category, theme, action]]);
  });
}

/** An insight with the responses behind its themes and, for each theme, its count, a quote and its action. */
function insightOf(text: string, themes: readonly [SwotCategory, Theme, string?][]): Insight {
  return {
    text,
    responseIds: joinIds(...themes.map(([, theme]) => theme)),
    evidence: themes.map(([category, theme, action]) => evidenceOf(category, theme, action)),
  };
}

function mentions(theme: Theme): string {
  return theme.mentions === 1 ? '1 mention' : `${theme.mentions} mentions`;
}

function compact<T>(items: readonly (T | undefined | false)[]): T[] {
  return items.filter((item): item is T => Boolean(item));
}
