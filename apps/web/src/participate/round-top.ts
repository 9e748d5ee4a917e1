import type { BallotQuadrant } from '@foursight/shared/contract/rounds';
import { h } from './dom';
import { msg, t } from './i18n';
import { setText } from './live-text';

const SMALL_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border bg-background px-3 py-1 text-center text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * "Pick your top k" of one quadrant: each theme has a button that adds it to
 * (or takes it out of) an ordered list, and the list has Move up, Move down
 * and Remove for each pick. Plain buttons, so a keyboard does it all; every
 * change is said in the page's polite live region (`announce`) and keeps the
 * focus on the button that was pressed, or the nearest one that still exists.
 */
export class TopPicker {
  private readonly toggles = new Map<string, HTMLButtonElement>();
  private readonly list = h('ol', { class: 'grid gap-2' });
  private readonly empty = h('p', { class: 'text-sm text-muted-foreground' }, msg('top.nothingPicked'));
  private readonly count = h('span', { class: 'whitespace-nowrap font-normal text-muted-foreground' });
  private readonly labels: Map<string, string>;

  constructor(
    private readonly quadrant: BallotQuadrant & { topK: number },
    /** The picks, best first: changed in place, so the caller's saved choices follow. */
    private readonly picks: string[],
    /** The quadrant's name in the page's language (live text). */
    private readonly quadrantName: () => string,
    private readonly announce: (text: string) => void,
    private readonly onChange: () => void,
  ) {
    this.labels = new Map(quadrant.themes.map((theme) => [theme.id, theme.label]));
  }

  private get k(): number {
    return this.quadrant.topK;
  }

  /** The button in a theme's own fieldset. */
  toggle(themeId: string): HTMLElement {
    const button = h('button', {
      type: 'button',
      class: `${SMALL_BUTTON} justify-self-start aria-disabled:opacity-60`,
      'data-testid': `pick-${themeId}`,
      onclick: () => this.togglePick(themeId),
    }) as HTMLButtonElement;
    this.toggles.set(themeId, button);
    this.render();
    return button;
  }

  /** The ordered list, shown under the quadrant's themes. */
  element(): HTMLElement {
    this.render();
    return h(
      'div',
      { class: 'grid gap-3 rounded-lg border border-dashed p-4', 'data-testid': `top-${this.quadrant.quadrant}` },
      h(
        'h3',
        { class: 'font-semibold' },
        // Lower case in English ("Your top 2 strengths"); the page's other languages have no case to change.
        () => t('top.heading', { k: this.k, quadrant: this.quadrantName().toLowerCase() }),
        ' ',
        this.count,
      ),
      h('p', { class: 'text-sm text-muted-foreground' }, msg('top.hint', { k: this.k })),
      this.empty,
      this.list,
    );
  }

  private label(themeId: string): string {
    return this.labels.get(themeId) ?? '';
  }

  private togglePick(themeId: string): void {
    const at = this.picks.indexOf(themeId);
    if (at >= 0) {
      this.picks.splice(at, 1);
      this.changed(t('top.removed', { theme: this.label(themeId), k: this.k }));
      return;
    }
    if (this.picks.length >= this.k) {
      // Kept focusable (aria-disabled, not disabled) so a keyboard user hears why nothing happened.
      this.announce(t('top.fullAnnounce', { k: this.k }));
      return;
    }
    this.picks.push(themeId);
    this.changed(t('top.added', { theme: this.label(themeId), k: this.k, rank: this.picks.length }));
  }

  private move(themeId: string, by: -1 | 1, action: 'up' | 'down'): void {
    const at = this.picks.indexOf(themeId);
    const to = at + by;
    if (at < 0 || to < 0 || to >= this.picks.length) return;
    [this.picks[at], this.picks[to]] = [this.picks[to]!, this.picks[at]!];
    this.changed(t('top.moved', { theme: this.label(themeId), rank: to + 1, k: this.k }));
    // At an end the pressed button is disabled: the other move button takes the focus.
    const pressed = this.button(themeId, action);
    const other = this.button(themeId, action === 'up' ? 'down' : 'up');
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }

  private remove(themeId: string): void {
    const at = this.picks.indexOf(themeId);
    if (at < 0) return;
    this.picks.splice(at, 1);
    this.changed(t('top.removed', { theme: this.label(themeId), k: this.k }));
    // The row is gone: the focus goes to the Remove button now in its place, else the last one, else the theme.
    const next = this.picks[at] ?? this.picks[at - 1];
    (next ? this.button(next, 'remove') : this.toggles.get(themeId))?.focus();
  }

  private button(themeId: string, action: string): HTMLButtonElement | null {
    return this.list.querySelector<HTMLButtonElement>(`[data-theme="${themeId}"][data-action="${action}"]`);
  }

  private changed(text: string): void {
    this.render();
    this.onChange();
    this.announce(text);
  }

  private render(): void {
    const full = this.picks.length >= this.k;
    setText(this.count, msg('top.picked', { picked: this.picks.length, k: this.k }));
    for (const [themeId, button] of this.toggles) {
      const rank = this.picks.indexOf(themeId);
      setText(
        button,
        rank >= 0
          ? msg('top.rankRemove', { rank: rank + 1, k: this.k })
          : msg(full ? 'top.full' : 'top.add', { k: this.k }),
      );
      if (!full || rank >= 0) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      button.classList.toggle('border-primary', rank >= 0);
    }
    this.empty.hidden = this.picks.length > 0;
    this.list.replaceChildren(
      ...this.picks.map((themeId, rank) => {
        const label = this.label(themeId);
        const action = (name: string, text: () => string, spoken: () => string, run: () => void, disabled = false) =>
          h(
            'button',
            {
              type: 'button',
              class: SMALL_BUTTON,
              'data-theme': themeId,
              'data-action': name,
              'aria-label': spoken,
              disabled,
              onclick: run,
            },
            text,
          );
        return h(
          'li',
          { class: 'flex flex-wrap items-center gap-2 rounded-md bg-muted/50 p-2' },
          h(
            'span',
            { class: 'min-w-0 flex-1 basis-40 font-medium [overflow-wrap:anywhere]' },
            h('span', { class: 'tabular-nums text-muted-foreground' }, `${rank + 1}. `),
            label,
          ),
          h(
            'span',
            { class: 'flex gap-2' },
            action(
              'up',
              () => '↑',
              msg('top.moveUp', { theme: label }),
              () => this.move(themeId, -1, 'up'),
              rank === 0,
            ),
            action(
              'down',
              () => '↓',
              msg('top.moveDown', { theme: label }),
              () => this.move(themeId, 1, 'down'),
              rank === this.picks.length - 1,
            ),
            action('remove', msg('top.remove'), msg('top.removeLabel', { theme: label, k: this.k }), () =>
              this.remove(themeId),
            ),
          ),
        );
      }),
    );
  }
}
