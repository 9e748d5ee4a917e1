// Live results at scale: 1 000 open event streams on one server and a burst
// of 500 submissions over HTTP. Reports whether every stream heard the final
// count, how many events each got (coalesced), the server's memory with the
// streams open, and the submissions' p99 latency. In one process (client and
// server share the heap: the memory figure is an upper bound). PGlite in memory.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { openEventStream } from '../apps/server/test/event-stream-client.ts';
import { BENCH_ORIGIN, signUpCompany, withDeps } from './bench-app.ts';

const STREAMS = Number(process.env.STREAMS ?? 1000);
const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 500);
const LIMITS = { SUBMIT_FLOOD_LIMIT_PER_MINUTE: '100000000', SUBMIT_ADDRESS_LIMIT_PER_MINUTE: '100000000' };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

await withDeps(LIMITS, { kind: 'pglite', client: await PGlite.create() }, async (deps) => {
  const app = await buildApp(deps);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { cookie, companyId } = await signUpCompany(app, deps, Date.now().toString(36));
  await deps.database.executeSql("UPDATE companies SET plan = 'enterprise' WHERE id = $1", [companyId]);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const created = await app.inject({
    method: 'POST',
    url: '/api/swot/create',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: { title: 'Live bench', startDate: yesterday, endDate: '2099-12-31', timezone: 'UTC' },
  });
  const { id, uniqueToken } = created.json<{ swot: { id: string; uniqueToken: string } }>().swot;

  global.gc?.();
  const before = process.memoryUsage();
  const streams = [];
  for (let index = 0; index < STREAMS; index += 50) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - index) }, () =>
          openEventStream(base, `/api/swot/${id}/events`, cookie),
        ),
      )),
    );
  }
  global.gc?.();
  const open = process.memoryUsage();

  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const latencies: number[] = [];
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from(
      { length: SUBMISSIONS },
      (_, index) =>
        new Promise<number>((resolve, reject) => {
          const sent = performance.now();
          const body = JSON.stringify({
            strengths: `Strength ${index}`,
            weaknesses: '',
            opportunities: '',
            threats: '',
            idempotencyKey: `live-bench-${index.toString().padStart(8, '0')}`,
          });
          const request = http.request(
            `${base}/api/participate/${uniqueToken}/submit`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json', origin: base } },
            (response) => {
              response.resume();
              response.on('end', () => {
                latencies.push(performance.now() - sent);
                resolve(response.statusCode ?? 0);
              });
            },
          );
          request.on('error', reject);
          request.end(body);
        }),
    ),
  );
  const burstMs = performance.now() - started;
  const final = (event: { event: string; data: string }) =>
    event.event === 'responses' && (JSON.parse(event.data) as { responseCount: number }).responseCount === SUBMISSIONS;
  const heard = await Promise.all(
    streams.map((stream) =>
      stream.waitFor(final, 10_000).then(
        () => true,
        () => false,
      ),
    ),
  );
  const lastHeardMs = performance.now() - started;
  latencies.sort((x, y) => x - y);
  const events = streams.map((stream) => stream.events.filter((event) => event.event === 'responses').length);
  const result = {
    streams: STREAMS,
    submissions: SUBMISSIONS,
    accepted: statuses.filter((status) => status === 200).length,
    everyStreamHeardFinalCount: heard.every(Boolean),
    streamsHeardFinal: heard.filter(Boolean).length,
    eventsPerStream: { min: Math.min(...events), max: Math.max(...events) },
    burstMs: Math.round(burstMs),
    allStreamsUpToDateMs: Math.round(lastHeardMs),
    submitP50Ms: Math.round(latencies[Math.floor(latencies.length * 0.5)]!),
    submitP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]!),
    rssMb: {
      before: mb(before.rss),
      streamsOpen: mb(open.rss),
      perStreamKb: Math.round((open.rss - before.rss) / 1024 / STREAMS),
    },
    heapUsedMb: { before: mb(before.heapUsed), streamsOpen: mb(open.heapUsed) },
  };
  console.log(JSON.stringify(result, null, 2));
  for (const stream of streams) stream.close();
  agent.destroy();
  await app.close();
});
