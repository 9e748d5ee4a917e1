// Overload at 1 000 connections: GET /api/health (and, not judged, the same
// answer through Fastify's route with ?probe=false), then the participation
// submit path (the spec's payload, no idempotency key), each hammered by
// autocannon against the built server (apps/server/dist/main.js, as `npm
// start` runs it, the embedded database on its own thread; from source with
// tsx when there is no build) as its own process on a loopback port, next to a bare Fastify hello-world at the same
// connections (the ceiling of any route on this machine at that moment). Pass
// marks: only 2xx, 429 and 503 answers, no client time-outs, health p99 < 50
// ms. RUNS runs (3) of SECONDS each (10) per endpoint, then the medians. The
// server runs as a web process (RUN_MODE=http, BENCH_RUN_MODE to change it):
// with RUN_MODE=all the analysis job of the growing SWOT shares its event loop.
// PGlite on disk; PostgreSQL too when BENCH_DATABASE_URL names an empty
// database. `npx tsx bench/overload.ts`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppDeps } from '../apps/server/src/app-deps.ts';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { BENCH_ORIGIN, signUpCompany, withDeps } from './bench-app.ts';
import { generateLoad, type LoadOptions } from './load.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1000);
const PORT = 3194;
const HELLO_PORT = 3195;
const HOST = '127.0.0.1';
/** The abuse caps raised, so submissions reach the database and the write path itself is loaded. */
const LIMITS = { SUBMIT_FLOOD_LIMIT_PER_MINUTE: '100000000', SUBMIT_ADDRESS_LIMIT_PER_MINUTE: '100000000' };
const ALLOWED_STATUSES = new Set([429, 503]);
const HEALTH_P99_GOAL_MS = 50;

/** A company on the Enterprise plan (no allowance stops the bench) with one open SWOT; returns its token. */
async function prepare(deps: AppDeps): Promise<string> {
  const app = await buildApp(deps);
  const { cookie, companyId } = await signUpCompany(app, deps, Date.now().toString(36));
  await deps.database.executeSql("UPDATE companies SET plan = 'enterprise' WHERE id = $1", [companyId]);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const created = await app.inject({
    method: 'POST',
    url: '/api/swot/create',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: {
      title: 'Overload',
      startDate: yesterday,
      endDate: `${new Date().getUTCFullYear() + 1}-12-31`,
      timezone: 'UTC',
    },
  });
  await app.close();
  return created.json<{ swot: { uniqueToken: string } }>().swot.uniqueToken;
}

async function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(readyUrl)).status === 200) return child;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() - started > 90_000) throw new Error(`${args.join(' ')} did not start`);
    await sleep(200);
  }
}

const BUILT_SERVER = 'apps/server/dist/main.js';

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return startProcess(
    existsSync(BUILT_SERVER) ? [BUILT_SERVER] : ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      ...env,
      ...LIMITS,
      PORT: String(PORT),
      HOST,
      LOG_LEVEL: 'warn',
      RUN_MODE: process.env.BENCH_RUN_MODE ?? 'http',
      // The API only: the built web app may be mid-rebuild in a shared tree, and is not measured.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'foursight-overload-no-web'),
    },
    `http://${HOST}:${PORT}/api/health`,
  );
}

/** Waits (up to 15 s) until one health call answers within 50 ms: the previous load has drained. */
async function settle(): Promise<void> {
  const until = performance.now() + 15_000;
  while (performance.now() < until) {
    const started = performance.now();
    try {
      await fetch(`http://${HOST}:${PORT}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (performance.now() - started < HEALTH_P99_GOAL_MS) return;
    } catch {
      // Still busy.
    }
    await sleep(250);
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  statuses: Record<string, number>;
}

async function hammer(options: LoadOptions): Promise<Figures> {
  const result = await generateLoad({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, stat]) => [
      code,
      stat.count,
    ]),
  );
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    // Connection errors other than time-outs (refused, reset).
    errors: result.errors - result.timeouts,
    statuses,
  };
}

function describe(figures: Figures): string {
  const statuses = Object.entries(figures.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return `${figures.perSecond.toFixed(0)}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, time-outs ${figures.timeouts}, errors ${figures.errors}, ${statuses}`;
}

/** What breaks the pass marks, or an empty list. */
function problems(figures: Figures, p99Goal?: number): string[] {
  const found: string[] = [];
  const unexpected = Object.keys(figures.statuses).filter((code) => !/^2/.test(code) && !ALLOWED_STATUSES.has(+code));
  if (unexpected.length > 0) found.push(`unexpected statuses ${unexpected.join(', ')}`);
  if (figures.timeouts > 0) found.push(`${figures.timeouts} time-outs`);
  if (figures.errors > 0) found.push(`${figures.errors} connection errors`);
  if (p99Goal !== undefined && figures.p99 >= p99Goal) found.push(`p99 ${figures.p99} ms ≥ ${p99Goal} ms`);
  return found;
}

/** The machine's 1-minute load average: the figures are only comparable at similar load. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarise(label: string, runs: Figures[], p99Goal?: number, judged = true): boolean {
  console.log(
    `  ${label} median of ${runs.length}: ${median(runs.map((run) => run.perSecond)).toFixed(0)}/s, ` +
      `p50 ${median(runs.map((run) => run.p50))} ms, p99 ${median(runs.map((run) => run.p99))} ms, ` +
      `time-outs ${runs.map((run) => run.timeouts).join('/')}`,
  );
  if (!judged) return true;
  const failed = runs.flatMap((run, index) => problems(run, p99Goal).map((problem) => `run ${index + 1}: ${problem}`));
  for (const problem of failed) console.log(`    FAILS: ${problem}`);
  return failed.length === 0;
}

async function benchDatabase(label: string, env: Record<string, string>, target: DatabaseTarget): Promise<boolean> {
  const token = await withDeps({ ...LIMITS, ...env }, target, prepare);
  const server = await startServer(env);
  const hello = await startProcess(
    ['bench/hello-server.mjs'],
    { PORT: String(HELLO_PORT) },
    `http://${HOST}:${HELLO_PORT}/`,
  );
  const ceiling: Figures[] = [];
  const health: Figures[] = [];
  const routed: Figures[] = [];
  const submit: Figures[] = [];
  try {
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, load average ${loadAverage()}`);
    console.log(`  server: ${existsSync(BUILT_SERVER) ? BUILT_SERVER : 'apps/server/src/main.ts (from source)'}`);
    for (let run = 1; run <= RUNS; run += 1) {
      ceiling.push(await hammer({ url: `http://${HOST}:${HELLO_PORT}/` }));
      console.log(`  run ${run} hello-world:     ${describe(ceiling.at(-1)!)}`);
      health.push(await hammer({ url: `http://${HOST}:${PORT}/api/health` }));
      console.log(`  run ${run} GET /api/health: ${describe(health.at(-1)!)}`);
      // The same answer through Fastify's route (a query string skips the liveness fast path): what the fast path saves.
      routed.push(await hammer({ url: `http://${HOST}:${PORT}/api/health?probe=false` }));
      console.log(`  run ${run} ...?probe=false:  ${describe(routed.at(-1)!)}`);
      await settle();
      submit.push(
        await hammer({
          url: `http://${HOST}:${PORT}/api/participate/${token}/submit`,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://${HOST}:${PORT}` },
          body: JSON.stringify({
            strengths: 'Loyal customers and a strong brand built over many years',
            weaknesses: 'Slow decisions between departments',
            opportunities: 'Exports to new markets',
            threats: 'Low-cost competitors',
          }),
        }),
      );
      console.log(`  run ${run} POST submit:     ${describe(submit.at(-1)!)}`);
      await settle();
    }
  } finally {
    await stopServer(server);
    await stopServer(hello);
  }
  console.log(`  load average after: ${loadAverage()}`);
  summarise('hello-world (ceiling, not judged)', ceiling, undefined, false);
  const healthOk = summarise('GET /api/health', health, HEALTH_P99_GOAL_MS);
  summarise('GET /api/health?probe=false (through the route, not judged)', routed, undefined, false);
  const submitOk = summarise('POST submit', submit);
  return healthOk && submitOk;
}

const outcomes: boolean[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-overload-'));
try {
  outcomes.push(
    await benchDatabase(
      'embedded database (PGlite, on disk)',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const postgresDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-overload-pg-'));
  try {
    outcomes.push(
      await benchDatabase(
        'PostgreSQL',
        { DATA_DIR: postgresDir, DATABASE_URL: url },
        { kind: 'postgres', url, poolSize: 10 },
      ),
    );
  } finally {
    rmSync(postgresDir, { recursive: true, force: true });
  }
}
const passed = outcomes.every(Boolean);
console.log(passed ? '\nAll pass marks met.' : '\nSome pass marks missed (see FAILS above).');
