// CSV and XLSX exports of one SWOT with 100 000 responses: time to first
// byte, total time and peak memory growth while the file is downloaded
// (goals: CSV first byte ≤ 0.5 s, memory growth ≤ 100 MB). The responses are
// written with SQL and analysed once by the real service (the workbook's
// Themes sheet reads the analysis); then each export is downloaded over a
// real port by an in-process client that counts the bytes and drops them.
// Memory is the process's resident set sampled every 10 ms against the
// figure just before the request (after a garbage collection when run with
// --expose-gc), so it counts server, client and database alike.
// Then the same files through the background job (what the page uses above
// EXPORT_JOB_THRESHOLD): start over HTTP, poll the status every 100 ms until
// ready, then download the stored file; time to ready, peak memory growth
// while the job runs (the database's own copy of the file included, since
// PGlite lives in this process), and the download's first byte and total.
// On PGlite (in memory), and on PostgreSQL when BENCH_DATABASE_URL names an empty database.
// Run: node --expose-gc --import tsx bench/export.ts   (RESPONSES=<n> to change the size)
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppDeps } from '../apps/server/src/app-deps.ts';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { runAnalysis } from '../apps/server/src/features/analysis/analysis.service.ts';
import { createJobQueue } from '../apps/server/src/jobs/queue.ts';
import { jobRegistry } from '../apps/server/src/job-registry.ts';
import { signUpCompany, withDeps } from './bench-app.ts';

const RESPONSES = Number(process.env.RESPONSES ?? 100_000);
const MB = 1024 * 1024;

const TEXTS = {
  strengths: [
    'Excellent customer service and fast support answers from प्रिया and her team',
    'Talented engineers who care about quality',
    'Loyal customers who renew every year, worth ₹40 lakh',
  ],
  weaknesses: ['Slow release process with a lot of manual testing', 'Outdated internal documentation'],
  opportunities: ['Expanding into the Middle East market', '=HYPERLINK("http://evil.example","x") partnerships'],
  threats: ['New competitors with lower prices', 'Rising cloud costs are eating our margin'],
};
const sqlArray = (items: string[]) => `ARRAY[${items.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]`;

/** One open SWOT with `count` responses a second apart (stored to the hour, as submissions are), analysed once. */
async function fill(deps: AppDeps, companyId: string, count: number): Promise<string> {
  const run = deps.database.executeSql;
  const created = await run(
    `INSERT INTO swots (company_id, title, start_date, start_time, end_date, end_time, timezone, starts_at, ends_at,
       unique_token, participants, invited_count, response_count)
     VALUES ($1, 'Export bench', '2026-01-01', '09:00', '2030-12-31', '18:00', 'UTC', now() - interval '2 days',
       now() + interval '365 days', md5(random()::text), '{"users":[],"departments":[],"lists":[]}', 0, $2)
     RETURNING id`,
    [companyId, count],
  );
  const swotId = (created.rows[0] as { id: string }).id;
  await run(
    `INSERT INTO swot_responses (swot_id, company_id, strengths, weaknesses, opportunities, threats, idempotency_key,
       submitted_at)
     SELECT $1, $2,
       (${sqlArray(TEXTS.strengths)})[1 + g % 3] || ' #' || g, (${sqlArray(TEXTS.weaknesses)})[1 + g % 2],
       (${sqlArray(TEXTS.opportunities)})[1 + (g * 7) % 2], (${sqlArray(TEXTS.threats)})[1 + (g * 5) % 2],
       'bench-' || g, date_trunc('hour', now() - interval '2 days' + (g || ' seconds')::interval)
     FROM generate_series(1, $3::int) g`,
    [swotId, companyId, count],
  );
  await runAnalysis(deps, companyId, swotId);
  return swotId;
}

interface Measure {
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

/** Samples the process's peak RSS and JS heap every 10 ms from now (after a GC when exposed) until stop. */
function memorySampler() {
  (globalThis as { gc?: () => void }).gc?.();
  const baseRss = process.memoryUsage.rss();
  const baseHeap = process.memoryUsage().heapUsed;
  let peakRss = baseRss;
  let peakHeap = baseHeap;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 10);
  return () => {
    clearInterval(timer);
    return { rssGrowthMb: (peakRss - baseRss) / MB, heapGrowthMb: (peakHeap - baseHeap) / MB };
  };
}

interface ExportStatus {
  id: string;
  state: string;
  progress: number;
  size: number | null;
}

/** One file through the background job: started over HTTP, polled until ready, then downloaded. */
async function measureJob(base: string, swotId: string, format: 'xlsx' | 'csv', cookie: string) {
  const stop = memorySampler();
  const started = performance.now();
  const response = await fetch(`${base}/api/reports/${swotId}/exports`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ format }),
  });
  if (!response.ok) throw new Error(`start: HTTP ${response.status} ${await response.text()}`);
  let job = ((await response.json()) as { export: ExportStatus }).export;
  const progressSeen: number[] = [];
  while (job.state !== 'ready') {
    if (job.state === 'failed') throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await fetch(`${base}/api/reports/${swotId}/exports/${job.id}`, { headers: { cookie } });
    job = ((await status.json()) as { export: ExportStatus }).export;
    if (progressSeen.at(-1) !== job.progress) progressSeen.push(job.progress);
  }
  const readyMs = performance.now() - started;
  const memory = stop();
  const download = await measure(`${base}/api/reports/${swotId}/exports/${job.id}/file`, cookie);
  return { readyMs, ...memory, size: job.size ?? 0, progressSeen, download };
}

async function measure(url: string, cookie: string): Promise<Measure> {
  const stop = memorySampler();
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  const response = await fetch(url, { headers: { cookie } }).catch((error: unknown) => {
    stop();
    throw error;
  });
  const headersMs = performance.now() - started;
  try {
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).byteLength;
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { headersMs, firstByteMs, totalMs: performance.now() - started, bytes, ...stop() };
}

async function benchDatabase(label: string, target: DatabaseTarget) {
  await withDeps({}, target, async (shared) => {
    // A worker for the export job polling every half second (the shared helper's queue polls every 5 s and
    // works nothing): time to ready is then the job's work, not the wait to be picked up.
    const queue = createJobQueue({
      executeSql: shared.database.executeSql,
      jobs: jobRegistry,
      pollingIntervalSeconds: 0.5,
      supervise: false,
    });
    await queue.start();
    const deps = { ...shared, queue };
    await queue.startWorkers(deps, ['export-report']);
    const app = await buildApp(deps);
    const company = await signUpCompany(app, deps, Date.now().toString(36));
    const filling = performance.now();
    const swotId = await fill(deps, company.companyId, RESPONSES);
    const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console.log(`\n${label}: ${RESPONSES} responses (written and analysed in ${fillSeconds} s)`);
    for (const format of ['csv', 'xlsx', 'csv', 'xlsx'] as const) {
      const result = await measure(`http://127.0.0.1:${port}/api/reports/${swotId}/${format}`, company.cookie);
      console.log(
        `  ${format.toUpperCase().padEnd(4)} headers ${result.headersMs.toFixed(0)} ms, first byte ${result.firstByteMs.toFixed(0)} ms, total ${(result.totalMs / 1000).toFixed(2)} s, ` +
          `${(result.bytes / MB).toFixed(1)} MB, peak growth RSS ${result.rssGrowthMb.toFixed(0)} MB / heap ${result.heapGrowthMb.toFixed(0)} MB`,
      );
    }
    const viewStarted = performance.now();
    const view = await fetch(`http://127.0.0.1:${port}/api/reports/${swotId}`, { headers: { cookie: company.cookie } });
    const viewBytes = (await view.arrayBuffer()).byteLength;
    console.log(
      `  report view (GET /api/reports/:id): ${(performance.now() - viewStarted).toFixed(0)} ms, ${viewBytes} bytes`,
    );
    for (const [run, format] of [
      [1, 'csv'],
      [1, 'xlsx'],
      [2, 'csv'],
      [2, 'xlsx'],
    ] as const) {
      // A second start of the same file would be answered with the first (it holds every response): drop it.
      if (run === 2) await deps.database.executeSql('DELETE FROM report_exports WHERE format = $1', [format]);
      const job = await measureJob(`http://127.0.0.1:${port}`, swotId, format, company.cookie);
      console.log(
        `  ${format.toUpperCase().padEnd(4)} job: ready in ${(job.readyMs / 1000).toFixed(2)} s (progress seen ${job.progressSeen.join(' ')}), ` +
          `${(job.size / MB).toFixed(1)} MB, peak growth while preparing RSS ${job.rssGrowthMb.toFixed(0)} MB / heap ${job.heapGrowthMb.toFixed(0)} MB; ` +
          `download first byte ${job.download.firstByteMs.toFixed(0)} ms, total ${(job.download.totalMs / 1000).toFixed(2)} s, ` +
          `peak growth RSS ${job.download.rssGrowthMb.toFixed(0)} MB / heap ${job.download.heapGrowthMb.toFixed(0)} MB`,
      );
    }
    console.log('  goals: CSV first byte ≤ 500 ms, memory growth ≤ 100 MB');
    await app.close();
    await queue.stop(1000);
  });
}

await benchDatabase('embedded database (PGlite, in memory)', { kind: 'pglite', client: await PGlite.create() });
const url = process.env.BENCH_DATABASE_URL;
if (url) await benchDatabase('PostgreSQL', { kind: 'postgres', url, poolSize: 10 });
