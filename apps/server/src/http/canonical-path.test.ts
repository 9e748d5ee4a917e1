import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { canonicalize, findNonCanonical } from './canonical-path.ts';

describe('findNonCanonical', () => {
  it.each([['/api/swot/list'], ['/participate/AbC-_9xyz'], ['/p/caf%C3%A9'], ['/reports/'], ['/']])(
    'accepts %s',
    (path) => {
      expect(findNonCanonical(path)).toBeNull();
    },
  );

  it.each([
    ['/%61pi/admin/messages', 'escaped unreserved character'],
    ['/api/a%64min/messages', 'escaped unreserved character'],
    ['/api/swot%2Flist', 'escaped separator'],
    ['/p/caf%c3%a9', 'lower-case escape'],
    ['/api/%zz', 'malformed escape'],
    ['/api//admin/messages', 'empty segment'],
    ['/api/./admin/messages', 'dot segment'],
    ['/api/x/../admin/messages', 'dot segment'],
    ['/api/admin/messages;a=b', 'path parameters'],
    ['/API/admin/messages', 'letter case'],
    ['/api\\admin', 'backslash'],
  ])('refuses %s (%s)', (path, problem) => {
    expect(findNonCanonical(path)).toBe(problem);
  });
});

describe('canonicalize', () => {
  it('spells a page address the one way the router knows', () => {
    expect(canonicalize('/%61bout')).toBe('/about');
    expect(canonicalize('//pricing/./')).toBe('/pricing/');
    expect(canonicalize('/features/x/..')).toBe('/features');
    expect(canonicalize('/faq;jsessionid=1')).toBe('/faq');
  });

  it('gives up on what cannot be made safe', () => {
    expect(canonicalize('/api\\admin')).toBeNull();
    expect(canonicalize('/a%2Fb')).toBeNull();
    expect(canonicalize('/API/x')).toBeNull();
  });
});

describe('one canonical path, on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses admin data through a percent-encoded path with 400, whatever the spelling', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of ['/api/%61dmin/messages', '/%61pi/admin/companies', '/api/a%64min/audit-logs']) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).not.toContain('@');
    }
  });

  it('refuses a cross-site write through an encoded path before the same-origin check could be skipped', async () => {
    const { client } = await createSignedInCompany(t.app);
    const swot = await createOpenSwot(client, new Date());
    const response = await client.post(`/%61pi/swot/${swot.id}/close`, undefined, {
      headers: { origin: 'http://evil.localhost:8080' },
    });
    expect(response.statusCode).toBe(400);
    const detail = await client.get(`/api/swot/details/${swot.id}`);
    expect(detail.json<{ swot: { closedAt: string | null } }>().swot.closedAt).toBeNull();
    await submitAnswers(t.app, swot.uniqueToken, [{ strengths: 'Still open' }]);
  });

  it('redirects an odd spelling of a page to its canonical address', async () => {
    const response = await new TestClient(t.app).get('/%61bout?ref=mail');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');
  });
});
