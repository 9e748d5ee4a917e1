import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isFileRoute,
  requiredRole,
  ROUTE_AUTHS,
  type FileResponse,
  type RouteAuth,
  type RouteDefinition,
  type RouteInput,
  type RouteResponse,
} from '@foursight/shared/contract/route';
import { ROLE_REFUSED_MESSAGE, roleAllows } from '@foursight/shared/domain/roles';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import { assertMaintenanceAllows } from './maintenance.ts';
import { assertSameOrigin } from './same-origin.ts';
import { FILE_PAGE_HEADERS } from './security-headers.ts';
import { requireAdmin, requireUser, type AdminSession, type UserSession } from './session.ts';
import { assertCleanText } from './text-hygiene.ts';

/** Who the handler is serving, already checked: the organiser's session (with its company id), the admin's, or nobody. */
export type ActorFor<A extends RouteAuth> = A extends 'organiser'
  ? UserSession
  : A extends 'admin'
    ? AdminSession
    : null;

export type HandlerInput<R extends RouteDefinition> = RouteInput<R> & {
  actor: ActorFor<R['auth']>;
  /** The request body exactly as received; only on `signature` routes, whose signature covers these bytes. */
  rawBody: R['auth'] extends 'signature' ? Buffer : undefined;
};

export type RouteHandler<R extends RouteDefinition> = (
  input: HandlerInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteResponse<R>>;

export interface RouteOptions {
  /**
   * Required on `signature` routes: checks the caller's signature over the raw
   * body and throws (UNAUTHENTICATED) when it does not hold.
   */
  verifySignature?: (rawBody: Buffer, request: FastifyRequest) => void | Promise<void>;
}

const actors = new WeakMap<FastifyRequest, UserSession | AdminSession>();
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const registered = new WeakMap<FastifyInstance, RouteDefinition[]>();

/**
 * Registers a route from its contract. The contract says who may call it
 * (`auth`); this helper enforces that before the handler runs, in this order:
 * the same-origin check for browser writes, the maintenance gate, the session
 * (organiser or admin) or the signature, and an organiser's role against the
 * route's (requiredRole). Then text hygiene, then the same zod
 * schemas that validate the request serialise the response, so the wire
 * shape cannot drift from packages/shared. Handlers get parsed input and the
 * checked actor; an organiser handler's company id comes from the session only.
 * A file route (`response: FileResponseSchema`) has no JSON shape: its handler
 * returns a FileResponse, sent as it is with its own headers (sendFile).
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  deps: AppDeps,
  definition: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const auth = definition.auth as RouteAuth | undefined;
  if (!auth || !ROUTE_AUTHS.includes(auth)) {
    throw new Error(`${definition.method} ${definition.path} does not declare who may call it (auth).`);
  }
  if (auth === 'signature' && !options.verifySignature) {
    throw new Error(`${definition.method} ${definition.path} is a signature route without a signature verifier.`);
  }

  const fileRoute = isFileRoute(definition);
  const role = requiredRole(definition);
  const guards: onRequestAsyncHookHandler[] = [
    async (request, reply) => {
      // Every answer of an API route is for this caller only (and may depend on its session).
      void reply.header('cache-control', 'no-store');
      if (auth !== 'signature') assertSameOrigin(request);
      if (auth !== 'admin' && !definition.duringMaintenance) await assertMaintenanceAllows(deps);
      if (auth === 'organiser') {
        const session = await requireUser(deps, request);
        // The colleague's role against the route's (contract `role`, else reads viewer and writes editor).
        if (role && !roleAllows(session.role, role)) throw new AppError('FORBIDDEN', ROLE_REFUSED_MESSAGE);
        actors.set(request, session);
      }
      if (auth === 'admin') actors.set(request, await requireAdmin(deps, request));
    },
  ];

  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    // Read by the load shedder (load-shedding.ts), which runs before this route's guards.
    config: { duringOverload: definition.duringOverload === true },
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(fileRoute ? {} : { response: { '2xx': definition.response, 503: definition.response } }),
    },
    onRequest: guards,
    ...(auth === 'signature' ? { preParsing: keepRawBody } : {}),
    // Before zod sees anything: refuse NUL and unpaired surrogates, which no field may hold.
    preValidation: async (request) => {
      assertCleanText(request);
      if (auth === 'signature') await options.verifySignature!(rawBodies.get(request) ?? Buffer.alloc(0), request);
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
        actor: actors.get(request) ?? null,
        rawBody: auth === 'signature' ? (rawBodies.get(request) ?? Buffer.alloc(0)) : undefined,
      } as HandlerInput<R>;
      const answer = await handler(input, request, reply);
      return fileRoute ? sendFile(reply, answer as FileResponse) : answer;
    },
  });

  const list = registered.get(app) ?? [];
  list.push(definition);
  registered.set(app, list);
}

/** Every route registered on this app through registerRoute: what the route-table sweep test walks. */
export function listRegisteredRoutes(app: FastifyInstance): readonly RouteDefinition[] {
  return registered.get(app) ?? [];
}

/**
 * Sends a file route's answer: its own content type, never sniffed; a name
 * the browser uses when it saves (inline shows it, attachment saves it).
 * An HTML document gets a policy of its own, stricter than the app's: it is a
 * page we render from stored text (an invoice with the buyer's own words),
 * so it may style itself and nothing else: no script, no fetch, no form.
 */
function sendFile(reply: FastifyReply, file: FileResponse): string | Buffer | Readable {
  void reply.type(file.contentType).header('x-content-type-options', 'nosniff');
  if (file.fileName !== undefined || file.disposition !== undefined) {
    void reply.header('content-disposition', contentDisposition(file.disposition ?? 'inline', file.fileName));
  }
  if (/^text\/html\b/i.test(file.contentType)) {
    void reply.headers(FILE_PAGE_HEADERS);
  }
  if (typeof file.body === 'string') return file.body;
  if (file.body instanceof Uint8Array) {
    return Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
  }
  // Streamed: sent as it is made; a failure midway ends the connection (the client sees a cut download).
  return Readable.from(file.body, { objectMode: false });
}

/**
 * `inline; filename="..."; filename*=UTF-8''...` (RFC 6266): the plain name
 * keeps to printable ASCII without quotes or backslashes, so it can never end
 * the header value early; the RFC 5987 form carries the exact name.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName?: string): string {
  if (fileName === undefined || fileName === '') return disposition;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Reads the body once, keeps its bytes for the signature check, and hands the parser a copy. */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = raw.length;
  return copy;
}

/** For signature verifiers: the error a failed signature answers with. */
export function signatureRefused(): AppError {
  return new AppError('UNAUTHENTICATED', 'The request signature is missing or does not match.');
}
