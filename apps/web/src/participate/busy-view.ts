import { h } from './dom';
import { msg } from './i18n';
import { setText } from './live-text';
import type { MessageKey } from './messages/catalogue';
import { messageView } from './views';

export type BusyKind = 'busy' | 'offline';

const TEXT: Record<BusyKind, { title: MessageKey; lead: MessageKey; gaveUp: MessageKey }> = {
  busy: { title: 'busy.title', lead: 'busy.lead', gaveUp: 'busy.gaveUp' },
  offline: { title: 'offline.title', lead: 'offline.lead', gaveUp: 'offline.gaveUp' },
};

export interface BusyView {
  element: HTMLElement;
  /** A try is on its way. */
  trying(): void;
  /** The next automatic try comes in `seconds`. */
  waiting(seconds: number): void;
  /** No more automatic tries: only the button. */
  gaveUp(): void;
}

/**
 * The link could not be read for a passing reason (busy server, no
 * connection): says so without sounding final, tries again by itself and
 * offers Try again. Updated in place, so focus and the screen reader's
 * place stay put; the status line is a polite live region.
 */
export function busyView(kind: BusyKind, onRetry: () => void): BusyView {
  const text = TEXT[kind];
  const status = h('p', { class: 'mt-3 text-sm font-medium', role: 'status', 'data-testid': 'retry-status' });
  const button = h(
    'button',
    {
      type: 'button',
      class:
        'mt-6 inline-flex min-h-12 items-center justify-center py-2 text-center rounded-md border px-6 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      onclick: onRetry,
    },
    msg('common.tryAgain'),
  );
  const element = messageView(msg(text.title), msg(text.lead), status, h('div', {}, button));
  return {
    element,
    // The button stays enabled throughout (disabling it would drop a keyboard user's focus); a press during a try is ignored by the caller.
    trying() {
      setText(status, msg('retry.trying'));
    },
    waiting(seconds) {
      setText(status, msg('retry.waiting', { count: seconds }));
    },
    gaveUp() {
      setText(status, msg(text.gaveUp));
    },
  };
}
