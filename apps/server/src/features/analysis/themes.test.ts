import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThemeRecord, ThemesResponse } from '@foursight/shared/contract/themes';
import { ROLE_REFUSED_MESSAGE } from '@foursight/shared/domain/roles';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  byId,
  describeThemes,
  FIRST_ANSWERS,
  FIVE_MORE_ANSWERS,
  HIDDEN,
  listThemes,
  makeCorrections,
  MOVED_LABEL,
  RENAMED,
  shownThemes,
  SPLIT_LABEL,
  themeHolding,
  themesUrl,
  type Corrections,
} from '../../../test/corrected-themes.ts';
import {
  createColleague,
  createOpenSwot,
  createTwoCompanies,
  submitAnswers,
  type SignedInCompany,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { startChatCompletionsServer } from '../../../test/protocol-servers.ts';
import { THREE_ANSWERS } from '../../../test/sample-answers.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';
import { ANALYSIS_DOCUMENT_VERSION } from './analysis-document.ts';
import { storeAnalysis } from './analysis-store.ts';
import { MERGE_INTO_ITSELF, SPLIT_EVERYTHING, UNKNOWN_STATEMENT, UNKNOWN_THEME } from './theme-corrections.ts';
import { readThemeState } from './themes.repository.ts';

// Themes as records and a person's corrections of them: each correction holds through later analyses.

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let viewer: TestClient;
let companyId: string;
let swotId: string;
let corrections: Corrections;
let firstResponses: Set<string>;

// Each test waits for a background analysis at most once or twice (see ANALYSIS_WAIT_MS).
vi.setConfig({ testTimeout: 120_000 });

/** The AI's narrative for the SWOT whose company switched AI on (a local server speaking the protocol). */
const NARRATIVE = {
  summary: 'AI summary: customers value the service.',
  keyInsights: [{ text: 'Service is what customers value.', quoteIds: ['Q1'] }],
  strategicRecommendations: [],
  priorityActions: [],
  quickWins: [],
  actionPlan: { immediate: [], shortTerm: [], longTerm: [] },
  categoryRecommendations: { strengths: [], weaknesses: [], opportunities: [], threats: [] },
};
const aiServer = await startChatCompletionsServer(() => JSON.stringify(NARRATIVE));

beforeAll(async () => {
  t = await buildTestApp({
    // Its own database: on the shared PostgreSQL another file's analysis worker, with no AI server, could run these SWOTs' jobs.
    privateDatabase: true,
    workers: ['analyse-swot'],
    env: { ANALYSIS_DELAY_SECONDS: '0', AI_BASE_URL: `${aiServer.url}/v1` },
  });
  [a, b] = await createTwoCompanies(t.app);
  viewer = (await createColleague(t.app, t.deps.database.db, a.client, 'viewer')).client;
  const swot = await createOpenSwot(a.client, new Date());
  swotId = swot.id;
  const [row] = await queryRows<{ company_id: string }>(
    t.deps.database.db,
    sql`SELECT company_id FROM swots WHERE id = ${swotId}`,
  );
  companyId = row!.company_id;
  await submitAnswers(t.app, swot.uniqueToken, FIRST_ANSWERS);
  await waitForAnalysis(a.client, swotId, { responses: FIRST_ANSWERS.length, timeoutMs: 90_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
  await aiServer.close();
});

const analysisOf = async (client: TestClient = a.client) => (await waitForAnalysis(client, swotId)).analysis;
const statementsOf = (theme: ThemeRecord | undefined) => theme?.statements ?? [];
const keysOf = (theme: ThemeRecord | undefined) => statementsOf(theme).map((statement) => statement.key);
const pinnedKeysOf = (theme: ThemeRecord | undefined) =>
  statementsOf(theme)
    .filter((statement) => statement.pinned)
    .map((statement) => statement.key);
/** Statements of the five later answers in the theme. */
const newIn = (theme: ThemeRecord | undefined) =>
  statementsOf(theme).filter((statement) => !firstResponses.has(statement.responseId));

describe('themes as records', () => {
  it("lists the analysis's themes as records, and each theme of the analysis carries its record's id", async () => {
    const themes = await listThemes(a.client, swotId);
    firstResponses = new Set(themes.flatMap((theme) => theme.statements.map((statement) => statement.responseId)));
    expect(themes.length).toBeGreaterThan(4);
    expect(themes.every((theme) => !theme.edited && !theme.hidden)).toBe(true);
    // Quadrant order, and each statement's key names its answer and the quadrant it was typed in.
    const order = ['strengths', 'weaknesses', 'opportunities', 'threats'];
    const quadrants = themes.map((theme) => order.indexOf(theme.quadrant));
    expect(quadrants).toEqual([...quadrants].sort((x, y) => x - y));
    for (const statement of themes.flatMap((theme) => theme.statements)) {
      expect(statement.key).toBe(`${statement.responseId}:${statement.writtenIn}:${statement.key.split(':')[2]}`);
    }
    const shown = shownThemes(await analysisOf());
    expect(shown.length).toBeGreaterThan(4);
    for (const theme of shown) expect(byId(themes, theme.id!)).toMatchObject({ label: theme.label });
  });

  it('renames, hides, merges, splits and moves, each answering every theme, and the analysis shows it at once', async () => {
    corrections = await makeCorrections(a.client, swotId);
    const themes = await listThemes(a.client, swotId);
    expect(byId(themes, corrections.renamed)).toMatchObject({ label: RENAMED, edited: true, hidden: false });
    expect(byId(themes, corrections.hidden)).toMatchObject({ label: HIDDEN, hidden: true });
    expect(byId(themes, corrections.merged.from)).toBeUndefined();
    expect(pinnedKeysOf(byId(themes, corrections.merged.into))).toEqual(
      expect.arrayContaining(corrections.merged.keys),
    );
    expect(byId(themes, corrections.split.into)).toMatchObject({ label: SPLIT_LABEL, edited: true });
    expect(keysOf(byId(themes, corrections.split.into)).sort()).toEqual([...corrections.split.keys].sort());
    expect(byId(themes, corrections.moved.into)).toMatchObject({ quadrant: 'weaknesses', label: MOVED_LABEL });
    expect(statementsOf(byId(themes, corrections.moved.into))).toEqual([
      expect.objectContaining({ key: corrections.moved.key, writtenIn: 'threats', pinned: true }),
    ]);

    const shown = shownThemes(await analysisOf());
    expect(shown).toContainEqual({ id: corrections.renamed, label: RENAMED, quadrant: 'strengths' });
    expect(shown.map((theme) => theme.id)).not.toContain(corrections.hidden);
    expect(shown.map((theme) => theme.label)).not.toContain(HIDDEN);
    expect(shown.map((theme) => theme.id)).not.toContain(corrections.merged.from);
    expect(shown).toContainEqual({ id: corrections.split.into, label: SPLIT_LABEL, quadrant: 'weaknesses' });
    expect(shown).toContainEqual({ id: corrections.moved.into, label: MOVED_LABEL, quadrant: 'weaknesses' });
  });

  it('keeps every correction when five new answers are analysed, and the new answers join the themes they fit', async () => {
    const before = await listThemes(a.client, swotId);
    const swot = (await a.client.get(`/api/swot/details/${swotId}`)).json<{ swot: { uniqueToken: string } }>().swot;
    await submitAnswers(t.app, swot.uniqueToken, FIVE_MORE_ANSWERS);
    const total = FIRST_ANSWERS.length + FIVE_MORE_ANSWERS.length;
    const analysis = (await waitForAnalysis(a.client, swotId, { responses: total })).analysis;
    const themes = await listThemes(a.client, swotId);
    const why = describeThemes(themes);

    const renamed = byId(themes, corrections.renamed);
    expect(renamed, why).toMatchObject({ label: RENAMED, edited: true, hidden: false });
    expect(newIn(renamed).map((statement) => statement.text)).toEqual(
      expect.arrayContaining(['Customer service is quick and friendly', 'Customer service team is patient']),
    );

    const hidden = byId(themes, corrections.hidden);
    expect(hidden, why).toMatchObject({ label: HIDDEN, hidden: true });
    expect(newIn(hidden).map((statement) => statement.text)).toContain('Cloud costs are rising fast');

    const merged = byId(themes, corrections.merged.into);
    expect(byId(themes, corrections.merged.from), why).toBeUndefined();
    expect(pinnedKeysOf(merged)).toEqual(expect.arrayContaining(corrections.merged.keys));
    expect(newIn(merged).map((statement) => statement.text)).toEqual(
      expect.arrayContaining(['Online sales to new customers', 'The Middle East market']),
    );

    expect(byId(themes, corrections.split.into), why).toMatchObject({ label: SPLIT_LABEL, edited: true });
    expect(pinnedKeysOf(byId(themes, corrections.split.into))).toEqual(expect.arrayContaining(corrections.split.keys));
    expect(keysOf(byId(themes, corrections.split.from))).toEqual(expect.arrayContaining(corrections.split.kept));

    expect(byId(themes, corrections.moved.into), why).toMatchObject({ quadrant: 'weaknesses', label: MOVED_LABEL });
    expect(pinnedKeysOf(byId(themes, corrections.moved.into))).toContain(corrections.moved.key);
    expect(keysOf(themeHolding(themes, 'threats', /competitors/i))).not.toContain(corrections.moved.key);

    // Every theme that was there is still there under its id (none was emptied by the new answers).
    for (const theme of before) expect(byId(themes, theme.id), theme.label).toBeDefined();
    const shown = shownThemes(analysis);
    expect(shown).toContainEqual({ id: corrections.renamed, label: RENAMED, quadrant: 'strengths' });
    expect(shown.map((theme) => theme.id)).not.toContain(corrections.hidden);
    for (const theme of shown) expect(byId(themes, theme.id!)).toMatchObject({ label: theme.label, hidden: false });
  });

  // The analysis may still see both halves as one cluster: its new statements join the half whose statements
  // name what they name (fitRecords, packages/analysis/src/theme-records.ts).
  it('lets new answers join the half of a split theme they fit', async () => {
    const themes = await listThemes(a.client, swotId);
    expect(newIn(byId(themes, corrections.split.into)).map((statement) => statement.text)).toContain(
      'Manual testing makes every release slow',
    );
    expect(newIn(byId(themes, corrections.split.from)).map((statement) => statement.text)).toEqual(
      expect.arrayContaining(['The old CRM crashes', 'The CRM is outdated']),
    );
  });

  it('shows a hidden theme again, and keeps the label it was given', async () => {
    const response = await a.client.patch(`${themesUrl(swotId)}/${corrections.hidden}`, { hidden: false });
    expect(response.statusCode).toBe(200);
    expect(byId(response.json<ThemesResponse>().themes, corrections.hidden)).toMatchObject({
      label: HIDDEN,
      hidden: false,
      edited: true,
    });
    expect(shownThemes(await analysisOf())).toContainEqual({
      id: corrections.hidden,
      label: HIDDEN,
      quadrant: 'threats',
    });
    await a.client.patch(`${themesUrl(swotId)}/${corrections.hidden}`, { hidden: true });
    expect(shownThemes(await analysisOf()).map((theme) => theme.id)).not.toContain(corrections.hidden);
  });

  it('audits every correction, without the words people wrote', async () => {
    const rows = await queryRows<{ action: string; entity_id: string; actor_type: string; metadata: unknown }>(
      t.deps.database.db,
      sql`SELECT action, entity_id, actor_type, metadata FROM audit_logs
          WHERE company_id = ${companyId} AND action LIKE 'THEME%' ORDER BY created_at`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'THEME_UPDATED',
      'THEME_UPDATED',
      'THEMES_MERGED',
      'THEME_SPLIT',
      'THEME_STATEMENT_MOVED',
      'THEME_SHOWN',
      'THEME_HIDDEN',
    ]);
    expect(rows[0]).toMatchObject({ entity_id: corrections.renamed, actor_type: 'user' });
    expect(rows[0]!.metadata).toMatchObject({ swotId, label: RENAMED });
    const written = JSON.stringify(rows);
    for (const answer of FIRST_ANSWERS) expect(written).not.toContain(answer.threats);
  });
});

describe('what a correction refuses', () => {
  it('refuses a merge into itself, a split of every statement or of none, and names what it does not know', async () => {
    const themes = await listThemes(a.client, swotId);
    const theme = byId(themes, corrections.renamed)!;
    const url = `${themesUrl(swotId)}/${theme.id}`;
    const cases: [Promise<{ statusCode: number; json: <T>() => T }>, number, string | RegExp][] = [
      [a.client.post(`${url}/merge`, { from: [theme.id] }), 400, MERGE_INTO_ITSELF],
      [a.client.post(`${url}/split`, { statements: keysOf(theme), label: 'All of it' }), 400, SPLIT_EVERYTHING],
      [a.client.post(`${url}/split`, { statements: [], label: 'None of it' }), 400, /Choose the statements/],
      [
        a.client.post(`${url}/split`, { statements: keysOf(byId(themes, corrections.hidden)), label: 'Not mine' }),
        404,
        UNKNOWN_STATEMENT,
      ],
      [a.client.patch(`${themesUrl(swotId)}/${randomUUID()}`, { label: 'Nobody' }), 404, UNKNOWN_THEME],
      [a.client.post(`${url}/merge`, { from: [randomUUID()] }), 404, UNKNOWN_THEME],
      [
        a.client.post(`${themesUrl(swotId)}/move-statement`, {
          statement: `${randomUUID()}:strengths:0`,
          to: { themeId: theme.id },
        }),
        404,
        /in no theme/,
      ],
      [a.client.patch(url, {}), 400, /label or hidden/],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    // Nothing changed.
    expect(await listThemes(a.client, swotId)).toEqual(themes);
  });

  it('lets a viewer read the themes but not correct them, and another company reach neither', async () => {
    const themeUrl = `${themesUrl(swotId)}/${corrections.renamed}`;
    expect((await viewer.get(themesUrl(swotId))).statusCode).toBe(200);
    const refused = await viewer.patch(themeUrl, { label: 'A viewer was here' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ROLE_REFUSED_MESSAGE);
    expect((await b.client.get(themesUrl(swotId))).statusCode).toBe(404);
    const foreign = await b.client.patch(themeUrl, { label: 'Another company was here' });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain(RENAMED);
    expect(byId(await listThemes(a.client, swotId), corrections.renamed)?.label).toBe(RENAMED);
  });
});

describe('corrections and analyses at the same time', () => {
  it('never lets a run that started before a correction overwrite it', async () => {
    const read = await readThemeState(t.deps.database.db, companyId, swotId);
    const label = 'Corrected while a run was going';
    const renamed = await a.client.patch(`${themesUrl(swotId)}/${corrections.renamed}`, { label });
    expect(renamed.statusCode).toBe(200);
    // The run finishes with what it read before the correction: refused, nothing of it stored.
    const stale = read.records.map((record) => ({ ...record, label: 'Stale', edited: true }));
    const stored = await storeAnalysis(
      t.deps.database.db,
      {
        swotId,
        companyId,
        responseCount: 99,
        source: 'statistical',
        result: {},
        documentVersion: ANALYSIS_DOCUMENT_VERSION,
        aiUnavailableReason: null,
        sentimentScore: 0,
        strengthsCount: 0,
        weaknessesCount: 0,
        opportunitiesCount: 0,
        threatsCount: 0,
        digest: {
          summary: '',
          themes: [],
          keywords: {},
          keyInsights: [],
          recommendations: [],
          priorityActions: [],
        },
        generatedAt: new Date(),
      },
      { read, records: stale },
    );
    expect(stored).toBe(false);
    const themes = await listThemes(a.client, swotId);
    expect(byId(themes, corrections.renamed)?.label).toBe(label);
    expect(themes.some((theme) => theme.label === 'Stale')).toBe(false);
    expect((await analysisOf()).responseCount).toBe(FIRST_ANSWERS.length + FIVE_MORE_ANSWERS.length);
  });

  it('applies two corrections sent at once, both of them', async () => {
    const [first, second] = await Promise.all([
      a.client.patch(`${themesUrl(swotId)}/${corrections.renamed}`, { label: RENAMED }),
      a.client.patch(`${themesUrl(swotId)}/${corrections.split.into}`, { label: `${SPLIT_LABEL} and waiting` }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const themes = await listThemes(a.client, swotId);
    expect(byId(themes, corrections.renamed)?.label).toBe(RENAMED);
    expect(byId(themes, corrections.split.into)?.label).toBe(`${SPLIT_LABEL} and waiting`);
    const shown = shownThemes(await analysisOf());
    expect(shown.map((theme) => theme.label)).toEqual(expect.arrayContaining([RENAMED, `${SPLIT_LABEL} and waiting`]));
  });
});

describe('a correction of an analysis the AI wrote', () => {
  it("keeps the AI's words over the corrected themes at once, and asks the AI again over them", async () => {
    const company = (await createTwoCompanies(t.app))[0];
    const saved = await company.client.post('/api/settings', {
      colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Acme', logo: null, website: '', description: '', timezone: 'UTC' },
      aiConfig: { enableAiAnalysis: true, openaiApiKey: 'sk-test-themes-0123456789abcdefghijklmnop' },
    });
    expect(saved.statusCode).toBe(200);
    const swot = await createOpenSwot(company.client, new Date());
    await submitAnswers(t.app, swot.uniqueToken, THREE_ANSWERS);
    expect((await waitForAnalysis(company.client, swot.id)).analysis.source).toBe('ai');
    const asked = aiServer.requests.length;

    const service = themeHolding(await listThemes(company.client, swot.id), 'strengths', /customer service/i);
    const label = 'Service our customers love';
    expect((await company.client.patch(`${themesUrl(swot.id)}/${service.id}`, { label })).statusCode).toBe(200);
    const corrected = (await waitForAnalysis(company.client, swot.id)).analysis;
    expect(corrected).toMatchObject({ source: 'ai', summary: NARRATIVE.summary });
    expect(shownThemes(corrected)).toContainEqual({ id: service.id, label, quadrant: 'strengths' });

    // The run queued after the correction asks the AI over the corrected themes.
    const askedAbout = () =>
      aiServer.requests.slice(asked).some((request) => JSON.stringify(request.body).includes(`Theme \\"${label}\\"`));
    for (let waited = 0; !askedAbout() && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(askedAbout()).toBe(true);
    const after = (await waitForAnalysis(company.client, swot.id)).analysis;
    expect(after.source).toBe('ai');
    expect(shownThemes(after)).toContainEqual({ id: service.id, label, quadrant: 'strengths' });
  });
});
