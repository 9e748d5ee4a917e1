import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { swotResponses } from '../../db/schema/swots.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';

/**
 * Names, phone numbers and e-mail addresses written to slip past the
 * privacy guard, answered through the public participation link of a
 * company whose directory holds the people named. Each must be redacted
 * wherever the organiser can read answers: the stored row, the SWOT's
 * responses, the CSV and the Excel export; the rest of each answer stays
 * as the person wrote it.
 */

const DIRECTORY = [
  ['Zoë Ångström', 'zoe@acme.test'],
  ['Asha Mehta', 'asha@acme.test'],
  ['प्रिया शर्मा', 'priya@acme.test'],
] as const;

/** [how it is disguised, what is answered, what must be stored]; four to an answer, one per quadrant. */
const FORMS: Array<[form: string, answer: string, stored: string]> = [
  ['diacritics left out', 'Zoe Angstrom leads the review', '[name] leads the review'],
  ['diacritics kept', 'Deadlines slip when Zoë Ångström travels', 'Deadlines slip when [name] travels'],
  ['Devanagari', 'प्रिया शर्मा ने बिक्री बढ़ाई', '[name] ने बिक्री बढ़ाई'],
  ['spaced-out letters', 'Ask A s h a M e h t a about pricing', 'Ask [name] about pricing'],
  ['zero-width spaces', 'Ask As\u200Bha Me\u200Bhta about pricing', 'Ask [name] about pricing'],
  ['soft hyphens', 'Ask As\u00ADha Meh\u00ADta about pricing', 'Ask [name] about pricing'],
  ['a word joiner', 'Ask Asha Me\u2060hta about pricing', 'Ask [name] about pricing'],
  ['a byte order mark', 'Ask As\uFEFFha Mehta about pricing', 'Ask [name] about pricing'],
  ['Cyrillic look-alikes', 'Ask \u0410sha M\u0435hta about pricing', 'Ask [name] about pricing'],
  ['Greek look-alikes', 'Ask \u0391sha \u039Cehta about pricing', 'Ask [name] about pricing'],
  ['a full-width at', 'Write to asha＠acme.com for access', 'Write to [e-mail] for access'],
  ['a slash', 'Call 98450/12345 for stock', 'Call [phone] for stock'],
  ['an underscore', 'Call 98450_12345 for stock', 'Call [phone] for stock'],
  ['full-width digits', 'Call ９８４５０ １２３４５ for stock', 'Call [phone] for stock'],
  ['Arabic-Indic digits', 'Call ٩٨٤٥٠١٢٣٤٥ for stock', 'Call [phone] for stock'],
  ['Devanagari digits', 'स्टॉक के लिए ९८४५० १२३४५ पर कॉल करें', 'स्टॉक के लिए [phone] पर कॉल करें'],
];
const QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
/** Anything of the originals that must be gone (the answers' other words are not). */
const LEAK =
  /asha|mehta|zoe|zoë|angstrom|ångström|प्रिया|शर्मा|98450|12345|９８４５０|٩٨٤٥٠|९८४५०|@|＠|A s h a|\u0410sha|\u0391sha/i;

const expected = FORMS.map(([, , stored]) => stored).sort();

let testApp: TestApp;
let client: TestClient;
let swotId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ client } = await createSignedInCompany(testApp.app));
  for (const [fullName, email] of DIRECTORY) {
    const added = await client.post('/api/users', { fullName, email, department: 'Sales' });
    if (added.statusCode !== 201) throw new Error(`adding ${fullName} failed: ${added.body}`);
  }
  const swot = await createOpenSwot(client, new Date());
  swotId = swot.id;
  const answers = [];
  for (let first = 0; first < FORMS.length; first += QUADRANTS.length) {
    answers.push(Object.fromEntries(QUADRANTS.map((quadrant, index) => [quadrant, FORMS[first + index]![1]])));
  }
  await submitAnswers(testApp.app, swot.uniqueToken, answers);
});
afterAll(() => testApp.close());

type Quadrant = (typeof QUADRANTS)[number];

/** The answers' texts in one sorted list, for comparing with `expected` whatever order the rows come in. */
function answerTexts(rows: ReadonlyArray<Record<Quadrant, unknown>>): unknown[] {
  return rows.flatMap((row) => QUADRANTS.map((quadrant) => row[quadrant])).sort();
}

/** A row's cells in quadrant order as the quadrants' record. */
function byQuadrant(cells: readonly unknown[]): Record<Quadrant, unknown> {
  return { strengths: cells[0], weaknesses: cells[1], opportunities: cells[2], threats: cells[3] };
}

describe('disguised names, phones and e-mail addresses in answers', () => {
  it('are redacted in the stored answers', async () => {
    const rows = await testApp.deps.database.db.select().from(swotResponses).where(eq(swotResponses.swotId, swotId));
    expect(rows).toHaveLength(FORMS.length / QUADRANTS.length);
    expect(answerTexts(rows)).toEqual(expected);
    expect(JSON.stringify(rows)).not.toMatch(LEAK);
  });

  it("are redacted in the SWOT's responses the organiser reads", async () => {
    const response = await client.get(`/api/swot/details/${swotId}`);
    expect(response.statusCode).toBe(200);
    const { responses } = response.json<{ swot: SwotDetail }>().swot;
    expect(answerTexts(responses)).toEqual(expected);
    expect(response.body).not.toMatch(LEAK);
  });

  it('are redacted in the CSV export', async () => {
    const response = await client.get(`/api/reports/${swotId}/csv`);
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.toString('utf8');
    const [header, ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual(['Submitted at (UTC)', 'Strengths', 'Weaknesses', 'Opportunities', 'Threats']);
    expect(answerTexts(rows.map(([, ...cells]) => byQuadrant(cells)))).toEqual(expected);
    expect(text).not.toMatch(LEAK);
  });

  it('are redacted in the Excel export', async () => {
    const response = await client.get(`/api/reports/${swotId}/xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Responses')!;
    const rows = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const row = sheet.getRow(number);
      rows.push(byQuadrant([2, 3, 4, 5].map((column) => row.getCell(column).value)));
    }
    expect(answerTexts(rows)).toEqual(expected);
    const everyCell = workbook.worksheets.flatMap((each) => each.getSheetValues().flat());
    expect(JSON.stringify(everyCell)).not.toMatch(LEAK);
  });
});
