import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob } from '@foursight/shared/contract/reports';
import { exportExpiresAt } from '@foursight/shared/domain/reports';
import { HOUSEKEEPING } from '../../housekeeping-tasks.ts';
import { runHousekeeping } from '../../jobs/housekeeping.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createTwoCompanies, submitAnswers, type SignedInCompany } from '../../../test/factories.ts';
import { runExport } from './export-runner.ts';
import { insertExport } from './report-exports.repository.ts';

/**
 * Large exports prepared in the background: the threshold is set low
 * (EXPORT_JOB_THRESHOLD=100) and the SWOT filled with 5 000 responses by SQL
 * (three batches of the reader), so the job goes queued → running → ready
 * as it would at 100 000, and the files are read back by exceljs and papaparse.
 */
const RESPONSES = 5000;
const INJECTION = '=HYPERLINK("http://evil.example/","Click")';

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let companyA: string;
let largeId: string;
let smallId: string;

async function companyIdOf(company: SignedInCompany): Promise<string> {
  const result = await t.deps.database.executeSql('SELECT company_id FROM users WHERE email = $1', [
    company.registration.email,
  ]);
  return (result.rows[0] as { company_id: string }).company_id;
}

/** Adds `count` responses to the SWOT with SQL, a second apart, and its counter with them. */
async function addResponses(swotId: string, companyId: string, count: number): Promise<void> {
  const run = t.deps.database.executeSql;
  await run(
    `INSERT INTO swot_responses (swot_id, company_id, strengths, weaknesses, opportunities, threats, idempotency_key,
       submitted_at)
     SELECT $1, $2, 'Loyal customers in प्रिया''s region, worth ₹40 lakh #' || g, 'Slow releases: manual testing of every build takes the team two weeks', 'The Gulf market, where three of our customers already sell',
       'Rising costs', 'fill-' || g, date_trunc('hour', now() - interval '1 day' + (g || ' seconds')::interval)
     FROM generate_series(1, $3::int) g`,
    [swotId, companyId, count],
  );
  await run('UPDATE swots SET response_count = response_count + $2 WHERE id = $1', [swotId, count]);
}

async function exportState(company: SignedInCompany, swotId: string, exportId: string) {
  return company.client.get(`/api/reports/${swotId}/exports/${exportId}`);
}

/** Polls the export until it is ready or failed, returning every distinct state and progress it went through. */
async function untilSettled(swotId: string, exportId: string): Promise<{ seen: string[]; last: ExportJob }> {
  const seen: string[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = (await exportState(a, swotId, exportId)).json<{ export: ExportJob }>().export;
    const step = `${job.state} ${job.progress}`;
    if (seen.at(-1) !== step) seen.push(step);
    if (job.state === 'ready' || job.state === 'failed') return { seen, last: job };
    if (Date.now() > deadline) throw new Error(`export not settled: ${seen.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function startExport(company: SignedInCompany, swotId: string, format: 'xlsx' | 'csv') {
  return company.client.post(`/api/reports/${swotId}/exports`, { format });
}

beforeAll(async () => {
  t = await buildTestApp({ workers: ['export-report'], env: { EXPORT_JOB_THRESHOLD: '100' } });
  [a, b] = await createTwoCompanies(t.app);
  companyA = await companyIdOf(a);
  const large = await createOpenSwot(a.client, new Date(), { title: 'Annual Survey 2027' });
  largeId = large.id;
  await submitAnswers(t.app, large.uniqueToken, [{ strengths: 'Our people', threats: INJECTION }]);
  await addResponses(largeId, companyA, RESPONSES - 1);
  smallId = (await createOpenSwot(a.client, new Date(), { title: 'Small team check' })).id;
});
afterAll(() => t.close());

describe('large exports as a background job', () => {
  it('tells the page which SWOTs are large: above the threshold, Excel and CSV are prepared', async () => {
    const large = (await a.client.get(`/api/reports/${largeId}/exports`)).json<unknown>();
    expect(large).toMatchObject({ success: true, responseCount: RESPONSES, threshold: 100, background: true });
    const small = (await a.client.get(`/api/reports/${smallId}/exports`)).json<unknown>();
    expect(small).toMatchObject({ responseCount: 0, background: false, exports: [] });
  });

  it('prepares the workbook: queued, then running with progress, then ready; the file holds every response', async () => {
    const started = await startExport(a, largeId, 'xlsx');
    expect(started.statusCode).toBe(200);
    const job = started.json<{ export: ExportJob }>().export;
    expect(job).toMatchObject({ state: 'queued', progress: 0, rowsTotal: RESPONSES, format: 'xlsx', size: null });
    expect(job.fileName).toMatch(/^Annual-Survey-2027-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const { seen, last } = await untilSettled(largeId, job.id);
    expect(last).toMatchObject({ state: 'ready', progress: 100, rowsDone: RESPONSES, rowsTotal: RESPONSES });
    expect(seen[0]).toMatch(/^(queued|running) /);
    // Progress goes forward by the reader's batches of 2 000 (40 %, 80 %), then 99 % (every row written, the
    // file being finished), 100 % only when ready; the poll every 5 ms catches the job between batches.
    const percents = seen.map((step) => Number(step.split(' ')[1]));
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    expect(
      percents.every((p) => [0, 40, 80, 99, 100].includes(p)),
      seen.join(', '),
    ).toBe(true);
    expect(
      seen.some((step) => /^running (40|80|99)$/.test(step)),
      seen.join(', '),
    ).toBe(true);

    const file = await a.client.get(`/api/reports/${largeId}/exports/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename="${job.fileName}"`);
    expect(file.rawPayload.length).toBe(last.size);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Responses', 'Themes', 'Keywords', 'Summary']);
    const responses = workbook.getWorksheet('Responses')!;
    expect(responses.rowCount).toBe(RESPONSES + 1);
    const threats = responses.getColumn(5).values as unknown[];
    expect(threats).toContain(INJECTION);
    expect(responses.getRow(2).getCell(2).value).toMatch(/^Loyal customers in प्रिया's region, worth ₹40/);
  });

  it('prepares the CSV with every response, a byte order mark and neutralised formulas', async () => {
    const job = (await startExport(a, largeId, 'csv')).json<{ export: ExportJob }>().export;
    const { last } = await untilSettled(largeId, job.id);
    expect(last.state).toBe('ready');
    const file = await a.client.get(`/api/reports/${largeId}/exports/${job.id}/file`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(file.rawPayload.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Submitted at (UTC)', 'Strengths', 'Weaknesses', 'Opportunities', 'Threats']);
    expect(rows).toHaveLength(RESPONSES + 1);
    expect(rows.some((row) => row[4] === `'${INJECTION}`)).toBe(true);
    // Bigger than one stored chunk: the download joined several in order.
    expect(last.size!).toBeGreaterThan(1024 * 1024);
  });

  it('answers a second start of the same file with the export already made, while it holds every response', async () => {
    const first = (await startExport(a, largeId, 'csv')).json<{ export: ExportJob }>().export;
    expect(first.state).toBe('ready');
    const listed = (await a.client.get(`/api/reports/${largeId}/exports`)).json<{ exports: ExportJob[] }>().exports;
    expect(listed.filter((item) => item.format === 'csv').map((item) => item.id)).toEqual([first.id]);
  });

  it("gives company B 404 for A's exports, whichever way it asks", async () => {
    const job = (await a.client.get(`/api/reports/${largeId}/exports`)).json<{ exports: ExportJob[] }>().exports[0]!;
    const bSwot = await createOpenSwot(b.client, new Date());
    for (const url of [
      `/api/reports/${largeId}/exports`,
      `/api/reports/${largeId}/exports/${job.id}`,
      `/api/reports/${largeId}/exports/${job.id}/file`,
      `/api/reports/${bSwot.id}/exports/${job.id}`,
      `/api/reports/${bSwot.id}/exports/${job.id}/file`,
    ]) {
      const response = await b.client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Annual');
    }
    expect((await startExport(b, largeId, 'csv')).statusCode).toBe(404);
  });

  it('refuses a fourth pending export of a company with a clear message', async () => {
    const bCompany = await companyIdOf(b);
    const swot = await createOpenSwot(b.client, new Date());
    const now = new Date();
    for (let n = 0; n < 3; n++) {
      await insertExport(t.deps.database.db, {
        companyId: bCompany,
        swotId: swot.id,
        format: n % 2 ? 'csv' : 'xlsx',
        fileName: 'pending.csv',
        rowsTotal: 0,
        status: n === 0 ? 'running' : 'queued',
        createdAt: now,
        updatedAt: now,
        expiresAt: exportExpiresAt(now),
      });
    }
    const other = await createOpenSwot(b.client, new Date());
    const refused = await startExport(b, other.id, 'csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      '3 exports are already being prepared for your company. Wait for one to finish, then try again.',
    );
    expect(refused.headers['retry-after']).toBe('30');
    // Company A is not held back by B's exports.
    expect((await startExport(a, smallId, 'csv')).statusCode).toBe(200);
  });
});

describe('the export job and housekeeping', () => {
  async function queuedExport(format: 'xlsx' | 'csv') {
    const now = new Date();
    return insertExport(t.deps.database.db, {
      companyId: companyA,
      swotId: largeId,
      format,
      fileName: `direct.${format}`,
      rowsTotal: 0,
      createdAt: now,
      updatedAt: now,
      expiresAt: exportExpiresAt(now),
    });
  }

  async function chunkAttempts(exportId: string): Promise<number[]> {
    const result = await t.deps.database.executeSql(
      'SELECT DISTINCT attempt FROM report_export_chunks WHERE export_id = $1 ORDER BY attempt',
      [exportId],
    );
    return result.rows.map((row) => Number(row.attempt));
  }

  it('run twice, at once or one after the other, leaves one file', async () => {
    const row = await queuedExport('csv');
    const outcomes = await Promise.all([runExport(t.deps, companyA, row.id), runExport(t.deps, companyA, row.id)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['ready', 'superseded']);
    expect(await runExport(t.deps, companyA, row.id)).toEqual({ outcome: 'nothing to do' });
    const job = (await exportState(a, largeId, row.id)).json<{ export: ExportJob }>().export;
    expect(job.state).toBe('ready');
    expect(await chunkAttempts(row.id)).toHaveLength(1);
    const file = await a.client.get(`/api/reports/${largeId}/exports/${row.id}/file`);
    expect(file.rawPayload.length).toBe(job.size);
    expect(Papa.parse(file.rawPayload.toString('utf8'), { skipEmptyLines: true }).data).toHaveLength(RESPONSES + 1);
  });

  it('a failure while writing marks the export failed with a message, keeps no bytes, and is not downloadable', async () => {
    const row = await queuedExport('xlsx');
    let calls = 0;
    // The clock is read when the run claims the export, then at each batch's progress: the second read fails.
    const failing = {
      ...t.deps,
      now: () => {
        calls += 1;
        if (calls === 2) throw new Error('disk on fire');
        return new Date();
      },
    };
    await expect(runExport(failing, companyA, row.id)).rejects.toThrow('disk on fire');
    const job = (await exportState(a, largeId, row.id)).json<{ export: ExportJob }>().export;
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/^The file could not be prepared/);
    expect(await chunkAttempts(row.id)).toEqual([]);
    expect((await a.client.get(`/api/reports/${largeId}/exports/${row.id}/file`)).statusCode).toBe(409);
  });

  it('housekeeping deletes expired exports with their files, and fails those whose job stopped', async () => {
    const expired = await queuedExport('csv');
    await runExport(t.deps, companyA, expired.id);
    expect(await chunkAttempts(expired.id)).toHaveLength(1);
    const stalled = await queuedExport('xlsx');
    const run = t.deps.database.executeSql;
    await run(`UPDATE report_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    await run(`UPDATE report_exports SET updated_at = now() - interval '2 hours' WHERE id = $1`, [stalled.id]);

    await runHousekeeping(t.deps, HOUSEKEEPING);

    const left = await run('SELECT id, status, message FROM report_exports WHERE id = ANY($1)', [
      [expired.id, stalled.id],
    ]);
    expect(left.rows).toEqual([
      { id: stalled.id, status: 'failed', message: 'The export stopped before it finished. Try again.' },
    ]);
    expect(await chunkAttempts(expired.id)).toEqual([]);
    expect((await exportState(a, largeId, expired.id)).statusCode).toBe(404);
  });
});
