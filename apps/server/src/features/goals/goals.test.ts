import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthComparison, Performance, SwotComparison } from '@foursight/shared/contract/comparison';
import type { GoalsList, StrategicGoal } from '@foursight/shared/contract/goals';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createClock } from '../../../test/clock.ts';
import { createOpenSwot, createTwoCompanies, submitAnswers, type SignedInCompany } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';

/**
 * One company, three SWOTs over three months. Customer support is a weakness
 * in January and February and a strength in March; online competitors are a
 * threat first raised in March.
 */
const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const JANUARY = [
  {
    ...blank,
    strengths: 'Great product quality',
    weaknesses: 'Customer support is slow to answer tickets',
    threats: 'Rising cloud costs',
  },
  {
    ...blank,
    strengths: 'Product quality is high',
    weaknesses: 'Customer support takes days to reply',
    opportunities: 'Expanding into the Middle East market',
  },
  { ...blank, weaknesses: 'Customer support is understaffed and slow', threats: 'Rising cloud costs hurt margins' },
];
const FEBRUARY = [
  {
    ...blank,
    strengths: 'Great product quality',
    weaknesses: 'Customer support is still slow',
    threats: 'Rising cloud costs',
  },
  { ...blank, strengths: 'Product quality keeps improving', weaknesses: 'Customer support is better but slow' },
];
const MARCH = [
  {
    ...blank,
    strengths: 'Customer support is now fast and friendly',
    threats: 'Online competitors undercut our prices',
  },
  { ...blank, strengths: 'Customer support answers within an hour', threats: 'Online competitors are winning deals' },
  {
    ...blank,
    strengths: 'Excellent customer support team',
    weaknesses: 'Manual invoicing',
    threats: 'Online competitors with lower prices',
  },
  { ...blank, strengths: 'Great product quality', opportunities: 'Expanding into the Middle East market' },
];

const clock = createClock(new Date('2026-03-20T10:00:00Z'));
let testApp: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
const swotIds: string[] = [];
const sentiments: number[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' }, now: clock.now });
  [a, b] = await createTwoCompanies(testApp.app);
  const months = [
    ['Q1 pulse: January', '2026-01-15T09:00:00Z', JANUARY],
    ['Q1 pulse: February', '2026-02-15T09:00:00Z', FEBRUARY],
    ['Q1 pulse: March', '2026-03-15T09:00:00Z', MARCH],
  ] as const;
  for (const [title, createdAt, answers] of months) {
    const swot = await createOpenSwot(a.client, clock.now(), { title });
    await testApp.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', [createdAt, swot.id]);
    await submitAnswers(testApp.app, swot.uniqueToken, answers);
    // In beforeAll (60 s): a loaded machine loads the language model slowly.
    const { analysis } = await waitForAnalysis(a.client, swot.id, { responses: answers.length, timeoutMs: 45_000 });
    swotIds.push(swot.id);
    sentiments.push(analysis.sentiment.score);
  }
}, 60_000);
afterAll(() => testApp.close());

const listGoals = async (client: TestClient) => (await client.get('/api/strategic-goals')).json<GoalsList>();
const goalNamed = (list: GoalsList, title: string) => {
  const goal = list.goals.find((candidate) => candidate.title === title);
  if (!goal) throw new Error(`no goal "${title}" in ${list.goals.map((g) => g.title).join(', ')}`);
  return goal;
};

describe('strategic goals', () => {
  it('start empty, then are generated from the SWOTs with the themes and quotes they came from', async () => {
    const empty = await listGoals(a.client);
    expect(empty.goals).toEqual([]);
    expect(empty.meta.swotCount).toBe(3);

    const generated = (await a.client.post('/api/strategic-goals/generate')).json<{ created: number }>();
    expect(generated.created).toBeGreaterThan(2);
    const list = await listGoals(a.client);
    expect(list.goals).toHaveLength(generated.created);

    const resolve = goalNamed(list, 'Improve customer support');
    expect(resolve).toMatchObject({
      category: 'Customer Success',
      unit: '% of answers',
      swotAnalysisId: swotIds[1],
      source: { quadrant: 'weaknesses', theme: 'customer support', mentions: 2, stance: 'answers' },
      // Both February answers raised it: the goal aims at none of two.
      targetValue: 0,
      measure: { direction: 'reduce', responses: 2, mentions: 2, targetMentions: 0, baseline: 100 },
    });
    expect(resolve.source?.quotes).toContain('Customer support is still slow');
    // Re-measured in March, the next SWOT: it moved from weakness to strength.
    expect(resolve.remeasure?.sentence).toBe(
      'Customer support: 2 of 2 answers in February, 3 of 4 in March; now a strength (was a weakness).',
    );
    expect(resolve.measure?.sentence).toBe('2 of 2 answers → at most 0 of 2; now 3 of 4');
    // Raised as a strength now: nobody raises it as a weakness, the goal is met.
    expect(resolve).toMatchObject({ currentValue: 0, progress: 100, status: 'Completed' });

    const threat = goalNamed(list, 'Counter online competitors');
    expect(threat).toMatchObject({ swotAnalysisId: swotIds[2], priority: 'High', remeasure: null });
    expect(threat.source).toMatchObject({ quadrant: 'threats', mentions: 3, stance: 'answers' });
    expect(goalNamed(list, 'Build on customer support').source?.stance).toBe('builds-on');
  });

  it('regenerating neither duplicates goals nor overwrites the ones a person edited', async () => {
    const before = await listGoals(a.client);
    const edited = goalNamed(before, 'Counter online competitors');
    const patched = await a.client.patch(`/api/strategic-goals/${edited.id}`, {
      title: 'Win back deals from online competitors',
      targetValue: 20,
      unit: 'deals',
    });
    expect(patched.statusCode).toBe(200);

    const again = (await a.client.post('/api/strategic-goals/generate')).json<{ created: number; kept: number }>();
    expect(again).toMatchObject({ created: 0, kept: 1 });
    const after = await listGoals(a.client);
    expect(after.goals).toHaveLength(before.goals.length);
    expect(after.goals.find((goal) => goal.id === edited.id)).toMatchObject({
      title: 'Win back deals from online competitors',
      targetValue: 20,
      unit: 'deals',
    });
  });

  it('moves progress and status with check-ins and caps progress at 100', async () => {
    const list = await listGoals(a.client);
    const goal = goalNamed(list, 'Improve customer support');
    const checkIn = async (value: number, date: string) =>
      (await a.client.post(`/api/strategic-goals/${goal.id}/check-ins`, { value, note: `At ${value}`, date })).json<{
        goal: StrategicGoal;
      }>().goal;

    // Its measure goes from 100 % of answers down to 0 %: a check-in of 40 % is 60 % of the way.
    const first = await checkIn(40, '2026-03-20');
    expect(first).toMatchObject({ currentValue: 40, progress: 60, status: 'In Progress' });
    expect(first.checkIns.map(({ id: _id, ...checkIn }) => checkIn)).toEqual([
      { value: 40, note: 'At 40', date: '2026-03-20' },
    ]);

    const done = await checkIn(0, '2026-05-20');
    expect(done).toMatchObject({ currentValue: 0, progress: 100, status: 'Completed' });
    expect(done.checkIns.map((entry) => entry.value)).toEqual([40, 0]);

    const summary = (await listGoals(a.client)).meta.summary;
    expect(summary.completed).toBe(1);
    expect(summary.total).toBe(list.goals.length);
  });

  it('turns At Risk when progress lags the time elapsed to the deadline, and follows a status set by hand', async () => {
    clock.set('2026-02-01T10:00:00Z');
    const created = (
      await a.client.post('/api/strategic-goals', {
        title: 'Automate month-end close',
        category: 'Operations',
        priority: 'High',
        targetValue: 10,
        unit: 'steps',
        deadline: '2026-03-31',
      })
    ).json<{ goal: StrategicGoal }>().goal;
    clock.set('2026-03-20T10:00:00Z');
    // 47 of its 59 days gone with 4 of 10 steps done.
    const lagging = (
      await a.client.post(`/api/strategic-goals/${created.id}/check-ins`, { value: 4, date: '2026-03-20' })
    ).json<{ goal: StrategicGoal }>().goal;
    expect(lagging).toMatchObject({ progress: 40, status: 'At Risk', statusSetByHand: false });
    const byHand = (await a.client.patch(`/api/strategic-goals/${created.id}`, { status: 'In Progress' })).json<{
      goal: StrategicGoal;
    }>().goal;
    expect(byHand).toMatchObject({ status: 'In Progress', statusSetByHand: true });
    const computed = (await a.client.patch(`/api/strategic-goals/${created.id}`, { status: null })).json<{
      goal: StrategicGoal;
    }>().goal;
    expect(computed.status).toBe('At Risk');
  });

  it('refuses a deadline or a check-in on a day that does not exist, naming the field', async () => {
    const goal = {
      title: 'Close the books in five days',
      category: 'Financial',
      priority: 'High',
      targetValue: 5,
      unit: 'days',
    };
    const refused = await a.client.post('/api/strategic-goals', { ...goal, deadline: '2026-02-31' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Use a date such as 2026-06-30');
    const created = (await a.client.post('/api/strategic-goals', { ...goal, deadline: '2026-02-28' })).json<{
      goal: StrategicGoal;
    }>().goal;
    const checkIn = await a.client.post(`/api/strategic-goals/${created.id}/check-ins`, {
      value: 1,
      date: '2026-13-01',
    });
    expect(checkIn.statusCode).toBe(400);
  });

  it('archives a goal out of the list, and keeps it readable on request', async () => {
    const created = (
      await a.client.post('/api/strategic-goals', {
        title: 'Cut invoice errors',
        category: 'Financial',
        priority: 'Medium',
        targetValue: 50,
        unit: '₹',
        deadline: '2026-12-31',
      })
    ).json<{ goal: StrategicGoal }>().goal;
    expect(created).toMatchObject({ generated: false, source: null, progress: 0, currentValue: 0 });
    await a.client.post(`/api/strategic-goals/${created.id}/archive`);
    expect((await listGoals(a.client)).goals.map((goal) => goal.id)).not.toContain(created.id);
    const all = (await a.client.get('/api/strategic-goals?archived=include')).json<GoalsList>();
    expect(all.goals.find((goal) => goal.id === created.id)?.archived).toBe(true);
  });
});

describe('performance comparison', () => {
  it('names what moved between SWOTs', async () => {
    const response = await a.client.get(`/api/comparison/swots?ids=${swotIds[2]},${swotIds[0]},${swotIds[1]}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SwotComparison>();
    expect(body.swots.map((swot) => swot.title)).toEqual([
      'Q1 pulse: January',
      'Q1 pulse: February',
      'Q1 pulse: March',
    ]);
    expect(body.responseGrowth).toBe(1); // 4 in March minus 3 in January
    // Nobody was invited: 4 responses expected per SWOT, so 3, 2 and 4 of 4.
    expect(body.participationTrend).toBe('up');
    expect(body.swots.map((swot) => swot.participationRate)).toEqual([75, 50, 100]);
    const sentences = body.themeMovements.map((movement) => movement.sentence);
    expect(sentences).toContain('Customer support: Weakness → Strength (3 of 3 answers → 3 of 4)');
    expect(sentences).toContain('Online competitors: new Threat (3 of 4 answers)');
    // "Great product quality" is still written in March, outside the leading themes: counted, not gone.
    expect(sentences).toContain(
      'Product quality: 2 of 3 answers → 1 of 4 (Strengths; no longer among the leading themes)',
    );
    expect(sentences).toContain('Rising cloud costs: no longer raised (was a Threat, 2 of 3 answers)');
    expect(body.improvements).toContain(
      'Participation rose from 50% to 100% between "Q1 pulse: February" and "Q1 pulse: March".',
    );
    expect(body.swots[2]!.topKeywords).toHaveLength(3);
    expect(body.swots[2]!.relatedGoals).toBeGreaterThan(0);

    const tooFew = await a.client.get(`/api/comparison/swots?ids=${swotIds[0]}`);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.body).toContain('Please select at least 2 SWOTs to compare.');
  });

  it('compares months with the figures checked by hand', async () => {
    const body = (await a.client.get('/api/comparison/months?months=2026-03,2026-01,2026-02')).json<MonthComparison>();
    const round = (value: number) => Math.round(value * 10) / 10;
    expect(body.months.map(({ keywords: _keywords, ...month }) => month)).toEqual([
      {
        month: '2026-01',
        swotCount: 1,
        totalResponses: 3,
        averageSentiment: round(sentiments[0]!),
        goalCount: 0,
        goalCompletionRate: 0,
      },
      {
        month: '2026-02',
        swotCount: 1,
        totalResponses: 2,
        averageSentiment: round(sentiments[1]!),
        goalCount: 1, // the goal made on 1 February
        goalCompletionRate: 0,
      },
      // The generated goals were made on 20 March and one of them is complete; the archived goal is left out.
      expect.objectContaining({
        month: '2026-03',
        swotCount: 1,
        totalResponses: 4,
        averageSentiment: round(sentiments[2]!),
      }),
    ]);
    const march = body.months[2]!;
    expect(march.goalCompletionRate).toBe(Math.round((1 / march.goalCount) * 100));
    expect(body.months[0]!.keywords).toEqual(expect.arrayContaining(['customer support', 'product quality']));
    for (const month of body.months) {
      expect(month.keywords.length).toBeLessThanOrEqual(15);
      expect(month.keywords.every((word) => word.length > 3)).toBe(true);
    }
    const tooFew = await a.client.get('/api/comparison/months?months=2026-01');
    expect(tooFew.body).toContain('Please select at least 2 months to compare.');
  });

  it('sums up performance and goals', async () => {
    const started = (
      await a.client.post('/api/strategic-goals', {
        title: 'Publish a support handbook',
        category: 'Customer Success',
        priority: 'Low',
        targetValue: 10,
        unit: 'chapters',
        deadline: '2027-12-31',
      })
    ).json<{ goal: StrategicGoal }>().goal;
    await a.client.post(`/api/strategic-goals/${started.id}/check-ins`, { value: 2, date: '2026-03-20' });
    const body = (await a.client.get('/api/comparison/performance')).json<Performance>();
    const goals = (await listGoals(a.client)).goals;
    expect(goals.find((goal) => goal.id === started.id)?.status).toBe('In Progress');
    expect(body.totals).toEqual({
      swots: 3,
      responses: 9,
      activeGoals: goals.length - 1,
      completionRate: Math.round((1 / goals.length) * 100),
    });
    expect(body.goalsByStatus.find((entry) => entry.status === 'Completed')?.count).toBe(1);
    // The same statuses the goals page shows, in progress included (a goal with check-ins).
    for (const { status, count } of body.goalsByStatus) {
      expect([status, count]).toEqual([status, goals.filter((goal) => goal.status === status).length]);
    }
    expect(body.goalsByStatus.find((entry) => entry.status === 'In Progress')?.count).toBeGreaterThan(0);
    expect(body.recentSwots.map((swot) => swot.title)).toEqual([
      'Q1 pulse: March',
      'Q1 pulse: February',
      'Q1 pulse: January',
    ]);
    expect(body.byCategory.find((entry) => entry.category === 'Customer Success')).toMatchObject({ completed: 1 });
    const options = (await a.client.get('/api/comparison/options')).json<{ months: { month: string }[] }>();
    expect(options.months.map((entry) => entry.month)).toEqual(['2026-03', '2026-02', '2026-01']);
  });

  it('shows company B none of A’s goals or comparisons', async () => {
    const list = await listGoals(b.client);
    expect(list.goals).toEqual([]);
    expect(list.meta.swotCount).toBe(0);
    const goalOfA = (await listGoals(a.client)).goals[0]!;
    expect((await b.client.patch(`/api/strategic-goals/${goalOfA.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect(
      (await b.client.post(`/api/strategic-goals/${goalOfA.id}/check-ins`, { value: 1, date: '2026-03-20' }))
        .statusCode,
    ).toBe(404);
    expect((await b.client.get(`/api/comparison/swots?ids=${swotIds[0]},${swotIds[1]}`)).statusCode).toBe(404);
    const months = (await b.client.get('/api/comparison/months?months=2026-01,2026-03')).json<MonthComparison>();
    expect(months.months.every((month) => month.swotCount === 0 && month.goalCount === 0)).toBe(true);
    const performance = (await b.client.get('/api/comparison/performance')).json<Performance>();
    expect(performance.totals).toEqual({ swots: 0, responses: 0, activeGoals: 0, completionRate: 0 });
    expect((await b.client.post('/api/strategic-goals/generate')).json()).toMatchObject({ created: 0 });
  });
});
