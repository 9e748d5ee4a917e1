import type { RoundBallot, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import { h } from './dom';
import type { SendFailure } from './form';
import { msg, t } from './i18n';
import { setText, type Text } from './live-text';
import { ballotBody, hasAnyChoice, saveChoices, type Choices, type Scale } from './round-choices';
import { feedbackLine, isFeedbackRound } from './round-feedback';
import { ratingGroup } from './round-rating';
import { TopPicker } from './round-top';
import { roundName, roundTime } from './round-views';

export interface BallotHandlers {
  /** Sends the vote. Resolves to null when it was counted (the page has moved on), or to why not. */
  onSubmit: (body: SubmitBallotRequest) => Promise<SendFailure | null>;
}

// The first round's card, with less padding on a phone: a row of five 44 px buttons must fit 320 px.
const CARD = 'mx-auto w-full max-w-2xl rounded-lg border border-t-4 border-t-primary bg-card p-4 shadow-sm sm:p-8';
const ALERT = 'rounded-md border border-destructive bg-destructive/10 p-4 text-sm [overflow-wrap:anywhere]';
const SECONDARY_BUTTON =
  'mt-3 inline-flex min-h-11 items-center justify-center py-2 text-center rounded-md border bg-background px-5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function header(ballot: RoundBallot): HTMLElement {
  return h(
    'header',
    { class: 'mb-6 grid gap-2' },
    h('p', { class: 'text-sm font-semibold uppercase tracking-wide [overflow-wrap:anywhere]' }, ballot.organisation),
    h('h1', { class: 'text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl' }, ballot.swotTitle),
    h('p', { class: 'text-muted-foreground' }, () => t('round.question', { round: roundName(ballot) })),
    isFeedbackRound(ballot)
      ? h(
          'p',
          { 'data-testid': 'feedback-intro' },
          // Only someone whose link voted before has a rating of their own to keep or change.
          msg(ballot.previous ? 'round.feedbackIntroOwn' : 'round.feedbackIntro'),
        )
      : null,
    h(
      'div',
      {
        class: 'mt-2 grid gap-2 rounded-md bg-muted/50 p-4 text-sm text-muted-foreground',
        'data-testid': 'round-notice',
      },
      h(
        'p',
        {},
        h('strong', { class: 'text-foreground' }, msg('round.anonymousLead')),
        ' ',
        msg('round.resultsHidden'),
      ),
      h('p', {}, () => t('round.howToRate', { skip: t('scale.skip') })),
      h('p', {}, () => t('round.openUntil', { time: roundTime(ballot.endsAt, ballot.timezone) })),
    ),
  );
}

/** The ballot: each quadrant a section, each theme a fieldset; every choice saved on this device as it is made. */
export function ballotView(ballot: RoundBallot, token: string, choices: Choices, handlers: BallotHandlers) {
  saveChoices(token, choices);
  // One polite region for what the buttons do (added, moved, removed), read without moving the focus.
  const status = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', 'data-testid': 'round-status' });
  const announce = (text: string) => {
    status.textContent = text;
  };
  const sendAlert = h('div', { class: 'scroll-mt-4 empty:hidden', 'data-testid': 'send-alert' });
  const progress = h('p', { class: 'text-sm text-muted-foreground', 'data-testid': 'round-progress' });
  const themeCount = ballot.quadrants.reduce((total, quadrant) => total + quadrant.themes.length, 0);
  const changed = () => {
    saveChoices(token, choices);
    sendAlert.replaceChildren();
    const rated = Object.values(choices.ratings).filter((rating) => rating.importance != null).length;
    setText(progress, msg('round.progress', { rated, count: themeCount }));
  };

  const sections = ballot.quadrants.map((quadrant) => {
    const name = msg(`quadrant.${quadrant.quadrant}`);
    const headingId = `quadrant-${quadrant.quadrant}`;
    const picks = quadrant.topK !== null ? (choices.top[quadrant.quadrant] ??= []) : null;
    const picker =
      picks && quadrant.topK !== null
        ? new TopPicker({ ...quadrant, topK: quadrant.topK }, picks, name, announce, changed)
        : null;
    const themes = quadrant.themes.map((theme) => {
      const rating = (choices.ratings[theme.id] ??= {});
      const scales: Scale[] = quadrant.impactEffort ? ['importance', 'impact', 'effort'] : ['importance'];
      const feedbackId = `feedback-${theme.id}`;
      const feedback = feedbackLine(ballot, theme.id, feedbackId);
      return h(
        'fieldset',
        { class: 'grid min-w-0 gap-4 border-t pt-5', 'data-theme': theme.id },
        h('legend', { class: 'float-left w-full text-lg font-semibold [overflow-wrap:anywhere]' }, theme.label),
        theme.quotes.length > 0
          ? h(
              'ul',
              { class: 'clear-both grid gap-1 text-sm text-muted-foreground', 'aria-label': msg('round.quotes') },
              ...theme.quotes.map((quote) =>
                h('li', { class: 'border-l-2 pl-3 italic [overflow-wrap:anywhere]' }, `“${quote}”`),
              ),
            )
          : null,
        feedback,
        ...scales.map((scale) =>
          ratingGroup(
            scale,
            `${scale}-${theme.id}`,
            rating[scale],
            (value) => {
              rating[scale] = value;
              changed();
            },
            // The figures are of importance only: read with that scale.
            feedback && scale === 'importance' ? feedbackId : undefined,
          ),
        ),
        picker ? picker.toggle(theme.id) : null,
      );
    });
    return h(
      'section',
      { class: 'grid gap-5', 'aria-labelledby': headingId },
      h(
        'h2',
        { id: headingId, class: 'text-xl font-bold tracking-tight' },
        name,
        h(
          'span',
          { class: 'ml-2 text-sm font-normal text-muted-foreground' },
          msg('round.themeCount', { count: quadrant.themes.length }),
        ),
      ),
      quadrant.impactEffort ? h('p', { class: 'text-sm text-muted-foreground' }, msg('round.impactEffortHint')) : null,
      ...themes,
      picker ? picker.element() : null,
    );
  });

  const button = h(
    'button',
    {
      type: 'submit',
      class:
        'inline-flex min-h-12 w-full items-center justify-center rounded-md bg-primary px-6 py-2 text-center text-base font-medium text-primary-foreground hover:brightness-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 sm:w-auto',
    },
    msg('round.send'),
  ) as HTMLButtonElement;

  const form = h(
    'form',
    { class: 'grid gap-10', novalidate: true },
    ...sections,
    h(
      'div',
      { class: 'grid gap-4 border-t pt-6' },
      progress,
      sendAlert,
      h('div', { class: 'flex justify-end' }, button),
    ),
    status,
  ) as HTMLFormElement;
  changed();

  const fail = (title: Text, ...lines: (Text | HTMLElement)[]) => {
    sendAlert.replaceChildren(
      h(
        'div',
        { class: ALERT, role: 'alert' },
        h('p', { class: 'font-semibold' }, title),
        ...lines.map((line) => (line instanceof HTMLElement ? line : h('p', { class: 'mt-1' }, line))),
      ),
    );
  };

  const send = async () => {
    if (button.disabled) return;
    sendAlert.replaceChildren();
    const body = ballotBody(ballot, choices);
    if (!hasAnyChoice(body)) {
      fail(msg('round.nothingToSend'), msg('round.rateOne'));
      button.focus();
      return;
    }
    button.disabled = true;
    setText(button, msg('round.sending'));
    const failure = await handlers
      .onSubmit(body)
      .catch((): SendFailure => ({ reason: msg('common.pageWrong'), retry: true }));
    button.disabled = false;
    setText(button, msg('round.send'));
    if (!failure) return;
    const retry = failure.retry
      ? h('button', { type: 'button', class: SECONDARY_BUTTON, onclick: () => void send() }, msg('common.tryAgain'))
      : null;
    fail(msg('round.notSent'), failure.reason, msg('round.choicesKept'), ...(retry ? [retry] : []));
    // The pressed button was disabled meanwhile, which dropped the focus: give it to the way forward.
    (retry ?? button).focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  return h('section', { class: CARD }, header(ballot), form);
}
