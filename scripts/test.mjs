// `npm test`: every check and every test, in the order that fails fastest.
// lint -> typecheck -> unit, web and API tests on PGlite -> API and
// multi-process tests on PostgreSQL (when TEST_DATABASE_URL is set) -> build
// -> browser journeys. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const postgresUrl = process.env.TEST_DATABASE_URL;

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(label);
  return ok;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } catch {
    totals.failed += 1; // The runner died before writing its report.
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
  } catch {
    totals.failed += 1;
  }
}

function vitest(label, projects, file, env) {
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  run(label, 'npx', args, env);
  countVitest(file);
}

/**
 * Runs a step beside others: its output is kept and printed whole when it
 * ends, so two steps' lines never interleave. Lint and typecheck each use one
 * core for minutes; side by side they take about as long as the longer one.
 */
function runBeside(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      if (code !== 0) failedSteps.push(label);
      resolve(code === 0);
    });
  });
}

const [lintOk, typesOk] = await Promise.all([
  runBeside('lint', 'npm', ['run', '--silent', 'lint']),
  runBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']),
]);

// The engine's English word vectors: a build product derived from a devDependency (instant when present).
run('word vectors', 'npm', ['run', '--silent', 'vectors', '-w', '@foursight/analysis']);

// Without PostgreSQL the API suite runs on PGlite only; with it, on both.
const pglite = { TEST_DATABASE_URL: '' };
vitest(
  'unit, web and API tests (embedded PGlite)',
  ['unit', 'web', 'api'],
  path.join(reports, 'vitest-pglite.json'),
  pglite,
);
if (postgresUrl) {
  vitest('API and multi-process tests (PostgreSQL)', ['api', 'scale'], path.join(reports, 'vitest-postgres.json'), {
    TEST_DATABASE_URL: postgresUrl,
  });
}

if (run('build', 'npm', ['run', '--silent', 'build'])) {
  const file = path.join(reports, 'playwright.json');
  run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '--reporter=line,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
}

process.stdout.write('\n=== summary ===\n');
if (!postgresUrl) {
  process.stdout.write(
    'NOTE: the PostgreSQL pass was NOT run. Set TEST_DATABASE_URL=postgres://user@host/db (an empty database) to run the API and multi-process tests against PostgreSQL too.\n',
  );
}
if (!lintOk || !typesOk || failedSteps.length > 0) process.stdout.write(`Failed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
