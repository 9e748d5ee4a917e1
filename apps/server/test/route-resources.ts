/**
 * What a route's path addresses, for the sweeps generated from the route
 * table (route-table.test.ts, event-loop.test.ts).
 */
import { buildPath, type RouteDefinition } from '@foursight/shared/contract/route';

/**
 * Which of A's things a path addresses, by the path's first segment after
 * /api (and /api/admin, /api/admin/cms). A new kind of resource in a path
 * makes the sweep fail until it is named here.
 */
export const RESOURCE_BY_SEGMENT: Record<string, string> = {
  swot: 'swot',
  users: 'user',
  'user-lists': 'list',
  departments: 'department',
  'email-templates': 'template',
  participate: 'token',
  pages: 'page',
  companies: 'company',
  'subscription-plans': 'plan',
  invoices: 'invoice',
  'strategic-goals': 'goal',
  reports: 'swot',
  team: 'member',
  invitations: 'invitationToken',
};

/** A path parameter that names its own kind, whatever the path's first segment (/api/team/invitations/:invitationId). */
export const RESOURCE_BY_PARAM: Record<string, string> = {
  invitationId: 'invitation',
  exportId: 'export',
  themeId: 'theme',
  roundId: 'round',
  invoiceId: 'invoice',
};

export function resourceOf(route: RouteDefinition): string {
  const segments = route.path.split('/').filter((segment) => segment && !['api', 'admin', 'cms'].includes(segment));
  const kind = RESOURCE_BY_SEGMENT[segments[0] ?? ''];
  if (!kind) throw new Error(`The sweep does not know what ${route.path} addresses: add it to RESOURCE_BY_SEGMENT.`);
  return kind;
}

export function pathParams(route: RouteDefinition, value: (kind: string, name: string) => string) {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, value(RESOURCE_BY_PARAM[name] ?? resourceOf(route), name)]));
}

/** The route's path addressing the things named in `ids` (by kind). */
export function urlFor(route: RouteDefinition, ids: Readonly<Record<string, string>>): string {
  return buildPath(
    route.path,
    pathParams(route, (kind) => ids[kind]!),
  );
}
