import { h } from './dom';
import { t } from './i18n';
import type { MessageKey } from './messages/catalogue';
import type { Rating, Scale } from './round-choices';

/** What 1 and 9 mean on each scale: read out with the number, shown once under the buttons. */
const ENDS: Record<Scale, { legend: MessageKey; low: MessageKey; high: MessageKey }> = {
  importance: { legend: 'scale.importance', low: 'scale.importanceLow', high: 'scale.importanceHigh' },
  impact: { legend: 'scale.impact', low: 'scale.impactLow', high: 'scale.impactHigh' },
  effort: { legend: 'scale.effort', low: 'scale.effortLow', high: 'scale.effortHigh' },
};

// The native radio stays in the page (keyboard: Tab into the group, arrows to move) but is drawn by its
// label's box: 44 px high, at least 44 px wide. Five to a row on a phone (1-5, then 6-9 and Skip), so a
// 320 px screen needs no sideways scrolling; one row of ten from the sm breakpoint.
const BOX =
  'flex h-11 min-w-11 cursor-pointer select-none items-center justify-center rounded-md border bg-background font-medium tabular-nums hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2';
const NUMBER = `${BOX} border-input text-base peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground`;
// Skip is where every theme starts: checked, it stays quiet (grey, not the colour of a rating), so the
// rated themes are the ones that stand out when scrolling back.
const SKIP = `${BOX} border-dashed border-input px-1 text-sm text-muted-foreground peer-checked:border-solid peer-checked:border-foreground/40 peer-checked:bg-muted peer-checked:text-foreground`;

/**
 * One 1..9 scale of one theme, plus Skip (no opinion), as a group of native
 * radios named by `name`. Skip is checked while nothing is rated: the one
 * "no opinion" state, sent as null. `describedBy` names what is read with
 * the group (a feedback round's figures).
 */
export function ratingGroup(
  scale: Scale,
  name: string,
  value: Rating | undefined,
  onChange: (value: Rating) => void,
  describedBy?: string,
): HTMLElement {
  const ends = ENDS[scale];
  // A number is the same in every language; Skip and the spoken meanings are live text (a switch reaches them).
  const option = (label: string | (() => string), radioValue: string, spoken: MessageKey | null, look = NUMBER) => {
    const input = h('input', {
      type: 'radio',
      name,
      value: radioValue,
      class: 'peer sr-only',
      checked: (radioValue === 'skip' ? value == null : value === Number(radioValue)) || undefined,
      // The name starts with what is shown (the number), then what it means, for screen readers.
      'aria-label': spoken ? () => `${typeof label === 'string' ? label : label()}, ${t(spoken)}` : undefined,
      onchange: () => onChange(radioValue === 'skip' ? null : Number(radioValue)),
    });
    return h('label', { class: 'relative block' }, input, h('span', { class: look }, label));
  };
  const numbers = Array.from({ length: 9 }, (_, index) => {
    const number = index + 1;
    return option(String(number), String(number), number === 1 ? ends.low : number === 9 ? ends.high : null);
  });
  return h(
    'fieldset',
    { class: 'grid min-w-0 gap-2', 'data-scale': scale, 'aria-describedby': describedBy },
    h('legend', { class: 'mb-2 text-sm font-semibold' }, () => t(ends.legend)),
    h(
      'div',
      { class: 'grid grid-cols-5 gap-1.5 sm:grid-cols-10' },
      ...numbers,
      option(() => t('scale.skip'), 'skip', 'scale.noOpinion', SKIP),
    ),
    // Said with each end's number already (screen readers); shown for sighted readers only.
    h('p', { class: 'text-xs text-muted-foreground', 'aria-hidden': 'true' }, () =>
      t('scale.ends', { low: t(ends.low), high: t(ends.high) }),
    ),
  );
}
