import type { z } from 'zod';

/**
 * An OpenAI-compatible chat service, used with each company's own key. One
 * call: messages in, a value of the given schema out (structured output,
 * validated again on our side), or an AiError saying why not.
 */
export interface AiClient {
  complete: <Schema extends z.ZodType>(request: AiRequest<Schema>) => Promise<z.output<Schema>>;
}

export interface AiRequest<Schema extends z.ZodType> {
  apiKey: string;
  system: string;
  user: string;
  schema: Schema;
  /** A name for the schema, sent to the service (letters, digits, underscores). */
  schemaName: string;
}

/** Why an AI call gave no usable answer; each has a sentence for the reader in the analysis feature. */
export type AiFailure = 'timeout' | 'rejected-key' | 'quota' | 'invalid-output' | 'unavailable';

export class AiError extends Error {
  override readonly name = 'AiError';
  constructor(
    readonly failure: AiFailure,
    message: string,
  ) {
    super(message);
  }
}
