import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThemeMovement } from '@foursight/shared/contract/comparison';
import type { GoalsList } from '@foursight/shared/contract/goals';
import type { ReportView } from '@foursight/shared/contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import {
  FIRST_ANSWERS,
  FIVE_MORE_ANSWERS,
  HIDDEN,
  makeCorrections,
  MOVED_LABEL,
  RENAMED,
  SPLIT_LABEL,
} from '../../../test/corrected-themes.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers, type SignedInCompany } from '../../../test/factories.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';

// Whatever reads a SWOT's analysis reads its corrected themes: the report and its exports, the dashboard,
// the goals made from it and the comparison with an earlier SWOT, after a later analysis too.

const clock = createClock(new Date('2026-06-20T10:00:00Z'));
let t: TestApp;
let a: SignedInCompany;
let earlierId: string;
let swotId: string;

/** An earlier SWOT about other things, so every corrected theme is new in the comparison. */
const EARLIER = [
  { strengths: 'The office location is central', weaknesses: 'Parking near the office is hard to find' },
  { strengths: 'A central office location', weaknesses: 'No parking near the office' },
];

beforeAll(async () => {
  t = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' }, now: clock.now });
  a = await createSignedInCompany(t.app);
  const earlier = await createOpenSwot(a.client, clock.now(), { title: 'Spring pulse' });
  earlierId = earlier.id;
  await t.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', [
    '2026-04-15T09:00:00Z',
    earlierId,
  ]);
  await submitAnswers(t.app, earlier.uniqueToken, EARLIER);
  const swot = await createOpenSwot(a.client, clock.now(), { title: 'Summer pulse' });
  swotId = swot.id;
  await t.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', ['2026-06-15T09:00:00Z', swotId]);
  await submitAnswers(t.app, swot.uniqueToken, FIRST_ANSWERS);
  await waitForAnalysis(a.client, earlierId, { responses: EARLIER.length, timeoutMs: 90_000 });
  await waitForAnalysis(a.client, swotId, { responses: FIRST_ANSWERS.length, timeoutMs: 90_000 });
  await makeCorrections(a.client, swotId);
  // The readers read the analysis made after five more answers, from the corrected themes.
  await submitAnswers(t.app, swot.uniqueToken, FIVE_MORE_ANSWERS);
  await waitForAnalysis(a.client, swotId, { responses: FIRST_ANSWERS.length + FIVE_MORE_ANSWERS.length });
}, 180_000);
afterAll(() => t.close());

vi.setConfig({ testTimeout: 60_000 });

/** The corrected labels are there, the hidden theme's is not. */
function expectCorrected(text: string, labels: readonly string[] = [RENAMED, SPLIT_LABEL, MOVED_LABEL]) {
  for (const label of labels) expect(text).toContain(label);
  expect(text).not.toContain(HIDDEN);
}

describe('readers of the analysis', () => {
  it('the report shows the corrected themes, and never the hidden one', async () => {
    const response = await a.client.get(`/api/reports/${swotId}`);
    expect(response.statusCode).toBe(200);
    const { report } = response.json<{ report: ReportView }>();
    const labels = report.analysis!.quadrants.flatMap((quadrant) => quadrant.themes.map((theme) => theme.label));
    expect(labels).toEqual(expect.arrayContaining([RENAMED, SPLIT_LABEL, MOVED_LABEL]));
    expect(labels).not.toContain(HIDDEN);
    expectCorrected(response.body);
  });

  it('the printable report and the workbook do too', async () => {
    const printable = await a.client.post('/api/generate-pdf', { swotId });
    expect(printable.statusCode).toBe(200);
    expectCorrected(printable.json<{ html: string }>().html);

    const response = await a.client.get(`/api/reports/${swotId}/xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const themes = workbook.getWorksheet('Themes')!.getSheetValues().slice(2) as unknown[][];
    expect(themes).toContainEqual(expect.arrayContaining(['Strengths', RENAMED]));
    expect(themes).toContainEqual(expect.arrayContaining(['Weaknesses', MOVED_LABEL]));
    expect(JSON.stringify(themes)).not.toContain(HIDDEN);
  });

  it('the dashboard aggregates the corrected themes', async () => {
    const response = await a.client.get('/api/dashboard/comprehensive');
    expect(response.statusCode).toBe(200);
    const areas = response.json<{ data: { focusAreas: { topAreas: { area: string }[] } } }>().data.focusAreas.topAreas;
    expect(areas.map((area) => area.area)).toContain(RENAMED);
    expectCorrected(response.body, [RENAMED]);
    expectCorrected((await a.client.get('/api/dashboard/ai-insights')).body, []);
  });

  it('goals are generated from the corrected themes, never from the hidden one', async () => {
    expect((await a.client.post('/api/strategic-goals/generate')).statusCode).toBe(200);
    const { goals } = (await a.client.get('/api/strategic-goals')).json<GoalsList>();
    const sources = goals.map((goal) => goal.source?.theme);
    expect(sources).toContain(RENAMED);
    expect(sources).not.toContain(HIDDEN);
    expect(JSON.stringify(goals)).not.toContain(HIDDEN);
  });

  it('the comparison with the earlier SWOT moves the corrected themes', async () => {
    const response = await a.client.get(`/api/comparison/swots?ids=${earlierId},${swotId}`);
    expect(response.statusCode).toBe(200);
    const movements = response.json<{ themeMovements: ThemeMovement[] }>().themeMovements;
    const renamed = movements.find((movement) => movement.theme === RENAMED);
    expect(renamed, JSON.stringify(movements)).toMatchObject({ kind: 'new', to: { quadrant: 'strengths' } });
    expect(renamed?.sentence).toMatch(/^Service customers praise: new Strength/);
    expectCorrected(response.body, [RENAMED]);
  });
});
