import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { formatInstant, namesZonesShort } from './dates';
import { h } from './dom';
import { msg, t } from './i18n';
import type { Text } from './live-text';
import { richText } from './rich-text';
import { messageView } from './views';

/**
 * The round page's states other than the ballot itself. The round has no
 * branding of its own, so these use the product's colours; the organisation
 * is named in words.
 */

export function roundLoadingView(): HTMLElement {
  return h(
    'div',
    { class: 'flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground', role: 'status' },
    h('span', {
      class: 'size-8 animate-spin rounded-full border-4 border-muted border-t-primary',
      'aria-hidden': 'true',
    }),
    h('p', {}, msg('round.loading')),
  );
}

/**
 * An instant in the round's own timezone, the zone named twice where the
 * language names it by an abbreviation (its short name and the place) so
 * nobody misreads it: the invitation gave the same time. Called again on a
 * change of language (live text).
 */
export function roundTime(iso: string, timezone: string): string {
  try {
    const time = formatInstant(iso, timezone);
    return namesZonesShort() ? `${time} (${timezone})` : time;
  } catch {
    // A zone this browser does not know: its own time, with its own zone named.
    return formatInstant(iso);
  }
}

/** The round as the invitation names it: the second round, or the feedback round after it (number 3). */
export function roundName(ballot: RoundBallot): string {
  return ballot.number === 2
    ? t('round.second')
    : ballot.number === 3
      ? t('round.third')
      : t('round.numbered', { number: ballot.number });
}

/** Which SWOT this is about, above every message, so a visitor who opened an old mail knows where they are. */
function about(ballot: RoundBallot): HTMLElement {
  return h(
    'p',
    { class: 'mt-6 rounded-md bg-muted/50 p-4 text-left text-sm [overflow-wrap:anywhere]' },
    h('span', { class: 'font-medium' }, ballot.swotTitle),
    h('span', { class: 'block text-muted-foreground' }, () =>
      t('round.organisedBy', { round: roundName(ballot), organisation: ballot.organisation }),
    ),
  );
}

export function votedThankYouView(): HTMLElement {
  return messageView(msg('round.thanksTitle'), msg('round.thanksText'));
}

/** This link (or, on the shared link, this browser) already voted; `message` is the server's when it said so. */
export function alreadyVotedView(ballot: RoundBallot | null, message?: Text): HTMLElement {
  return messageView(
    msg('round.votedTitle'),
    message ?? msg(ballot?.link === 'shared' ? 'round.votedShared' : 'round.votedPersonal'),
    msg('round.votedThanks'),
    ...(ballot ? [about(ballot)] : []),
  );
}

export function roundClosedView(ballot: RoundBallot | null, message?: Text): HTMLElement {
  return messageView(msg('round.closedTitle'), message ?? msg('round.closedText'), ...(ballot ? [about(ballot)] : []));
}

export function roundNotStartedView(ballot: RoundBallot, message?: Text): HTMLElement {
  return messageView(
    msg('round.notStartedTitle'),
    message ?? msg('round.notStartedText'),
    h(
      'p',
      { class: 'mt-3' },
      richText('round.opensAt', {
        time: h('strong', { 'data-testid': 'round-start' }, () => roundTime(ballot.startsAt, ballot.timezone)),
      }),
    ),
    about(ballot),
  );
}

export function roundNotFoundView(message?: Text): HTMLElement {
  return messageView(msg('round.notFoundTitle'), message ?? msg('round.notFoundText'));
}

/** A refusal the page has no better view for: the server's words, in the page's language. */
export function voteRefusedView(message: Text): HTMLElement {
  return messageView(msg('round.refusedTitle'), message);
}
