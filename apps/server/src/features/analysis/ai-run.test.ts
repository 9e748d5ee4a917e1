import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiAnalysisResponse, RunAiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createColleague, createOpenSwot, createSignedInCompany, submitAnswers } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  DROP_CONNECTION,
  startChatCompletionsServer,
  type ReceivedRequest,
  type ServerAnswer,
} from '../../../test/protocol-servers.ts';
import { THREE_ANSWERS } from '../../../test/sample-answers.ts';
import { ALREADY_RUNNING } from './ai-run.service.ts';

/**
 * "Run AI analysis again" and what each outcome of the AI service says, through the real `openai` client
 * against a local server speaking its protocol. No analysis worker runs here: every analysis (and every
 * request to the AI service) comes from the run route, so each test knows what the service was asked.
 */

const KEY = 'sk-test-ai-run-0123456789abcdefghijklmnopq';
const TIMEOUT_MS = 500;

const NARRATIVE = {
  summary: 'AI summary: service excellence is the foundation; release speed is the bottleneck.',
  keyInsights: [{ text: 'Customer service is the shared strength.', quoteIds: ['Q1'] }],
  strategicRecommendations: [{ text: 'Automate testing to release faster.', quoteIds: [] }],
  priorityActions: [{ text: 'Enter the Middle East market.', quoteIds: [] }],
  quickWins: [{ text: 'Publish support response times.', quoteIds: ['Q1'] }],
  actionPlan: {
    immediate: [{ text: 'Pick a test automation tool.', quoteIds: [] }],
    shortTerm: [{ text: 'Automate the regression suite.', quoteIds: [] }],
    longTerm: [{ text: 'Open a regional office.', quoteIds: [] }],
  },
  categoryRecommendations: {
    strengths: [{ text: 'Keep investing in support.', quoteIds: [] }],
    weaknesses: [{ text: 'Automate testing.', quoteIds: [] }],
    opportunities: [{ text: 'Size the Middle East market.', quoteIds: [] }],
    threats: [{ text: 'Review cloud contracts.', quoteIds: [] }],
  },
};
/** Text of the service's own that must never reach the reader, a log or the database. */
const SERVICE_SECRET_WORDS = 'zebra-marmalade-7731';

const openAiError = (status: number, code: string): ServerAnswer => ({
  status,
  body: { error: { message: `${SERVICE_SECRET_WORDS} ${KEY}`, type: code, code } },
});

let aiReply: (request: ReceivedRequest) => Promise<string | ServerAnswer> = () =>
  Promise.resolve(JSON.stringify(NARRATIVE));
const aiServer = await startChatCompletionsServer((request) => aiReply(request));
const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    logLines,
    env: { AI_BASE_URL: `${aiServer.url}/v1`, AI_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await testApp.close();
  await aiServer.close();
});

vi.setConfig({ testTimeout: 60_000 });

/**
 * A company with a SWOT of three answers; AI on with the key (`key`), on with a saved key this server can no
 * longer read (`unreadable-key`: sealed under another ENCRYPTION_KEY), or off.
 */
async function companyWithAnswers(options: { ai?: 'key' | 'unreadable-key' | 'off' } = {}) {
  const company = await createSignedInCompany(testApp.app);
  const ai = options.ai ?? 'key';
  if (ai !== 'off') {
    const saved = await company.client.post('/api/settings', {
      aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY },
    });
    expect(saved.statusCode).toBe(200);
  }
  const swot = await createOpenSwot(company.client, new Date());
  if (ai === 'unreadable-key') {
    await testApp.deps.database.executeSql(
      `update company_settings set ai_key_sealed = 'sealed-under-another-key'
       where company_id = (select company_id from swots where id = $1)`,
      [swot.id],
    );
  }
  await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
  return { ...company, swot };
}

async function runAgain(client: TestClient, swotId: string) {
  const response = await client.post(`/api/swot/${swotId}/ai-analysis/run`);
  return { status: response.statusCode, body: response.json<RunAiAnalysisResponse & { message?: string }>() };
}

async function readAnalysis(client: TestClient, swotId: string): Promise<AiAnalysisResponse> {
  return (await client.get(`/api/swot/ai-analysis/${swotId}`)).json<AiAnalysisResponse>();
}

/** Each way the service can fail, the status it is reported as and words only its own message has. */
const FAILURES: { name: string; answer: () => Promise<string | ServerAnswer>; status: string; words: string }[] = [
  {
    name: 'a refused key (401)',
    answer: () => Promise.resolve(openAiError(401, 'invalid_api_key')),
    status: 'key_refused',
    words: 'refused the saved API key',
  },
  {
    name: 'a key without access (403)',
    answer: () => Promise.resolve(openAiError(403, 'unsupported_country_region_territory')),
    status: 'key_refused',
    words: 'refused the saved API key',
  },
  {
    name: 'a used-up quota (429 insufficient_quota)',
    answer: () => Promise.resolve(openAiError(429, 'insufficient_quota')),
    status: 'over_quota',
    words: 'quota of your OpenAI key is used up',
  },
  {
    name: 'a rate limit (429)',
    answer: () => Promise.resolve(openAiError(429, 'rate_limit_exceeded')),
    status: 'over_quota',
    words: 'limiting requests for your key',
  },
  {
    name: 'an answer that is not JSON',
    answer: () => Promise.resolve(`Sure! Here is your analysis: ${SERVICE_SECRET_WORDS} {`),
    status: 'unusable',
    words: 'its answer could not be used (not JSON)',
  },
  {
    name: 'JSON of the wrong shape',
    answer: () => Promise.resolve(JSON.stringify({ ...NARRATIVE, summary: 42, note: SERVICE_SECRET_WORDS })),
    status: 'unusable',
    words: 'its answer could not be used (the wrong shape at summary (invalid_type))',
  },
  {
    name: 'a body that is not a chat completion',
    answer: () =>
      Promise.resolve({ status: 200, raw: `<html>${SERVICE_SECRET_WORDS}</html>`, contentType: 'text/html' }),
    status: 'unusable',
    words: 'its answer could not be used (not a chat completion)',
  },
  {
    name: 'a server error of its own (500)',
    answer: () => Promise.resolve(openAiError(500, 'server_error')),
    status: 'unreachable',
    words: 'answered with an error of its own (HTTP 500)',
  },
  {
    name: 'no answer in time',
    answer: async () => {
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 6));
      return JSON.stringify(NARRATIVE);
    },
    status: 'unreachable',
    words: 'did not answer in time',
  },
  {
    name: 'a closed connection',
    answer: () => Promise.resolve(DROP_CONNECTION),
    status: 'unreachable',
    words: 'could not be reached',
  },
];

describe('Run AI analysis again', () => {
  it.each(FAILURES)(
    'says what happened on $name, keeps the statistical analysis and stores when it ran',
    async ({ answer, status, words }) => {
      aiReply = answer;
      const { client, swot } = await companyWithAnswers();
      const asked = aiServer.requests.length;
      const before = Date.now();
      const { status: httpStatus, body } = await runAgain(client, swot.id);
      const after = Date.now();

      expect(httpStatus).toBe(200);
      expect(body.run.status).toBe(status);
      expect(body.run.message).toContain(words);
      expect(body.run.message).toMatch(/Showing the statistical analysis\.$/);
      // One attempt while a person waits: no retry.
      expect(aiServer.requests.length - asked).toBe(1);
      // The statistical analysis is served, with the reason beside it, not instead of it.
      expect(body.state).toBe('ready');
      expect(body.analysis?.source).toBe('statistical');
      expect(body.analysis?.summary).toMatch(/^Statistical analysis of 3 responses/);
      expect(body.analysis?.categoryAnalysis.strengths.topThemes.length).toBeGreaterThan(0);
      expect(body.aiUnavailableReason).toBe(body.run.message);
      // Stored: a later read says when the AI last ran and what came of it.
      const stored = await readAnalysis(client, swot.id);
      expect(stored.analysis?.ai).toEqual(body.run);
      expect(stored.aiUnavailableReason).toBe(body.run.message);
      const at = Date.parse(body.run.at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000);
      // Never the key, never the service's own words.
      const seen = JSON.stringify([body, stored]);
      expect(seen).not.toContain(KEY.slice(0, 20));
      expect(seen).not.toContain(SERVICE_SECRET_WORDS);
    },
  );

  it('uses the AI narrative when the service answers, and works again after a failure', async () => {
    aiReply = () => Promise.resolve(openAiError(401, 'invalid_api_key'));
    const { client, swot } = await companyWithAnswers();
    const failed = await runAgain(client, swot.id);
    expect(failed.body.run.status).toBe('key_refused');

    aiReply = () => Promise.resolve(JSON.stringify(NARRATIVE));
    const { status, body } = await runAgain(client, swot.id);
    expect(status).toBe(200);
    expect(body.run.status).toBe('ok');
    expect(body.run.message).toContain('AI analysis complete');
    expect(body.aiUnavailableReason).toBeNull();
    expect(body.analysis?.source).toBe('ai');
    expect(body.analysis?.summary).toBe(NARRATIVE.summary);
    // The numbers stay statistical under the AI's words.
    expect(body.analysis?.categoryAnalysis.strengths.topThemes[0]?.label).toBe('customer service');
    expect(Date.parse(body.run.at)).toBeGreaterThanOrEqual(Date.parse(failed.body.run.at));
    expect((await readAnalysis(client, swot.id)).analysis?.ai?.status).toBe('ok');
    const request = aiServer.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('says so when AI is on but the saved key cannot be used, without calling the service', async () => {
    const { client, swot } = await companyWithAnswers({ ai: 'unreadable-key' });
    const asked = aiServer.requests.length;
    const { status, body } = await runAgain(client, swot.id);
    expect(status).toBe(200);
    expect(body.run.status).toBe('no_key');
    expect(body.run.message).toContain('please ensure the OpenAI API key is configured in settings');
    expect(body.analysis?.source).toBe('statistical');
    expect(aiServer.requests.length).toBe(asked);
  });

  it('runs once at a time per SWOT: a second click while one runs is told so and starts nothing', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    aiReply = async () => {
      arrived();
      await held;
      return JSON.stringify(NARRATIVE);
    };
    const { client, swot } = await companyWithAnswers();
    const asked = aiServer.requests.length;
    // Two clicks at the same moment: one claims the run, the other is answered at once.
    const clicks = [runAgain(client, swot.id), runAgain(client, swot.id)];
    const refused = await Promise.race(clicks);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ALREADY_RUNNING);
    await first;
    // And a click while it runs.
    const later = await runAgain(client, swot.id);
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(ALREADY_RUNNING);
    release();
    const answers = await Promise.all(clicks);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)?.body.run.status).toBe('ok');
    expect(aiServer.requests.length - asked).toBe(1);
    // Once it has finished, it can be run again.
    aiReply = () => Promise.resolve(JSON.stringify(NARRATIVE));
    expect((await runAgain(client, swot.id)).status).toBe(200);
  });

  it('is for editors and owners: a viewer is refused, an editor may run it', async () => {
    aiReply = () => Promise.resolve(JSON.stringify(NARRATIVE));
    const { client, swot } = await companyWithAnswers();
    const { db } = testApp.deps.database;
    const viewer = await createColleague(testApp.app, db, client, 'viewer');
    const asked = aiServer.requests.length;
    const refused = await runAgain(viewer.client, swot.id);
    expect(refused.status).toBe(403);
    expect(aiServer.requests.length).toBe(asked);
    // The viewer still reads the analysis.
    expect((await viewer.client.get(`/api/swot/ai-analysis/${swot.id}`)).statusCode).toBe(200);
    const editor = await createColleague(testApp.app, db, client, 'editor');
    expect((await runAgain(editor.client, swot.id)).body.run.status).toBe('ok');
  });

  it('is audited with its outcome, never the key', async () => {
    aiReply = () => Promise.resolve(openAiError(429, 'insufficient_quota'));
    const { client, swot } = await companyWithAnswers();
    await runAgain(client, swot.id);
    const { rows } = await testApp.deps.database.executeSql(
      `select action, entity_type, metadata from audit_logs where entity_id = $1 and action = 'AI_ANALYSIS_RUN'`,
      [swot.id],
    );
    expect(rows).toEqual([{ action: 'AI_ANALYSIS_RUN', entity_type: 'swot', metadata: { outcome: 'over_quota' } }]);
    expect(logLines.join('\n')).not.toContain(KEY.slice(0, 20));
    expect(logLines.join('\n')).not.toContain(SERVICE_SECRET_WORDS);
  });

  it('says why it cannot run: AI switched off, no responses yet, another company’s SWOT', async () => {
    const off = await companyWithAnswers({ ai: 'off' });
    const switchedOff = await runAgain(off.client, off.swot.id);
    expect(switchedOff.status).toBe(409);
    expect(switchedOff.body.message).toContain('AI analysis is switched off');

    const empty = await createSignedInCompany(testApp.app);
    await empty.client.post('/api/settings', { aiConfig: { enableAiAnalysis: true, openaiApiKey: KEY } });
    const swot = await createOpenSwot(empty.client, new Date());
    const none = await runAgain(empty.client, swot.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toContain('no responses to analyse yet');

    expect((await runAgain(empty.client, off.swot.id)).status).toBe(404);
  });
});
