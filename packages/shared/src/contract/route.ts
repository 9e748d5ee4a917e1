import { z } from 'zod';
import type { OrganiserRole } from '../domain/roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. The server's route helper enforces it before any
 * handler runs, so no handler has to remember a check:
 * - `public`: anyone (sign-in, registration, the public site, participation links);
 * - `organiser`: a signed-in organiser; the handler gets the session, and the company id from it;
 * - `admin`: a signed-in platform admin;
 * - `signature`: another server (a payment webhook): no cookie, no same-origin
 *   check; the route's own verifier checks a signature over the raw body.
 */
export const ROUTE_AUTHS = ['public', 'organiser', 'admin', 'signature'] as const;
export type RouteAuth = (typeof ROUTE_AUTHS)[number];

/**
 * One API route, described once. The server registers it with these schemas
 * (validation and serialisation); the web client derives its types from it.
 * Paths use `:name` for parameters.
 */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  auth: RouteAuth;
  /**
   * `organiser` routes only: the least role a colleague needs (see domain/roles.ts).
   * Left out, it follows the method (requiredRole): reads need `viewer`, writes
   * `editor`. Billing, payments, colleagues and company settings say `owner`;
   * a write that only touches the caller's own sign-in (password, two-factor,
   * sessions) or only reads (a PDF rendered from a POST) says `viewer`.
   */
  role?: OrganiserRole;
  /**
   * Still answers while the platform is in maintenance mode. Admin routes
   * always do (the admin must be able to switch it off); public routes that
   * must keep working (participation links, health, the site settings that
   * carry the maintenance message) say so here.
   */
  duringMaintenance?: boolean;
  /**
   * Still answers while the process sheds load (503 to everything else):
   * health checks, so a load balancer can tell a busy process from a dead one.
   */
  duringOverload?: boolean;
  /**
   * Where this route's heavy work runs instead of the HTTP thread: `documents`
   * (laid out on the document thread). Such a route may take seconds to
   * answer while the event loop stays free. The event-loop sweep holds every
   * route to 200 ms of event-loop time at the largest input its schema
   * accepts, and a route that does not say this to a few seconds in all.
   */
  offLoop?: 'documents';
  params?: z.ZodType<Record<string, string | number>>;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  /** Largest accepted request body in bytes, when it differs from the server's default (1 MiB). */
  bodyLimit?: number;
  response: z.ZodType;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a handler receives after validation. */
export interface RouteInput<R extends RouteDefinition> {
  params: InferOr<R['params'], Record<string, never>>;
  query: InferOr<R['query'], Record<string, never>>;
  body: InferOr<R['body'], undefined>;
}

/** What a caller sends: parameters, query and body, each only when the route has one. */
export type RouteRequest<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: InputOr<R['params'], never> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: InputOr<R['query'], never> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: InputOr<R['body'], never> } : { body?: never });

export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;

/** The least role an `organiser` route needs (its own `role`, else by method); null for other routes. */
export function requiredRole(definition: Pick<RouteDefinition, 'auth' | 'method' | 'role'>): OrganiserRole | null {
  if (definition.auth !== 'organiser') return null;
  return definition.role ?? (definition.method === 'GET' ? 'viewer' : 'editor');
}

/** Keeps each route's literal types while checking it is a RouteDefinition. */
export function defineRoutes<const T extends Record<string, RouteDefinition>>(routes: T): T {
  return routes;
}

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What a file route answers with instead of JSON: an HTML page or a PDF the
 * browser opens in a tab (an invoice's view and download). The server's route
 * helper sends it with its content type; the web client links to the path.
 */
export interface FileResponse {
  contentType: string;
  /** The whole file, or its chunks as they are made (a streamed export: first byte early, never all in memory). */
  body: string | Uint8Array | AsyncIterable<Uint8Array>;
  /** Suggested file name; with `attachment` the browser saves instead of showing. */
  fileName?: string;
  disposition?: 'inline' | 'attachment';
}

/** The `response` of a file route: never validated as JSON, recognised by identity (isFileRoute). */
export const FileResponseSchema = z.custom<FileResponse>(
  (value) => typeof value === 'object' && value !== null && 'contentType' in value && 'body' in value,
);

/**
 * The `response` of an event-stream route (server-sent events): sent like a
 * file route, as `text/event-stream` chunks that go on until the client or
 * the server ends the stream. The web client opens its path with EventSource.
 */
export const EventStreamSchema = z.custom<FileResponse>(
  (value) => typeof value === 'object' && value !== null && 'contentType' in value && 'body' in value,
);

export function isFileRoute(definition: RouteDefinition): boolean {
  return definition.response === FileResponseSchema || definition.response === EventStreamSchema;
}

/**
 * Every event stream sends `event: ping` this often: it keeps proxies from
 * closing an idle stream, and lets the browser (which never sees comment
 * lines) tell a live stream from one a buffering proxy holds back.
 */
export const HEARTBEAT_EVENT = 'ping';
export const HEARTBEAT_INTERVAL_MS = 20_000;

export function isEventStreamRoute(definition: RouteDefinition): boolean {
  return definition.response === EventStreamSchema;
}
