import type OpenAIClient from 'openai';
import type * as OpenAIErrors from 'openai/error';
import type { zodResponseFormat as ZodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from '../../config.ts';
import { AiError, type AiClient } from './ai-client.ts';

/** The client library, loaded with the first call (no start of a server pays for it). */
let sdk: Promise<{
  OpenAI: typeof OpenAIClient;
  zodResponseFormat: typeof ZodResponseFormat;
  errors: typeof OpenAIErrors;
}> | null = null;
function loadSdk() {
  sdk ??= Promise.all([import('openai'), import('openai/helpers/zod'), import('openai/error')]).then(
    ([client, helpers, errors]) => ({
      OpenAI: client.default,
      zodResponseFormat: helpers.zodResponseFormat,
      errors,
    }),
  );
  return sdk;
}

/**
 * The official client against any OpenAI-compatible service (AI_BASE_URL).
 * One retry (the client's own, with its backoff), AI_TIMEOUT_MS per attempt.
 * The key is per call, never kept: a client is made per request because the
 * key differs per company; making one costs microseconds.
 */
export function createOpenAiClient(config: AiConfig): AiClient {
  return {
    async complete({ apiKey, system, user, schema, schemaName, retry = true }) {
      const { OpenAI, zodResponseFormat, errors } = await loadSdk();
      const client = new OpenAI({
        apiKey,
        baseURL: config.baseUrl,
        timeout: config.timeoutMs,
        maxRetries: retry ? 1 : 0,
      });
      try {
        const completion = await client.chat.completions.parse({
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: zodResponseFormat(schema, schemaName),
        });
        const message = completion.choices[0]?.message;
        // The refusal's own words are the model's: not kept, like any other text of the answer.
        if (message?.refusal) throw unusable('the model declined to answer');
        if (!message?.parsed) throw unusable('no answer in the reply');
        // Parsed by the client with the same schema; parsed again so a lenient client cannot hand us a wrong shape.
        const checked = schema.safeParse(message.parsed);
        if (!checked.success) throw unusable(shapeDetail(checked.error.issues));
        return checked.data;
      } catch (error) {
        throw toAiError(OpenAI, errors, error);
      }
    },

    async checkKey({ apiKey, timeoutMs }) {
      const { OpenAI, errors } = await loadSdk();
      // No retry: a person is waiting for the answer, and a refused key will not be accepted a second later.
      const client = new OpenAI({ apiKey, baseURL: config.baseUrl, timeout: timeoutMs, maxRetries: 0 });
      try {
        // The same endpoint and model the analysis uses, so auth, model access, quota and chat permission
        // are all proved; one output token keeps the cost at a few millionths of a dollar.
        // max_completion_tokens, not max_tokens: the o-series and newer models refuse max_tokens.
        const completion = await client.chat.completions.create({
          model: config.model,
          messages: [{ role: 'user', content: 'Reply with OK.' }],
          max_completion_tokens: 1,
        });
        if (typeof completion !== 'object' || !Array.isArray(completion.choices)) {
          throw unusable('not a chat completion');
        }
        return { model: typeof completion.model === 'string' && completion.model ? completion.model : config.model };
      } catch (error) {
        throw toAiError(OpenAI, errors, error);
      }
    },
  };
}

function unusable(detail: string): AiError {
  return new AiError('invalid-output', 'The AI service gave an answer we could not use', detail);
}

/** Where the answer left the expected shape: our schema's field names and zod's issue code only, never a value. */
function shapeDetail(issues: readonly { path: readonly PropertyKey[]; code: string }[]): string {
  const first = issues[0];
  if (!first) return 'the wrong shape';
  const path = first.path
    .slice(0, 4)
    .map((part) => (typeof part === 'number' ? String(part) : typeof part === 'string' ? part.slice(0, 40) : '?'))
    .join('.');
  return `the wrong shape${path ? ` at ${path}` : ''} (${first.code})`;
}

/**
 * The one place a failure of the client or the service becomes an AiFailure. The service answering with
 * something unusable (not JSON, the wrong shape, cut off, filtered, not a chat completion at all) is told
 * apart from not answering: the client reports those as a SyntaxError, a ZodError, a TypeError on the
 * missing fields or a finish-reason error, not as an API error.
 */
function toAiError(OpenAI: typeof OpenAIClient, errors: typeof OpenAIErrors, error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout', 'The AI service timed out');
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError('rejected-key', 'The AI service refused the key', `HTTP ${error.status}`);
  }
  if (error instanceof OpenAI.NotFoundError) return new AiError('unknown-model', 'The AI service has no such model');
  if (error instanceof OpenAI.RateLimitError) {
    // OpenAI answers 429 both for an account without credit (insufficient_quota) and for too many requests.
    return error.code === 'insufficient_quota'
      ? new AiError('quota', 'The AI service quota is used up')
      : new AiError('rate-limited', 'The AI service is limiting requests');
  }
  if (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError) {
    return new AiError('refused-request', 'The AI service refused the request', `HTTP ${error.status}`);
  }
  // Other OpenAI-compatible services say "no credit left" with 402 Payment Required.
  if (error instanceof OpenAI.APIError && error.status === 402) {
    return new AiError('quota', 'The AI service quota is used up');
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return new AiError('service-error', 'The AI service failed', `HTTP ${error.status}`);
  }
  if (error instanceof errors.LengthFinishReasonError) return unusable('cut off at the length limit');
  if (error instanceof errors.ContentFilterFinishReasonError) return unusable('withheld by the content filter');
  if (error instanceof SyntaxError) return unusable('not JSON');
  if (isZodError(error)) return unusable(shapeDetail(error.issues));
  // Reading a completion without choices or message (an HTML page, another API's JSON) fails on the missing field.
  if (error instanceof TypeError) return unusable('not a chat completion');
  if (error instanceof OpenAI.APIError && !(error instanceof OpenAI.APIConnectionError)) {
    return unusable('the wrong shape');
  }
  // Errors from the client or the service can quote the request; keep only a fixed sentence so no key reaches a log.
  return new AiError('unavailable', 'The AI service could not be reached');
}

/** The error the client's own parse throws with our schema (zod's class, recognised by shape across copies). */
function isZodError(error: unknown): error is { issues: { path: PropertyKey[]; code: string }[] } {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}
