// GET /api/dashboard/comprehensive latency for a company with 100 000
// responses over 200 SWOTs, next to the same company shape with 100 responses
// (goal: at most 2× slower). The data is written with SQL, then every SWOT is
// analysed by the real analysis service, as the background job would.
// In-process server on a real port; sequential requests (latency, not throughput).
// On PGlite (in memory), and on PostgreSQL when BENCH_DATABASE_URL names an empty database.
// Run: npx tsx bench/dashboard.ts
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppDeps } from '../apps/server/src/app-deps.ts';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { signUpCompany, withDeps } from './bench-app.ts';
import { runAnalysis } from '../apps/server/src/features/analysis/analysis.service.ts';
import { sqlArray, TEXTS } from './sample-texts.ts';

const REQUESTS = 200;

/** SWOTs and responses written directly, then each SWOT analysed by the service. */
async function fill(deps: AppDeps, companyId: string, swotCount: number, perSwot: number) {
  const run = deps.database.executeSql;
  await run(
    `INSERT INTO swots (company_id, title, start_date, start_time, end_date, end_time, timezone, starts_at, ends_at,
       unique_token, participants, invited_count, response_count, created_at)
     SELECT $1, 'Bench SWOT ' || g, '2026-01-01', '09:00', '2030-12-31', '18:00', 'UTC', now() - interval '1 day',
       now() + interval '365 days', md5(random()::text) || g, '{"users":[],"departments":[],"lists":[]}', $2, $2,
       now() - (g || ' hours')::interval
     FROM generate_series(1, $3::int) g`,
    [companyId, perSwot, swotCount],
  );
  await run(
    `INSERT INTO swot_responses (swot_id, company_id, strengths, weaknesses, opportunities, threats, idempotency_key)
     SELECT s.id, s.company_id,
       (${sqlArray(TEXTS.strengths)})[1 + g % 4], (${sqlArray(TEXTS.weaknesses)})[1 + (g * 7) % 4],
       (${sqlArray(TEXTS.opportunities)})[1 + g % 3], (${sqlArray(TEXTS.threats)})[1 + (g * 5) % 3],
       'bench-' || g
     FROM swots s CROSS JOIN generate_series(1, $2::int) g WHERE s.company_id = $1`,
    [companyId, perSwot],
  );
  await run(
    `INSERT INTO usage_months (company_id, period, responses) VALUES ($1, to_char(now(), 'YYYY-MM'), $2)
     ON CONFLICT (company_id, period) DO UPDATE SET responses = excluded.responses`,
    [companyId, swotCount * perSwot],
  );
  const swots = await run('SELECT id FROM swots WHERE company_id = $1', [companyId]);
  for (const row of swots.rows as { id: string }[]) await runAnalysis(deps, companyId, row.id);
}

interface Latency {
  median: number;
  p95: number;
  p99: number;
}

async function latency(url: string, cookie: string): Promise<Latency> {
  const times: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (index >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function benchDatabase(label: string, target: DatabaseTarget) {
  await withDeps({}, target, async (deps) => {
    const app = await buildApp(deps);
    const tag = Date.now().toString(36);
    const large = await signUpCompany(app, deps, `${tag}l`);
    const small = await signUpCompany(app, deps, `${tag}s`);
    const filling = performance.now();
    await fill(deps, large.companyId, 200, 500);
    await fill(deps, small.companyId, 1, 100);
    const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/dashboard/comprehensive`;
    const smallResult = await latency(url, small.cookie);
    const largeResult = await latency(url, large.cookie);
    const format = (r: Latency) =>
      `median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
    console.log(`\n${label} (data written and analysed in ${fillSeconds} s)`);
    console.log(`  100 responses, 1 SWOT:         ${format(smallResult)}`);
    console.log(`  100 000 responses, 200 SWOTs:  ${format(largeResult)}`);
    console.log(`  ratio (median): ${(largeResult.median / smallResult.median).toFixed(2)}× (goal ≤ 2×)`);
    await app.close();
  });
}

await benchDatabase('embedded database (PGlite, in memory)', { kind: 'pglite', client: await PGlite.create() });
const url = process.env.BENCH_DATABASE_URL;
if (url) await benchDatabase('PostgreSQL', { kind: 'postgres', url, poolSize: 10 });
