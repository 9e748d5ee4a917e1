import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type ErrorResponse, type FieldErrors } from '@foursight/shared/errors';

/** The one place error codes become HTTP statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'LIMIT_REACHED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Messages for framework errors, written for the person who sent the request. */
const FRAMEWORK_MESSAGES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object or no content type.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
};

export interface MappedError {
  status: number;
  body: ErrorResponse;
  retryAfterSeconds?: number;
}

/** Turns anything thrown during a request into the status and body the caller sees. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    const mapped = respond(STATUS_BY_CODE[error.code], error.code, error.message, error.fields);
    return error.retryAfterSeconds === undefined ? mapped : { ...mapped, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fields[field] ??= issue.message ?? 'Invalid value';
    }
    const message = Object.entries(fields)
      .map(([field, problem]) => (field === 'body' ? problem : `${field}: ${problem}`))
      .join('; ');
    return respond(400, 'VALIDATION_FAILED', message, fields);
  }
  if (isResponseSerializationError(error)) return internal();
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FRAMEWORK_MESSAGES[fastifyError.code] : undefined;
  if (known) return respond(STATUS_BY_CODE[known.code], known.code, known.message);
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return respond(STATUS_BY_CODE[code], code, fastifyError.message ?? 'The request could not be handled.');
  }
  return internal();
}

function internal(): MappedError {
  return respond(500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
}

function respond(status: number, code: ErrorCode, message: string, fields?: FieldErrors): MappedError {
  return { status, body: { success: false, code, message, ...(fields ? { fields } : {}) } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    // A deliberate 503 (maintenance, load shedding, payments not set up) is an answer, not a
    // failure: logging each one would add work exactly when the process is shedding it.
    const deliberate =
      error instanceof AppError && (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'PAYMENTS_NOT_CONFIGURED');
    if (mapped.status >= 500 && !deliberate) {
      // Details stay in the log, tied to the request id the caller can quote.
      request.log.error({ err: error }, 'request failed');
    }
    if (mapped.retryAfterSeconds !== undefined) void reply.header('retry-after', String(mapped.retryAfterSeconds));
    // Error bodies are ours, not the route's response shape: skip the route's serialiser
    // (a route may declare a 503 body of its own, as health does).
    return reply
      .status(mapped.status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(mapped.body);
  });
}
