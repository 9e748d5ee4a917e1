import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { usageTotals } from '../../db/schema/usage.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany } from '../../../test/factories.ts';
import { OWN_ORIGIN, TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const ALREADY_ANSWERED = 'An answer to this SWOT analysis was already sent from this browser.';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A browser's cookie store, written here rather than borrowed from the app's
 * code: it keeps what Set-Cookie says and sends a cookie only to paths under
 * its Path (RFC 6265 §5.1.4), as a browser does. No page script is involved.
 */
class BrowserJar {
  private readonly cookies = new Map<string, StoredCookie>();

  keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const path = cookie.path ?? '/';
      const gone = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0);
      if (gone) this.cookies.delete(`${cookie.name};${path}`);
      else this.cookies.set(`${cookie.name};${path}`, { name: cookie.name, value: cookie.value, path });
    }
  }

  headerFor(url: string): string | undefined {
    const header = [...this.cookies.values()]
      .filter(({ path }) => url === path || url.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    return header || undefined;
  }

  get size(): number {
    return this.cookies.size;
  }
}

let lastAddress = 0;
/** Each browser on an address of its own, so the per-address cap never decides these tests. */
function newAddress(): string {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

let answers = 0;
function answer(strengths = 'Clear priorities') {
  answers += 1;
  return {
    strengths,
    weaknesses: '',
    opportunities: '',
    threats: '',
    idempotencyKey: `device-test-${answers}-abcdefgh`,
  };
}

/** A participant's browser: the page's submit call, with whatever cookies the browser holds for its path. */
function browser(app: FastifyInstance = testApp.app, jar = new BrowserJar()) {
  const address = newAddress();
  return {
    jar,
    async submit(token: string, body = answer()) {
      const url = `/api/participate/${token}/submit`;
      const cookie = jar.headerFor(url);
      const response = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { origin: OWN_ORIGIN, ...(cookie ? { cookie } : {}) },
        remoteAddress: address,
      });
      jar.keep(response);
      return response;
    },
  };
}

/** A client that never keeps a cookie, such as a script calling the API. */
function cookielessClient() {
  return browser(testApp.app, { keep: () => undefined, headerFor: () => undefined } as unknown as BrowserJar);
}

/** A cookie of the right form that the server has never seen: no answer has claimed it yet. */
function jarWithUnseenCookie(): BrowserJar {
  const jar = new BrowserJar();
  jar.keep({
    cookies: [{ name: 'fs_answered', value: randomBytes(32).toString('base64url'), path: '/api/participate' }],
  } as unknown as LightMyRequestResponse);
  return jar;
}

async function openSwot(settings?: { allowRepeatAnswers?: boolean }) {
  const { client } = await createSignedInCompany(testApp.app);
  const swot = await createOpenSwot(client, new Date());
  if (settings) {
    const saved = await client.put(`/api/swot/${swot.id}/participation-settings`, settings);
    expect(saved.statusCode).toBe(200);
  }
  return { client, swot };
}

async function responseCount(swotId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.deps.database.db,
    sql`SELECT count(*)::int AS count FROM swot_responses WHERE swot_id = ${swotId}`,
  );
  return row!.count;
}

function deviceCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'fs_answered');
}

describe('one answer per browser through the shared link (repeat answers off, the default)', () => {
  it('refuses the second answer of a browser that kept its cookie, with the page’s words, and stores one', async () => {
    const { swot } = await openSwot();
    const visitor = browser();
    const first = await visitor.submit(swot.uniqueToken);
    expect(first.statusCode).toBe(200);
    expect(visitor.jar.size).toBe(1);

    const second = await visitor.submit(swot.uniqueToken, answer('Second thoughts'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ALREADY_ANSWERED });
    expect(await responseCount(swot.id)).toBe(1);
  });

  it('tells a retry of the answer that got through that it was stored once, not that the browser answered', async () => {
    const { swot } = await openSwot();
    const visitor = browser();
    const body = answer();
    expect((await visitor.submit(swot.uniqueToken, body)).statusCode).toBe(200);
    const retry = await visitor.submit(swot.uniqueToken, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ message: string }>().message).toMatch(/stored once/);
    expect(await responseCount(swot.id)).toBe(1);
  });

  it('accepts every answer of a client that keeps no cookie, and of other browsers', async () => {
    const { swot } = await openSwot();
    const script = cookielessClient();
    for (let index = 0; index < 3; index += 1) {
      expect((await script.submit(swot.uniqueToken)).statusCode).toBe(200);
    }
    expect((await browser().submit(swot.uniqueToken)).statusCode).toBe(200);
    expect((await browser().submit(swot.uniqueToken)).statusCode).toBe(200);
    expect(await responseCount(swot.id)).toBe(5);
  });

  it('keeps each SWOT apart: a browser that answered one may answer another', async () => {
    const first = await openSwot();
    const second = await openSwot();
    const visitor = browser();
    expect((await visitor.submit(first.swot.uniqueToken)).statusCode).toBe(200);
    expect((await visitor.submit(second.swot.uniqueToken)).statusCode).toBe(200);
    expect(visitor.jar.size).toBe(2);
    expect((await visitor.submit(second.swot.uniqueToken)).statusCode).toBe(409);
  });

  it('accepts both answers of one browser, and gives no cookie, when repeat answers are on', async () => {
    const { swot } = await openSwot({ allowRepeatAnswers: true });
    const visitor = browser();
    const first = await visitor.submit(swot.uniqueToken);
    expect(first.statusCode).toBe(200);
    expect(deviceCookieOf(first)).toBeUndefined();
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(200);
    expect(await responseCount(swot.id)).toBe(2);
  });

  it('applies the rule from the moment repeat answers are switched off', async () => {
    const { client, swot } = await openSwot({ allowRepeatAnswers: true });
    const visitor = browser();
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(200);
    await client.put(`/api/swot/${swot.id}/participation-settings`, { allowRepeatAnswers: false });
    // It held no cookie yet: this answer is its first under the rule, and gets one.
    const next = await visitor.submit(swot.uniqueToken);
    expect(next.statusCode).toBe(200);
    expect(deviceCookieOf(next)).toBeDefined();
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(409);
  });

  it('sets a random 256-bit cookie, HttpOnly, SameSite=Lax, on the SWOT’s submit path only, not Secure over HTTP', async () => {
    const { swot } = await openSwot();
    const response = await browser().submit(swot.uniqueToken);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^fs_answered=[A-Za-z0-9_-]{43};/);
    expect(header).toContain(`Path=/api/participate/${swot.uniqueToken}/submit`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    expect(Buffer.from(deviceCookieOf(response)!.value, 'base64url')).toHaveLength(32);
    // Another browser gets another value.
    const other = deviceCookieOf(await browser().submit(swot.uniqueToken));
    expect(other!.value).not.toBe(deviceCookieOf(response)!.value);
    // The page's other call, the link itself, does not carry it.
    const jar = new BrowserJar();
    jar.keep(response);
    expect(jar.headerFor(`/api/participate/${swot.uniqueToken}`)).toBeUndefined();
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const behindProxy = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const { client } = await createSignedInCompany(behindProxy.app);
      const swot = await createOpenSwot(client, new Date());
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: `/api/participate/${swot.uniqueToken}/submit`,
        payload: answer(),
        headers: { host: 'swot.example.test', origin: 'https://swot.example.test', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(deviceCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps only the cookie’s hash, with the SWOT and the hour, and nothing of it with the answer', async () => {
    const { swot } = await openSwot();
    const response = await browser().submit(swot.uniqueToken, answer('Honest feedback'));
    const token = deviceCookieOf(response)!.value;
    const hash = createHash('sha256').update(token).digest('hex');

    const devices = await queryRows<Record<string, unknown>>(
      testApp.deps.database.db,
      sql`SELECT * FROM swot_device_answers WHERE swot_id = ${swot.id}`,
    );
    expect(devices).toHaveLength(1);
    expect(Object.keys(devices[0]!).sort()).toEqual(['created_at', 'device_hash', 'swot_id']);
    expect(devices[0]!.device_hash).toBe(hash);
    const at = new Date(devices[0]!.created_at as string);
    expect(at.getUTCMinutes() + at.getUTCSeconds() + at.getUTCMilliseconds()).toBe(0);

    const rows = await queryRows<Record<string, unknown>>(
      testApp.deps.database.db,
      sql`SELECT * FROM swot_responses WHERE swot_id = ${swot.id}`,
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).toContain('Honest feedback');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(hash);
    // Nowhere else either: the token itself is in no table.
    const anywhere = await queryRows<{ count: number }>(
      testApp.deps.database.db,
      sql`SELECT count(*)::int AS count FROM swot_device_answers WHERE device_hash = ${token}`,
    );
    expect(anywhere[0]!.count).toBe(0);
  });

  it('stores exactly one of ten answers sent at once with the same cookie', async () => {
    const { swot } = await openSwot();
    const jar = jarWithUnseenCookie();
    const sends = await Promise.all(
      Array.from({ length: 10 }, () => browser(testApp.app, jar).submit(swot.uniqueToken)),
    );
    const statuses = sends.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await responseCount(swot.id)).toBe(1);
  });

  it('lets a browser refused for the response limit answer once there is room, and only once', async () => {
    const { swot } = await openSwot();
    const [owner] = await queryRows<{ company_id: string }>(
      testApp.deps.database.db,
      sql`SELECT company_id FROM swots WHERE id = ${swot.id}`,
    );
    const companyId = owner!.company_id;
    const db = testApp.deps.database.db;
    await db.update(usageTotals).set({ totalResponses: 50 }).where(eq(usageTotals.companyId, companyId));
    const jar = jarWithUnseenCookie();
    const visitor = browser(testApp.app, jar);
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(402);

    await db.update(usageTotals).set({ totalResponses: 0 }).where(eq(usageTotals.companyId, companyId));
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(200);
    expect((await visitor.submit(swot.uniqueToken)).statusCode).toBe(409);
  });

  it('still caps answers per address per minute', async () => {
    const limited = await buildTestApp({ env: { SUBMIT_ADDRESS_LIMIT_PER_MINUTE: '2' } });
    try {
      const { client } = await createSignedInCompany(limited.app);
      const swot = await createOpenSwot(client, new Date());
      const sameNetwork = () => new TestClient(limited.app, { ip: '198.51.100.77' });
      expect((await sameNetwork().post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).toBe(200);
      expect((await sameNetwork().post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).toBe(200);
      expect((await sameNetwork().post(`/api/participate/${swot.uniqueToken}/submit`, answer())).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
