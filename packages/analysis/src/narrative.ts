import type { Insight, Sentiment, SwotAnalysis, Theme } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { joinIds } from './tows.ts';
import { actionFor, actionTitle, agreeing, capitalise } from './wording.ts';

/**
 * The words of the statistical analysis: the summary, insights, recommendations
 * and action plan, written from the themes people actually raised. It says
 * that it is statistical, and every sentence names its theme and carries the
 * responses behind it. A theme is named as a noun phrase inside the sentence
 * ("Reduce driver attrition (7 mentions)"), with the action its subject calls
 * for (wording.ts), never as a word in quotes.
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

  // Every action is written once: a theme appears in one list of one horizon only.
  const used = new Set<Theme>();
  const action = (text: (...themes: Theme[]) => string, ...picked: (Theme | undefined)[]): Insight | undefined => {
    if (picked.some((theme) => !theme || used.has(theme))) return undefined;
    const chosen = picked as Theme[];
    chosen.forEach((theme) => used.add(theme));
    return insight(text(...chosen), ...chosen);
  };
  const [S, W, O, T] = [
    (theme: Theme) => actionFor('strengths', theme.label),
    (theme: Theme) => actionFor('weaknesses', theme.label),
    (theme: Theme) => actionFor('opportunities', theme.label),
    (theme: Theme) => actionFor('threats', theme.label),
  ];
  const named = (theme: Theme) => `${theme.label} (${mentions(theme)})`;

  const priorityActions = compact([
    action((w) => `${capitalise(W(w))} (${mentions(w)}): name an owner, a target and a review date.`, w[0]),
    action((t) => `${capitalise(T(t))} (${mentions(t)}): write a response plan and review it every quarter.`, t[0]),
    action((o, s) => `${capitalise(O(o))} (${mentions(o)}), building on ${named(s)}.`, o[0], s[0]),
  ]).slice(0, MAX_LIST);
  const quickWins = compact([
    action((w) => `Name an owner to ${W(w)} (${mentions(w)}) and agree the first step this month.`, w[1]),
    action((s) => `Share what works: make ${named(s)} visible to every team this month.`, s[0]),
    action(
      (o) => `Start a 30-day pilot to ${O(o)} (${mentions(o)}), with a small team and one clear measure.`,
      o[1] ?? o[0],
    ),
  ]).slice(0, MAX_LIST);
  const strategicRecommendations = compact([
    s[0] && o[0] && insight(`Use ${s[0].label} to ${O(o[0])}.`, s[0], o[0]),
    w[0] && o[0] && insight(`${capitalise(W(w[0]))} before you ${O(o[0])}.`, w[0], o[0]),
    s[0] && t[0] && insight(`Lean on ${s[0].label} to ${T(t[0])}.`, s[0], t[0]),
    w[0] &&
      t[0] &&
      insight(
        `${capitalise(W(w[0]))} before ${t[0].label} ${agreeing(t[0].label, 'makes', 'make')} it worse.`,
        w[0],
        t[0],
      ),
  ]);
  const immediate = compact([
    action((t) => `Brief leadership on ${named(t)} and agree who watches it.`, t[1]),
    action((w) => `Ask the people who raised ${named(w)} what the first fix would be.`, w[2]),
  ]).slice(0, MAX_LIST);
  const shortTerm = compact([
    action((w) => `${capitalise(W(w))} (${mentions(w)}) with a measurable target.`, w[3]),
    action((t) => `${capitalise(T(t))} (${mentions(t)}) within six months.`, t[2]),
    action((s) => `${capitalise(S(s))} (${mentions(s)}) in the next plan.`, s[1]),
  ]).slice(0, MAX_LIST);
  const longTerm = compact([
    action((o) => `Build ${named(o)} into next year's plan.`, o[2]),
    action((o) => `Explore ${named(o)}.`, o[3]),
    action((t) => `Keep ${named(t)} under watch.`, t[3]),
  ]).slice(0, MAX_LIST);

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
      insight(`${theme.mentions} of ${responseCount} responses name ${theme.label} ${VIEWED_AS[category]}.`, theme),
    );
}

/** Recommendations per category, from its two leading themes. */
export function categoryRecommendations(category: SwotCategory, themes: readonly Theme[]): Insight[] {
  const verb: Record<SwotCategory, (label: string) => string> = {
    strengths: (label) => `Protect and ${actionFor(category, label)}.`,
    weaknesses: (label) => `${actionTitle(category, label)}: name an owner and a measurable target.`,
    opportunities: (label) => `Assess how to ${actionFor(category, label)} and decide on a first step.`,
    threats: (label) => `${actionTitle(category, label)}: watch it and keep a mitigation plan ready.`,
  };
  return themes.slice(0, 2).map((theme) => insight(verb[category](theme.label), theme));
}

function insight(text: string, ...themes: Theme[]): Insight {
  return { text, responseIds: joinIds(...themes) };
}

function mentions(theme: Theme): string {
  return theme.mentions === 1 ? '1 mention' : `${theme.mentions} mentions`;
}

function compact<T>(items: readonly (T | undefined | false)[]): T[] {
  return items.filter((item): item is T => Boolean(item));
}
