import { z } from 'zod';

/**
 * The closed list of error codes. The server maps each to one HTTP status (in
 * apps/server/src/http/error-handler.ts); the client switches on them.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** This server has no payment provider configured: every pay button says so (503). */
  'PAYMENTS_NOT_CONFIGURED',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Field name (dotted path) to the first problem found with it. */
export type FieldErrors = Record<string, string>;

/** Every failed API call answers with this body. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  code: ErrorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A failure a person can act on. Services throw it; the error handler maps it to HTTP. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For RATE_LIMITED and SERVICE_UNAVAILABLE: when the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The first message per field of a failed zod parse, keyed like the server's `fields` (dotted paths). */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return fields;
}
