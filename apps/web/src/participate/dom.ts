import { live, type Text } from './live-text';

type Child = Node | Text | null | undefined | false;
/**
 * An attribute's value. A function is an event listener when the name starts
 * with "on" (onclick), otherwise live text (an aria-label in the page's language).
 */
type Attributes = Record<string, string | boolean | undefined | ((event: Event) => void) | (() => string)>;

/**
 * A tiny element builder: the participation page is plain DOM to stay far
 * below its 75 KB budget (no framework, no validation library).
 * Strings become text nodes, so nothing from the server is parsed as HTML;
 * a function child is live text, written again when the language changes.
 */
export function h(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') {
      if (name.startsWith('on')) element.addEventListener(name.slice(2).toLowerCase(), value);
      else live(element, `@${name}`, () => element.setAttribute(name, (value as () => string)()));
    } else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' || typeof child === 'function' ? textNode(child) : child);
  }
  return element;
}

function textNode(text: Text): globalThis.Text {
  if (typeof text === 'string') return document.createTextNode(text);
  const node = document.createTextNode('');
  live(node, 'text', () => {
    node.data = text();
  });
  return node;
}

/** Replaces what the page shows, and moves focus to its heading for screen readers and keyboards. */
export function show(root: HTMLElement, view: HTMLElement): void {
  root.replaceChildren(view);
  const heading = view.querySelector<HTMLElement>('h1');
  if (heading) {
    heading.tabIndex = -1;
    // Focused for screen readers and keyboards, not to draw a box around the title.
    heading.classList.add('outline-none');
    heading.focus();
  }
}
