import '../styles.css';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { isBlankText } from '@foursight/shared/domain/blank-text';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { loadLink, ParticipationError, submitAnswer } from './api';
import { hasAnswered, rememberAnswered } from './answered';
import { applyBrandColors } from './brand';
import { show } from './dom';
import { clearDraft, type Draft } from './draft';
import { formView } from './form';
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
 * The public participation page (/participate/{token}): its own small entry,
 * separate from the organiser app. States and texts follow spec part 2.
 */
const root = document.getElementById('participate');
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

async function start(target: HTMLElement): Promise<void> {
  show(target, loadingView());
  let link: ParticipationLink;
  try {
    link = await loadLink(token);
  } catch (error) {
    if (error instanceof ParticipationError && (error.status === 404 || error.status === 400)) {
      show(target, notFoundView());
      return;
    }
    if (error instanceof ParticipationError && (error.status === 403 || error.status === 503)) {
      // The organiser's account is suspended, or the service is paused: the server says which.
      show(target, messageView('SWOT Analysis Unavailable', error.message));
      return;
    }
    toast('Failed to load SWOT analysis', 'Check your connection and try again.', 'destructive');
    const retry = document.createElement('button');
    retry.className = 'mt-6 rounded-md border px-4 py-2 font-medium';
    retry.textContent = 'Try again';
    retry.addEventListener('click', () => void start(target));
    show(target, messageView('Could not load this SWOT analysis', 'Check your connection and try again.', retry));
    return;
  }
  document.title = `${link.swot.title} | Foursight`;
  applyBrandColors(link.branding.colors);
  try {
    render(target, link);
  } catch (error) {
    // Never leave a visitor on a spinner: say something went wrong and offer a reload.
    console.error(error);
    show(target, messageView('Something went wrong', 'Reload the page to try again. Your typed answers are kept.'));
  }
}

function render(target: HTMLElement, link: ParticipationLink): void {
  if (link.status === 'not_started') {
    show(target, notStartedView(link));
    return;
  }
  if (link.status === 'expired') {
    toast('SWOT Analysis Expired', 'This SWOT analysis is no longer accepting responses', 'destructive');
    // The toast carries the spec's words; the card says what it means for the visitor, not the same line again.
    show(
      target,
      brandedMessageView(
        link,
        'This SWOT analysis has closed',
        'Thank you for your interest: the organiser is no longer collecting answers.',
      ),
    );
    return;
  }
  if (!link.acceptingResponses) {
    show(
      target,
      brandedMessageView(
        link,
        'Responses are paused',
        `${link.branding.name} has reached its response limit, so new answers cannot be accepted right now.`,
        'Please let the organiser know; your link will work again once they add responses to their plan.',
      ),
    );
    return;
  }
  if (link.link === 'personal' && link.responded) {
    show(target, alreadyAnsweredView(link));
    return;
  }
  if (link.link !== 'personal' && hasAnswered(token)) {
    const answerAgain = link.allowRepeatAnswers ? () => showForm(target, link) : undefined;
    show(target, alreadyAnsweredView(link, answerAgain));
    return;
  }
  showForm(target, link);
}

function showForm(target: HTMLElement, link: ParticipationLink): void {
  show(target, formView(link, token, { onSubmit: (draft) => submit(target, link, draft) }));
}

async function submit(target: HTMLElement, link: ParticipationLink, draft: Draft): Promise<void> {
  // The server's rule (isBlankText): zero-width or whitespace-only answers are empty too.
  if (SWOT_CATEGORIES.every((category) => isBlankText(draft.answers[category]))) {
    toast('Please add your input', 'Fill in at least one section to submit your response.', 'destructive');
    return;
  }
  try {
    await submitAnswer(token, { ...draft.answers, idempotencyKey: draft.idempotencyKey });
  } catch (error) {
    // The typed text stays in the form (and in the saved draft) whatever went wrong.
    const message =
      error instanceof ParticipationError ? error.message : 'Failed to submit your response. Please try again.';
    toast('Failed to submit your response', message, 'destructive');
    return;
  }
  clearDraft(token);
  rememberAnswered(token);
  toast('Success!', 'Your SWOT analysis has been submitted successfully');
  show(target, thankYouView(link));
  // Spec: the link data is reloaded after a successful submit.
  void loadLink(token).catch(() => undefined);
}

if (root) void start(root);
