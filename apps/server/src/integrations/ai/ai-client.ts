import type { z } from 'zod';

/**
 * An OpenAI-compatible chat service, used with each company's own key. One
 * call: messages in, a value of the given schema out (structured output,
 * validated again on our side), or an AiError saying why not.
 */
export interface AiClient {
  complete: <Schema extends z.ZodType>(request: AiRequest<Schema>) => Promise<z.output<Schema>>;
  /**
   * The cheapest call that proves a key can chat with the configured model (a
   * one-token completion), within `timeoutMs` and without retries. Resolves
   * with the model that answered, or throws an AiError saying why not.
   */
  checkKey: (request: { apiKey: string; timeoutMs: number }) => Promise<{ model: string }>;
}

export interface AiRequest<Schema extends z.ZodType> {
  apiKey: string;
  system: string;
  user: string;
  schema: Schema;
  /** A name for the schema, sent to the service (letters, digits, underscores). */
  schemaName: string;
  /** False when a person waits for the answer: one attempt, no retry (they can ask again). Default true. */
  retry?: boolean;
}

/**
 * Why an AI call gave no usable answer; each has a sentence for the reader in the analysis and settings features.
 * unavailable: no connection (refused, reset, closed); service-error: the service answered with a failure of its
 * own (5xx or another unexpected status); invalid-output: it answered, with something we cannot use.
 */
export type AiFailure =
  | 'timeout'
  | 'rejected-key'
  | 'unknown-model'
  | 'quota'
  | 'rate-limited'
  | 'refused-request'
  | 'invalid-output'
  | 'service-error'
  | 'unavailable';

export class AiError extends Error {
  override readonly name = 'AiError';
  constructor(
    readonly failure: AiFailure,
    message: string,
    /**
     * A few safe words on what exactly failed ("not JSON", "wrong shape at summary", "HTTP 503"): made by
     * our code from the kind of failure, never the key, the request or the service's own text.
     */
    readonly detail?: string,
  ) {
    super(message);
  }
}
