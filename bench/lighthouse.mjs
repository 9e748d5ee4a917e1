// Lighthouse (mobile preset, simulated throttling) on the home page and /pricing
// of the built product, three runs each, median scores. Goal: performance and
// accessibility ≥ 0.95. Lighthouse is fetched by npx (it is not a project
// dependency: 200 packages no test needs). Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PORT = 3194;
const RUNS = Number(process.env.RUNS ?? 3);
const dir = mkdtempSync(path.join(os.tmpdir(), 'foursight-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'ignore',
});
try {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  for (const page of ['/', '/pricing']) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const output = path.join(dir, `report-${run}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try is honest, a second failure is not.
      const lighthouse = () =>
        spawnSync(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            `http://localhost:${PORT}${page}`,
            '--quiet',
            '--only-categories=performance,accessibility',
            '--chrome-flags=--headless=new --no-sandbox',
            '--output=json',
            `--output-path=${output}`,
          ],
          { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
        );
      let result = lighthouse();
      if (result.status !== 0) result = lighthouse();
      if (result.status !== 0) throw new Error(`lighthouse failed on ${page}`);
      const report = JSON.parse(readFileSync(output, 'utf8'));
      runs.push({
        performance: report.categories.performance.score,
        accessibility: report.categories.accessibility.score,
        fcp: report.audits['first-contentful-paint'].numericValue,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.log(
      `${page}: performance ${median('performance')} (runs ${runs.map((run) => run.performance).join(', ')}), ` +
        `accessibility ${median('accessibility')}; median FCP ${Math.round(median('fcp'))} ms, LCP ${Math.round(median('lcp'))} ms, ` +
        `TBT ${Math.round(median('tbt'))} ms, CLS ${median('cls').toFixed(3)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
