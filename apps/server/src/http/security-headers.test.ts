import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

/** The headers only a page needs: an API answer goes without them. */
const PAGE_ONLY = Object.keys(SECURITY_HEADERS).filter((name) => !(name in API_SECURITY_HEADERS));

describe('security headers', () => {
  it('gives a page the page set: scripts from our origin only, no referrer leak, no framing by others', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swot/abc' });
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('gives every API answer, refusals included, the API set: nothing loads, nothing frames it, nothing sniffs it', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/auth/status' }),
      t.app.inject({ method: 'GET', url: '/api/swot/list' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(API_SECURITY_HEADERS);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      for (const name of PAGE_ONLY) expect(answer.headers[name], name).toBeUndefined();
    }
  });
});
