import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { isBlankText } from '@foursight/shared/domain/blank-text';
import { MAX_ANSWER_LENGTH, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { h } from './dom';
import { loadDraft, saveDraft, type Draft } from './draft';
import { msg } from './i18n';
import { setText, type Text } from './live-text';
import { CARD, header } from './views';

/** Why an answer was not stored, as the form says it beside the Submit button. */
export interface SendFailure {
  /** Live: in the page's language, also after a switch. */
  reason: Text;
  /** A passing failure (busy, offline): offer Try again. */
  retry: boolean;
}

export interface FormHandlers {
  /**
   * Sends a non-empty answer. Resolves to null when it was stored (the page
   * has moved on), or to why not: the form then says so and keeps the text.
   */
  onSubmit: (draft: Draft) => Promise<SendFailure | null>;
}

const ALERT = 'rounded-md border border-destructive bg-destructive/10 p-4 text-sm [overflow-wrap:anywhere]';
const SECONDARY_BUTTON =
  'mt-3 inline-flex min-h-11 items-center justify-center py-2 text-center rounded-md border bg-background px-5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Where a message goes; it takes no room (no grid gap) while empty. */
function alertRegion(testId: string): HTMLElement {
  return h('div', { class: 'scroll-mt-4 empty:hidden', 'data-testid': testId });
}

/** A new role="alert" element is read out as it is added, each time, also when the same message comes again. */
function fillAlert(region: HTMLElement, title: Text, ...lines: (Text | HTMLElement)[]): void {
  region.replaceChildren(
    h(
      'div',
      { class: ALERT, role: 'alert' },
      h('p', { class: 'font-semibold' }, title),
      ...lines.map((line) => (line instanceof HTMLElement ? line : h('p', { class: 'mt-1' }, line))),
    ),
  );
}

/** What the privacy guard does, said before anyone types (the server applies it to every answer). */
function privacyNotice(link: ParticipationLink): HTMLElement {
  return h(
    'p',
    { class: 'rounded-md bg-muted/50 p-4 text-sm text-muted-foreground', 'data-testid': 'privacy-notice' },
    h('strong', { class: 'text-foreground' }, msg('form.privacyLead')),
    ' ',
    msg('form.privacy', { organisation: link.branding.name }),
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
        'inline-flex min-h-12 w-full items-center justify-center rounded-md bg-primary px-6 py-2 text-center text-base font-medium text-primary-foreground hover:brightness-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 sm:w-auto',
    },
    msg('form.submit'),
  ) as HTMLButtonElement;

  // Spec part 2 §5 texts. Beside the fields they concern (a toast covered the Submit button on a phone).
  const fieldsAlert = alertRegion('fields-alert');
  // Why sending failed, next to the button that sends.
  const sendAlert = alertRegion('send-alert');

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
    const updateCount = () => setText(counter, msg('form.count', { count: area.value.length, max: MAX_ANSWER_LENGTH }));
    updateCount();
    area.addEventListener('input', () => {
      draft.answers[category] = area.value;
      saveDraft(token, draft);
      updateCount();
      fieldsAlert.replaceChildren();
    });
    return h(
      'div',
      { class: 'grid gap-2' },
      h('label', { for: id, class: 'text-lg font-semibold' }, msg(`quadrant.${category}`)),
      h('p', { id: `${id}-prompt`, class: 'text-sm text-muted-foreground' }, msg(`prompt.${category}`)),
      area,
      h('div', { class: 'text-right' }, counter),
    );
  });

  const form = h(
    'form',
    { class: 'grid gap-6', novalidate: true },
    privacyNotice(link),
    fieldsAlert,
    ...fields,
    sendAlert,
    h('div', { class: 'flex justify-end' }, button),
  ) as HTMLFormElement;

  const send = async () => {
    if (button.disabled) return;
    sendAlert.replaceChildren();
    // The server's rule (isBlankText): zero-width or whitespace-only answers are empty too.
    if (SWOT_CATEGORIES.every((category) => isBlankText(draft.answers[category]))) {
      fillAlert(fieldsAlert, msg('form.emptyTitle'), msg('form.emptyText'));
      // The message sits just above the first field: bring both into view, and the caret to the field.
      form.querySelector('textarea')?.focus({ preventScroll: true });
      fieldsAlert.scrollIntoView?.({ block: 'start' });
      return;
    }
    button.disabled = true;
    setText(button, msg('form.submitting'));
    const failure = await handlers
      .onSubmit(draft)
      .catch((): SendFailure => ({ reason: msg('common.pageWrong'), retry: true }));
    button.disabled = false;
    setText(button, msg('form.submit'));
    if (!failure) return;
    const retry = failure.retry
      ? h('button', { type: 'button', class: SECONDARY_BUTTON, onclick: () => void send() }, msg('common.tryAgain'))
      : null;
    fillAlert(
      sendAlert,
      msg('form.sendFailed'),
      failure.reason,
      // The draft is saved on every keystroke, so this holds even if the tab is closed now.
      msg('form.answersKept'),
      ...(retry ? [retry] : []),
    );
    // The button that was pressed was disabled meanwhile, which dropped the focus: give it to the way forward.
    (retry ?? button).focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  return h('section', { class: CARD }, header(link), form);
}
