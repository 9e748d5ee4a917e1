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
}

/** Why an AI call gave no usable answer; each has a sentence for the reader in the analysis and settings features. */
export type AiFailure =
  | 'timeout'
  | 'rejected-key'
  | 'unknown-model'
  | 'quota'
  | 'rate-limited'
  | 'refused-request'
  | 'invalid-output'
  | 'unavailable';

export class AiError extends Error {
  override readonly name = 'AiError';
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
  }
}
