import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SENTIMENT_LABELS, type AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { ANALYSIS_WAIT_MS, waitForAnalysis } from '../../../test/wait-for-analysis.ts';
import { THREE_ANSWERS } from '../../../test/sample-answers.ts';
import { readDigest } from './analysis-digest.ts';
import { ANALYSIS_DOCUMENT_VERSION } from './analysis-document.ts';
import { readResponseTexts } from './analysis.repository.ts';
import { requestStaleAnalyses } from './analysis.service.ts';

// How analyses are stored and read back: the document's version, and the paged read of every response.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
});
afterAll(() => testApp.close());

// Each test waits for background analyses (see ANALYSIS_WAIT_MS), once or twice.
vi.setConfig({ testTimeout: 120_000 });

const analysisOf = async (client: TestClient, id: string) => {
  const response = await client.get(`/api/swot/ai-analysis/${id}`);
  return { status: response.statusCode, body: response.json<AiAnalysisResponse>() };
};

describe('stored analyses', () => {
  const storedOf = async (swotId: string) => {
    const { rows } = await testApp.deps.database.executeSql(
      'select result, document_version from swot_analyses where swot_id = $1',
      [swotId],
    );
    return { result: rows[0]!.result as Record<string, unknown>, version: Number(rows[0]!.document_version) };
  };
  // A document of an older shape, missing a field the contract requires.
  const makeStale = (swotId: string) =>
    testApp.deps.database.executeSql(
      `update swot_analyses set result = result - 'summary', document_version = 0 where swot_id = $1`,
      [swotId],
    );

  it('keeps the version of its shape beside the document, and reads it back as it was', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
    const { analysis } = await waitForAnalysis(client, swot.id);
    const stored = await storedOf(swot.id);
    expect(stored.version).toBe(ANALYSIS_DOCUMENT_VERSION);
    expect(stored.result).toEqual(analysis);
    const read = (await analysisOf(client, swot.id)).body;
    expect(read.state).toBe('ready');
    expect(read.analysis).toEqual(analysis);
  });

  it('never sends a row stored in another shape: it reads as pending, and a fresh run replaces it', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
    await waitForAnalysis(client, swot.id);
    await makeStale(swot.id);

    const report = await client.get(`/api/reports/${swot.id}`);
    expect(report.statusCode).toBe(200);
    expect(report.json<{ report: { analysisState: string } }>().report.analysisState).toBe('pending');
    const read = await analysisOf(client, swot.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ state: 'pending', responseCount: 3, analysis: null });

    const { analysis } = await waitForAnalysis(client, swot.id);
    expect(analysis.summary).toMatch(/^Statistical analysis of 3 responses/);
    expect((await storedOf(swot.id)).version).toBe(ANALYSIS_DOCUMENT_VERSION);
  });

  it('parses what it reads: a document of the current version that does not fit the contract reads as pending, and a fresh run replaces it', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
    await waitForAnalysis(client, swot.id);
    // The version says current, but the sentiment is not the contract's (a damaged or hand-written row).
    await testApp.deps.database.executeSql(
      `update swot_analyses set result = jsonb_set(result, '{sentiment}', '"glowing"') where swot_id = $1`,
      [swot.id],
    );
    expect((await storedOf(swot.id)).version).toBe(ANALYSIS_DOCUMENT_VERSION);
    const read = await analysisOf(client, swot.id);
    expect(read.body).toMatchObject({ state: 'pending', analysis: null });
    const report = await client.get(`/api/reports/${swot.id}`);
    expect(report.json<{ report: { analysisState: string } }>().report.analysisState).toBe('pending');
    const { analysis } = await waitForAnalysis(client, swot.id);
    expect(SENTIMENT_LABELS).toContain(analysis.sentiment.label);
  });

  it('queues a fresh run for every row of another shape when the workers start, read or not', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
    await waitForAnalysis(client, swot.id);
    const before = await requestStaleAnalyses(testApp.deps);
    await makeStale(swot.id);

    expect(await requestStaleAnalyses(testApp.deps)).toBe(before + 1);
    // Nobody reads the analysis: the queued run alone replaces the row.
    await expect
      .poll(async () => (await storedOf(swot.id)).version, { timeout: ANALYSIS_WAIT_MS, interval: 100 })
      .toBe(ANALYSIS_DOCUMENT_VERSION);
    expect((await storedOf(swot.id)).result.summary).toMatch(/^Statistical analysis of 3 responses/);
  });
});

describe('the digest other features read', () => {
  const digestOf = async (swotId: string) =>
    (await testApp.deps.database.executeSql('select digest from swot_analyses where swot_id = $1', [swotId])).rows[0]!
      .digest as Record<string, unknown>;

  it("is version 2, with the analysis's sentiment label and each theme's keywords; migration 0029 makes a version 1 digest the same", async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    await submitAnswers(testApp.app, swot.uniqueToken, THREE_ANSWERS);
    const { analysis } = await waitForAnalysis(client, swot.id);
    const written = await digestOf(swot.id);
    expect(written).toMatchObject({ version: 2, sentimentLabel: analysis.sentiment.label });
    const strengths = analysis.categoryAnalysis.strengths.topThemes;
    expect(strengths.length).toBeGreaterThan(0);
    expect((written.themes as unknown[]).slice(0, strengths.length)).toEqual(
      strengths.map((theme) => ({
        category: 'strengths',
        label: theme.label,
        mentions: theme.mentions,
        keywords: theme.keywords,
      })),
    );

    // As stored before: no version, no label, themes without keywords. It reads, with what it lacks left empty.
    await testApp.deps.database.executeSql(
      `update swot_analyses set digest = (digest - 'version' - 'sentimentLabel') || jsonb_build_object('themes',
         (select jsonb_agg(theme - 'keywords') from jsonb_array_elements(digest->'themes') as theme)) where swot_id = $1`,
      [swot.id],
    );
    const v1 = readDigest(await digestOf(swot.id));
    expect(v1).toMatchObject({ sentimentLabel: null, summary: written.summary });
    expect(v1!.themes.every((theme) => theme.keywords.length === 0)).toBe(true);

    const migration = readFileSync(new URL('../../db/migrations/0029_digest_v2.sql', import.meta.url), 'utf8');
    // The migration as written, kept to this SWOT's row: other test files share the database.
    const where = 'WHERE "document_version" = 2;';
    expect(migration).toContain(where);
    await testApp.deps.database.executeSql(migration.replace(where, 'WHERE "document_version" = 2 AND swot_id = $1;'), [
      swot.id,
    ]);
    expect(await digestOf(swot.id)).toEqual(written);
  });

  it('reads nothing from a digest that fits no version', () => {
    expect(readDigest({ version: 3, themes: [] })).toBeNull();
    expect(readDigest({ summary: 'x' })).toBeNull();
    expect(readDigest(null)).toBeNull();
  });
});

describe('reading a large SWOT', () => {
  it('reads every response once, in pages, when thousands share one time (and older rows carry microseconds)', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const swot = await createOpenSwot(client, new Date());
    const { rows } = await testApp.deps.database.executeSql('select company_id from swots where id = $1', [swot.id]);
    const companyId = String(rows[0]!.company_id);
    await testApp.deps.database.executeSql(
      `insert into swot_responses (swot_id, company_id, strengths, idempotency_key, submitted_at)
       select $1, $2, 'answer ' || n, 'key-' || n,
         date_trunc('hour', now()) - (n % 2) * interval '1 hour' + (n % 3) * interval '1 microsecond'
       from generate_series(1, 4500) as n`,
      [swot.id, companyId],
    );
    const texts = await readResponseTexts(testApp.deps.database.db, companyId, swot.id);
    expect(texts).toHaveLength(4500);
    expect(new Set(texts.map((text) => text.id)).size).toBe(4500);
    expect(new Set(texts.map((text) => text.strengths)).size).toBe(4500);
  });
});
