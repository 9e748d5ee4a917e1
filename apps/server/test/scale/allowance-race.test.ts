import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwotSummary } from '@foursight/shared/contract/swots';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { headersFor, signUpOrganiser } from './http-organiser.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The response allowance across processes. In one process the submission
 * batcher already writes a company's answers one transaction after another,
 * so only two processes on one PostgreSQL show whether the lock on the
 * company's usage totals row keeps the count within the plan: without it,
 * both processes read "49 of 50" and each accepts one answer.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('The scale tests need TEST_DATABASE_URL (a PostgreSQL database).');

const SUBMISSIONS = 100;
/** How long both processes get to reach the held usage row; they need well under a second. */
const GATE_TIMEOUT_MS = 10_000;

let first: ServerProcess;
let second: ServerProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl,
    RUN_MODE: 'http',
    // The burst comes from one address to one SWOT: the allowance is under test, not the abuse caps.
    SUBMIT_ADDRESS_LIMIT_PER_MINUTE: '100000',
    SUBMIT_FLOOD_LIMIT_PER_MINUTE: '100000',
  };
  // One after the other: two processes migrating an empty database at once can deadlock,
  // and starting up is not what this file tests.
  first = await startServerProcess({ ...env, INSTANCE_ID: 'race-first' });
  second = await startServerProcess({ ...env, INSTANCE_ID: 'race-second' });
  database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop(), database?.close()]);
});

/** Registers a company through the API, signs its owner in, opens a SWOT and sets usage to 49 of 50. */
async function companyWithOneResponseLeft(server: ServerProcess): Promise<{ companyId: string; swot: SwotSummary }> {
  const { cookie, email } = await signUpOrganiser(server);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  // The SWOT is made first: creating one is refused once the allowance is used.
  const created = await fetch(`${server.baseUrl}/api/swot/create`, {
    method: 'POST',
    headers: headersFor(server, cookie),
    body: JSON.stringify({ title: 'Allowance race', startDate: yesterday, endDate: nextWeek, timezone: 'UTC' }),
  });
  expect(created.status).toBe(201);
  const { swot } = (await created.json()) as { swot: SwotSummary };

  // As in participation.test.ts, usage is set directly: 49 real submissions would only slow the test down.
  const { rows } = await database.executeSql(
    `UPDATE companies SET plan = 'free' WHERE id = (SELECT company_id FROM users WHERE email = $1) RETURNING id`,
    [email],
  );
  const companyId = rows[0]!.id as string;
  await database.executeSql(
    'UPDATE usage_totals SET total_responses = 49, month_responses = 49, current_period = $2 WHERE company_id = $1',
    [companyId, new Date().toISOString().slice(0, 7)],
  );
  return { companyId, swot };
}

/**
 * Holds the company's usage totals row locked from a connection of its own,
 * as a slow transaction of a third process would. Left to chance, the two
 * processes often reach the allowance check a few milliseconds apart and
 * the race is missed (without the lock, about half the bursts still
 * accepted exactly one); held here, each process's first transaction waits on
 * this row (or on the other process's transaction) until both are inside
 * the check at once. That makes the outcome certain either way: with the
 * lock, one after the other; without it, both having read "49 of 50".
 */
async function holdUsageTotals(companyId: string) {
  const gate = new pg.Client({ connectionString: databaseUrl, application_name: 'allowance-race-gate' });
  await gate.connect();
  await gate.query('BEGIN');
  await gate.query('SELECT 1 FROM usage_totals WHERE company_id = $1 FOR UPDATE', [companyId]);
  const gatePid = (await gate.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  return {
    /**
     * Waits until `wanted` transactions wait behind the held row, directly or
     * behind another waiting one (or until GATE_TIMEOUT_MS has passed), and
     * resolves with how many do.
     */
    async untilWaiting(wanted: number): Promise<number> {
      const deadline = Date.now() + GATE_TIMEOUT_MS;
      for (;;) {
        const { rows } = await database.executeSql(
          `WITH RECURSIVE behind(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))
             UNION
             SELECT activity.pid FROM pg_stat_activity activity JOIN behind ON behind.pid = ANY(pg_blocking_pids(activity.pid))
           )
           SELECT count(*) FROM behind`,
          [gatePid],
        );
        const waiting = Number(rows[0]!.count);
        if (waiting >= wanted || Date.now() >= deadline) return waiting;
        await sleep(10);
      }
    },
    async release(): Promise<void> {
      await gate.query('COMMIT');
      await gate.end();
    },
  };
}

async function count(sql: string, id: string): Promise<number> {
  const { rows } = await database.executeSql(sql, [id]);
  return Number(rows[0]!.count);
}

describe('the response allowance across two processes on one PostgreSQL', () => {
  it(`accepts exactly one of ${SUBMISSIONS} concurrent submissions at 49 of 50, half sent to each process`, async () => {
    const { companyId, swot } = await companyWithOneResponseLeft(first);
    const gate = await holdUsageTotals(companyId);
    const answers = Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        const server = index % 2 === 0 ? first : second;
        const response = await fetch(`${server.baseUrl}/api/participate/${swot.uniqueToken}/submit`, {
          method: 'POST',
          headers: headersFor(server),
          body: JSON.stringify({
            strengths: `Answer ${index}`,
            weaknesses: '',
            opportunities: '',
            threats: '',
            idempotencyKey: `allowance-race-${index}-${randomUUID()}`,
          }),
        });
        return { status: response.status, ...((await response.json()) as { code?: string }) };
      }),
    );
    // One transaction per process at a time (the batcher queues the rest), so two waiting means both.
    const waitingAtRelease = await gate.untilWaiting(2).finally(() => gate.release());
    const statuses = await answers;
    expect(waitingAtRelease, 'both processes were inside the allowance check at once').toBeGreaterThanOrEqual(2);

    const accepted = statuses.filter((answer) => answer.status === 200).length;
    const refused = statuses.filter((answer) => answer.status === 402 && answer.code === 'LIMIT_REACHED').length;
    expect({ accepted, refused }).toEqual({ accepted: 1, refused: SUBMISSIONS - 1 });
    expect(await count('SELECT count(*) FROM swot_responses WHERE swot_id = $1', swot.id)).toBe(1);
    expect(await count('SELECT count(*) FROM usage_ledger WHERE company_id = $1', companyId)).toBe(1);
    expect(await count('SELECT total_responses AS count FROM usage_totals WHERE company_id = $1', companyId)).toBe(50);
  });
});
