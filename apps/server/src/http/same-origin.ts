import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@foursight/shared/errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for cookie-authenticated writes: an API
 * write must come from our own origin (browsers always send Origin on such
 * requests). The route helper (route.ts) applies it to every route except
 * `signature` routes, whose callers are other servers that prove who they
 * are by signing the body.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (!WRITE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin && isSameOrigin(origin, request.protocol, request.host)) return;
  throw new AppError('FORBIDDEN', 'This request must come from the Foursight app itself (missing or foreign Origin).');
}

/**
 * Bodies are JSON only: without the text/plain parser, a cross-site HTML form
 * cannot post a body we would read, whatever a route's checks.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}

function isSameOrigin(origin: string, protocol: string, host: string): boolean {
  try {
    const url = new URL(origin);
    const defaultPort = protocol === 'https' ? ':443' : ':80';
    const ownHost = host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
    return url.host === ownHost && url.protocol === `${protocol}:`;
  } catch {
    return false;
  }
}
