import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  device: string;
  ipAddress: string | null;
  lastSeenAt: string;
  current: boolean;
}

async function signInFrom(email: string, password: string, ip: string, userAgent: string): Promise<TestClient> {
  const browser = new TestClient(testApp.app, { ip });
  const answer = await browser.post('/api/login', { email, password }, { headers: { 'user-agent': userAgent } });
  expect(answer.statusCode).toBe(200);
  return browser;
}

describe('active sessions', () => {
  it("lists the account's signed-in browsers with device, address and last use, marking this one", async () => {
    const { registration } = await createSignedInCompany(testApp.app);
    const laptop = await signInFrom(registration.email, registration.password, '198.51.100.7', CHROME_LINUX);
    await signInFrom(registration.email, registration.password, '203.0.113.9', SAFARI_IPHONE);
    const response = await laptop.get('/api/profile/sessions');
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<{ sessions: ListedSession[] }>();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Linux', ipAddress: '198.51.100.7' }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Safari on iOS', ipAddress: '203.0.113.9', current: false }),
    );
    for (const session of sessions) expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    // Nothing that could act as the session goes out.
    expect(response.body).not.toMatch(/token/i);
  });

  it("shows only the account's own sessions", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const listed = (await b.client.get('/api/profile/sessions')).json<{ sessions: ListedSession[] }>().sessions;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.current).toBe(true);
    const ofA = (await a.client.get('/api/profile/sessions')).json<{ sessions: ListedSession[] }>().sessions;
    expect(ofA.map((session) => session.id)).not.toContain(listed[0]!.id);
  });

  it('signs out every other session and keeps this one', async () => {
    const { client: here, registration } = await createSignedInCompany(testApp.app);
    const phone = await signInFrom(registration.email, registration.password, '203.0.113.10', SAFARI_IPHONE);
    const tablet = await signInFrom(registration.email, registration.password, '203.0.113.11', SAFARI_IPHONE);
    const answer = await here.post('/api/profile/sessions/sign-out-others');
    expect(answer.json()).toEqual({ success: true, signedOut: 2, message: 'Signed out 2 other sessions.' });
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
    expect((await tablet.get('/api/profile')).statusCode).toBe(401);
    expect((await here.get('/api/profile')).statusCode).toBe(200);
    const left = (await here.get('/api/profile/sessions')).json<{ sessions: ListedSession[] }>().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('refuses anyone signed out', async () => {
    const stranger = new TestClient(testApp.app);
    expect((await stranger.get('/api/profile/sessions')).statusCode).toBe(401);
    expect((await stranger.post('/api/profile/sessions/sign-out-others')).statusCode).toBe(401);
  });
});
