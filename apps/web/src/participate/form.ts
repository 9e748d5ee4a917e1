import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { MAX_ANSWER_LENGTH, SWOT_AREAS, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { h } from './dom';
import { loadDraft, saveDraft, type Draft } from './draft';
import { CARD, header } from './views';

export interface FormHandlers {
  /** Resolves when the attempt is over; the form re-enables itself unless the page moved on. */
  onSubmit: (draft: Draft) => Promise<void>;
}

/** What the privacy guard does, said before anyone types (the server applies it to every answer). */
function privacyNotice(link: ParticipationLink): HTMLElement {
  return h(
    'p',
    { class: 'rounded-md bg-muted/50 p-4 text-sm text-muted-foreground', 'data-testid': 'privacy-notice' },
    h('strong', { class: 'text-foreground' }, 'Your answer is anonymous. '),
    `Before ${link.branding.name} sees it, names of people in their directory, e-mail addresses and phone numbers are replaced by [name], [e-mail] and [phone]. The original text is not stored.`,
  );
}

/** The four areas, autosaved on every keystroke; mobile-first, one column. */
export function formView(link: ParticipationLink, token: string, handlers: FormHandlers): HTMLElement {
  const draft = loadDraft(token);
  saveDraft(token, draft);
  const button = h(
    'button',
    {
      type: 'submit',
      class:
        'inline-flex h-12 w-full items-center justify-center rounded-md bg-primary px-6 text-base font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 sm:w-auto',
    },
    'Submit SWOT Analysis',
  ) as HTMLButtonElement;

  const fields = SWOT_CATEGORIES.map((category) => {
    const id = `answer-${category}`;
    const counter = h('span', { class: 'text-xs text-muted-foreground', id: `${id}-count` });
    const area = h('textarea', {
      id,
      name: category,
      rows: '5',
      maxlength: String(MAX_ANSWER_LENGTH),
      'aria-describedby': `${id}-prompt ${id}-count`,
      class:
        'w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    }) as HTMLTextAreaElement;
    area.value = draft.answers[category];
    const updateCount = () => {
      counter.textContent = `${area.value.length} / ${MAX_ANSWER_LENGTH}`;
    };
    updateCount();
    area.addEventListener('input', () => {
      draft.answers[category] = area.value;
      saveDraft(token, draft);
      updateCount();
    });
    return h(
      'div',
      { class: 'grid gap-2' },
      h('label', { for: id, class: 'text-lg font-semibold' }, SWOT_AREAS[category].label),
      h('p', { id: `${id}-prompt`, class: 'text-sm text-muted-foreground' }, SWOT_AREAS[category].prompt),
      area,
      h('div', { class: 'text-right' }, counter),
    );
  });

  const form = h(
    'form',
    { class: 'grid gap-6', novalidate: true },
    privacyNotice(link),
    ...fields,
    h('div', { class: 'flex justify-end' }, button),
  ) as HTMLFormElement;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.textContent = 'Submitting...';
    void handlers.onSubmit(draft).finally(() => {
      button.disabled = false;
      button.textContent = 'Submit SWOT Analysis';
    });
  });

  return h('section', { class: CARD }, header(link), form);
}
