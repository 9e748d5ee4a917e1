import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { h } from './dom';

/** A feedback round (the Delphi method's third round): the group's figures of the round before come with it. */
export function isFeedbackRound(ballot: RoundBallot): boolean {
  return ballot.feedback !== undefined || ballot.number === 3;
}

/** A median or quartile as people read it: whole numbers as they are, halves as "7.5", never long decimals. */
export function figure(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * What a feedback round shows above a theme's importance scale: the group's
 * median and middle half in the round before (absent where that theme was
 * withheld), and this person's own earlier rating when their link voted
 * then. Null when there is nothing to say. `id` lets the scale name it as
 * its description, so a screen reader reads it with the scale.
 */
export function feedbackLine(ballot: RoundBallot, themeId: string, id: string): HTMLElement | null {
  const group = ballot.feedback?.[themeId];
  const own = ballot.previous && themeId in ballot.previous ? ballot.previous[themeId] : undefined;
  const parts: string[] = [];
  if (group) {
    const spread = group.q1 === group.q3 ? figure(group.q1) : `${figure(group.q1)} to ${figure(group.q3)}`;
    parts.push(`The group's median: ${figure(group.median)} (middle half rated ${spread}).`);
  }
  if (own === null) parts.push('You skipped it.');
  else if (typeof own === 'number') parts.push(`Your rating: ${own}.`);
  if (parts.length === 0) return null;
  return h(
    'p',
    {
      id,
      class: 'clear-both rounded-md bg-muted/50 px-3 py-2 text-sm [overflow-wrap:anywhere]',
      'data-testid': 'theme-feedback',
    },
    parts.join(' '),
  );
}
