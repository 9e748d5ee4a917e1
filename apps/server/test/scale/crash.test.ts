import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import type { SwotDetail, SwotSummary } from '@foursight/shared/contract/swots';
import { headersFor, signUpOrganiser } from './http-organiser.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createPostgresDatabase } from '../test-database.ts';

/**
 * A burst of 500 submissions with the server killed (SIGKILL) part-way, then
 * restarted on the same data: every submission that was answered with success
 * is stored exactly once, and sending all 500 again (as clients retrying after
 * the crash would) stores each missing one once and no answered one twice.
 */
const BURST = 500;
const CONCURRENCY = 25;
const KILL_AFTER_SUCCESSES = 150;

const cleanup: (() => void)[] = [];
/** Databases to drop once every server is gone, failed test or not. */
const databases: (() => Promise<void>)[] = [];
afterAll(async () => {
  cleanup.forEach((step) => step());
  for (const drop of databases) await drop();
});

/** Sends submissions `from..to` with CONCURRENCY in flight; returns the indexes answered 200. */
async function burst(
  server: ServerProcess,
  token: string,
  indexes: number[],
  onSuccess?: (count: number) => void,
): Promise<Set<number>> {
  const succeeded = new Set<number>();
  let next = 0;
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++]!;
      try {
        const response = await fetch(`${server.baseUrl}/api/participate/${token}/submit`, {
          method: 'POST',
          headers: headersFor(server, undefined, `10.${(index >> 8) & 255}.${index & 255}.7`),
          body: JSON.stringify({
            strengths: `answer-${index}`,
            weaknesses: '',
            opportunities: '',
            threats: '',
            idempotencyKey: `crash-test-key-${index}`,
          }),
        });
        if (response.status === 200) {
          succeeded.add(index);
          onSuccess?.(succeeded.size);
        }
      } catch {
        // The server died mid-request: this submission got no answer.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return succeeded;
}

/** The free plan's 50 would cut the burst short: the crash is under test, not the quota. */
async function makeEnterprise(target: DatabaseTarget, ownerEmail: string): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.executeSql(
      "UPDATE companies SET plan = 'enterprise' WHERE id = (SELECT company_id FROM users WHERE email = $1)",
      [ownerEmail],
    );
  } finally {
    await database.close();
  }
}

async function runCrashTest(env: Record<string, string>, target: DatabaseTarget) {
  const base = { ...env, TRUST_PROXY: 'true', SUBMIT_FLOOD_LIMIT_PER_MINUTE: '100000' };
  let server = await startServerProcess(base);
  const { cookie, email } = await signUpOrganiser(server);
  // PGlite is one process: the server lets go of it while the plan changes.
  await server.stop('SIGTERM');
  await makeEnterprise(target, email);
  server = await startServerProcess(base);
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${server.baseUrl}/api/swot/create`, {
    method: 'POST',
    headers: headersFor(server, cookie),
    body: JSON.stringify({ title: 'Crash burst', startDate: today, endDate: later, timezone: 'UTC' }),
  });
  const { swot } = (await created.json()) as { swot: SwotSummary };

  const indexes = Array.from({ length: BURST }, (_, index) => index);
  const killed = server;
  const answered = await burst(killed, swot.uniqueToken, indexes, (count) => {
    if (count === KILL_AFTER_SUCCESSES) killed.child.kill('SIGKILL');
  });
  await killed.stop('SIGKILL');
  expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
  expect(answered.size).toBeLessThan(BURST);

  server = await startServerProcess(base);
  cleanup.push(() => void server.stop('SIGKILL'));
  const read = async () => {
    const response = await fetch(`${server.baseUrl}/api/swot/details/${swot.id}`, {
      headers: headersFor(server, cookie),
    });
    return ((await response.json()) as { swot: SwotDetail }).swot;
  };
  const afterCrash = await read();
  const stored = afterCrash.responses.map((response) => response.strengths);
  for (const index of answered) expect(stored.filter((text) => text === `answer-${index}`)).toHaveLength(1);
  expect(new Set(stored).size).toBe(stored.length);
  expect(afterCrash.responseCount).toBe(stored.length);

  // Every client retries after the crash: nothing is stored twice, nothing is missing.
  const retried = await burst(server, swot.uniqueToken, indexes);
  expect(retried.size).toBe(BURST);
  const final = await read();
  expect(final.responses).toHaveLength(BURST);
  expect(final.responseCount).toBe(BURST);
  expect(new Set(final.responses.map((response) => response.strengths)).size).toBe(BURST);
  await server.stop('SIGTERM');
}

describe('a crash in the middle of a burst of submissions', () => {
  it('on the embedded database loses no answered submission and stores none twice', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foursight-crash-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await runCrashTest(
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    );
  }, 180_000);

  it('on PostgreSQL loses no answered submission and stores none twice', async () => {
    // A database of its own: the killed server's workers would hold other files' jobs claimed.
    const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'crash');
    databases.push(drop);
    await runCrashTest({ DATABASE_URL: url }, { kind: 'postgres', url, poolSize: 2 });
  }, 180_000);
});
