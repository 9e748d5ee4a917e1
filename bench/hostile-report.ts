// Report documents of hostile answers against the built server, while a load
// balancer's health checks keep coming: a company registered over HTTP, one
// open SWOT, four answers through its public link (each from a client
// without cookies, as four browsers) whose every field is as long as the
// form allows without a space (the words pdfmake once spent 15 to 40 s
// fitting, on the HTTP thread); once the analysis covers the four, each of
// the report PDF, slides, workbook, CSV and the printable report
// (POST /api/generate-pdf) is timed to its last byte while GET /api/health is
// sent every 20 ms, each without waiting for the one before, and every
// probe's latency is kept. RUNS rounds (3), formats interleaved; medians and
// the worst probe per format. Goals: each document under 5 s, every health
// check sent during it answered under 300 ms.
// The server is `node apps/server/dist/main.js` as its own process (built
// with `npm run build` when missing), on the embedded database in a temporary
// DATA_DIR; BENCH_SERVER_ENTRY=<path to a main.js> measures another build
// (an older commit's, from a worktree); BENCH_DATABASE_URL adds PostgreSQL.
// `npx tsx bench/hostile-report.ts`
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.PORT ?? 3198);
const HOST = '127.0.0.1';
const BASE = `http://${HOST}:${PORT}`;
const DEFAULT_ENTRY = 'apps/server/dist/main.js';
const ENTRY = path.resolve(process.env.BENCH_SERVER_ENTRY ?? DEFAULT_ENTRY);
const PROBE_EVERY_MS = 20;
const DOCUMENT_GOAL_MS = 5000;
const HEALTH_GOAL_MS = 300;
/** The form's limit (MAX_ANSWER_LENGTH in packages/shared/src/domain/swots.ts). */
const ANSWER_LENGTH = 5000;
const PASSWORD = 'bench meadow lantern 42';
/** A document or a probe that has not answered after this long is reported as failed. */
const REQUEST_TIMEOUT_MS = 180_000;

const FORMATS = ['pdf', 'pptx', 'xlsx', 'csv', 'printable'] as const;
type Format = (typeof FORMATS)[number];
const LABELS: Record<Format, string> = {
  pdf: 'GET /api/reports/:id/pdf',
  pptx: 'GET /api/reports/:id/pptx',
  xlsx: 'GET /api/reports/:id/xlsx',
  csv: 'GET /api/reports/:id/csv',
  printable: 'POST /api/generate-pdf',
};

const unbroken = (seed: string) => seed.repeat(Math.ceil(ANSWER_LENGTH / seed.length)).slice(0, ANSWER_LENGTH);

/** The four answers of the API test (hostile-answers.test.ts): every field one word of 5 000 characters. */
const hostileAnswer = (index: number) => ({
  strengths: unbroken('Strongteamwork'),
  weaknesses: unbroken('प्रबंधनकमज़ोर'),
  opportunities: unbroken(`Newmarkets${index}`),
  threats: unbroken('Competitionrising'),
  idempotencyKey: `hostile-${index}-${Date.now().toString(36)}`,
});

/** The machine's load average (1, 5, 15 minutes): the figures are only comparable at similar load. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      // One binding with the liveness fast path (localhost would add an IPv6 twin that has Fastify's listener only).
      HOST,
      LOG_LEVEL: 'warn',
      // The API only: the built web app may be mid-rebuild in a shared tree, and is not measured.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'foursight-hostile-no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).status === 200) return child;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`${ENTRY} exited with ${child.exitCode}`);
    if (performance.now() - started > 90_000) throw new Error(`${ENTRY} did not start`);
    await sleep(100);
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${BASE}${url}`, {
    method: 'POST',
    // Writes must come from the server's own origin; no cookie unless given (each answer a browser of its own).
    headers: { 'content-type': 'application/json', origin: BASE, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
}

/** Registers a company over HTTP (the tests' registrationFor fields), signs its owner in; returns the cookie. */
async function signUp(): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `hostile.${tag}@bench.test`;
  await expectOk(
    await post('/api/register', {
      organizationName: `Hostile ${tag}`,
      contactName: 'Asha Mehta',
      email,
      password: PASSWORD,
      fullAddress: '12 MG Road, Bengaluru',
      officialDomain: `hostile-${tag}.example`,
      mobileNumber: '+91 98450 12345',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    }),
    'register',
  );
  const login = await post('/api/login', { email, password: PASSWORD });
  await expectOk(login, 'login');
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** An open SWOT (yesterday to tomorrow, UTC) with the four hostile answers, analysed; returns its id. */
async function prepareSwot(cookie: string): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await post(
    '/api/swot/create',
    {
      title: 'Annual strategy review',
      description: 'Where we stand before planning next year',
      startDate: day(-1),
      endDate: day(1),
      timezone: 'UTC',
    },
    cookie,
  );
  await expectOk(created, 'create SWOT');
  const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
  for (let index = 0; index < 4; index += 1) {
    await expectOk(await post(`/api/participate/${swot.uniqueToken}/submit`, hostileAnswer(index)), `answer ${index}`);
  }
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${BASE}/api/swot/ai-analysis/${swot.id}`, { headers: { cookie } });
    const body = (await response.json()) as { state: string; analysis: { responseCount: number } | null };
    if (body.state === 'ready' && body.analysis?.responseCount === 4) break;
    if (performance.now() - started > REQUEST_TIMEOUT_MS) {
      throw new Error(`no analysis of 4 answers after ${REQUEST_TIMEOUT_MS / 1000} s: ${JSON.stringify(body)}`);
    }
    await sleep(250);
  }
  console.log(
    `  4 answers of 4 × ${ANSWER_LENGTH} characters analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return swot.id;
}

/** Sends a request and reads its body to the last byte: status, bytes, milliseconds. */
async function timed(send: () => Promise<Response>): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await send();
    let bytes = 0;
    if (response.body) for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return { status: response.status, bytes, ms: performance.now() - started };
  } catch {
    // Refused, reset or timed out: status 0.
    return { status: 0, bytes: 0, ms: performance.now() - started };
  }
}

interface Run {
  status: number;
  bytes: number;
  ms: number;
  probes: number;
  slowest: number;
  p99: number;
  /** Probes answered with anything but 200, or not at all. */
  failedProbes: number;
}

function requestFor(format: Format, swotId: string, cookie: string): () => Promise<Response> {
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (format === 'printable') {
    return () =>
      fetch(`${BASE}/api/generate-pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE, cookie },
        body: JSON.stringify({ swotId }),
        signal,
      });
  }
  return () => fetch(`${BASE}/api/reports/${swotId}/${format}`, { headers: { cookie }, signal });
}

/** The document, timed to its last byte, with a health check sent every 20 ms while it runs (none awaited). */
async function measure(format: Format, swotId: string, cookie: string): Promise<Run> {
  const probes: Promise<{ status: number; ms: number }>[] = [];
  const probe = () =>
    probes.push(
      timed(() => fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).then(
        ({ status, ms }) => ({ status, ms }),
      ),
    );
  probe();
  const timer = setInterval(probe, PROBE_EVERY_MS);
  const document = await timed(requestFor(format, swotId, cookie));
  clearInterval(timer);
  const answered = await Promise.all(probes);
  const latencies = answered.map((item) => item.ms).sort((a, b) => a - b);
  return {
    ...document,
    probes: answered.length,
    slowest: latencies.at(-1)!,
    p99: latencies[Math.ceil(latencies.length * 0.99) - 1]!,
    failedProbes: answered.filter((item) => item.status !== 200).length,
  };
}

/** Waits (up to 30 s) until one health check answers within 50 ms: the previous document has drained. */
async function settle(): Promise<void> {
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    const { status, ms } = await timed(() => fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(10_000) }));
    if (status === 200 && ms < 50) break;
    await sleep(250);
  }
  await sleep(500);
}

/** The server's entry as given: relative inside this tree, absolute outside it (another worktree's build). */
const shown = (file: string) =>
  path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;

function table(runs: Map<Format, Run[]>): void {
  const rows = [
    ['Document', 'Median duration', 'Worst health', 'Worst p99 health', 'Probes (runs)', 'Goal met'],
    ...FORMATS.map((format) => {
      const list = runs.get(format)!;
      const worst = Math.max(...list.map((run) => run.slowest));
      const met = list.every(
        (run) =>
          run.status === 200 && run.ms < DOCUMENT_GOAL_MS && run.slowest < HEALTH_GOAL_MS && run.failedProbes === 0,
      );
      return [
        LABELS[format],
        seconds(median(list.map((run) => run.ms))),
        millis(worst),
        millis(Math.max(...list.map((run) => run.p99))),
        list.map((run) => run.probes).join(', '),
        met ? 'yes' : 'no',
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(`  | ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
    if (index === 0) console.log(`  | ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  }
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(env);
  try {
    console.log(`\n${label}: ${shown(ENTRY)}, load average ${loadAverage()}`);
    const cookie = await signUp();
    const swotId = await prepareSwot(cookie);
    const runs = new Map<Format, Run[]>(FORMATS.map((format) => [format, []]));
    for (let round = 1; round <= RUNS; round += 1) {
      for (const format of FORMATS) {
        await settle();
        const run = await measure(format, swotId, cookie);
        runs.get(format)!.push(run);
        const failed = run.failedProbes > 0 ? `, ${run.failedProbes} probes not 200` : '';
        console.log(
          `  run ${round} ${LABELS[format].padEnd(25)} ${run.status} ${(run.bytes / 1024).toFixed(0).padStart(5)} KB ` +
            `in ${seconds(run.ms)}; health slowest ${millis(run.slowest)}, p99 ${millis(run.p99)}, ${run.probes} probes${failed}`,
        );
      }
    }
    console.log(
      `\n  ${RUNS} runs each, load average ${loadAverage()}; goals: under ${DOCUMENT_GOAL_MS / 1000} s, health under ${HEALTH_GOAL_MS} ms`,
    );
    table(runs);
  } finally {
    await stopServer(server);
  }
}

if (!existsSync(ENTRY)) {
  if (process.env.BENCH_SERVER_ENTRY) throw new Error(`BENCH_SERVER_ENTRY: no ${ENTRY}`);
  console.log(`No ${DEFAULT_ENTRY}: npm run build`);
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Each database's server keeps its files (the embedded database, the secret key) in a temporary DATA_DIR. */
async function withDataDir(run: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-hostile-'));
  try {
    await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await withDataDir((dataDir) =>
  benchDatabase('embedded database (PGlite, on disk)', { DATA_DIR: dataDir, DATABASE_URL: '' }),
);
const url = process.env.BENCH_DATABASE_URL;
if (url) await withDataDir((dataDir) => benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }));
