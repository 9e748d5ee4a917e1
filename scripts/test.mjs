// `npm test`: every check and every test, in the order that fails fastest.
// lint -> typecheck -> unit, web and API tests on PGlite, then the timed
// tests alone -> API and multi-process tests on PostgreSQL (when
// TEST_DATABASE_URL is set), then the timed tests alone -> build -> browser
// journeys. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** Each failed test's name, repeated in the summary: CI keeps only the log's tail. */
const failedTests = [];
const postgresUrl = process.env.TEST_DATABASE_URL;

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(label);
  return ok;
}

function countVitest(file) {
  const before = failedTests.length;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        failedTests.push(`${path.basename(file, '.json')}: ${where} > ${test.fullName}\n    ${why}`);
      }
      const anyFailed = (suite.assertionResults ?? []).some((test) => test.status === 'failed');
      if (suite.status === 'failed' && !anyFailed) {
        // No test failed, yet the file did: it failed to load, or a beforeAll/afterAll hook threw.
        const what =
          (suite.assertionResults ?? []).length === 0 ? 'the file failed to run' : 'a hook of the file failed';
        failedTests.push(
          `${path.basename(file, '.json')}: ${where} (${what})\n    ${String(suite.message ?? '')
            .split('\n')[0]
            .slice(0, 200)}`,
        );
      }
    }
    if (report.success === false && report.numFailedTests === 0 && failedTests.length === before) {
      // Vitest fails a run on an error no test owns (an unhandled rejection after a file ended): say so here.
      failedTests.push(`${path.basename(file, '.json')}: errors outside any test; the step's log above shows them`);
    }
  } catch {
    totals.failed += 1; // The runner died before writing its report.
  }
}

function countPlaywright(file) {
  try {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected' || test.status === 'flaky') {
            failedTests.push(`playwright (${test.status}): ${spec.file}:${spec.line} > ${spec.title}`);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of suites ?? []) walk(suite);
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

// Without PostgreSQL the API suite runs on PGlite only; with it, on both. Each pass runs the timed
// tests (vitest.config.ts, TIMED) on their own after the rest, so no other test shares the cores.
const pglite = { TEST_DATABASE_URL: '' };
vitest(
  'unit, web and API tests (embedded PGlite)',
  ['unit', 'web', 'api'],
  path.join(reports, 'vitest-pglite.json'),
  pglite,
);
vitest('timed tests (embedded PGlite)', ['timed'], path.join(reports, 'vitest-timed-pglite.json'), pglite);
if (postgresUrl) {
  const postgres = { TEST_DATABASE_URL: postgresUrl };
  vitest(
    'API and multi-process tests (PostgreSQL)',
    ['api', 'scale'],
    path.join(reports, 'vitest-postgres.json'),
    postgres,
  );
  vitest('timed tests (PostgreSQL)', ['timed'], path.join(reports, 'vitest-timed-postgres.json'), postgres);
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
for (const line of failedTests) process.stdout.write(`FAILED ${line}\n`);
if (!lintOk || !typesOk || failedSteps.length > 0) process.stdout.write(`Failed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
