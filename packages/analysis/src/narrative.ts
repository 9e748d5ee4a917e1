import type { Insight, Sentiment, SwotAnalysis, Theme } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { joinIds } from './tows.ts';

/**
 * The words of the statistical analysis: the summary, insights, recommendations
 * and action plan, written from the themes people actually raised. It says
 * that it is statistical, and every sentence names its theme and carries the
 * responses behind it.
 */
type Themes = Record<SwotCategory, readonly Theme[]>;
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

  const quickWins = compact([
    s[0] && insight(`Share what works: make "${s[0].label}" visible to every team this month.`, s[0]),
    o[0] && insight(`Start a 30-day pilot on "${o[0].label}" with a small team and one clear measure.`, o[0]),
    w[1] && insight(`Name an owner for "${w[1].label}" and agree the first fix.`, w[1]),
  ]);
  const priorityActions = compact([
    w[0] && insight(`Fix "${w[0].label}": set an owner, a target and a review date.`, w[0]),
    t[0] && insight(`Prepare a response plan for "${t[0].label}" and review it every quarter.`, t[0]),
    o[0] && s[0] && insight(`Invest in "${o[0].label}", building on "${s[0].label}".`, o[0], s[0]),
  ]);
  const strategicRecommendations = compact([
    s[0] && o[0] && insight(`Use "${s[0].label}" to pursue "${o[0].label}".`, s[0], o[0]),
    w[0] && o[0] && insight(`Use "${o[0].label}" as the occasion to fix "${w[0].label}".`, w[0], o[0]),
    s[0] && t[0] && insight(`Lean on "${s[0].label}" to counter "${t[0].label}".`, s[0], t[0]),
    w[0] && t[0] && insight(`Shore up "${w[0].label}" before "${t[0].label}" exploits it.`, w[0], t[0]),
  ]);

  return {
    summary: writeSummary(responseCount, themes, sentiment),
    keyInsights: keyInsights(responseCount, themes),
    strategicRecommendations,
    priorityActions,
    quickWins,
    actionPlan: {
      immediate: compact([quickWins[0], t[0] && insight(`Brief leadership on the threat of "${t[0].label}".`, t[0])]),
      shortTerm: compact([priorityActions[0], w[1] && insight(`Improve "${w[1].label}".`, w[1])]),
      longTerm: compact([
        o[0] && insight(`Build "${o[0].label}" into next year's plan.`, o[0]),
        o[1] && insight(`Explore "${o[1].label}".`, o[1]),
      ]),
    },
  };
}

function writeSummary(responseCount: number, themes: Themes, sentiment: Sentiment): string {
  const people = responseCount === 1 ? '1 response' : `${responseCount} responses`;
  const parts = SWOT_CATEGORIES.flatMap((category) => {
    const leading = themes[category][0];
    return leading ? [`the leading ${SINGULAR[category]} is "${leading.label}" (${mentions(leading)})`] : [];
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
      insight(`${theme.mentions} of ${responseCount} responses see "${theme.label}" ${VIEWED_AS[category]}.`, theme),
    );
}

/** Recommendations per category, from its two leading themes. */
export function categoryRecommendations(category: SwotCategory, themes: readonly Theme[]): Insight[] {
  const verb: Record<SwotCategory, (label: string) => string> = {
    strengths: (label) => `Protect and build on "${label}".`,
    weaknesses: (label) => `Address "${label}" with an owner and a measurable target.`,
    opportunities: (label) => `Assess "${label}" and decide on a first step.`,
    threats: (label) => `Monitor "${label}" and prepare a mitigation plan.`,
  };
  return themes.slice(0, 2).map((theme) => insight(verb[category](theme.label), theme));
}

function insight(text: string, ...themes: Theme[]): Insight {
  return { text, responseIds: joinIds(...themes) };
}

function mentions(theme: Theme): string {
  return theme.mentions === 1 ? '1 mention' : `${theme.mentions} mentions`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function compact<T>(items: readonly (T | undefined | false)[]): T[] {
  return items.filter((item): item is T => Boolean(item));
}
