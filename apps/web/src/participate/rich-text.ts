import { t } from './i18n';
import { live } from './live-text';
import type { MessageKey } from './messages/catalogue';

/**
 * A message with elements in it (a date in <strong>), as a <span>: the
 * language decides where each element goes ("Starts {time}", "{time} से
 * शुरू"), so the sentence is cut at its placeholders and the same element
 * nodes are put back in their places each time the language changes.
 */
export function richText(key: MessageKey, nodes: Record<string, Node>): HTMLElement {
  const span = document.createElement('span');
  live(span, 'text', () => {
    // With a capture group, split keeps the placeholder names at the odd positions.
    const parts = t(key).split(/\{(\w+)\}/);
    span.replaceChildren(
      ...parts
        .map((part, index) => (index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part))
        .filter((part) => part !== ''),
    );
  });
  return span;
}
