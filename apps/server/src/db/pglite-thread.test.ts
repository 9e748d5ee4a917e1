import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../../test/bundle-worker.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { prepareDatabase } from '../../test/test-database.ts';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { swotResponses } from './schema/swots.ts';
import { uniqueViolationIndex } from './unique-violation.ts';

// The embedded database on its own thread, as the built server runs it: the worker bundled as the
// build bundles it, a data directory on disk, the real application on top.

let bundle: Awaited<ReturnType<typeof bundleWorker>>;
let folder: string;
let database: DatabaseHandle;
let testApp: TestApp;

const open = () =>
  openDatabase(
    { kind: 'pglite', dataDir: path.join(folder, 'pglite') },
    { pgliteThread: { file: bundle.file, loadShedding: { maxQueueWaitMs: 5000, retryAfterSeconds: 5 } } },
  );

beforeAll(async () => {
  bundle = await bundleWorker(new URL('../database-thread.ts', import.meta.url), 'pglite-worker');
  folder = mkdtempSync(path.join(os.tmpdir(), 'foursight-thread-'));
  database = await open();
  await prepareDatabase(database);
  testApp = await buildTestApp({ database });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  bundle?.remove();
  rmSync(folder, { recursive: true, force: true });
});

// Keys as the participation page makes them (a UUID), named per test.
const RUN = randomUUID();
const answer = (name: string, strengths = 'Loyal customers') => ({
  strengths,
  weaknesses: '',
  opportunities: '',
  threats: '',
  idempotencyKey: `${name}-${RUN}`,
});

async function responseCount(swotId: string): Promise<number> {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(swotResponses)
    .where(eq(swotResponses.swotId, swotId));
  return row!.count;
}

describe('the embedded database on its own thread', () => {
  it('takes submissions there: stored once, a repeat told so, a closed SWOT refused with its reason', async () => {
    expect(database.thread).toBeDefined();
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    const url = `/api/participate/${swot.uniqueToken}/submit`;
    // From 30 addresses, as 30 people would (one address has a per-minute cap).
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        new TestClient(testApp.app, { ip: `198.51.100.${index + 1}` }).post(
          url,
          answer(`thread-${index}`, `Strength ${index}`),
        ),
      ),
    );
    const visitor = new TestClient(testApp.app, { ip: '198.51.100.1' });
    expect(sent.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    const repeat = await visitor.post(url, answer('thread-0', 'Strength 0'));
    expect(repeat.statusCode).toBe(200);
    expect(await responseCount(swot.id)).toBe(30);
    const details = await client.get(`/api/swot/details/${swot.id}`);
    expect(details.json<{ swot: { responseCount: number } }>().swot.responseCount).toBe(30);

    expect((await client.post(`/api/swot/${swot.id}/close`, {})).statusCode).toBe(200);
    const late = await visitor.post(url, answer('thread-late'));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('This SWOT analysis is no longer accepting responses.');
    expect(await responseCount(swot.id)).toBe(30);
  });

  it('accepts exactly one of 100 concurrent submissions when one response of the allowance is left', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await database.executeSql(
      `UPDATE usage_totals SET total_responses = 49, month_responses = 49, current_period = $2
       WHERE company_id = (SELECT company_id FROM swots WHERE id = $1)`,
      [swot.id, new Date().toISOString().slice(0, 7)],
    );
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const visitor = new TestClient(testApp.app, { ip: `198.51.100.${index + 1}` });
        return (await visitor.post(`/api/participate/${swot.uniqueToken}/submit`, answer(`edge-${index}`))).statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(99);
    expect(await responseCount(swot.id)).toBe(1);
  });

  it('runs a transaction alone: its writes are seen inside it, and gone after a rollback', async () => {
    await database.executeSql('CREATE TEMP TABLE thread_probe (n int)');
    const statements: Promise<unknown>[] = [];
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe VALUES (1)`);
      // A statement from outside, sent while the transaction is open, waits for it to end.
      statements.push(queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM thread_probe`));
      const inside = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM thread_probe`);
      expect(inside[0]!.n).toBe(1);
      throw new Error('roll it back');
    });
    await expect(failed).rejects.toThrow('roll it back');
    expect(((await statements[0]) as { n: number }[])[0]!.n).toBe(0);
  });

  it("passes the driver's error fields back, so a unique violation is recognised", async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    const row = { swotId: swot.id, companyId: await companyOf(swot.id), strengths: 'x', idempotencyKey: 'same-key' };
    await database.db.insert(swotResponses).values(row);
    const error: unknown = await database.db
      .insert(swotResponses)
      .values(row)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(uniqueViolationIndex(error)).toMatch(/swot_responses/);
  });

  it('keeps what was written when closed, and opens it again', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    const visitor = new TestClient(testApp.app);
    expect((await visitor.post(`/api/participate/${swot.uniqueToken}/submit`, answer('kept'))).statusCode).toBe(200);
    await testApp.close();
    await database.close();
    await expect(database.executeSql('SELECT 1')).rejects.toThrow(/closed/);

    database = await open();
    testApp = await buildTestApp({ database });
    expect(await responseCount(swot.id)).toBe(1);
  });
});

describe('a database thread that stops by itself', () => {
  it('is reported once, and every call fails with why, the ones waiting and the ones after', async () => {
    // A stand-in thread: says it is ready, takes calls and never answers, then ends.
    const crashing = new URL(
      'data:text/javascript,' +
        encodeURIComponent(
          "import { parentPort } from 'node:worker_threads';" +
            'parentPort.postMessage({ ready: true });' +
            "parentPort.on('message', () => setTimeout(() => process.exit(3), 20));",
        ),
    );
    const lost: Error[] = [];
    const { client } = await startPgliteThread('unused', {
      file: crashing,
      loadShedding: { maxQueueWaitMs: 0, retryAfterSeconds: 5 },
      onLost: (error) => lost.push(error),
    });
    await expect(client.query('SELECT 1')).rejects.toThrow('The database thread stopped (exit code 3).');
    await expect(client.query('SELECT 1')).rejects.toThrow('The database thread stopped (exit code 3).');
    await client.close();
    expect(lost.map((error) => error.message)).toEqual(['The database thread stopped (exit code 3).']);
  });
});

async function companyOf(swotId: string): Promise<string> {
  const rows = await database.executeSql('SELECT company_id FROM swots WHERE id = $1', [swotId]);
  return rows.rows[0]!.company_id as string;
}
