import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { h } from './dom';
import { formatNumber, t } from './i18n';

/** A feedback round (the Delphi method's third round): the group's figures of the round before come with it. */
export function isFeedbackRound(ballot: RoundBallot): boolean {
  return ballot.feedback !== undefined || ballot.number === 3;
}

/** A median or quartile as people read it: whole numbers as they are, halves as "7.5", never long decimals. */
export function figure(value: number): string {
  return formatNumber(Math.round(value * 10) / 10, { maximumFractionDigits: 1 });
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
  if (!group && own === undefined) return null;
  // Written when shown and again on a change of language (live text).
  const sentences = () => {
    const parts: string[] = [];
    if (group) {
      const spread =
        group.q1 === group.q3
          ? figure(group.q1)
          : t('feedback.spread', { low: figure(group.q1), high: figure(group.q3) });
      parts.push(t('feedback.groupMedian', { median: figure(group.median), spread }));
    }
    if (own === null) parts.push(t('feedback.skipped'));
    else if (typeof own === 'number') parts.push(t('feedback.yourRating', { rating: own }));
    return parts.join(' ');
  };
  return h(
    'p',
    {
      id,
      class: 'clear-both rounded-md bg-muted/50 px-3 py-2 text-sm [overflow-wrap:anywhere]',
      'data-testid': 'theme-feedback',
    },
    sentences,
  );
}
