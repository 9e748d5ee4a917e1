import { actionTitle, capitalise } from '@foursight/analysis/wording';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { GoalCategory, GoalPriority } from '@foursight/shared/domain/goals';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import type { GoalSourceDocument } from '../../db/schema/goals.ts';
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
  source: GoalSourceDocument;
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

/**
 * Statistical goals from the latest analyses (newest SWOT first): the themes
 * raised most, up to two per quadrant, each taken from the newest SWOT that
 * raised it. Progress is measured as the share of the plan delivered (0–100 %).
 * The title is the action the theme calls for, a sentence with the theme's
 * name in it ("Reduce driver attrition", "Expand into new districts"), from
 * the analysis engine's wording, so goals and recommendations say the same.
 */
export function goalCandidates(analyses: AnalysedSwot[], now: Date): GoalCandidate[] {
  const seen = new Set<string>();
  const byQuadrant = new Map<SwotCategory, (GoalCandidate & { coverage: number })[]>();
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
        const priority: GoalPriority = coverage >= 0.3 ? 'High' : coverage >= 0.15 ? 'Medium' : 'Low';
        const days = priority === 'High' ? 90 : priority === 'Medium' ? 180 : 365;
        const label = capitalise(theme.label);
        const list = byQuadrant.get(quadrant) ?? [];
        list.push({
          coverage,
          generationKey,
          swotId: analysis.swotId,
          title: actionTitle(quadrant, theme.label),
          description: `${label} was raised as ${AS[quadrant]} by ${theme.mentions} of ${analysis.responseCount} responses in "${analysis.title}". ${AIM[quadrant]}`,
          category: categoryOf(theme.label, theme.keywords),
          priority,
          currentValue: 0,
          targetValue: 100,
          unit: '%',
          deadline: new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10),
          source: {
            version: 1,
            quadrant,
            theme: theme.label,
            mentions: theme.mentions,
            quotes: theme.quotes.slice(0, QUOTES).map((quote) => quote.text),
            swotTitle: analysis.title,
            measuredAt: analysis.createdAt.toISOString(),
          },
        });
        byQuadrant.set(quadrant, list);
      }
    }
  }
  return SWOT_CATEGORIES.flatMap((quadrant) =>
    (byQuadrant.get(quadrant) ?? [])
      .sort((a, b) => b.coverage - a.coverage || a.title.localeCompare(b.title))
      .slice(0, PER_QUADRANT)
      .map(({ coverage: _coverage, ...candidate }) => candidate),
  );
}
