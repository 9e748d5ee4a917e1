import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { HealthResponse } from '@foursight/shared/contract/health';
import { requestIdOf } from '../../http/request-id.ts';
import { healthStatusCode, type HealthCheck } from './health.service.ts';

/** The one request the fast path answers: the plain liveness check, exactly as load balancers send it. */
const LIVENESS_PATH = '/api/health';

export interface LivenessFastPath {
  /** Fastify's `serverFactory`: an HTTP server that answers the plain liveness check itself. */
  serverFactory: FastifyServerFactory;
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
 * they change once a second at most. At 1 000 connections that work halved
 * what one process could answer (bench/overload.ts), and a load balancer
 * whose checks queue behind real traffic takes a busy process for a dead one.
 *
 * The answer is the route's own: the same check (shared with the Fastify
 * route, so one database check a second serves both), the same status rule,
 * the same headers as every API answer (`headers`, plus no-store and the
 * request id). Anything else, `?probe=true` included, and every request once
 * `stop()` was called, goes to Fastify. `app.inject()` never comes here, so
 * the route's API tests exercise Fastify's path; this one is tested over a
 * socket (liveness-fast-path.test.ts).
 */
export function createLivenessFastPath(
  check: HealthCheck,
  headers: Readonly<Record<string, string>>,
): LivenessFastPath {
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

  function answer(request: IncomingMessage, response: ServerResponse, fastify: http.RequestListener): void {
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

  const serverFactory: FastifyServerFactory = (fastify, options) => {
    const server = http.createServer((request, response) => {
      if (active && request.method === 'GET' && request.url === LIVENESS_PATH) answer(request, response, fastify);
      else fastify(request, response);
    });
    // What Fastify sets on the server it makes itself (its defaults filled in by then).
    const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
    server.requestTimeout = timeouts.requestTimeout ?? 0;
    server.setTimeout(timeouts.connectionTimeout ?? 0);
    return server;
  };

  return {
    serverFactory,
    stop: () => {
      active = false;
    },
  };
}
