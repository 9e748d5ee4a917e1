import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { h } from './dom';

/** The card every state is shown in; its top edge is the organiser's colour (the header accent). */
const CARD = 'mx-auto w-full max-w-2xl rounded-lg border border-t-4 border-t-primary bg-card p-6 shadow-sm sm:p-8';

/** The organiser's logo, or its name in the brand colour (darkened where needed so it stays readable). */
export function brandMark(link: ParticipationLink): HTMLElement {
  return link.branding.logo
    ? h('img', { src: link.branding.logo, alt: link.branding.name, class: 'h-12 w-auto max-w-full object-contain' })
    : h(
        'p',
        {
          class:
            'text-sm font-semibold uppercase tracking-wide text-[hsl(var(--brand-text,var(--foreground)))] [overflow-wrap:anywhere]',
        },
        link.branding.name,
      );
}

export function loadingView(): HTMLElement {
  return h(
    'div',
    { class: 'flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground', role: 'status' },
    h('span', {
      class: 'size-8 animate-spin rounded-full border-4 border-muted border-t-primary',
      'aria-hidden': 'true',
    }),
    h('p', {}, 'Loading SWOT analysis...'),
  );
}

export function messageView(title: string, ...lines: (string | HTMLElement)[]): HTMLElement {
  return h(
    'section',
    { class: `${CARD} text-center` },
    h('h1', { class: 'text-2xl font-semibold tracking-tight' }, title),
    ...lines.map((line) => (typeof line === 'string' ? h('p', { class: 'mt-3 text-muted-foreground' }, line) : line)),
  );
}

/** A message from a known organiser: their logo or name above it, so the visitor knows whose SWOT this is. */
export function brandedMessageView(link: ParticipationLink, title: string, ...lines: (string | HTMLElement)[]) {
  const view = messageView(title, ...lines);
  view.prepend(h('div', { class: 'mb-4 flex justify-center' }, brandMark(link)));
  return view;
}

export function notFoundView(): HTMLElement {
  return messageView('SWOT Analysis Not Found', 'The link you followed is invalid or has expired.');
}

/** The start in the visitor's own timezone, with the zone named so nobody misreads it. */
export function localStart(link: ParticipationLink): string {
  return localTime(link.swot.startsAt);
}

/** An instant in the visitor's own timezone, with the zone named. */
function localTime(iso: string): string {
  // dateStyle cannot be combined with timeZoneName, so the parts are named one by one.
  return new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

export function notStartedView(link: ParticipationLink): HTMLElement {
  return brandedMessageView(
    link,
    'SWOT Analysis Not Started Yet',
    "This SWOT analysis session hasn't begun yet.",
    h(
      'div',
      { class: 'mt-6 rounded-md bg-muted/50 p-4 text-left' },
      h('p', { class: 'font-medium' }, link.swot.title),
      link.swot.description ? h('p', { class: 'mt-1 text-sm text-muted-foreground' }, link.swot.description) : null,
      h('p', { class: 'mt-3 text-sm' }, 'Starts ', h('strong', { 'data-testid': 'local-start' }, localStart(link))),
    ),
    'Please return at the scheduled time to participate.',
  );
}

export function header(link: ParticipationLink): HTMLElement {
  return h(
    'header',
    { class: 'mb-6 grid gap-2' },
    brandMark(link),
    h('h1', { class: 'text-2xl font-bold tracking-tight sm:text-3xl' }, link.swot.title),
    link.swot.description ? h('p', { class: 'text-muted-foreground' }, link.swot.description) : null,
    // Spec part 2 (participation page) text, kept as written like the prompts in SWOT_AREAS; our own words are British.
    h('p', { class: 'text-sm text-muted-foreground' }, `Organized by ${link.branding.name}`),
    // When answers stop being taken, so nobody leaves it for later and finds it closed.
    h(
      'p',
      { class: 'text-sm text-muted-foreground' },
      'Open until ',
      h('strong', { 'data-testid': 'local-end' }, localTime(link.swot.endsAt)),
    ),
    // The organiser chose to see who answered (Settings → Privacy): the person is told before answering.
    link.organiserSeesWhoAnswered
      ? h(
          'p',
          { class: 'rounded-md bg-muted/50 p-3 text-sm', 'data-testid': 'who-answered-notice' },
          `${link.branding.name} will see that you answered, never which answer is yours.`,
        )
      : null,
  );
}

export function thankYouView(link: ParticipationLink): HTMLElement {
  return brandedMessageView(
    link,
    'Thank You!',
    'Your SWOT analysis response has been submitted successfully.',
    `Your feedback helps ${link.branding.name} make better strategic decisions.`,
  );
}

/**
 * This browser already answered (shared link) or this personal link was used.
 * `answerAgain` is offered only when the organiser allows a second answer.
 */
export function alreadyAnsweredView(link: ParticipationLink, answerAgain?: () => void): HTMLElement {
  const again = answerAgain
    ? h(
        'button',
        {
          type: 'button',
          class:
            'mt-6 inline-flex h-12 items-center justify-center rounded-md border px-6 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          onclick: answerAgain,
        },
        'Answer again',
      )
    : null;
  return brandedMessageView(
    link,
    'You have already answered',
    link.link === 'personal'
      ? 'Your personal link has been used to answer this SWOT analysis. Each invitation takes one answer.'
      : 'An answer to this SWOT analysis was already sent from this browser.',
    `Thank you: your feedback helps ${link.branding.name} make better strategic decisions.`,
    ...(again ? [again] : []),
  );
}

export { CARD };
