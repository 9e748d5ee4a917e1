import { actionTitle, capitalise } from '@foursight/analysis/wording';
import type { Insight, SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { GoalCategory, GoalPriority } from '@foursight/shared/domain/goals';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import type { GoalSource } from './goal-source.ts';
import { findSameTheme } from '@foursight/analysis/same-theme';

/** Goals proposed per quadrant: enough to act on, few enough to track. */
const PER_QUADRANT = 2;
const QUOTES = 3;
const DAY_MS = 86_400_000;

export interface AnalysedSwot {
  swotId: string;
  title: string;
  createdAt: Date;
  responseCount: number;
  result: SwotAnalysis;
}

export interface GoalCandidate {
  generationKey: string;
  swotId: string;
  title: string;
  description: string;
  category: GoalCategory;
  priority: GoalPriority;
  currentValue: number;
  targetValue: number;
  unit: string;
  deadline: string;
  source: GoalSource;
}

const CATEGORY_WORDS: [GoalCategory, RegExp][] = [
  [
    'Financial',
    /\b(cost|costs|price|prices|pricing|revenue|budget|profit|margin|money|cash|sales|funding|spend|expensive|cheap)/i,
  ],
  [
    'Customer Success',
    /\b(customer|customers|client|clients|support|service|satisfaction|retention|loyal|user|users|onboarding)/i,
  ],
  [
    'Innovation',
    /\b(innovation|innovate|product|technology|digital|ai|research|feature|features|new|market|markets|partnership|app|apps|online|e-?commerce|platform|software|automat)/i,
  ],
];

/** The goal category a theme belongs to, by its words; what is left is Operations. */
export function categoryOf(theme: string, keywords: string[]): GoalCategory {
  const text = [theme, ...keywords].join(' ');
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Operations';
}

const AS: Record<SwotCategory, string> = {
  strengths: 'a strength',
  weaknesses: 'a weakness',
  opportunities: 'an opportunity',
  threats: 'a threat',
};
const AIM: Record<SwotCategory, string> = {
  strengths: 'Turn it into a visible advantage and keep it strong.',
  weaknesses: 'Remove its causes so fewer people raise it at the next SWOT.',
  opportunities: 'Decide on a first step and take it.',
  threats: 'Put a mitigation plan in place before it hurts.',
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * The measure of a goal on a theme that `mentions` of `responses` answers raised: a weakness or a
 * threat aims at a third as many (7 of 16 → at most 2 of 16), a strength or an opportunity at a
 * quarter more, at least one more, never more than every answer (5 of 16 → at least 7 of 16).
 */
export function measureOf(quadrant: SwotCategory, mentions: number, responses: number) {
  const reduce = quadrant === 'weaknesses' || quadrant === 'threats';
  const targetMentions = reduce
    ? Math.floor(mentions / 3)
    : Math.min(responses, Math.max(mentions + 1, Math.ceil(mentions * 1.25)));
  return {
    direction: reduce ? ('reduce' as const) : ('keep-or-raise' as const),
    responses,
    targetMentions,
    baseline: percent(mentions, responses),
    target: percent(targetMentions, responses),
  };
}

/** "7 of 16 answers → at most 2 of 16". */
export function measureSentence(
  measure: { direction: string; responses: number; targetMentions: number },
  mentions: number,
) {
  const bound = measure.direction === 'reduce' ? 'at most' : 'at least';
  return `${mentions} of ${measure.responses} answers → ${bound} ${measure.targetMentions} of ${measure.responses}`;
}

/**
 * The action the analysis wrote for a theme (its evidence says it, with a verb that fits people:
 * "retain drivers"), else the action table's verb from the name alone (analyses stored before).
 */
function actionOf(result: SwotAnalysis, quadrant: SwotCategory, label: string): string {
  const insights: Insight[] = [
    ...result.categoryAnalysis[quadrant].recommendations,
    ...result.quickWins,
    ...result.actionPlan.immediate,
    ...result.actionPlan.shortTerm,
    ...result.actionPlan.longTerm,
    ...result.priorityActions,
    ...Object.values(result.tows).flat(),
  ];
  for (const insight of insights) {
    const cited = insight.evidence?.find((item) => item.quadrant === quadrant && item.theme === label && item.action);
    if (cited?.action) return capitalise(cited.action);
  }
  return actionTitle(quadrant, label);
}

/**
 * Statistical goals from the latest analyses (newest SWOT first): the themes
 * the group agreed important in a second round (`agreed`: theme record id →
 * the sentence that says so), then those raised most, up to two per quadrant, each taken from the newest SWOT that
 * raised it. Each is measured by the share of answers raising its theme: now,
 * and aimed at for the next SWOT (measureOf), re-measured when the next SWOT is
 * analysed (goal-remeasure.ts). The title is the action the theme calls for, a
 * sentence with the theme's name in it ("Reduce driver attrition", "Retain
 * drivers"), from the analysis engine's wording, so goals and recommendations
 * say the same.
 */
export function goalCandidates(
  analyses: AnalysedSwot[],
  now: Date,
  agreed: ReadonlyMap<string, string> = new Map(),
): GoalCandidate[] {
  const seen = new Set<string>();
  const byQuadrant = new Map<SwotCategory, (GoalCandidate & { coverage: number; agreed: boolean })[]>();
  for (const analysis of analyses) {
    for (const quadrant of SWOT_CATEGORIES) {
      for (const theme of analysis.result.categoryAnalysis[quadrant].topThemes) {
        const generationKey = `${quadrant}:${theme.label.toLowerCase()}`;
        if (seen.has(generationKey) || theme.mentions === 0) continue;
        // One goal per subject: an older SWOT's "expansion" is the newer one's "expand".
        const taken = byQuadrant.get(quadrant) ?? [];
        if (
          findSameTheme(
            theme.label,
            taken.map((goal) => ({ label: goal.source.theme, mentions: 0 })),
          )
        )
          continue;
        seen.add(generationKey);
        const coverage = analysis.responseCount === 0 ? 0 : theme.mentions / analysis.responseCount;
        const verdict = theme.id === undefined ? undefined : agreed.get(theme.id);
        const priority: GoalPriority =
          verdict !== undefined || coverage >= 0.3 ? 'High' : coverage >= 0.15 ? 'Medium' : 'Low';
        const days = priority === 'High' ? 90 : priority === 'Medium' ? 180 : 365;
        const label = capitalise(theme.label);
        const list = byQuadrant.get(quadrant) ?? [];
        const measure = measureOf(quadrant, theme.mentions, analysis.responseCount);
        const { target, ...kept } = measure;
        list.push({
          coverage,
          agreed: verdict !== undefined,
          generationKey,
          swotId: analysis.swotId,
          title: actionOf(analysis.result, quadrant, theme.label),
          description: `${label} was raised as ${AS[quadrant]} by ${theme.mentions} of ${analysis.responseCount} responses in "${analysis.title}".${verdict ? ` ${verdict}` : ''} ${AIM[quadrant]} Measure: ${measureSentence(measure, theme.mentions)} at the next SWOT (${measure.baseline}% → ${target}% of answers).`,
          category: categoryOf(theme.label, theme.keywords),
          priority,
          currentValue: measure.baseline,
          targetValue: target,
          unit: '% of answers',
          deadline: new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10),
          source: {
            version: 1,
            quadrant,
            theme: theme.label,
            mentions: theme.mentions,
            quotes: theme.quotes.slice(0, QUOTES).map((quote) => quote.text),
            swotTitle: analysis.title,
            measuredAt: analysis.createdAt.toISOString(),
            measure: kept,
          },
        });
        byQuadrant.set(quadrant, list);
      }
    }
  }
  return SWOT_CATEGORIES.flatMap((quadrant) =>
    (byQuadrant.get(quadrant) ?? [])
      // Themes the group agreed important in a second round first, then the most raised.
      .sort((a, b) => Number(b.agreed) - Number(a.agreed) || b.coverage - a.coverage || a.title.localeCompare(b.title))
      .slice(0, PER_QUADRANT)
      .map(({ coverage: _coverage, agreed: _agreed, ...candidate }) => candidate),
  );
}
