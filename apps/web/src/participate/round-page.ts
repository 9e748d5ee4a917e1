import type { RoundBallot, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import { ParticipationError } from './api';
import { busyView, type BusyView } from './busy-view';
import { show } from './dom';
import type { SendFailure } from './form';
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
      ballot = await loadBallot(this.token);
    } catch (error) {
      this.failed(error, attempt);
      return;
    } finally {
      this.inFlight = false;
    }
    this.busy = null;
    document.title = `${ballot.swotTitle}: ${roundName(ballot).toLowerCase()} | ${ballot.whiteLabel ? ballot.organisation : 'Foursight'}`;
    try {
      render(this.target, this.token, ballot);
    } catch (error) {
      // Never leave a visitor on a spinner.
      console.error(error);
      show(this.target, messageView('Something went wrong', 'Reload the page to try again. Your choices are kept.'));
    }
  }

  private failed(error: unknown, attempt: number): void {
    const failure = error instanceof ParticipationError ? error : new ParticipationError(0, String(error));
    if (failure.transient) {
      this.waitAndRetry(failure, attempt);
      return;
    }
    this.busy = null;
    if (failure.status === 404 || failure.status === 400) {
      show(this.target, roundNotFoundView(failure.status === 404 ? failure.message : undefined));
      return;
    }
    if (failure.status === 403) {
      show(this.target, messageView('This round is unavailable', failure.message));
      return;
    }
    const retry = document.createElement('button');
    retry.className = 'mt-6 rounded-md border px-4 py-2 font-medium';
    retry.textContent = 'Try again';
    retry.addEventListener('click', () => {
      show(this.target, roundLoadingView());
      void this.load(0);
    });
    show(this.target, messageView('Could not load this ballot', 'Something went wrong on the server.', retry));
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
    if (!(error instanceof ParticipationError)) return { reason: 'Please try again.', retry: true };
    const refusal = refusalView(error, ballot);
    if (!refusal) return { reason: error.message, retry: error.transient || error.status >= 500 };
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
 * A refusal for good gets its own view, in the server's words: this link
 * already voted, the round closed or has not started (409), or the link is
 * unknown (404). Anything else stays on the ballot, beside the button.
 */
function refusalView(error: ParticipationError, ballot: RoundBallot): HTMLElement | null {
  if (error.status === 404) return roundNotFoundView(error.message);
  if (error.status !== 409) return null;
  // The three conflicts the server names (round-votes.service.ts); their words are shown as they are.
  if (/already/i.test(error.message)) return alreadyVotedView(ballot, error.message);
  if (/closed/i.test(error.message)) return roundClosedView(ballot, error.message);
  if (/not started/i.test(error.message)) return roundNotStartedView(ballot, error.message);
  return voteRefusedView(error.message);
}
