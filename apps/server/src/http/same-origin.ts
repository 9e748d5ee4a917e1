import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@foursight/shared/errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for cookie-authenticated writes: an API
 * write must come from our own origin (browsers always send Origin on such
 * requests), and bodies are JSON only (the text/plain parser is removed, so
 * a cross-site HTML form cannot post a body we would read).
 * Routes called by other servers (payment webhooks) opt out with
 * `config: { allowCrossOrigin: true }` and authenticate by signature instead.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, _reply, done) => {
    done(checkWrite(request) ?? undefined);
  });
}

function checkWrite(request: FastifyRequest): AppError | null {
  if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return null;
  const config = request.routeOptions.config as { allowCrossOrigin?: boolean } | undefined;
  if (config?.allowCrossOrigin) return null;
  const origin = request.headers.origin;
  if (origin && isSameOrigin(origin, request.protocol, request.host)) return null;
  return new AppError('FORBIDDEN', 'This request must come from the Foursight app itself (missing or foreign Origin).');
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
