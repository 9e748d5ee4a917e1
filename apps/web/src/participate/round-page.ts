import type { RoundBallot, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import { ParticipationError } from './api';
import { busyView, type BusyView } from './busy-view';
import { show } from './dom';
import type { SendFailure } from './form';
import { followSwot, messagesReady, msg, speakMeanwhile } from './i18n';
import { setText, setTitle } from './live-text';
import { loadBallot, sendBallot } from './round-api';
import { clearChoices, loadChoices } from './round-choices';
import { ballotView } from './round-form';
import {
  alreadyVotedView,
  roundClosedView,
  roundLoadingView,
  roundName,
  roundNotFoundView,
  roundNotStartedView,
  voteRefusedView,
  votedThankYouView,
} from './round-views';
import { AUTO_RETRIES, retryDelaySeconds } from './retry';
import { describeError } from './server-messages';
import { messageView } from './views';

/**
 * A later round's ballot (/participate/{token}/round, issue 31): the group
 * rates its own SWOT's themes. Loaded and sent like the first round's page
 * (page.ts): a busy server or a dropped connection is waited out, a refusal
 * for good gets a view of its own in the server's words, and a failed send
 * keeps every choice.
 */
export function startRoundPage(target: HTMLElement, token: string): Promise<void> {
  show(target, roundLoadingView());
  return new RoundLoader(target, token).load(0);
}

class RoundLoader {
  private busy: BusyView | null = null;
  private timer: number | undefined;
  private inFlight = false;

  constructor(
    private readonly target: HTMLElement,
    private readonly token: string,
  ) {}

  /** Reads the ballot; `attempt` counts the automatic tries made since the last press of Try again. */
  async load(attempt: number): Promise<void> {
    if (this.inFlight) return;
    window.clearTimeout(this.timer);
    this.inFlight = true;
    this.busy?.trying();
    let ballot: RoundBallot;
    try {
      // A language asked for is fetched alongside the ballot; the SWOT's own after it, so English is never drawn first.
      [ballot] = await Promise.all([loadBallot(this.token), messagesReady()]);
      await followSwot(ballot.language);
    } catch (error) {
      await this.failed(error, attempt);
      return;
    } finally {
      this.inFlight = false;
    }
    this.busy = null;
    // Lower case in English ("second round"); the page's other languages have no case to change.
    setTitle(
      () =>
        `${ballot.swotTitle}: ${roundName(ballot).toLocaleLowerCase()} | ${ballot.whiteLabel ? ballot.organisation : 'Foursight'}`,
    );
    try {
      render(this.target, this.token, ballot);
    } catch (error) {
      // Never leave a visitor on a spinner.
      console.error(error);
      show(this.target, messageView(msg('common.somethingWrong'), msg('round.reloadKeepsChoices')));
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
      show(this.target, roundNotFoundView(failure.status === 404 ? () => describeError(failure) : undefined));
      return;
    }
    if (failure.status === 403) {
      show(
        this.target,
        messageView(msg('round.unavailable'), () => describeError(failure)),
      );
      return;
    }
    const retry = document.createElement('button');
    retry.className = 'mt-6 rounded-md border px-4 py-2 font-medium';
    setText(retry, msg('common.tryAgain'));
    retry.addEventListener('click', () => {
      show(this.target, roundLoadingView());
      void this.load(0);
    });
    show(this.target, messageView(msg('round.couldNotLoad'), msg('common.serverWrong'), retry));
  }

  private waitAndRetry(failure: ParticipationError, attempt: number): void {
    if (!this.busy) {
      this.busy = busyView(failure.status === 0 ? 'offline' : 'busy', () => void this.load(0));
      show(this.target, this.busy.element);
    }
    if (attempt >= AUTO_RETRIES) {
      this.busy.gaveUp();
      return;
    }
    const seconds = retryDelaySeconds(attempt + 1, failure.retryAfterSeconds);
    this.busy.waiting(seconds);
    this.timer = window.setTimeout(() => void this.load(attempt + 1), seconds * 1000);
  }
}

function render(target: HTMLElement, token: string, ballot: RoundBallot): void {
  if (ballot.status === 'closed') return show(target, roundClosedView(ballot));
  if (ballot.status === 'not_started') return show(target, roundNotStartedView(ballot));
  if (ballot.voted) return show(target, alreadyVotedView(ballot));
  const choices = loadChoices(token, ballot);
  show(target, ballotView(ballot, token, choices, { onSubmit: (body) => submit(target, token, ballot, body) }));
}

async function submit(
  target: HTMLElement,
  token: string,
  ballot: RoundBallot,
  body: SubmitBallotRequest,
): Promise<SendFailure | null> {
  try {
    // The key made with the choices rides along on every try: a vote whose reply was lost is stored once.
    await sendBallot(token, body);
  } catch (error) {
    if (!(error instanceof ParticipationError)) return { reason: msg('common.pleaseTryAgain'), retry: true };
    const refusal = refusalView(error, ballot);
    if (!refusal) return { reason: () => describeError(error), retry: error.transient || error.status >= 500 };
    // Choices that can no longer be sent are not kept; before the start they still can be.
    if (!/not started/i.test(error.message)) clearChoices(token);
    show(target, refusal);
    return null;
  }
  clearChoices(token);
  show(target, votedThankYouView());
  return null;
}

/**
 * A refusal for good gets its own view, in the server's words (translated
 * where the page speaks another language): this link already voted, the
 * round closed or has not started (409), or the link is unknown (404).
 * Anything else stays on the ballot, beside the button.
 */
function refusalView(error: ParticipationError, ballot: RoundBallot): HTMLElement | null {
  const words = () => describeError(error);
  if (error.status === 404) return roundNotFoundView(words);
  if (error.status !== 409) return null;
  // The three conflicts the server names (round-votes.service.ts), told apart by its English words.
  if (/already/i.test(error.message)) return alreadyVotedView(ballot, words);
  if (/closed/i.test(error.message)) return roundClosedView(ballot, words);
  if (/not started/i.test(error.message)) return roundNotStartedView(ballot, words);
  return voteRefusedView(words);
}
