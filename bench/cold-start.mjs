// Cold start of the built server on the embedded database: time from
// spawning `node apps/server/dist/main.js` to the first answered
// /api/health, for a fresh data directory (seed unpacked, migrations run)
// and for a restart on existing data. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = 3190;

async function measure(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://localhost:${PORT}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
      await sleep(20);
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

function summarise(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${label}: median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${samples.length} runs)`,
  );
}

const fresh = [];
const restart = [];
for (let run = 0; run < RUNS; run += 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foursight-bench-'));
  try {
    fresh.push(await measure(dir));
    restart.push(await measure(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
summarise('fresh data directory (seed + migrations)', fresh);
summarise('restart on existing data', restart);
