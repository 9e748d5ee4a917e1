/**
 * Live text: what the page says, written again in place when the participant
 * switches language. Each node keeps how to write its text (and its
 * translated attributes); switching walks the page and runs them, so nothing
 * else changes: typed answers, choices, focus, the caret, an alert on screen
 * and a send in flight all stay as they are.
 *
 * Kept in a WeakMap by node: a view that leaves the page is forgotten with it.
 */
export type Text = string | (() => string);

const writers = new WeakMap<Node, Map<string, () => void>>();

/** Runs `write` now and on every change of language while `node` is on the page; `slot` names what it writes. */
export function live(node: Node, slot: string, write: () => void): void {
  let slots = writers.get(node);
  if (!slots) writers.set(node, (slots = new Map<string, () => void>()));
  slots.set(slot, write);
  write();
}

/** The element's whole text, fixed or live; replaces whatever it said before. */
export function setText(element: HTMLElement, text: Text): void {
  if (typeof text === 'string') {
    writers.get(element)?.delete('text');
    element.textContent = text;
    return;
  }
  live(element, 'text', () => {
    element.textContent = text();
  });
}

/** Writes every live text under `root` (the whole document: the title, the page, its toasts) again. */
export function rewriteTexts(root: Node = document.documentElement): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    for (const write of writers.get(node)?.values() ?? []) write();
  }
}

/** The document's title, fixed or live. */
export function setTitle(text: Text): void {
  live(document.documentElement, 'title', () => {
    document.title = typeof text === 'string' ? text : text();
  });
}
