import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { formatInstant } from './dates';
import { h } from './dom';
import { msg } from './i18n';
import type { Text } from './live-text';
import { richText } from './rich-text';

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
    h('p', {}, msg('load.loading')),
  );
}

/** A card with a heading and lines; a line is text (fixed or live) or an element placed as it is. */
export function messageView(title: Text, ...lines: (Text | HTMLElement)[]): HTMLElement {
  return h(
    'section',
    { class: `${CARD} text-center` },
    h('h1', { class: 'text-2xl font-semibold tracking-tight' }, title),
    ...lines.map((line) =>
      line instanceof HTMLElement ? line : h('p', { class: 'mt-3 text-muted-foreground' }, line),
    ),
  );
}

/** A message from a known organiser: their logo or name above it, so the visitor knows whose SWOT this is. */
export function brandedMessageView(link: ParticipationLink, title: Text, ...lines: (Text | HTMLElement)[]) {
  const view = messageView(title, ...lines);
  view.prepend(h('div', { class: 'mb-4 flex justify-center' }, brandMark(link)));
  return view;
}

export function notFoundView(): HTMLElement {
  return messageView(msg('load.notFoundTitle'), msg('load.notFoundText'));
}

/** An instant in the visitor's own timezone, in the page's language, with the zone named; live. */
function localTime(iso: string, testId: string): HTMLElement {
  return h('strong', { 'data-testid': testId }, () => formatInstant(iso));
}

export function notStartedView(link: ParticipationLink): HTMLElement {
  return brandedMessageView(
    link,
    msg('status.notStartedTitle'),
    msg('status.notStartedText'),
    h(
      'div',
      { class: 'mt-6 rounded-md bg-muted/50 p-4 text-left' },
      h('p', { class: 'font-medium' }, link.swot.title),
      link.swot.description ? h('p', { class: 'mt-1 text-sm text-muted-foreground' }, link.swot.description) : null,
      h(
        'p',
        { class: 'mt-3 text-sm' },
        richText('status.startsAt', { time: localTime(link.swot.startsAt, 'local-start') }),
      ),
    ),
    msg('status.returnLater'),
  );
}

export function header(link: ParticipationLink): HTMLElement {
  return h(
    'header',
    { class: 'mb-6 grid gap-2' },
    brandMark(link),
    h('h1', { class: 'text-2xl font-bold tracking-tight sm:text-3xl' }, link.swot.title),
    link.swot.description ? h('p', { class: 'text-muted-foreground' }, link.swot.description) : null,
    // Spec part 2 (participation page) text, kept as written in English (messages/en.ts).
    h('p', { class: 'text-sm text-muted-foreground' }, msg('form.organizedBy', { organisation: link.branding.name })),
    // When answers stop being taken, so nobody leaves it for later and finds it closed.
    h(
      'p',
      { class: 'text-sm text-muted-foreground' },
      richText('form.openUntil', { time: localTime(link.swot.endsAt, 'local-end') }),
    ),
    // The organiser chose to see who answered (Settings → Privacy): the person is told before answering.
    link.organiserSeesWhoAnswered
      ? h(
          'p',
          { class: 'rounded-md bg-muted/50 p-3 text-sm', 'data-testid': 'who-answered-notice' },
          msg('form.whoAnswered', { organisation: link.branding.name }),
        )
      : null,
  );
}

export function thankYouView(link: ParticipationLink): HTMLElement {
  return brandedMessageView(
    link,
    msg('thanks.title'),
    msg('thanks.text'),
    msg('thanks.helps', { organisation: link.branding.name }),
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
            'mt-6 inline-flex min-h-12 items-center justify-center py-2 text-center rounded-md border px-6 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          onclick: answerAgain,
        },
        msg('answered.again'),
      )
    : null;
  return brandedMessageView(
    link,
    msg('answered.title'),
    msg(link.link === 'personal' ? 'answered.personal' : 'answered.shared'),
    msg('answered.thanks', { organisation: link.branding.name }),
    ...(again ? [again] : []),
  );
}

export { CARD };
