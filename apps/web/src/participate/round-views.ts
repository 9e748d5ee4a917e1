import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { h } from './dom';
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
    h('p', {}, 'Loading your ballot...'),
  );
}

/**
 * An instant in the round's own timezone, the zone named twice (its short
 * name and the place) so nobody misreads it: the invitation gave the same time.
 */
export function roundTime(iso: string, timezone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return `${new Date(iso).toLocaleString(undefined, { ...options, timeZone: timezone })} (${timezone})`;
  } catch {
    // A zone this browser does not know: its own time, with its own zone named.
    return new Date(iso).toLocaleString(undefined, options);
  }
}

/** The round as the invitation names it: the second round, or the feedback round after it (number 3). */
export function roundName(ballot: RoundBallot): string {
  return ballot.number === 2 ? 'Second round' : ballot.number === 3 ? 'Third round' : `Round ${ballot.number}`;
}

/** Which SWOT this is about, above every message, so a visitor who opened an old mail knows where they are. */
function about(ballot: RoundBallot): HTMLElement {
  return h(
    'p',
    { class: 'mt-6 rounded-md bg-muted/50 p-4 text-left text-sm [overflow-wrap:anywhere]' },
    h('span', { class: 'font-medium' }, ballot.swotTitle),
    h('span', { class: 'block text-muted-foreground' }, `${roundName(ballot)}, organised by ${ballot.organisation}`),
  );
}

export function votedThankYouView(): HTMLElement {
  return messageView('Thank you!', 'Your vote has been counted. Results are shared when the round closes.');
}

/** This link (or, on the shared link, this browser) already voted; `message` is the server's when it said so. */
export function alreadyVotedView(ballot: RoundBallot | null, message?: string): HTMLElement {
  return messageView(
    'You have already voted',
    message ??
      (ballot?.link === 'shared'
        ? 'A vote in this round was already sent from this browser.'
        : 'A vote was already sent with your personal link. Each invitation votes once.'),
    'Thank you: results are shared when the round closes.',
    ...(ballot ? [about(ballot)] : []),
  );
}

export function roundClosedView(ballot: RoundBallot | null, message?: string): HTMLElement {
  return messageView(
    'This round has closed',
    message ?? 'This round has closed and takes no more votes.',
    ...(ballot ? [about(ballot)] : []),
  );
}

export function roundNotStartedView(ballot: RoundBallot, message?: string): HTMLElement {
  return messageView(
    'This round has not started yet',
    message ?? 'Please come back when it opens: your link will work then.',
    h(
      'p',
      { class: 'mt-3' },
      'It opens ',
      h('strong', { 'data-testid': 'round-start' }, roundTime(ballot.startsAt, ballot.timezone)),
      '.',
    ),
    about(ballot),
  );
}

export function roundNotFoundView(message?: string): HTMLElement {
  return messageView(
    'Round not found',
    message ?? 'This round was not found. The link you followed is invalid or has expired.',
  );
}

/** A refusal the page has no better view for: the server's words as they are. */
export function voteRefusedView(message: string): HTMLElement {
  return messageView('Your vote could not be taken', message);
}
