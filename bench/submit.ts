// Durable submissions per second (answered only after commit), over HTTP at
// 100 connections against the built server, next to, in the same run:
// (a) the raw database rate of the same write (the participation service
// called in-process, 100 in flight, no HTTP) and (b) a bare Fastify
// hello-world. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL names an
// empty database. Run `npm run build` first; run with tsx (npm run bench).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppDeps } from '../apps/server/src/app-deps.ts';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { BENCH_ORIGIN, signUpCompany, withDeps } from './bench-app.ts';
import { generateLoad, type LoadOptions } from './load.ts';
import { createSubmissions, submitResponse } from '../apps/server/src/features/participation/participation.service.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = 100;
const PORT = 3193;
const HELLO_PORT = 3192;
const LIMITS = { SUBMIT_FLOOD_LIMIT_PER_MINUTE: '100000000', SUBMIT_ADDRESS_LIMIT_PER_MINUTE: '100000000' };

interface BenchSwot {
  token: string;
  id: string;
  /** The organiser's session, to read the SWOT's analysis from the server. */
  cookie: string;
}

/** A company on the Enterprise plan (no allowance stops the bench) with one open SWOT. */
async function prepare(deps: AppDeps): Promise<BenchSwot> {
  const app = await buildApp(deps);
  const { cookie, companyId } = await signUpCompany(app, deps, Date.now().toString(36));
  await deps.database.executeSql("UPDATE companies SET plan = 'enterprise' WHERE id = $1", [companyId]);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/swot/create',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: { title: 'Bench', startDate: yesterday, endDate: nextYear, timezone: 'UTC' },
  });
  await app.close();
  if (created.statusCode !== 201 && created.statusCode !== 200)
    throw new Error(`Creating the SWOT failed: ${created.body}`);
  const { swot } = created.json<{ swot: { uniqueToken: string; id: string } }>();
  return { token: swot.uniqueToken, id: swot.id, cookie };
}

const answer = (key: string) => ({
  strengths: 'Loyal customers and a strong brand built over many years',
  weaknesses: 'Slow decisions between departments',
  opportunities: 'Exports to new markets',
  threats: 'Low-cost competitors',
  idempotencyKey: key,
});

/** (a) The same write without HTTP: the service, 100 in flight, for SECONDS. */
async function rawRate(deps: AppDeps, token: string): Promise<{ perSecond: number; p99: number; count: number }> {
  let done = 0;
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let counter = 0;
  const submissions = createSubmissions(deps);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (performance.now() < until) {
        const started = performance.now();
        await submitResponse(deps, submissions, token, answer(`raw-${worker}-${counter++}-${Date.now()}`));
        latencies.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: done / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, count: done };
}

async function spawnReady(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 2 : 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return child;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')} did not start`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function load(options: LoadOptions): Promise<autocannon.Result> {
  return generateLoad({ connections: CONNECTIONS, duration: SECONDS, ...options });
}

interface HttpFigures {
  perSecond: number;
  p99: number;
  errors: number;
}

/** The SWOT's stored analysis as the server reads it: how many answers it covers and when it was made. */
async function readAnalysis(swot: BenchSwot): Promise<{ responseCount: number; generatedAt: string } | null> {
  const response = await fetch(`http://localhost:${PORT}/api/swot/ai-analysis/${swot.id}`, {
    headers: { cookie: swot.cookie, origin: `http://localhost:${PORT}` },
  });
  return ((await response.json()) as { analysis: { responseCount: number; generatedAt: string } | null }).analysis;
}

/** Waits until the server's analysis of the SWOT covers at least `count` answers (2 minutes at most). */
async function analysisCoveringAtLeast(swot: BenchSwot, count: number): Promise<string> {
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    const analysis = await readAnalysis(swot);
    if (analysis && analysis.responseCount >= count) return analysis.generatedAt;
    await sleep(250);
  }
  throw new Error(`The analysis did not reach ${count} answers within 2 minutes`);
}

/** How long after the window a run that started in it would have ended (a run of 100 000 answers: about 10 s). */
const RUN_SETTLE_MS = 12_000;

/**
 * HTTP submissions against the built server. When its workers run (RUN_MODE
 * all, the default), the raw phase's answers are due for analysis as it
 * starts: that run (tens of thousands of answers, seconds of reading on the
 * database thread and of analysis) falls into the first window, which the
 * raw phase never paid for. The ratio is read from a second window, once the
 * analysis covers the raw phase's answers (the next run is paced minutes
 * away); the first window is reported beside it.
 */
async function httpRate(
  env: Record<string, string>,
  swot: BenchSwot,
  rawCount: number,
): Promise<{ likeForLike: HttpFigures; withAnalysis: HttpFigures | null }> {
  // BENCH_PROFILE_DIR=<dir>: the server writes a CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const runMode = process.env.BENCH_RUN_MODE ?? 'all';
  const server = await spawnReady(
    [...profile, 'apps/server/dist/main.js'],
    {
      ...env,
      ...LIMITS,
      PORT: String(PORT),
      // BENCH_LOG_LEVEL=debug shows each submission batch's size and time (the server's log goes to stderr).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RUN_MODE: runMode,
    },
    `http://localhost:${PORT}/api/health`,
  );
  const submit = async (): Promise<HttpFigures> => {
    const result = await load({
      url: `http://localhost:${PORT}/api/participate/${swot.token}/submit`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
      body: JSON.stringify(answer('http-[<id>]')),
      idReplacement: true,
    });
    if (result.non2xx + result.errors > 0) {
      console.log(
        `  (answers by status: ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, time-outs ${result.timeouts})`,
      );
    }
    return { perSecond: result['2xx'] / SECONDS, p99: result.latency.p99, errors: result.non2xx + result.errors };
  };
  try {
    if (runMode === 'http') return { likeForLike: await submit(), withAnalysis: null };
    const withAnalysis = await submit();
    const before = await analysisCoveringAtLeast(swot, rawCount);
    const likeForLike = await submit();
    // Pacing should keep the next run out of the window (SECONDS longer than the pause could let one in): checked.
    await sleep(RUN_SETTLE_MS);
    const after = (await readAnalysis(swot))?.generatedAt;
    if (after !== before) {
      console.log('  (an analysis ran during the like-for-like window: its ratio is not like for like)');
    }
    return { likeForLike, withAnalysis };
  } finally {
    await stop(server);
  }
}

async function helloRate() {
  const server = await spawnReady(
    ['bench/hello-server.mjs'],
    { PORT: String(HELLO_PORT) },
    `http://127.0.0.1:${HELLO_PORT}/`,
  );
  try {
    const result = await load({ url: `http://127.0.0.1:${HELLO_PORT}/` });
    return { perSecond: result['2xx'] / SECONDS, p99: result.latency.p99 };
  } finally {
    await stop(server);
  }
}

function report(
  label: string,
  raw: { perSecond: number; p99: number; count: number },
  { likeForLike: http, withAnalysis }: { likeForLike: HttpFigures; withAnalysis: HttpFigures | null },
  hello: { perSecond: number; p99: number },
) {
  const ratio = (value: number, of: number) => (of > 0 ? (value / of).toFixed(2) : 'n/a');
  console.log(`\n${label}`);
  console.log(
    `  raw database write (in-process, ${CONNECTIONS} in flight): ${raw.perSecond.toFixed(0)}/s, p99 ${raw.p99.toFixed(1)} ms`,
  );
  console.log(
    `  HTTP submit (${CONNECTIONS} connections):                   ${http.perSecond.toFixed(0)}/s, p99 ${http.p99.toFixed(1)} ms, errors ${http.errors}`,
  );
  if (withAnalysis) {
    console.log(
      `  (HTTP submit while the server analyses the raw phase's ${raw.count} answers: ${withAnalysis.perSecond.toFixed(0)}/s, p99 ${withAnalysis.p99.toFixed(1)} ms, errors ${withAnalysis.errors}, ${ratio(withAnalysis.perSecond, raw.perSecond)} of raw)`,
    );
  }
  console.log(
    `  bare Fastify hello-world:                             ${hello.perSecond.toFixed(0)}/s, p99 ${hello.p99.toFixed(1)} ms`,
  );
  console.log(
    `  submit / raw = ${ratio(http.perSecond, raw.perSecond)}   submit / hello = ${ratio(http.perSecond, hello.perSecond)}`,
  );
}

const PGLITE_THREAD = new URL('../apps/server/dist/pglite-worker.js', import.meta.url);

async function benchDatabase(label: string, env: Record<string, string>, target: DatabaseTarget) {
  const { swot, raw } = await withDeps({ ...LIMITS, ...env }, target, async (deps) => {
    const prepared = await prepare(deps);
    return { swot: prepared, raw: await rawRate(deps, prepared.token) };
  });
  const http = await httpRate(env, swot, raw.count);
  if (target.kind === 'pglite') {
    // The same raw write with the database on its own thread, as the built server runs it: a SWOT of its own,
    // after the HTTP run, so that the HTTP run's SWOT holds what it always did.
    const threaded = await withDeps(
      { ...LIMITS, ...env },
      target,
      async (deps) => rawRate(deps, (await prepare(deps)).token),
      PGLITE_THREAD,
    );
    console.log(
      `  (raw write with the database on its own thread: ${threaded.perSecond.toFixed(0)}/s, p99 ${threaded.p99.toFixed(1)} ms)`,
    );
  }
  const hello = await helloRate();
  report(label, raw, http, hello);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-submit-'));
try {
  await benchDatabase(
    'embedded database (PGlite, on disk)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const url = process.env.BENCH_DATABASE_URL;
if (url) await benchDatabase('PostgreSQL', { DATABASE_URL: url }, { kind: 'postgres', url, poolSize: 10 });
