import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { HealthResponse } from '@foursight/shared/contract/health';
import { requestIdOf } from '../../http/request-id.ts';
import { healthStatusCode, type HealthCheck } from './health.service.ts';

/** The one request the fast path answers: the plain liveness check, exactly as load balancers send it. */
const LIVENESS_PATH = '/api/health';

export interface LivenessFastPath {
  /** From now on every request goes through Fastify (which answers 503 while the app closes). */
  stop(): void;
}

interface Rendered {
  health: HealthResponse;
  status: number;
  /** Name, value, name, value: what writeHead takes without building an object per answer. */
  headers: string[];
  body: string;
}

/**
 * The plain liveness check (`GET /api/health`, no query) answered as the
 * request arrives, before Fastify's per-request work (routing, hooks, the
 * request's logger, zod's serialiser) and without making its bytes again:
 * they change once a second at most. Through the route, at 1 000
 * connections, it answered half of what a bare Fastify hello-world does on
 * the same machine (bench/overload.ts); a load balancer whose checks wait
 * behind that work takes a busy process for a dead one.
 *
 * It takes the place of Fastify's listener on Fastify's own server (so
 * every setting Fastify gives its server stays) and hands Fastify every
 * other request, `?probe=true` included, and every request once `stop()`
 * was called. A second binding Fastify opens at listen time (the IPv6 twin
 * of `localhost`) has Fastify's listener only: there liveness takes the
 * route, with the same answer.
 *
 * The answer is the route's own: the same check (shared with the Fastify
 * route, so one database check a second serves both), the same status rule,
 * the same headers as every API answer (`headers`, plus no-store and the
 * request id). `app.inject()` never comes here, so the route's API tests
 * exercise Fastify's path; this one is tested over a socket
 * (liveness-fast-path.test.ts).
 */
export function installLivenessFastPath(
  server: Server,
  check: HealthCheck,
  headers: Readonly<Record<string, string>>,
): LivenessFastPath {
  const listeners = server.listeners('request');
  if (listeners.length !== 1) throw new Error(`Expected Fastify's one request listener, found ${listeners.length}.`);
  const fastify = listeners[0] as RequestListener;
  let active = true;
  let rendered: Rendered | null = null;

  function render(health: HealthResponse): Rendered {
    if (rendered?.health === health) return rendered;
    const body = JSON.stringify(health);
    const fixed = {
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    };
    rendered = { health, status: healthStatusCode(health), headers: Object.entries(fixed).flat(), body };
    return rendered;
  }

  function send(request: IncomingMessage, response: ServerResponse, health: HealthResponse): void {
    const { status, headers: fixed, body } = render(health);
    response.writeHead(status, [...fixed, 'x-request-id', requestIdOf(request)]);
    response.end(body);
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const ready = check.latestLiveness();
    if (ready) {
      send(request, response, ready);
      return;
    }
    check.liveness().then(
      (health) => send(request, response, health),
      // Nothing is written yet: Fastify answers, with its error handler's body.
      () => fastify(request, response),
    );
  }

  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (active && request.method === 'GET' && request.url === LIVENESS_PATH) answer(request, response);
    else fastify(request, response);
  });

  return {
    stop: () => {
      active = false;
    },
  };
}
