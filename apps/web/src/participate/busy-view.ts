import { h } from './dom';
import { messageView } from './views';

export type BusyKind = 'busy' | 'offline';

const TEXT: Record<BusyKind, { title: string; lead: string; gaveUp: string }> = {
  busy: {
    title: 'Busy right now',
    lead: 'Many people are answering at the moment, so the server asked us to wait a little. This page tries again by itself.',
    gaveUp: 'The server is still busy. Wait a minute, then press Try again: your link still works.',
  },
  offline: {
    title: 'Cannot reach the server',
    lead: 'Check your internet connection. This page tries again by itself.',
    gaveUp: 'Still no connection. Check it, then press Try again: your link still works.',
  },
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
        'mt-6 inline-flex h-12 items-center justify-center rounded-md border px-6 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      onclick: onRetry,
    },
    'Try again',
  );
  const element = messageView(text.title, text.lead, status, h('div', {}, button));
  return {
    element,
    // The button stays enabled throughout (disabling it would drop a keyboard user's focus); a press during a try is ignored by the caller.
    trying() {
      status.textContent = 'Trying again…';
    },
    waiting(seconds) {
      status.textContent = `Trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`;
    },
    gaveUp() {
      status.textContent = text.gaveUp;
    },
  };
}
