import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardComprehensive, DashboardStats, RecentAnalysis } from '@foursight/shared/contract/dashboard';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { warmAnalysis } from '../../../test/warm-analysis.ts';
import { createOpenSwot, createSignedInCompany, createTwoCompanies, submitAnswers } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';
import { growth } from './dashboard.service.ts';

// The analysis is a background job: in the PostgreSQL pass on a loaded machine a first run took
// over 18 s (seen in CI and locally). Each wait allows 50 s; a test may wait twice.
vi.setConfig({ testTimeout: 120_000 });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
  await warmAnalysis(testApp.deps);
}, 60_000);
afterAll(() => testApp.close());

const ANSWERS = [
  { strengths: 'Excellent customer service', weaknesses: 'Slow release process', threats: 'Rising cloud costs' },
  { strengths: 'Customer service is great', weaknesses: 'Manual testing slows every release process' },
  { strengths: 'Loyal customer service team', opportunities: 'Middle East market', threats: 'Rising cloud costs' },
];

describe('dashboard', () => {
  it('shows empty figures for a new company', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { stats } = (await client.get('/api/dashboard/stats')).json<{ stats: DashboardStats }>();
    expect(stats).toMatchObject({
      activeSwots: 0,
      totalSwots: 0,
      totalResponses: 0,
      responseRate: 0,
      totalAnalyses: 0,
    });
    const { data } = (await client.get('/api/dashboard/comprehensive')).json<{ data: DashboardComprehensive }>();
    expect(data.aiAnalysis.summary).toBe('No Data Available');
    expect(data.strategicInsights.overview).toBe('No Strategic Data');
    expect(data.focusAreas.topAreas).toEqual([]);
  });

  it('counts SWOTs, responses and analyses, and aggregates the themes people raised', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const first = await createOpenSwot(client, new Date(), { title: 'Q1 review' });
    const second = await createOpenSwot(client, new Date(), { title: 'Q2 review' });
    await createOpenSwot(client, new Date(), { title: 'Q3 review' });
    await submitAnswers(testApp.app, first.uniqueToken, ANSWERS);
    await submitAnswers(testApp.app, second.uniqueToken, ANSWERS.slice(0, 2));
    await waitForAnalysis(client, first.id, { responses: 3 });
    await waitForAnalysis(client, second.id, { responses: 2 });

    const { stats } = (await client.get('/api/dashboard/stats')).json<{ stats: DashboardStats }>();
    // Nobody was invited: 4 expected responses per SWOT, so 5 of 12.
    expect(stats).toMatchObject({
      activeSwots: 3,
      totalSwots: 3,
      totalResponses: 5,
      responseRate: 42,
      totalAnalyses: 2,
      successRate: 67,
      thisMonth: { swots: 3, responses: 5 },
    });

    const { data } = (await client.get('/api/dashboard/comprehensive')).json<{ data: DashboardComprehensive }>();
    expect(data.teamEngagement).toMatchObject({ responseRate: 42, totalResponses: 5, engagementLevel: 'low' });
    expect(data.responseDistribution).toEqual({
      distribution: { strengths: 5, weaknesses: 4, opportunities: 1, threats: 3 },
      totalResponses: 5,
    });
    expect(data.focusAreas.topAreas[0]).toMatchObject({ area: 'customer service', category: 'strengths', mentions: 5 });
    expect(data.focusAreas.topAreas.length).toBeLessThanOrEqual(5);
    expect(data.focusAreas.categoryKeywords.strengths).toContain('customer service');
    expect(data.aiAnalysis.summary).toMatch(/^Statistical analysis of/);
    expect(data.strategicInsights.keyInsights.length).toBeGreaterThan(0);
    expect(data.strategicInsights.keyInsights.length).toBeLessThanOrEqual(3);
    expect(data.strategicInsights.criticalActions.length).toBeLessThanOrEqual(2);
    // The insights read the same themes, with the same counts, as Strategic Focus Areas.
    expect(data.strategicInsights.keyInsights[0]).toBe(
      'Customer service (strength): raised in 5 responses across 2 SWOTs, 100% of all.',
    );
    // The AI Analysis card says which SWOT its summary and findings are about.
    expect(data.aiAnalysis.swotTitle).toMatch(/^Q[12] review$/);

    const { analyses } = (await client.get('/api/dashboard/recent-analyses')).json<{ analyses: RecentAnalysis[] }>();
    expect(analyses.map((swot) => swot.title)).toEqual(['Q3 review', 'Q2 review', 'Q1 review']);
    expect(analyses[2]).toMatchObject({ responseCount: 3, badge: 'Active', timezone: 'UTC' });
    expect(analyses[0]?.sentimentScore).toBeNull();
  });

  it('keeps each company to its own figures and asks visitors to sign in', async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const swot = await createOpenSwot(a.client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, ANSWERS.slice(0, 1));
    await waitForAnalysis(a.client, swot.id, { responses: 1 });
    const { stats } = (await b.client.get('/api/dashboard/stats')).json<{ stats: DashboardStats }>();
    expect(stats.totalResponses).toBe(0);
    const { data } = (await b.client.get('/api/dashboard/comprehensive')).json<{ data: DashboardComprehensive }>();
    expect(data.focusAreas.topAreas).toEqual([]);
    for (const path of ['stats', 'recent-analyses', 'ai-insights', 'comprehensive']) {
      expect((await new TestClient(testApp.app).get(`/api/dashboard/${path}`)).statusCode).toBe(401);
    }
  });
});

describe('growth', () => {
  it('is a rounded percent change, null without a base', () => {
    expect(growth(15, 10)).toBe(50);
    expect(growth(5, 10)).toBe(-50);
    expect(growth(0, 0)).toBe(0);
    expect(growth(3, 0)).toBeNull();
  });
});
