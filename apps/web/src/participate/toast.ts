import { h } from './dom';
import type { Text } from './live-text';

const DURATION_MS = 5000;
let region: HTMLElement | null = null;

/** One toast at a time (spec part 1 §8), announced politely; destructive ones in the alert colour. */
export function toast(title: Text, description: Text, variant: 'default' | 'destructive' = 'default'): void {
  if (!region) {
    region = h('div', {
      // On a phone at the top: at the bottom it covered the Submit button.
      class: 'fixed inset-x-0 top-0 z-50 flex justify-center p-4 sm:bottom-0 sm:top-auto sm:justify-end',
      role: 'status',
      'aria-live': 'polite',
      'data-testid': 'toasts',
    });
    document.body.append(region);
  }
  const item = h(
    'div',
    {
      class: `pointer-events-auto w-full max-w-sm rounded-md border p-4 shadow-lg ${
        variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-background'
      }`,
    },
    h('p', { class: 'text-sm font-semibold' }, title),
    h('p', { class: 'text-sm opacity-90' }, description),
  );
  region.replaceChildren(item);
  window.setTimeout(() => item.remove(), DURATION_MS);
}
