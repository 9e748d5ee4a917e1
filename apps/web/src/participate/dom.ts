type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | boolean | undefined | ((event: Event) => void)>;

/**
 * A tiny element builder: the participation page is plain DOM to stay far
 * below its 75 KB budget (no framework, no validation library).
 * Strings become text nodes, so nothing from the server is parsed as HTML.
 */
export function h(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
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
