import type OpenAIClient from 'openai';
import type { zodResponseFormat as ZodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from '../../config.ts';
import { AiError, type AiClient } from './ai-client.ts';

/** The client library, loaded with the first call (no start of a server pays for it). */
let sdk: Promise<{
  OpenAI: typeof OpenAIClient;
  zodResponseFormat: typeof ZodResponseFormat;
}> | null = null;
function loadSdk() {
  sdk ??= Promise.all([import('openai'), import('openai/helpers/zod')]).then(([client, helpers]) => ({
    OpenAI: client.default,
    zodResponseFormat: helpers.zodResponseFormat,
  }));
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
    async complete({ apiKey, system, user, schema, schemaName }) {
      const { OpenAI, zodResponseFormat } = await loadSdk();
      const client = new OpenAI({ apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 1 });
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
        if (!message?.parsed) throw new AiError('invalid-output', message?.refusal ?? 'The AI service gave no answer');
        // Parsed by the client with the same schema; parsed again so a lenient client cannot hand us a wrong shape.
        const checked = schema.safeParse(message.parsed);
        if (!checked.success) throw new AiError('invalid-output', 'The AI service answered in the wrong shape');
        return checked.data;
      } catch (error) {
        throw toAiError(OpenAI, error);
      }
    },

    async checkKey({ apiKey, timeoutMs }) {
      const { OpenAI } = await loadSdk();
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
          throw new AiError('invalid-output', 'The AI service answered in the wrong shape');
        }
        return { model: typeof completion.model === 'string' && completion.model ? completion.model : config.model };
      } catch (error) {
        throw toAiError(OpenAI, error);
      }
    },
  };
}

function toAiError(OpenAI: typeof OpenAIClient, error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout', 'The AI service timed out');
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError('rejected-key', 'The AI service refused the key');
  }
  if (error instanceof OpenAI.NotFoundError) return new AiError('unknown-model', 'The AI service has no such model');
  if (error instanceof OpenAI.RateLimitError) {
    // OpenAI answers 429 both for an account without credit (insufficient_quota) and for too many requests.
    return error.code === 'insufficient_quota'
      ? new AiError('quota', 'The AI service quota is used up')
      : new AiError('rate-limited', 'The AI service is limiting requests');
  }
  if (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError) {
    return new AiError('refused-request', 'The AI service refused the request');
  }
  if (error instanceof OpenAI.APIError && error.status === undefined && !(error instanceof OpenAI.APIConnectionError)) {
    return new AiError('invalid-output', 'The AI service answered in the wrong shape');
  }
  // Errors from the client or the service can quote the request; keep only a fixed sentence so no key reaches a log.
  return new AiError('unavailable', 'The AI service could not be reached');
}
