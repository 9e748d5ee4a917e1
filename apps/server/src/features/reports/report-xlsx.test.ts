import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportView } from '@foursight/shared/contract/reports';
import { reportXlsx } from './report-xlsx.ts';
import type { ResponseRow } from '../swots/response-batches.ts';

// Texts a spreadsheet would take for a formula if they were typed into it, and a CSV therefore guards.
const TYPED = {
  strengths: '=SUM(A1)',
  weaknesses: '-ve cash flow',
  opportunities: '+91 98450 11111',
  threats: '@risk\n=HYPERLINK("http://evil.example/","Click")',
};

const VIEW: ReportView = {
  id: '00000000-0000-4000-8000-000000000001',
  title: '=Strategy 2027',
  description: '',
  company: { name: '+Acme', logo: null, primary: '#1d4ed8', secondary: '#64748b' },
  status: 'Active',
  startDate: '2027-01-04',
  endDate: '2027-01-18',
  timezone: 'Asia/Kolkata',
  createdAt: '2027-01-04T04:30:00.000Z',
  responseCount: 1,
  invitedCount: 1,
  participation: 100,
  analysisState: 'empty',
  aiNotice: null,
  analysis: null,
  priorities: null,
  fileStem: 'Acme-Strategy-2027-2027-01-04',
};

async function* oneBatch(): AsyncGenerator<ResponseRow[]> {
  await Promise.resolve();
  yield [{ id: '00000000-0000-4000-8000-000000000002', submittedAt: new Date('2027-01-05T06:00:00Z'), ...TYPED }];
}

async function workbookOf(): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await buffer(reportXlsx(VIEW, null, oneBatch()));
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A cell read back as a string cell holding exactly `typed`: no apostrophe, no formula. */
function expectTypedText(cell: ExcelJS.Cell, typed: string): void {
  expect(cell.formula).toBeUndefined();
  expect([ExcelJS.ValueType.String, ExcelJS.ValueType.RichText]).toContain(cell.type);
  expect(cell.text).toBe(typed);
}

describe('the report workbook', () => {
  it('keeps what a participant typed exactly, as text cells, with no apostrophe and no formula', async () => {
    const row = (await workbookOf()).getWorksheet('Responses')!.getRow(2);
    expect(row.getCell(2).value).toBe(TYPED.strengths);
    expect(row.getCell(3).value).toBe(TYPED.weaknesses);
    expect(row.getCell(4).value).toBe(TYPED.opportunities);
    expectTypedText(row.getCell(2), TYPED.strengths);
    expectTypedText(row.getCell(3), TYPED.weaknesses);
    expectTypedText(row.getCell(4), TYPED.opportunities);
    expectTypedText(row.getCell(5), TYPED.threats);
  });

  it('keeps the title and the company name as typed', async () => {
    const summary = (await workbookOf()).getWorksheet('Summary')!;
    expectTypedText(summary.getCell('B2'), VIEW.title);
    expectTypedText(summary.getCell('B3'), VIEW.company.name);
  });
});
