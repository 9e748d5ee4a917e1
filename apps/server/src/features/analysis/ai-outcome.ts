import type { AiRun, AiRunStatus } from '@foursight/shared/contract/analysis';
import { AiError, type AiFailure } from '../../integrations/ai/ai-client.ts';

/** Why an AI run gave no narrative: a failure of the call, or no usable key to make it with. */
export type AiShortfall = AiFailure | 'no-key';

const TEMPORARY = 'AI Analysis Temporarily Unavailable:';
const FALLBACK = 'Showing the statistical analysis.';

/**
 * The one place an AI run's outcome becomes what the reader is told: its
 * status (the contract's AI_RUN_STATUSES) and a sentence saying what happened
 * and what to do. The sentence is stored as the analysis's
 * aiUnavailableReason and as `ai.message`. `detail` is the few safe words the
 * AI client found (AiError.detail), never the key or the service's answer.
 */
const OUTCOMES: Record<AiShortfall, { status: AiRunStatus; message: (detail?: string) => string }> = {
  'no-key': {
    status: 'no_key',
    message: () => `AI Analysis Unavailable: please ensure the OpenAI API key is configured in settings. ${FALLBACK}`,
  },
  timeout: {
    status: 'unreachable',
    message: () => `${TEMPORARY} the AI service did not answer in time. ${FALLBACK}`,
  },
  unavailable: {
    status: 'unreachable',
    message: () => `${TEMPORARY} the AI service could not be reached. ${FALLBACK}`,
  },
  'service-error': {
    status: 'unreachable',
    message: (detail) =>
      `${TEMPORARY} the AI service answered with an error of its own${inBrackets(detail)}; it may be down, so try again in a few minutes. ${FALLBACK}`,
  },
  'rejected-key': {
    status: 'key_refused',
    message: () => `${TEMPORARY} the AI service refused the saved API key; check it in Settings. ${FALLBACK}`,
  },
  quota: {
    status: 'over_quota',
    message: () => `${TEMPORARY} the quota of your OpenAI key is used up. ${FALLBACK}`,
  },
  'rate-limited': {
    status: 'over_quota',
    message: () => `${TEMPORARY} the AI service is limiting requests for your key right now. ${FALLBACK}`,
  },
  'unknown-model': {
    status: 'request_refused',
    message: () => `${TEMPORARY} the AI service does not offer the configured model to the saved API key. ${FALLBACK}`,
  },
  'refused-request': {
    status: 'request_refused',
    message: () => `${TEMPORARY} the AI service did not accept the request. ${FALLBACK}`,
  },
  'invalid-output': {
    status: 'unusable',
    message: (detail) =>
      `${TEMPORARY} the AI service answered, but its answer could not be used${inBrackets(detail)}. ${FALLBACK}`,
  },
};

const SUCCEEDED = 'AI analysis complete: the insights and recommendations are the AI service’s, over the statistics.';

function inBrackets(detail: string | undefined): string {
  return detail ? ` (${detail})` : '';
}

/** What an error thrown by the AI client says went wrong; anything else counts as not reached. */
export function shortfallOf(error: unknown): { failure: AiFailure; detail?: string } {
  if (!(error instanceof AiError)) return { failure: 'unavailable' };
  return error.detail === undefined ? { failure: error.failure } : { failure: error.failure, detail: error.detail };
}

/** The outcome of one run, finished at `at`: success, or the shortfall with its sentence. */
export function aiRunOf(at: Date, shortfall?: { failure: AiShortfall; detail?: string }): AiRun {
  if (!shortfall) return { status: 'ok', at: at.toISOString(), message: SUCCEEDED };
  const outcome = OUTCOMES[shortfall.failure];
  return { status: outcome.status, at: at.toISOString(), message: outcome.message(shortfall.detail) };
}
