import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalsList } from '@foursight/shared/contract/goals';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { warmAnalysis } from '../../../test/warm-analysis.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';
import { startChatCompletionsServer, type ReceivedRequest } from '../../../test/protocol-servers.ts';

const KEY = 'sk-test-goals-0123456789abcdefghijklmnopq';
const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const ANSWERS = [
  { ...blank, weaknesses: 'Customer support is slow to answer tickets' },
  { ...blank, weaknesses: 'Customer support takes days to reply' },
];

const schemaName = (request: ReceivedRequest) =>
  (request.body as { response_format?: { json_schema?: { name?: string } } }).response_format?.json_schema?.name;

let goalsReply: () => string | Promise<string> = () =>
  JSON.stringify({
    goals: [
      { number: 1, title: 'Answer every support ticket within a day', description: 'Halve reply times by June.' },
    ],
  });
// The analysis gets an answer it cannot use (and shows the statistics); the goals get goalsReply.
const aiServer = await startChatCompletionsServer((request) =>
  schemaName(request) === 'strategic_goals' ? goalsReply() : '{}',
);
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    // Its own database: on the shared PostgreSQL another file's analysis worker, with no AI server, could run these SWOTs' jobs.
    privateDatabase: true,
    workers: ['analyse-swot'],
    env: { ANALYSIS_DELAY_SECONDS: '0', AI_BASE_URL: `${aiServer.url}/v1`, AI_TIMEOUT_MS: '400' },
  });
  await warmAnalysis(testApp.deps);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await aiServer.close();
});

async function companyWithAnalysedSwot(ai: boolean): Promise<TestClient> {
  const { client } = await createSignedInCompany(testApp.app);
  if (ai) {
    const saved = await client.post('/api/settings', {
      colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Acme', logo: null, website: '', description: '', timezone: 'UTC' },
      aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY },
    });
    expect(saved.statusCode).toBe(200);
  }
  const swot = await createOpenSwot(client, new Date());
  await submitAnswers(testApp.app, swot.uniqueToken, ANSWERS);
  // The analysis is a background job (test/wait-for-analysis.ts says how long it may take); a time-out says
  // what the queue holds for it.
  await waitForAnalysis(client, swot.id, { responses: 2 });
  return client;
}

describe('goals phrased by the AI', { timeout: 60_000 }, () => {
  it('takes the AI title and description with the company key, keeping the statistics', async () => {
    const client = await companyWithAnalysedSwot(true);
    const before = aiServer.requests.filter((request) => schemaName(request) === 'strategic_goals').length;
    await client.post('/api/strategic-goals/generate');
    const { goals } = (await client.get('/api/strategic-goals')).json<GoalsList>();
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({
      title: 'Answer every support ticket within a day',
      description: 'Halve reply times by June.',
      source: { quadrant: 'weaknesses', theme: 'customer support', mentions: 2 },
      // The statistics' measure: both answers raise it, the goal aims at none.
      currentValue: 100,
      targetValue: 0,
      unit: '% of answers',
    });
    const sent = aiServer.requests.filter((request) => schemaName(request) === 'strategic_goals');
    expect(sent).toHaveLength(before + 1);
    expect(JSON.stringify(sent.at(-1)!.body)).toContain('Customer support takes days to reply');
  });

  it('falls back to the statistical goals when the AI answer is unusable, and never asks without a key', async () => {
    goalsReply = () => 'not json';
    const withKey = await companyWithAnalysedSwot(true);
    await withKey.post('/api/strategic-goals/generate');
    expect((await withKey.get('/api/strategic-goals')).json<GoalsList>().goals[0]?.title).toBe(
      'Improve customer support',
    );

    const withoutKey = await companyWithAnalysedSwot(false);
    const before = aiServer.requests.length;
    await withoutKey.post('/api/strategic-goals/generate');
    expect((await withoutKey.get('/api/strategic-goals')).json<GoalsList>().goals[0]?.title).toBe(
      'Improve customer support',
    );
    expect(aiServer.requests).toHaveLength(before);
  });

  it('never overwrites a goal that a person edits while the AI phrases the next generation', async () => {
    const phrased = (title: string) => JSON.stringify({ goals: [{ number: 1, title, description: 'Reply fast.' }] });
    goalsReply = () => phrased('Answer every support ticket within a day');
    const client = await companyWithAnalysedSwot(true);
    await client.post('/api/strategic-goals/generate');
    const [goal] = (await client.get('/api/strategic-goals')).json<GoalsList>().goals;

    // The person's edit lands after the generation read the goals and before it writes them.
    goalsReply = async () => {
      expect((await client.patch(`/api/strategic-goals/${goal!.id}`, { title: 'Our own wording' })).statusCode).toBe(
        200,
      );
      return phrased('The AI wording again');
    };
    const generated = await client.post('/api/strategic-goals/generate');
    expect(generated.json()).toMatchObject({ created: 0, updated: 0, kept: 1 });
    expect((await client.get('/api/strategic-goals')).json<GoalsList>().goals[0]?.title).toBe('Our own wording');
  });
});
