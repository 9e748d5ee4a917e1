// A second round's results at the largest round the server takes
// (MAX_ROUND_BALLOTS ballots), every ballot full: 60 themes, 15 a quadrant,
// impact and effort on weaknesses and threats, the top 4 picked in each
// quadrant. Ballots written with SQL, then GET .../results against an
// in-process server on a real port, sequential requests. Prints the first
// read's latency (the database counts the ballots, and the count is kept),
// the median of the reads after it, and the longest the event loop was held during the requests
// (perf_hooks): on PGlite in memory the database runs in this thread and
// counts too (the built server runs it on its own thread); on PostgreSQL
// (BENCH_DATABASE_URL, an empty database) only the HTTP side does.
// Run: npx tsx bench/round-results.ts [ballots]
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { MAX_ROUND_BALLOTS } from '../packages/shared/src/contract/rounds.ts';
import { SWOT_CATEGORIES } from '../packages/shared/src/domain/swots.ts';
import { buildApp } from '../apps/server/src/app.ts';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { frozenBallot } from '../apps/server/src/features/rounds/ballot-document.ts';
import { signUpCompany, withDeps } from './bench-app.ts';

const BALLOTS = Number(process.argv[2] ?? MAX_ROUND_BALLOTS);
const REQUESTS = Number(process.env.REQUESTS ?? 20);
const PER_QUADRANT = 15;
const TOP_K = 4;

const quadrants = SWOT_CATEGORIES.map((quadrant) => ({
  quadrant,
  impactEffort: quadrant === 'weaknesses' || quadrant === 'threats',
  topK: TOP_K,
  themes: Array.from({ length: PER_QUADRANT }, (_, index) => ({
    id: randomUUID(),
    label: `${quadrant} theme ${index + 1}`,
    quotes: ['A quote from one answer', 'Another from a second answer'],
  })),
}));

let seed = 7;
const next = (below: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return Math.floor((seed / 2_147_483_648) * below);
};
const ballot = () => ({
  version: 1,
  ratings: quadrants.flatMap((quadrant) =>
    quadrant.themes.map((theme) => ({
      themeId: theme.id,
      importance: next(10) === 0 ? null : 1 + next(9),
      ...(quadrant.impactEffort ? { impact: 1 + next(9), effort: 1 + next(9) } : {}),
    })),
  ),
  top: Object.fromEntries(
    quadrants.map((quadrant) => [quadrant.quadrant, quadrant.themes.slice(next(4), next(4) + TOP_K).map((t) => t.id)]),
  ),
});

async function benchDatabase(label: string, target: DatabaseTarget) {
  await withDeps({}, target, async (deps) => {
    const app = await buildApp(deps);
    const { cookie, companyId } = await signUpCompany(app, deps, Date.now().toString(36));
    const run = deps.database.executeSql;
    const swot = await run(
      `INSERT INTO swots (company_id, title, start_date, start_time, end_date, end_time, timezone, starts_at, ends_at,
         unique_token, participants, created_at)
       VALUES ($1, 'Bench round', '2026-01-01', '09:00', '2026-01-02', '18:00', 'Asia/Kolkata', now() - interval '3 days',
         now() - interval '2 days', md5(random()::text), '{"users":[],"departments":[],"lists":[]}', now())
       RETURNING id`,
      [companyId],
    );
    const swotId = (swot.rows[0] as { id: string }).id;
    const round = await run(
      `INSERT INTO swot_rounds (company_id, swot_id, number, start_date, start_time, end_date, end_time, timezone,
         starts_at, ends_at, closed_at, ballot, ballot_count, created_at)
       VALUES ($1, $2, 2, '2026-01-03', '09:00', '2026-01-04', '18:00', 'Asia/Kolkata', now() - interval '1 day',
         now() - interval '1 hour', now() - interval '1 hour', $3, $4, now())
       RETURNING id`,
      [companyId, swotId, JSON.stringify(frozenBallot(quadrants)), BALLOTS],
    );
    const roundId = (round.rows[0] as { id: string }).id;
    const writing = performance.now();
    for (let done = 0; done < BALLOTS; done += 500) {
      const batch = Array.from({ length: Math.min(500, BALLOTS - done) }, ballot);
      await run(
        `INSERT INTO swot_round_ballots (round_id, company_id, idempotency_key, ballot, submitted_at)
         SELECT $1, $2, md5(random()::text), value, date_trunc('hour', now()) FROM jsonb_array_elements($3::jsonb)`,
        [roundId, companyId, JSON.stringify(batch)],
      );
    }
    const writeSeconds = ((performance.now() - writing) / 1000).toFixed(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/swot/${swotId}/rounds/${roundId}/results`;
    const get = async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`results: ${response.status} ${await response.text()}`);
      return (await response.json()) as { quadrants: { themes: { ratings: number }[] }[] };
    };
    const counting = performance.now();
    const first = await get();
    const firstMs = performance.now() - counting;
    const rated = first.quadrants[0]!.themes[0]!.ratings;
    const times: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    for (let index = 0; index < REQUESTS; index += 1) {
      const started = performance.now();
      await get();
      times.push(performance.now() - started);
    }
    delay.disable();
    times.sort((a, b) => a - b);
    console.log(
      `${label}: ${BALLOTS} full ballots (written in ${writeSeconds} s; a theme's ratings: ${rated}), ` +
        `first read (the database counts) ${firstMs.toFixed(0)} ms, then (the stored count) median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms, ` +
        `event loop held at most ${(delay.max / 1e6).toFixed(0)} ms`,
    );
    await app.close();
  });
}

await benchDatabase('embedded database (PGlite, in memory)', { kind: 'pglite', client: await PGlite.create() });
const url = process.env.BENCH_DATABASE_URL;
if (url) await benchDatabase('PostgreSQL', { kind: 'postgres', url, poolSize: 10 });
