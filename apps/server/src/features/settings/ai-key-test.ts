import type { TestAiKeyResponse } from '@foursight/shared/contract/settings';
import type { AppDeps } from '../../app-deps.ts';
import { hitDatabaseRateLimit } from '../../http/rate-limit.ts';
import { AiError, type AiFailure } from '../../integrations/ai/ai-client.ts';
import * as repository from './settings.repository.ts';

/**
 * A person is waiting on the answer, so the test gets at most 10 s even when
 * the analysis may wait longer (AI_TIMEOUT_MS); a shorter AI_TIMEOUT_MS wins.
 */
export const KEY_TEST_MAX_TIMEOUT_MS = 10_000;

/**
 * Answering "does this key work?" makes the endpoint a key-validity oracle,
 * so each company may ask 10 times a minute, counted in the database so that
 * several server processes share one count.
 */
const KEY_TEST_LIMIT = {
  scope: 'ai-key-test',
  limit: 10,
  windowMs: 60_000,
  message: 'Too many key tests in a minute. Please wait a minute, then test again.',
};

/**
 * Tests the typed key or, when none is typed, the company's saved key, with
 * one minimal call to the configured AI service. Stores nothing (saving stays
 * Save Settings' job), and never puts the key in the answer or a log line.
 */
export async function testAiKey(
  deps: AppDeps,
  companyId: string,
  typedKey: string | undefined,
): Promise<TestAiKeyResponse> {
  await hitDatabaseRateLimit(deps, KEY_TEST_LIMIT, companyId);
  const source = typedKey?.trim() ? 'typed' : 'saved';
  const key = source === 'typed' ? { usable: typedKey!.trim() } : await readSavedKey(deps, companyId);
  if (key === 'none') return failed('There is no key to test. Type your OpenAI API key first.');
  if (key === 'unreadable') {
    return failed('The saved key can no longer be read on this server. Type the key again, test it and save it.');
  }

  const model = deps.config.ai.model;
  const timeoutMs = keyTestTimeoutMs(deps);
  try {
    const answer = await deps.ai.checkKey({ apiKey: key.usable, timeoutMs });
    deps.logger.info({ companyId, source, ok: true }, 'AI key tested');
    return { success: true, ok: true, model: answer.model, message: `Key works: ${answer.model} answered.` };
  } catch (error) {
    const failure: AiFailure = error instanceof AiError ? error.failure : 'unavailable';
    deps.logger.info({ companyId, source, ok: false, failure }, 'AI key tested');
    return failed(failureMessage(failure, model, timeoutMs));
  }
}

export function keyTestTimeoutMs(deps: AppDeps): number {
  return Math.min(deps.config.ai.timeoutMs, KEY_TEST_MAX_TIMEOUT_MS);
}

/** The saved key in the clear, whether AI analysis is switched on or not. */
async function readSavedKey(deps: AppDeps, companyId: string): Promise<{ usable: string } | 'none' | 'unreadable'> {
  const { sealed } = await repository.readAiKey(deps.database.db, companyId);
  if (!sealed) return 'none';
  try {
    return { usable: deps.secrets.open(sealed) };
  } catch {
    // Sealed under another ENCRYPTION_KEY (or altered): the analysis cannot use it either.
    return 'unreadable';
  }
}

function failed(message: string): TestAiKeyResponse {
  return { success: true, ok: false, message };
}

/** What went wrong, in words, with what the person can do about it. */
function failureMessage(failure: AiFailure, model: string, timeoutMs: number): string {
  switch (failure) {
    case 'rejected-key':
      return 'Key refused: the AI service does not accept this key. Check that it was copied whole, or create a new key in your OpenAI account.';
    case 'unknown-model':
      return `The AI service has no model "${model}" for this key. Allow that model for the key's project in your OpenAI account, then test again.`;
    case 'quota':
      return "Key accepted, but its account has no quota left. Add credit or raise the usage limit in your OpenAI account's billing settings, then test again.";
    case 'rate-limited':
      return 'Key accepted, but the AI service is limiting its requests right now. Wait a minute, then test again.';
    case 'timeout':
      return `The AI service did not answer within ${formatSeconds(timeoutMs)}. Try again in a minute; if it keeps happening, the service may be down.`;
    case 'refused-request':
      return `The AI service did not accept a request for the model "${model}". Ask your administrator to check the AI service and model this server uses.`;
    case 'invalid-output':
      return 'The AI service answered in a form we did not expect. Ask your administrator to check the AI service this server uses.';
    case 'service-error':
      return 'The AI service answered with an error of its own. Try again in a few minutes; if it keeps failing, the service may be down.';
    case 'unavailable':
      return 'The AI service could not be reached. Try again in a few minutes; if it keeps failing, ask your administrator to check that this server can reach the AI service.';
  }
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
