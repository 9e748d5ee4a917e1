// Directory CSV import: a 10 000-row file posted to /api/users/upload on the
// built server, timed from request to answer. Each run uses a new company:
// the first upload creates everyone, a second upload of the same file
// updates everyone. On the embedded database by default; set
// BENCH_DATABASE_URL to an empty PostgreSQL database to measure that too.
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.RUNS ?? 3);
const ROWS = Number(process.env.ROWS ?? 10_000);
const PORT = 3191;
const BASE = `http://localhost:${PORT}`;
const DEPARTMENTS = ['Sales', 'Marketing', 'Engineering/IT', 'Finance & Accounting', 'Operations', 'Legal'];

function csvFile(tag) {
  const lines = ['Full Name,Designation,Email ID,Phone Number,Department'];
  for (let index = 0; index < ROWS; index += 1) {
    lines.push(
      `"Person ${index}, ${tag}",Analyst ${index % 40},person${index}.${tag}@bench.test,+91 98450 ${String(index).padStart(5, '0')},${DEPARTMENTS[index % DEPARTMENTS.length]}`,
    );
  }
  return lines.join('\r\n');
}

async function startServer(env) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
    await sleep(50);
  }
}

async function signedInCompany(tag) {
  const headers = { 'content-type': 'application/json', origin: BASE };
  const email = `owner.${tag}@bench.test`;
  const register = await fetch(`${BASE}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      organizationName: `Bench ${tag}`,
      contactName: 'Bench Owner',
      email,
      password: 'bench meadow lantern 42',
      fullAddress: '1 Bench Road',
      officialDomain: `bench-${tag}.example`,
      mobileNumber: '+91 98450 00000',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench meadow lantern 42' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { ...headers, cookie };
}

async function timedUpload(headers, csvData) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/users/upload`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ csvData }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return { ms, created: body.created, updated: body.updated, rejected: body.rejected };
}

function summarise(label, samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const { created, updated, rejected } = samples[0];
  console.log(
    `${label}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms ` +
      `(${samples.length} runs; ${created} created, ${updated} updated, ${rejected} rejected)`,
  );
}

async function bench(label, env) {
  const child = await startServer(env);
  try {
    const creates = [];
    const updates = [];
    for (let run = 0; run < RUNS; run += 1) {
      const tag = `${Date.now().toString(36)}${run}`;
      const headers = await signedInCompany(tag);
      const file = csvFile(tag);
      creates.push(await timedUpload(headers, file));
      updates.push(await timedUpload(headers, file));
    }
    console.log(`${ROWS} rows, ${(Buffer.byteLength(csvFile('x')) / 1024 / 1024).toFixed(2)} MB`);
    summarise(`${label}, new people`, creates);
    summarise(`${label}, same file again (all updates)`, updates);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-bench-'));
try {
  await bench('embedded database (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) await bench('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
