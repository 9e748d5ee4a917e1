import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The process logger. Errors go through `serializeError`, which keeps what
 * helps find a fault (type, message, query text, database error code and
 * constraint, stack) and drops what a query was called with: a failed
 * insert's parameters can be a password hash, a sealed key or a person's
 * details, and logs are read by more people than the database is.
 */
export function createLogger(options: { level: string; instanceId?: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      ...(options.instanceId ? { base: { instance: options.instanceId } } : {}),
      serializers: { err: serializeError, req: serializeRequest },
    },
    options.destination,
  );
}

/**
 * A token in a path: a participation link's (a credential, and a personal one
 * names its invitee) or a colleague invitation's (whoever holds it can join
 * the company, as an owner if so invited).
 */
const LINK_TOKEN = /(\/(?:participate|invitations?)\/)[^/?#]+/g;
/** A `token` in a query string (a password reset link opened without its fragment, say): a credential too. */
const QUERY_TOKEN = /([?&]token=)[^&#]*/gi;

/**
 * Fastify's request line, with link tokens masked: a log line
 * holding a personal link's token and the exact time of its submission would
 * let a reader of logs and database together tie an answer to its author.
 */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url?.replace(LINK_TOKEN, '$1…').replace(QUERY_TOKEN, '$1…'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of a database driver's error that carry the values a query was called with. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'internalQuery', 'values']);
/** Drizzle appends "params: ..." to a failed query's message. */
const PARAMS_LINE = /\nparams:[\s\S]*?(?=\n {4}at |$)/;

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return pino.stdSerializers.err(error as Error);
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: error.message.replace(PARAMS_LINE, ''),
    stack: error.stack?.replace(PARAMS_LINE, ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'message' || key === 'stack') continue;
    serialized[key] = key === 'cause' ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && !('cause' in serialized)) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
