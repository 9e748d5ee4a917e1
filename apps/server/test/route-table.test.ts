import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, isEventStreamRoute, requiredRole, type RouteDefinition } from '@foursight/shared/contract/route';
import { ROLE_REFUSED_MESSAGE, roleAllows, type OrganiserRole } from '@foursight/shared/domain/roles';
import { queryRows } from '../src/db/client.ts';
import { listRegisteredRoutes } from '../src/http/route.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import type { SignedInCompany } from './factories.ts';
import type { TestClient } from './http-client.ts';
import { validSample, type IdFor } from './route-samples.ts';
import { sendRaw, spellingsOf, stringFields, withValue } from './sweep-requests.ts';
import { pathParams, resourceOf, urlFor } from './route-resources.ts';
import { buildSweepWorld, type SweepWorld } from './sweep-world.ts';

/**
 * The route-table sweep: generated from the routes the app actually
 * registered, so a route added tomorrow is covered the day it is added.
 * For every route: callers without the right to call it are refused before
 * anything runs; company B calling with company A's ids (or random ids) gets
 * 404 and changes none of A's rows; and every other spelling of the path
 * is refused before any route or guard runs.
 */

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let admin: TestClient;
let anonymous: TestClient;
/** Company A's colleagues, one per role below owner (A's own client is its first owner). */
let colleagues: SweepWorld['colleagues'];
let routes: readonly RouteDefinition[];
/** Company A's ids, by the kind of thing a path or a body field names. */
let ids: SweepWorld['ids'];

beforeAll(async () => {
  t = await buildTestApp();
  ({ a, b, admin, anonymous, colleagues, ids } = await buildSweepWorld(t));
  routes = listRegisteredRoutes(t.app);
});

afterAll(() => t.close());

/** The route's path addressing company A's things. */
const urlOfA = (route: RouteDefinition) => urlFor(route, ids);

/** Body ids name the kind of thing by the field: `users` holds user ids, `emailTemplate` a template id. */
const foreignIdFor: IdFor = (field) => {
  if (/user/i.test(field)) return ids.user!;
  if (/list/i.test(field)) return ids.list!;
  if (/template/i.test(field)) return ids.template!;
  return randomUUID();
};

function sampleBody(route: RouteDefinition): unknown {
  if (!route.body) return undefined;
  const sample = validSample(route.body, foreignIdFor);
  if (!sample.ok) throw new Error(`No valid sample body for ${route.method} ${route.path}: ${sample.error}`);
  return sample.value;
}

async function call(client: TestClient, route: RouteDefinition, url: string, body: unknown = sampleBody(route)) {
  if (isEventStreamRoute(route)) return openAndClose(client, url);
  return client.send({
    method: route.method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/**
 * An event stream that opens never ends by itself: its answer is read as a
 * stream and, once open, closed again (a refusal is read whole, as usual).
 */
async function openAndClose(client: TestClient, url: string) {
  const response = await client.send({ method: 'GET', url, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, headers: response.headers, json: <T>() => ({}) as T };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks).toString('utf8');
  return { statusCode: response.statusCode, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

function label(route: RouteDefinition): string {
  return `${route.method} ${route.path} (${route.auth})`;
}

/** Every row that belongs to company A, as JSON: before and after must match exactly. */
async function snapshotCompanyA(): Promise<string> {
  const db = t.deps.database.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.columns
        WHERE column_name = 'company_id' AND table_schema = current_schema() AND table_name <> 'sessions'
        ORDER BY table_name`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { table_name: table } of tables) {
    snapshot[table] = await queryRows(
      db,
      sql`SELECT * FROM ${sql.identifier(table)} WHERE company_id = ${ids.company} ORDER BY 1`,
    );
  }
  for (const [table, id] of [
    ['companies', ids.company],
    ['cms_pages', ids.page],
    ['subscription_plans', ids.plan],
  ] as const) {
    snapshot[table] = await queryRows(db, sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`);
  }
  snapshot.user_list_members = await queryRows(
    db,
    sql`SELECT * FROM user_list_members WHERE list_id = ${ids.list} ORDER BY 1, 2`,
  );
  snapshot.site_settings = await queryRows(db, sql`SELECT * FROM site_settings`);
  return JSON.stringify(snapshot);
}

describe('the route table', () => {
  it('declares who may call every registered route, and the sweep covers them all', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) expect(['public', 'organiser', 'admin', 'signature']).toContain(route.auth);
    // Each route with a body gets a valid sample, and each path with parameters a resource.
    for (const route of routes) {
      sampleBody(route);
      if (route.params) resourceOf(route);
    }
  });

  it('refuses every caller without the right to call a route, before the route runs, and changes nothing', async () => {
    const before = await snapshotCompanyA();
    const wrong: string[] = [];
    for (const route of routes) {
      const url = urlOfA(route);
      const expectations: [string, TestClient, number][] =
        route.auth === 'organiser'
          ? [
              ['anonymous', anonymous, 401],
              ['an admin cookie', admin, 401],
            ]
          : route.auth === 'admin'
            ? [
                ['anonymous', anonymous, 401],
                ['an organiser', b.client, 403],
              ]
            : route.auth === 'signature'
              ? [['an unsigned caller', anonymous, 401]]
              : [];
      for (const [who, client, status] of expectations) {
        const response = await call(client, route, url);
        if (response.statusCode !== status) wrong.push(`${label(route)} as ${who}: ${response.statusCode}`);
        if (response.headers['cache-control'] !== 'no-store') wrong.push(`${label(route)} as ${who}: cacheable`);
      }
      if (route.auth === 'public') {
        // Public routes must stand an anonymous caller: a handler that expects a session would fail here.
        // (Unknown ids, so a participation link of A's takes no answer.)
        const response = await call(
          anonymous,
          route,
          buildPath(
            route.path,
            pathParams(route, () => randomUUID()),
          ),
        );
        if (response.statusCode >= 500) wrong.push(`${label(route)} as anonymous: ${response.statusCode}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await snapshotCompanyA()).toBe(before);
  });

  it("answers 404 to company B for company A's ids and for random ids, and changes none of A's rows", async () => {
    const before = await snapshotCompanyA();
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.auth === 'organiser')) {
      if (route.params) {
        for (const [which, idOf] of [
          ["A's id", (kind: string) => ids[kind]!],
          ['a random id', () => randomUUID()],
        ] as const) {
          const response = await call(b.client, route, buildPath(route.path, pathParams(route, idOf)));
          if (response.statusCode !== 404) wrong.push(`${label(route)} with ${which}: ${response.statusCode}`);
        }
      } else if (route.body) {
        // A body that names A's people, lists or templates must not reach them either.
        const response = await call(b.client, route, route.path);
        const named = JSON.stringify(response.json());
        if ([ids.user, ids.list, ids.template].some((id) => named.includes(id!))) {
          wrong.push(`${label(route)} answered with one of A's ids`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await snapshotCompanyA()).toBe(before);
  });

  it('refuses a NUL or an unpaired surrogate in any field of any route with 400 naming the field, never 500', async () => {
    const wrong: string[] = [];
    const callerFor = (route: RouteDefinition) =>
      route.auth === 'organiser' ? b.client : route.auth === 'admin' ? admin : anonymous;
    for (const route of routes) {
      const url = urlOfA(route);
      const body = sampleBody(route);
      for (const field of stringFields(body)) {
        for (const bad of ['x\u0000y', 'x\uD800y', '\uDC00']) {
          const response = await call(callerFor(route), route, url, withValue(body, field, bad));
          const fields = response.json<{ fields?: Record<string, string> }>().fields ?? {};
          if (response.statusCode !== 400 || !(field in fields)) {
            wrong.push(`${label(route)} body.${field}=${JSON.stringify(bad)}: ${response.statusCode}`);
          }
        }
      }
      const queryKeys = Object.keys((route.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
      for (const key of queryKeys) {
        const response = await call(callerFor(route), route, `${url}?${key}=a%00b`, body);
        const fields = response.json<{ fields?: Record<string, string> }>().fields ?? {};
        if (response.statusCode !== 400 || !(`query.${key}` in fields)) {
          wrong.push(`${label(route)} query.${key}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('refuses every other spelling of every path, whoever calls, before any route or guard runs', async () => {
    // Over a real socket: an injected request's URL is normalised on the way in, a raw one is not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await snapshotCompanyA();
    const wrong: string[] = [];
    for (const route of routes) {
      const url = urlOfA(route);
      for (const variant of spellingsOf(url)) {
        for (const [who, client] of [
          ['an organiser', a.client],
          ['an admin', admin],
        ] as const) {
          const status = await sendRaw(address, route.method, variant, client.cookie, sampleBody(route));
          if (status !== 400) wrong.push(`${route.method} ${variant} as ${who}: ${status}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await snapshotCompanyA()).toBe(before);
  });

  // Last: the allowed calls run for real (an editor's deletes among them), so A's rows change from here on.
  it('refuses each role the routes above it with 403 before anything runs, and lets it through to the rest', async () => {
    const wrong: string[] = [];
    const roles: OrganiserRole[] = ['viewer', 'editor'];
    const organiserRoutes = routes.filter((route) => route.auth === 'organiser');
    const before = await snapshotCompanyA();
    for (const role of roles) {
      for (const route of organiserRoutes.filter((candidate) => !roleAllows(role, requiredRole(candidate)!))) {
        const response = await call(colleagues[role as 'viewer' | 'editor'], route, urlOfA(route));
        const message = response.json<{ message?: string }>().message;
        if (response.statusCode !== 403 || message !== ROLE_REFUSED_MESSAGE) {
          wrong.push(`${label(route)} as ${role} (needs ${requiredRole(route)}): ${response.statusCode}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await snapshotCompanyA()).toBe(before);

    // A viewer may still do every read and look after its own sign-in; an editor everything but the owner's routes.
    const refusedToViewer = organiserRoutes.filter((route) => !roleAllows('viewer', requiredRole(route)!));
    // The only reads refused to a viewer are the owner's (invoices, payment configuration).
    const readsRefused = refusedToViewer.filter((route) => route.method === 'GET');
    expect(readsRefused.filter((route) => requiredRole(route) !== 'owner')).toEqual([]);
    const ownerOnly = organiserRoutes.filter((route) => requiredRole(route) === 'owner').map((route) => route.path);
    expect(ownerOnly).toEqual(
      expect.arrayContaining(['/api/payment/create-order', '/api/team/invitations', '/api/settings']),
    );
    for (const role of roles) {
      for (const route of organiserRoutes.filter((candidate) => roleAllows(role, requiredRole(candidate)!))) {
        const response = await call(colleagues[role as 'viewer' | 'editor'], route, urlOfA(route));
        const refused =
          response.statusCode === 403 && response.json<{ message?: string }>().message === ROLE_REFUSED_MESSAGE;
        if (refused) {
          wrong.push(`${label(route)} as ${role}: refused for its role`);
        }
        if (response.statusCode === 401) wrong.push(`${label(route)} as ${role}: 401`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
