import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { loadLink, ParticipationError, submitAnswer } from './api';
import { hasAnswered, rememberAnswered } from './answered';
import { applyBrandColors } from './brand';
import { busyView, type BusyView } from './busy-view';
import { show } from './dom';
import { clearDraft, type Draft } from './draft';
import { formView, type SendFailure } from './form';
import { followSwot, messagesReady, msg, speakMeanwhile } from './i18n';
import { setText, setTitle } from './live-text';
import { AUTO_RETRIES, retryDelaySeconds } from './retry';
import { describeError } from './server-messages';
import { toast } from './toast';
import {
  alreadyAnsweredView,
  brandedMessageView,
  loadingView,
  messageView,
  notFoundView,
  notStartedView,
  thankYouView,
} from './views';

/**
 * The public participation page (/participate/{token}) shown in `target`.
 * States and texts follow spec part 2; a busy server or a dropped connection
 * is waited out (tries again by itself, then offers Try again) rather than
 * reported as the end of the road.
 */
export function startPage(target: HTMLElement, token: string): Promise<void> {
  show(target, loadingView());
  return new Loader(target, token).load(0);
}

class Loader {
  private busy: BusyView | null = null;
  private timer: number | undefined;
  private inFlight = false;

  constructor(
    private readonly target: HTMLElement,
    private readonly token: string,
  ) {}

  /** Reads the link; `attempt` counts the automatic tries made since the last press of Try again. */
  async load(attempt: number): Promise<void> {
    if (this.inFlight) return;
    window.clearTimeout(this.timer);
    this.inFlight = true;
    this.busy?.trying();
    let link: ParticipationLink;
    try {
      // A language asked for is fetched alongside the link; the SWOT's own after it (one more round trip, the
      // page silent meanwhile), so the page is never drawn in English first.
      [link] = await Promise.all([loadLink(this.token), messagesReady()]);
      await followSwot(link.swot.language);
    } catch (error) {
      await this.failed(error, attempt);
      return;
    } finally {
      this.inFlight = false;
    }
    this.busy = null;
    // Data, not words: the same in every language.
    setTitle(`${link.swot.title} | ${link.branding.whiteLabel ? link.branding.name : 'Foursight'}`);
    applyBrandColors(link.branding.colors);
    try {
      render(this.target, this.token, link);
    } catch (error) {
      // Never leave a visitor on a spinner: say something went wrong and offer a reload.
      console.error(error);
      show(this.target, messageView(msg('common.somethingWrong'), msg('load.reloadKeepsAnswers')));
    }
  }

  private async failed(error: unknown, attempt: number): Promise<void> {
    const failure = error instanceof ParticipationError ? error : new ParticipationError(0, String(error));
    // What is said next is said in the chosen language (English while the SWOT's is not known).
    await speakMeanwhile();
    if (failure.transient) {
      this.waitAndRetry(failure, attempt);
      return;
    }
    this.busy = null;
    if (failure.status === 404 || failure.status === 400) {
      show(this.target, notFoundView());
      return;
    }
    if (failure.status === 403) {
      // The organiser's account is suspended, or the shared link is off: the server says which.
      show(
        this.target,
        messageView(msg('load.unavailable'), () => describeError(failure)),
      );
      return;
    }
    toast(msg('load.failedToast'), msg('common.pleaseTryAgain'), 'destructive');
    const retry = document.createElement('button');
    retry.className = 'mt-6 rounded-md border px-4 py-2 font-medium';
    setText(retry, msg('common.tryAgain'));
    retry.addEventListener('click', () => {
      show(this.target, loadingView());
      void this.load(0);
    });
    show(this.target, messageView(msg('load.couldNotLoad'), msg('common.serverWrong'), retry));
  }

  private waitAndRetry(failure: ParticipationError, attempt: number): void {
    if (!this.busy) {
      this.busy = busyView(failure.status === 0 ? 'offline' : 'busy', () => void this.load(0));
      show(this.target, this.busy.element);
    }
    if (attempt >= AUTO_RETRIES) {
      this.busy.gaveUp();
      // Spec part 2 §8: a network failure gives "Failed to load SWOT analysis".
      if (failure.status === 0) toast(msg('load.failedToast'), msg('load.checkConnection'), 'destructive');
      return;
    }
    const seconds = retryDelaySeconds(attempt + 1, failure.retryAfterSeconds);
    this.busy.waiting(seconds);
    this.timer = window.setTimeout(() => void this.load(attempt + 1), seconds * 1000);
  }
}

function render(target: HTMLElement, token: string, link: ParticipationLink): void {
  if (link.status === 'not_started') {
    show(target, notStartedView(link));
    return;
  }
  if (link.status === 'expired') {
    toast(msg('status.expiredToastTitle'), msg('status.expiredToastText'), 'destructive');
    // The toast carries the spec's words; the card says what it means for the visitor, not the same line again.
    show(target, brandedMessageView(link, msg('status.closedTitle'), msg('status.closedText')));
    return;
  }
  if (!link.acceptingResponses) {
    show(
      target,
      brandedMessageView(
        link,
        msg('status.pausedTitle'),
        msg('status.pausedText', { organisation: link.branding.name }),
        msg('status.pausedHint'),
      ),
    );
    return;
  }
  if (link.link === 'personal' && link.responded) {
    show(target, alreadyAnsweredView(link));
    return;
  }
  if (link.link !== 'personal' && hasAnswered(token)) {
    const answerAgain = link.allowRepeatAnswers ? () => showForm(target, token, link) : undefined;
    show(target, alreadyAnsweredView(link, answerAgain));
    return;
  }
  showForm(target, token, link);
}

function showForm(target: HTMLElement, token: string, link: ParticipationLink): void {
  show(target, formView(link, token, { onSubmit: (draft) => submit(target, token, link, draft) }));
}

async function submit(
  target: HTMLElement,
  token: string,
  link: ParticipationLink,
  draft: Draft,
): Promise<SendFailure | null> {
  try {
    // The same idempotency key on every try: an answer whose reply was lost is stored once.
    await submitAnswer(token, { ...draft.answers, idempotencyKey: draft.idempotencyKey });
  } catch (error) {
    return describeSendFailure(error);
  }
  clearDraft(token);
  rememberAnswered(token);
  toast(msg('form.successToastTitle'), msg('form.successToastText'));
  show(target, thankYouView(link));
  // Spec: the link data is reloaded after a successful submit.
  void loadLink(token).catch(() => undefined);
  return null;
}

function describeSendFailure(error: unknown): SendFailure {
  if (!(error instanceof ParticipationError)) return { reason: msg('common.pleaseTryAgain'), retry: true };
  // A refusal for good (this personal link was used, the SWOT closed) is not worth sending again.
  return { reason: () => describeError(error), retry: error.transient || error.status >= 500 };
}
