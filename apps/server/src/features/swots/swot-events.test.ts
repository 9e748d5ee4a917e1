import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEARTBEAT_EVENT } from '@foursight/shared/contract/route';
import { RESPONSES_EVENT, ResponsesEventSchema } from '@foursight/shared/contract/swots';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openEventStream, type EventStreamClient, type ReceivedEvent } from '../../../test/event-stream-client.ts';
import { createOpenSwot, createTwoCompanies, submitAnswers, type SignedInCompany } from '../../../test/factories.ts';

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let base: string;
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = await createTwoCompanies(t.app);
  // Over a real socket: an injected request waits for the end of its response, and a stream has none.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

async function open(path: string, company: SignedInCompany | null): Promise<EventStreamClient> {
  const stream = await openEventStream(base, path, company?.client.cookie);
  opened.push(stream);
  return stream;
}

const about = (swotId: string, count?: number) => (event: ReceivedEvent) => {
  if (event.event !== RESPONSES_EVENT) return false;
  const data = ResponsesEventSchema.parse(JSON.parse(event.data));
  return data.swotId === swotId && (count === undefined || data.responseCount === count);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live results over server-sent events', () => {
  it("tells a SWOT's stream of a new response within 2 s, with the committed count", async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const stream = await open(`/api/swot/${swot.id}/events`, a);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');

    const started = performance.now();
    await submitAnswers(t.app, swot.uniqueToken, [{ strengths: 'Loyal customers' }]);
    const event = await stream.waitFor(about(swot.id, 1), 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.parse(event.data)).toEqual({ swotId: swot.id, responseCount: 1 });
    // The browser is told how soon to reconnect after a drop.
    expect(stream.text()).toMatch(/^retry: \d+\n/);
  });

  it("tells the company's dashboard stream, and never another company's", async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const dashboardA = await open('/api/dashboard/events', a);
    const dashboardB = await open('/api/dashboard/events', b);
    expect([dashboardA.statusCode, dashboardB.statusCode]).toEqual([200, 200]);

    await submitAnswers(t.app, swot.uniqueToken, [{ threats: 'New entrants' }]);
    await dashboardA.waitFor(about(swot.id, 1), 2000);
    await wait(300);
    expect(dashboardB.events.filter((event) => event.event === RESPONSES_EVENT)).toEqual([]);
    // Only the heartbeat, which starts every stream.
    expect(dashboardB.events).toEqual([{ event: HEARTBEAT_EVENT, data: '{}' }]);
  });

  it("refuses company B a stream of company A's SWOT (404), and anyone signed out (401)", async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const fromB = await open(`/api/swot/${swot.id}/events`, b);
    expect(fromB.statusCode).toBe(404);
    expect(JSON.parse(fromB.refusal)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await open(`/api/swot/${swot.id}/events`, null)).statusCode).toBe(401);
    expect((await open('/api/dashboard/events', null)).statusCode).toBe(401);
  });

  it('coalesces a burst into a few events, the last with the final count', async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const stream = await open(`/api/swot/${swot.id}/events`, a);
    const answers = Array.from({ length: 12 }, (_, index) => ({ opportunities: `Idea ${index}` }));
    await Promise.all(answers.map((answer) => submitAnswers(t.app, swot.uniqueToken, [answer])));
    await stream.waitFor(about(swot.id, 12), 2000);
    await wait(400);
    const events = stream.events.filter(about(swot.id));
    // One at once, then at most one per 250 ms window while the burst lasts.
    expect(events.length).toBeLessThan(12);
    expect(ResponsesEventSchema.parse(JSON.parse(events.at(-1)!.data)).responseCount).toBe(12);
  });

  it('stops listening as soon as the client goes away', async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const before = t.deps.live.listenerCount();
    const stream = await openEventStream(base, `/api/swot/${swot.id}/events`, a.client.cookie);
    await stream.waitFor(() => true, 100).catch(() => undefined);
    expect(t.deps.live.listenerCount()).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.deps.live.listenerCount(), { timeout: 2000 }).toBe(before);
  });

  // On PGlite there is one process by construction; on PostgreSQL each test app has a pool of its own, like a process.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'tells a stream on one process of a response committed by another (LISTEN/NOTIFY)',
    async () => {
      const swot = await createOpenSwot(a.client, new Date());
      const stream = await open(`/api/swot/${swot.id}/events`, a);
      const other = await buildTestApp();
      try {
        await submitAnswers(other.app, swot.uniqueToken, [{ weaknesses: 'Slow approvals' }]);
        await stream.waitFor(about(swot.id, 1), 2000);
      } finally {
        await other.close();
      }
    },
  );
});
