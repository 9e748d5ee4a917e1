import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiConfig } from '../../config.ts';
import { AiError, type AiClient } from './ai-client.ts';

/**
 * The official client against any OpenAI-compatible service (AI_BASE_URL).
 * One retry (the client's own, with its backoff), AI_TIMEOUT_MS per attempt.
 * The key is per call, never kept: a client is made per request because the
 * key differs per company; making one costs microseconds.
 */
export function createOpenAiClient(config: AiConfig): AiClient {
  return {
    async complete({ apiKey, system, user, schema, schemaName }) {
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
        throw toAiError(error);
      }
    },
  };
}

function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiError('timeout', 'The AI service timed out');
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError('rejected-key', 'The AI service refused the key');
  }
  if (error instanceof OpenAI.RateLimitError) return new AiError('quota', 'The AI service quota is used up');
  if (error instanceof OpenAI.APIError && error.status === undefined && !(error instanceof OpenAI.APIConnectionError)) {
    return new AiError('invalid-output', 'The AI service answered in the wrong shape');
  }
  // Errors from the client or the service can quote the request; keep only a fixed sentence so no key reaches a log.
  return new AiError('unavailable', 'The AI service could not be reached');
}
