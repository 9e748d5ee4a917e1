import type { z } from 'zod';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { isFileRoute, requiredRole, type RouteDefinition } from '@foursight/shared/contract/route';
import { ROLE_REFUSED_MESSAGE, roleAllows, type OrganiserRole } from '@foursight/shared/domain/roles';

/**
 * A stand-in for the API server, made from the route table alone: it answers
 * a route the caller's role may not call with the server's own 403 (the
 * route helper's FORBIDDEN and ROLE_REFUSED_MESSAGE), and any other route
 * with data its zod response schema accepts. Every call is recorded, with the
 * route it matched and whether it was refused, so a test can ask what a
 * screen asked of the server.
 */

/** Every route of the contract (packages/shared/src/contract/*.ts), found by shape: a route added tomorrow is in. */
export const CONTRACT_ROUTES: readonly RouteDefinition[] = Object.values(
  import.meta.glob<Record<string, unknown>>(
    ['../../../packages/shared/src/contract/*.ts', '!../../../packages/shared/src/contract/*.test.ts'],
    { eager: true },
  ),
)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  .flatMap((table) => Object.values(table))
  .filter(isRouteDefinition);

function isRouteDefinition(value: unknown): value is RouteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RouteDefinition>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'response' in candidate;
}

export interface RecordedCall {
  method: string;
  path: string;
  route: RouteDefinition | null;
  refused: boolean;
}

/** Whether an organiser with `role` may call `route`, as the server's route helper decides (admin routes: never). */
export function roleMayCall(role: OrganiserRole, route: RouteDefinition): boolean {
  if (route.auth === 'admin') return false;
  const required = requiredRole(route);
  return required === null || roleAllows(role, required);
}

/** The route a request is for: of those whose pattern matches, the one with the most fixed segments. */
export function routeFor(method: string, pathname: string): RouteDefinition | null {
  const given = pathname.split('/').filter(Boolean);
  let best: { route: RouteDefinition; fixed: number } | null = null;
  for (const route of CONTRACT_ROUTES) {
    if (route.method !== method) continue;
    const wanted = route.path.split('/').filter(Boolean);
    if (wanted.length !== given.length) continue;
    if (!wanted.every((segment, at) => segment.startsWith(':') || segment === given[at])) continue;
    const fixed = wanted.filter((segment) => !segment.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { route, fixed };
  }
  return best?.route ?? null;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

export interface StubServer {
  calls: RecordedCall[];
  /** Requests sent and not yet answered. */
  inFlight: () => number;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/**
 * Which value of each enum and which option of each union the answers take,
 * and whether optional and nullable fields are filled: the first values,
 * filled (a draft SWOT, the free plan, every detail there) or the last, left
 * out (a closed SWOT, the largest plan, nothing optional), so each screen is
 * seen in two of its states.
 */
export type SampleVariant = 'first' | 'last';

/** A stub server for a person signed in with `role`. */
export function createStubServer(role: OrganiserRole, variant: SampleVariant = 'first'): StubServer {
  const calls: RecordedCall[] = [];
  let pending = 0;
  const user: SessionUser = {
    contactName: 'Asha Rao',
    email: 'asha@example.test',
    organizationName: 'Example Ltd',
    plan: 'premium',
    role,
  };
  const answer = (method: string, pathname: string): Response => {
    const route = routeFor(method, pathname);
    const refused = route !== null && !roleMayCall(role, route);
    calls.push({ method, path: pathname, route, refused });
    if (!route) return json(404, { success: false, code: 'NOT_FOUND', message: 'Not found.' });
    if (refused) return json(403, { success: false, code: 'FORBIDDEN', message: ROLE_REFUSED_MESSAGE });
    if (route.path === '/api/auth/status') return json(200, { authenticated: true, user });
    if (isFileRoute(route))
      return new Response('<p>file</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    return json(200, sampleResponse(route.response, variant));
  };
  return {
    calls,
    inFlight: () => pending,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      pending += 1;
      try {
        await Promise.resolve();
        return answer(method, url.pathname);
      } finally {
        pending -= 1;
      }
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; format?: string } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
  getter?: () => z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Plausible data a response schema accepts: one row in every list (so rows
 * and their buttons show), optional fields filled (see SampleVariant), flags off (a flag on is
 * usually the unusual state: maintenance, two-factor required), the first
 * (or last) value of an enum; `can…` and `success` flags on (the server allows what it
 * was asked).
 */
export function sampleResponse(schema: z.ZodType, variant: SampleVariant = 'first', path = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  const next = (inner: z.ZodType, key = path) => sampleResponse(inner, variant, key, depth + 1);
  const pick = <T>(values: readonly T[]): T | undefined => (variant === 'first' ? values[0] : values.at(-1));
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) result[key] = next(field, key);
      return result;
    }
    case 'optional':
      return variant === 'first' ? next(def.innerType!) : undefined;
    case 'nullable':
      return variant === 'first' ? next(def.innerType!) : null;
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      return next(def.in!);
    case 'lazy':
      return next(def.getter!());
    case 'string':
      return sampleString(def, path);
    case 'number':
    case 'int': {
      const minimum = def.checks?.map((check) => check._zod.def.value ?? check._zod.def.minimum).find(Number.isFinite);
      // Allowances far from used up: a limit reached is a state of its own, not the one under test.
      return Math.max(/limit|remaining|total|max/i.test(path) ? 50 : 1, minimum ?? 1);
    }
    case 'boolean':
      return /^(can|success)/.test(path);
    case 'enum':
      return pick(Object.values(def.entries ?? {}));
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [next(def.element!)];
    case 'tuple':
      return (def.items ?? []).map((item) => next(item));
    case 'union':
      return next(pick(def.options!)!);
    case 'record':
      return {};
    case 'date':
      return new Date('2026-11-28T09:00:00Z').toISOString();
    case 'null':
      return null;
    default:
      return null;
  }
}

function sampleString(def: Def, path: string): string {
  const formats = [def.format, ...(def.checks ?? []).map((check) => check._zod.def.format)];
  if (formats.includes('uuid') || formats.includes('guid')) return SAMPLE_ID;
  if (formats.includes('datetime')) return '2026-11-28T09:00:00.000Z';
  if (formats.includes('date')) return '2026-11-28';
  if (formats.includes('email') || /email/i.test(path)) return 'someone@example.test';
  if (formats.includes('url') || /url$/i.test(path)) return 'https://example.test/';
  if (/(^id$|Id$)/.test(path)) return SAMPLE_ID;
  if (/(At|Date|date)$/.test(path)) return '2026-11-28T09:00:00.000Z';
  return `Sample ${path || 'text'}`;
}
