import type { Measure, Theme, Tone } from '@foursight/shared/contract/analysis';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { Answer } from './corpus-types.ts';

/**
 * The measure of each category (spec part 2 §3): strategicValue of the
 * strengths, impact of the weaknesses, potential of the opportunities,
 * urgency of the threats. Each is 0–10 from three things a reader can check,
 * and says them:
 *  - coverage: how many respondents wrote in the category at all;
 *  - consensus: how many of them share its leading theme;
 *  - intensity: the share of its answers worded the way the category
 *    expects (positively for strengths and opportunities, negatively for
 *    weaknesses and threats): the area's tone, the same figure every place shows.
 * Urgency also counts answers that speak of time pressure.
 */
export const MEASURE_NAMES = {
  strengths: 'strategic value',
  weaknesses: 'impact',
  opportunities: 'potential',
  threats: 'urgency',
} as const satisfies Record<SwotCategory, string>;

const TIME_PRESSURE =
  /\b(?:urgent\w*|immediate\w*|now|soon|already|asap|quickly|fast|deadline\w*|declin\w*|losing|lose|critical\w*|this (?:year|quarter|month))\b/iu;

const NOUNS: Record<SwotCategory, string> = {
  strengths: 'a strength',
  weaknesses: 'a weakness',
  opportunities: 'an opportunity',
  threats: 'a threat',
};

export function measureCategory(
  category: SwotCategory,
  answers: readonly Answer[],
  themes: readonly Theme[],
  responseCount: number,
  tone: Tone,
): Measure {
  if (responseCount === 0 || answers.length === 0) {
    return {
      score: 0,
      level: 'low',
      evidence: [responseCount === 0 ? 'No responses yet.' : `No response named ${NOUNS[category]}.`],
    };
  }
  const coverage = answers.length / responseCount;
  const leading = themes[0];
  const consensus = leading ? leading.mentions / answers.length : 0;
  const expectsPositive = category === 'strengths' || category === 'opportunities';
  const intensity = (expectsPositive ? tone.positive : tone.negative) / answers.length;

  const evidence = [
    `${answers.length} of ${responseCount} responses (${percent(coverage)}%) named ${NOUNS[category]}.`,
    leading
      ? `The leading theme, ${leading.label}, comes up in ${leading.mentions} of them (${percent(consensus)}%).`
      : 'No theme is shared by two or more answers yet.',
    // "Their tone is mostly positive: 14 of 22 answers are worded positively, ..."
    `Their tone is ${tone.summary.charAt(0).toLowerCase()}${tone.summary.slice(1)}`,
  ];

  let score = 0.4 * coverage + 0.35 * consensus + 0.25 * intensity;
  if (category === 'threats') {
    const pressed = answers.filter((answer) => TIME_PRESSURE.test(answer.text)).length / answers.length;
    score = 0.3 * coverage + 0.3 * consensus + 0.2 * intensity + 0.2 * pressed;
    evidence.push(`${percent(pressed)}% of them speak of time pressure (now, soon, declining, urgent).`);
  }
  const rounded = Math.round(score * 100) / 10;
  return { score: rounded, level: rounded >= 6.5 ? 'high' : rounded >= 3.5 ? 'medium' : 'low', evidence };
}

function percent(share: number): number {
  return Math.round(share * 100);
}
