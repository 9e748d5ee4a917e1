import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

// The submit path keeps SWOTs found by token for two seconds (participation.service.ts); these
// tests check that a change of link settings is not left waiting on that, in one process and,
// on PostgreSQL, in another process on the same database.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const SHARED_LINK_OFF = /takes answers through personal links only/;

let answers = 0;
function answer() {
  answers += 1;
  return {
    strengths: `Answer ${answers}`,
    weaknesses: '',
    opportunities: '',
    threats: '',
    idempotencyKey: `link-settings-${answers}-abcdefgh`,
  };
}

/** A new participant's browser each time, so one answer per browser never decides these tests. */
function submit(app: TestApp, token: string) {
  return new TestClient(app.app).post(`/api/participate/${token}/submit`, answer());
}

async function openSwot(app: TestApp = testApp) {
  const { client } = await createSignedInCompany(app.app);
  const swot = await createOpenSwot(client, new Date());
  const setSharedLink = async (on: boolean) => {
    const saved = await client.put(`/api/swot/${swot.id}/participation-settings`, { sharedLink: on });
    expect(saved.statusCode).toBe(200);
  };
  return { swot, setSharedLink };
}

describe('switching the shared link', () => {
  it('off refuses the very next answer', async () => {
    const { swot, setSharedLink } = await openSwot();
    // The first answer leaves the SWOT in this process's cache as taking answers.
    expect((await submit(testApp, swot.uniqueToken)).statusCode).toBe(200);
    await setSharedLink(false);
    const refused = await submit(testApp, swot.uniqueToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(SHARED_LINK_OFF);
  });

  it('back on accepts the very next answer', async () => {
    const { swot, setSharedLink } = await openSwot();
    await setSharedLink(false);
    // Refused, and cached as switched off.
    expect((await submit(testApp, swot.uniqueToken)).statusCode).toBe(403);
    await setSharedLink(true);
    expect((await submit(testApp, swot.uniqueToken)).statusCode).toBe(200);
  });
});

// On PGlite there is one process by construction; on PostgreSQL each test app has a pool of its
// own and its own listening connection, like a process.
describe.runIf(inject('testDatabase').kind === 'postgres')('in another process on the same database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp();
  });
  afterAll(() => other.close());

  /** Resolves when `listener`'s app hears a link-settings change for this SWOT. */
  function heardBy(app: TestApp, swotId: string): Promise<void> {
    return new Promise((resolve) => {
      const stop = app.deps.live.subscribeLinkSettings((event) => {
        if (event.swotId !== swotId) return;
        stop();
        resolve();
      });
    });
  }

  /** Until `app` hears `from`'s notices: its listening connection opens a moment after its first submit. */
  async function untilListening(app: TestApp, from: TestApp): Promise<void> {
    const probe = randomUUID();
    const heard = heardBy(app, probe);
    let done = false;
    void heard.then(() => (done = true));
    for (let attempt = 0; attempt < 50 && !done; attempt += 1) {
      await from.deps.live.publishLinkSettings({ swotId: probe });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await heard;
  }

  it('refuses an answer there right after the link was switched off here', async () => {
    const { swot, setSharedLink } = await openSwot(testApp);
    // The other process caches the SWOT as taking answers.
    expect((await submit(other, swot.uniqueToken)).statusCode).toBe(200);
    await setSharedLink(false);
    const refused = await submit(other, swot.uniqueToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(SHARED_LINK_OFF);
  });

  it('forgets its cached link when told the link was switched back on here', async () => {
    const { swot, setSharedLink } = await openSwot(testApp);
    await setSharedLink(false);
    // Refused there, and cached there as switched off for two seconds.
    expect((await submit(other, swot.uniqueToken)).statusCode).toBe(403);
    await untilListening(other, testApp);
    const told = heardBy(other, swot.id);
    await setSharedLink(true);
    // The cache subscribed before this test's listener, so it has been emptied when this resolves.
    await told;
    expect((await submit(other, swot.uniqueToken)).statusCode).toBe(200);
  });

  it('stores one of two answers sent at once with the same cookie to two processes', async () => {
    const { swot } = await openSwot(testApp);
    const cookie = `fs_answered=${Buffer.from(randomUUID() + randomUUID())
      .toString('base64url')
      .slice(0, 43)}`;
    const send = (app: TestApp) =>
      new TestClient(app.app, { cookie }).post(`/api/participate/${swot.uniqueToken}/submit`, answer());
    for (let round = 0; round < 5; round += 1) {
      const statuses = (await Promise.all([send(testApp), send(other)])).map((response) => response.statusCode);
      // The first round stores one and refuses one; later rounds find the cookie used.
      expect(statuses.sort()).toEqual(round === 0 ? [200, 409] : [409, 409]);
    }
  });
});
