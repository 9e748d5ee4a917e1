import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import type { ComparisonOptions } from '@foursight/shared/contract/comparison';
import type { DashboardStats, GettingStarted, RecentAnalysis } from '@foursight/shared/contract/dashboard';
import type { GoalsList } from '@foursight/shared/contract/goals';
import type { ReportCard } from '@foursight/shared/contract/reports';
import type { SwotDetail, SwotSummary } from '@foursight/shared/contract/swots';
import type { UsageStats } from '@foursight/shared/contract/usage';
import { SAMPLE_ANSWERS } from '@foursight/shared/domain/sample-swot';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createColleague, createTwoCompanies } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

type Opened = { swot: SwotSummary; created: boolean };

describe('the sample SWOT', () => {
  it('opens finished (answers, analysis, goals, report) and counts in nothing the company pays for or compares', async () => {
    const [{ client }, other] = await createTwoCompanies(t.app);
    const opened = await client.post('/api/sample-swot');
    expect(opened.statusCode).toBe(201);
    const { swot, created } = opened.json<Opened>();
    expect(created).toBe(true);
    expect(swot).toMatchObject({ sample: true, status: 'completed', responseCount: SAMPLE_ANSWERS.length });
    expect(swot.title).toMatch(/^Sample: /);
    expect(new Date(swot.endsAt).getTime()).toBeLessThan(Date.now());

    // Opening it again answers the same one: a company has at most one.
    const again = await client.post('/api/sample-swot');
    expect(again.statusCode).toBe(200);
    expect(again.json<Opened>()).toMatchObject({ created: false, swot: { id: swot.id } });
    const listed = (await client.get('/api/swot/list')).json<{ analyses: SwotSummary[] }>().analyses;
    expect(listed.map((entry) => [entry.id, entry.sample])).toEqual([[swot.id, true]]);

    // Its answers are the sample's, and it was analysed before the answer came back.
    const detail = (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot;
    expect(detail.responses).toHaveLength(SAMPLE_ANSWERS.length);
    expect(detail.responses.map((response) => response.strengths).sort()).toEqual(
      SAMPLE_ANSWERS.map((answer) => answer.strengths).sort(),
    );
    const insight = (await client.get(`/api/swot/ai-analysis/${swot.id}`)).json<AiAnalysisResponse>();
    expect(insight.analysis?.responseCount).toBe(SAMPLE_ANSWERS.length);
    // Every quadrant has themes, each raised by more than one answer.
    for (const area of Object.values(insight.analysis!.categoryAnalysis)) {
      expect(area.topThemes.length).toBeGreaterThan(0);
      expect(area.topThemes[0]!.mentions).toBeGreaterThan(1);
    }

    // Goals made from it, and marked; its report is ready, and marked.
    const goalsList = (await client.get('/api/strategic-goals')).json<GoalsList>();
    const goals = goalsList.goals;
    expect(goals.length).toBeGreaterThan(0);
    expect(goalsList.meta.summary.total).toBe(goals.length); // the goals page counts what it lists
    expect(goalsList.meta.swotCount).toBe(0); // "Generate" reads the company's own SWOTs: none to offer it for
    for (const goal of goals) expect(goal).toMatchObject({ sample: true, swotAnalysisId: swot.id });
    const reports = (await client.get('/api/reports')).json<{ reports: ReportCard[] }>().reports;
    expect(reports).toEqual([expect.objectContaining({ id: swot.id, sample: true, analysisState: 'ready' })]);
    const report = await client.get(`/api/reports/${swot.id}`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Sample: ');

    // Not the company's usage, figures, first steps or comparisons.
    const usage = (await client.get('/api/usage/stats')).json<UsageStats>();
    expect(usage).toMatchObject({ currentMonthUsage: 0, allowanceUsed: 0 });
    const stats = (await client.get('/api/dashboard/stats')).json<{ stats: DashboardStats }>().stats;
    expect(stats).toMatchObject({ totalSwots: 0, totalResponses: 0, totalAnalyses: 0 });
    const started = (await client.get('/api/dashboard/getting-started')).json<GettingStarted>();
    expect(started.steps).toMatchObject({ firstSwot: false, linkShared: false, insight: false });
    expect(started.sampleSwotId).toBe(swot.id);
    const recent = (await client.get('/api/dashboard/recent-analyses')).json<{ analyses: RecentAnalysis[] }>();
    expect(recent.analyses).toEqual([expect.objectContaining({ id: swot.id, sample: true })]);
    const options = (await client.get('/api/comparison/options')).json<ComparisonOptions>();
    expect(options.swots).toEqual([]);
    expect(options.months).toEqual([]);
    // Company goals are generated from the company's own SWOTs: none yet, so nothing new.
    const generated = (await client.post('/api/strategic-goals/generate')).json<{ created: number }>();
    expect(generated.created).toBe(0);

    // Its link takes no answers, and nothing reopens it: no new schedule, no shared link.
    const visitor = new TestClient(t.app);
    // (its shared link is off and nobody holds a personal one)
    expect((await visitor.get(`/api/participate/${swot.uniqueToken}`)).statusCode).toBe(403);
    const answered = await visitor.post(`/api/participate/${swot.uniqueToken}/submit`, { strengths: 'Real answer' });
    expect(answered.statusCode).toBe(403);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = { startDate: tomorrow, startTime: '09:00', endDate: nextWeek, endTime: '18:00' };
    const reopened = await client.put(`/api/swot/${swot.id}/schedule`, { ...schedule, timezone: 'Asia/Kolkata' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json<{ message: string }>().message).toMatch(/sample SWOT has ended for good/);
    expect((await client.put(`/api/swot/${swot.id}/participation-settings`, { sharedLink: true })).statusCode).toBe(
      409,
    );
    const after = (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: SwotDetail }>().swot;
    expect(after).toMatchObject({ status: 'completed', responseCount: SAMPLE_ANSWERS.length, endsAt: swot.endsAt });

    // Another company sees none of it.
    expect((await other.client.get(`/api/swot/details/${swot.id}`)).statusCode).toBe(404);
    expect((await other.client.get('/api/strategic-goals')).json<GoalsList>().goals).toEqual([]);
    expect((await other.client.delete('/api/sample-swot')).statusCode).toBe(404);

    // Deleted in one call, with its goals; a second delete finds nothing.
    const deleted = await client.delete('/api/sample-swot');
    expect(deleted.statusCode).toBe(200);
    expect((await client.get(`/api/swot/details/${swot.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/strategic-goals')).json<GoalsList>().goals).toEqual([]);
    expect((await client.get('/api/reports')).json<{ reports: ReportCard[] }>().reports).toEqual([]);
    expect((await client.get('/api/dashboard/getting-started')).json<GettingStarted>().sampleSwotId).toBeNull();
    expect((await client.delete('/api/sample-swot')).statusCode).toBe(404);
  });

  it("takes a second round to try, which the dashboard's priorities leave out", async () => {
    const [{ client }] = await createTwoCompanies(t.app);
    const { swot } = (await client.post('/api/sample-swot')).json<Opened>();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = { startDate: today, startTime: '00:00', endDate: nextWeek, endTime: '18:00', sharedLink: true };
    const started = await client.post(`/api/swot/${swot.id}/rounds`, schedule);
    expect(started.statusCode).toBe(201);
    const { round } = started.json<{ round: { id: string } }>();
    expect((await client.post(`/api/swot/${swot.id}/rounds/${round.id}/close`)).statusCode).toBe(200);
    const rounds = (await client.get(`/api/swot/${swot.id}/rounds`)).json<{ rounds: { status: string }[] }>().rounds;
    expect(rounds.map((one) => one.status)).toEqual(['closed']);
    expect((await client.get('/api/rounds/latest')).json()).toEqual({ latest: null });
  });

  it('is made once when asked twice at the same moment', async () => {
    const [{ client }] = await createTwoCompanies(t.app);
    const answers = await Promise.all([client.post('/api/sample-swot'), client.post('/api/sample-swot')]);
    const ids = answers.map((answer) => answer.json<Opened>().swot.id);
    expect(ids[0]).toBe(ids[1]);
    expect(answers.map((answer) => answer.json<Opened>().created).sort()).toEqual([false, true]);
    expect((await client.get('/api/swot/list')).json<{ analyses: SwotSummary[] }>().analyses).toHaveLength(1);
  });

  it('is opened and deleted by editors, not viewers; a visitor is asked to sign in', async () => {
    const [{ client: owner }] = await createTwoCompanies(t.app);
    const viewer = await createColleague(t.app, t.deps.database.db, owner, 'viewer');
    expect((await viewer.client.post('/api/sample-swot')).statusCode).toBe(403);
    const editor = await createColleague(t.app, t.deps.database.db, owner, 'editor');
    expect((await editor.client.post('/api/sample-swot')).statusCode).toBe(201);
    expect((await viewer.client.delete('/api/sample-swot')).statusCode).toBe(403);
    expect((await editor.client.delete('/api/sample-swot')).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/sample-swot')).statusCode).toBe(401);
  });

  it("leaves the company's own goals on the same themes alone, and deleting it keeps them", async () => {
    const [{ client }] = await createTwoCompanies(t.app);
    await client.post('/api/sample-swot');
    const [sampleGoal] = (await client.get('/api/strategic-goals')).json<GoalsList>().goals;
    const [row] = await queryRows<{ key: string; company_id: string }>(
      t.deps.database.db,
      sql`SELECT generation_key AS key, company_id FROM strategic_goals WHERE id = ${sampleGoal!.id}`,
    );
    expect((await client.delete('/api/sample-swot')).statusCode).toBe(200);
    // A generated goal of the company's own on the same quadrant and theme (its key without the sample's prefix).
    const companyKey = row!.key.replace(/^swot:[0-9a-f-]{36}:/, '');
    expect(companyKey).not.toBe(row!.key);
    await t.deps.database.executeSql(
      `INSERT INTO strategic_goals (company_id, title, description, category, priority, current_value, target_value, unit, deadline, generation_key, created_at)
       VALUES ($1, 'Our own goal', 'Ours', 'Operations', 'High', 0, 10, '%', '2027-03-31', $2, now())`,
      [row!.company_id, companyKey],
    );
    const ownBefore = (await client.get('/api/strategic-goals')).json<GoalsList>().goals;
    expect(ownBefore.map((goal) => [goal.title, goal.sample])).toEqual([['Our own goal', false]]);

    // Opening the sample again makes its own goals beside it, and deleting it leaves the company's goal as it was.
    expect((await client.post('/api/sample-swot')).statusCode).toBe(201);
    const both = (await client.get('/api/strategic-goals')).json<GoalsList>().goals;
    expect(both.find((goal) => goal.title === 'Our own goal')).toEqual(ownBefore[0]);
    expect(both.filter((goal) => goal.sample).length).toBeGreaterThan(0);
    expect((await client.delete('/api/sample-swot')).statusCode).toBe(200);
    expect((await client.get('/api/strategic-goals')).json<GoalsList>().goals).toEqual(ownBefore);
  });
});
