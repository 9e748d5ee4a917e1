// The responses bench/analysis.ts analyses: built from a pool of realistic statements, mixed per
// respondent, so themes, keywords and sentiment have real work to do.
import type { ResponseText } from '../packages/analysis/src/analyse-swot.ts';

const POOL = {
  strengths: [
    'Excellent customer service and fast support answers',
    'Talented engineers who care about quality',
    'Loyal customers who renew every year',
    'Strong brand recognition in our home market',
    'Product quality and reliability are praised by clients',
    'A supportive culture where people help each other',
    'Flexible working hours',
    'Good documentation for the public API',
  ],
  weaknesses: [
    'Slow release process with a lot of manual testing',
    'Outdated internal documentation',
    'Onboarding of new hires is slow and undocumented',
    'We are not good at marketing ourselves',
    'Too many meetings leave little time for focused work',
    'Pricing is confusing for small customers',
    'Poor communication between sales and engineering',
  ],
  opportunities: [
    'Expanding into the Middle East market',
    'Partnerships with payment providers',
    'AI features our customers keep asking for',
    'Government digitisation programmes need our tools',
    'A self-service plan for small businesses',
    'Training and certification as a new revenue stream',
  ],
  threats: [
    'New competitors with lower prices are winning deals',
    'Rising cloud costs are eating our margin',
    'Losing key engineers to bigger companies',
    'Data protection regulation changes could hurt us soon',
    'An economic downturn may cut customer budgets',
    'Open source alternatives are getting better quickly',
  ],
};

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

export function makeResponses(count: number): ResponseText[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${index.toString().padStart(12, '0')}`,
    strengths: `${pick(POOL.strengths, index * 7)}. ${index % 3 === 0 ? pick(POOL.strengths, index * 11 + 3) : ''}`,
    weaknesses: index % 5 === 4 ? '' : pick(POOL.weaknesses, index * 13),
    opportunities: `${pick(POOL.opportunities, index * 17)}${index % 4 === 0 ? `\n- ${pick(POOL.opportunities, index + 1)}` : ''}`,
    threats: index % 6 === 5 ? '' : `${pick(POOL.threats, index * 19)}; ${pick(POOL.threats, index * 23 + 2)}`,
  }));
}

/** Every answer written differently (as real respondents do), so the statement parser's cache cannot help. */
export function makeDistinct(responses: readonly ResponseText[], tag: string): ResponseText[] {
  return responses.map((response, index) => ({
    ...response,
    strengths: `${response.strengths} Seen in ${tag} ${index}.`,
    threats: response.threats && `${response.threats} (noted by team ${index % 997})`,
  }));
}
