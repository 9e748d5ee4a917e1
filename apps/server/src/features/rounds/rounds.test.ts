import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCompany } from '@foursight/shared/contract/admin';
import type { ReportView } from '@foursight/shared/contract/reports';
import {
  BALLOTS_EVENT,
  LATEST_PRIORITIES_SHOWN,
  type LatestPriorities,
  type RoundBallot,
  type RoundResults,
  type RoundSummary,
  type SubmitBallotRequest,
} from '@foursight/shared/contract/rounds';
import { ROLE_REFUSED_MESSAGE } from '@foursight/shared/domain/roles';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { queryRows } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/messages.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { FIRST_ANSWERS } from '../../../test/corrected-themes.ts';
import {
  createColleague,
  createOpenSwot,
  createSignedInAdmin,
  createTwoCompanies,
  submitAnswers,
} from '../../../test/factories.ts';
import type { SignedInCompany } from '../../../test/factories.ts';
import { openEventStream } from '../../../test/event-stream-client.ts';
import { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';
import { closeRound, storeBallot } from './rounds.repository.ts';
import { CLOSED, DEVICE_USED, LINK_USED, UNAVAILABLE } from './round-votes.service.ts';
import { RESULTS_HIDDEN } from './round-results.service.ts';
import { ROUND_RUNNING } from './rounds.service.ts';

// A second round: 20 invitees rate the SWOT's themes through their own links; the results are computed
// here again, independently, from the same ballots.

vi.setConfig({ testTimeout: 120_000 });
const run = promisify(execFile);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let viewer: TestClient;
let swotId: string;
let swotTitle: string;
let round: RoundSummary;
/** Each invitee's round link token, by address. */
let links: Map<string, string>;
/** The ballots as sent, for the independent computation. */
const sent: SubmitBallotRequest[] = [];

const INVITEES = 20;
const roundsUrl = () => `/api/swot/${swotId}/rounds`;
const resultsUrl = () => `/api/swot/${swotId}/rounds/${round.id}/results`;
const ballotUrl = (token: string) => `/api/participate/${token}/round`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
  [a, b] = await createTwoCompanies(t.app);
  viewer = (await createColleague(t.app, t.deps.database.db, a.client, 'viewer')).client;
  for (let index = 0; index < INVITEES; index += 1) {
    const added = await a.client.post('/api/users', {
      fullName: `Invitee ${String.fromCharCode(65 + index)} Sharma`,
      email: `invitee.${index}@acme.test`,
      department: 'Strategy',
    });
    expect(added.statusCode).toBe(201);
  }
  swotTitle = `Round test ${randomUUID().slice(0, 8)}`;
  const swot = await createOpenSwot(a.client, new Date(), {
    title: swotTitle,
    participants: { users: [], departments: ['Strategy'], lists: [] },
  });
  swotId = swot.id;
  await submitAnswers(t.app, swot.uniqueToken, FIRST_ANSWERS);
  await waitForAnalysis(a.client, swotId, { responses: FIRST_ANSWERS.length, timeoutMs: 90_000 });
}, 120_000);
afterAll(() => t.close());

/** A small deterministic generator, so the 20 ballots are varied but the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2_147_483_648) * below);
  };
}

describe('a second round', () => {
  it('is started by editors and owners only, from the SWOT themes, and invites every invitee with a link of their own', async () => {
    const body = { startDate: day(-1), endDate: day(1), rateImpactEffort: true, topK: true };
    const refused = await viewer.post(roundsUrl(), body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ROLE_REFUSED_MESSAGE);
    expect((await b.client.post(roundsUrl(), body)).statusCode).toBe(404);

    const created = await a.client.post(roundsUrl(), body);
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<{ round: RoundSummary; invitationsQueued: number }>();
    round = answer.round;
    expect(answer.invitationsQueued).toBe(INVITEES);
    expect(round).toMatchObject({ number: 2, status: 'open', invitedCount: INVITEES, ballotCount: 0, timezone: 'UTC' });

    // The ballot is the SWOT's shown themes, largest first, each with quotes from its own statements.
    const themes = (await a.client.get(`/api/swot/${swotId}/themes`)).json<{
      themes: { id: string; quadrant: SwotCategory; label: string; hidden: boolean; statements: { text: string }[] }[];
    }>().themes;
    expect(round.quadrants.map((quadrant) => quadrant.quadrant)).toEqual([
      'strengths',
      'weaknesses',
      'opportunities',
      'threats',
    ]);
    for (const quadrant of round.quadrants) {
      const own = themes.filter((theme) => theme.quadrant === quadrant.quadrant && !theme.hidden);
      expect(quadrant.themes.map((theme) => theme.id)).toEqual(own.map((theme) => theme.id));
      expect(quadrant.topK).toBe(Math.max(1, Math.round(Math.sqrt(own.length))));
      expect(quadrant.impactEffort).toBe(quadrant.quadrant === 'weaknesses' || quadrant.quadrant === 'threats');
      for (const theme of quadrant.themes) {
        const record = own.find((one) => one.id === theme.id)!;
        expect(theme.quotes.length).toBeGreaterThan(0);
        for (const quote of theme.quotes) expect(record.statements.map((statement) => statement.text)).toContain(quote);
      }
    }

    const mails = await t.deps.database.db
      .select({ recipient: outboundMessages.recipient, text: outboundMessages.textBody })
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, `Which of these matter most? ${swotTitle}, second round`));
    links = new Map(
      mails.map((mail) => [mail.recipient, /\/participate\/([A-Za-z0-9_-]+)\/round/.exec(mail.text)![1]!]),
    );
    expect(links.size).toBe(INVITEES);
    expect(new Set(links.values()).size).toBe(INVITEES);

    const listed = (await viewer.get(roundsUrl())).json<{ rounds: RoundSummary[] }>().rounds;
    expect(listed.map((one) => one.id)).toEqual([round.id]);
    // One round at a time.
    const second = await a.client.post(roundsUrl(), body);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(ROUND_RUNNING);
  });

  it('shows each invitee the ballot, takes one vote per link, and keeps the tallies hidden while it runs', async () => {
    const random = generator(31);
    const tokens = [...links.values()];
    const first = (await new TestClient(t.app).get(ballotUrl(tokens[0]!))).json<RoundBallot>();
    expect(first).toMatchObject({ swotTitle, link: 'personal', voted: false, status: 'open', number: 2 });
    expect(first.quadrants).toEqual(round.quadrants);
    const [rarelyRated] = round.quadrants[0]!.themes;
    const usageBefore = (await a.client.get('/api/usage/stats')).json<{
      allowanceUsed: number;
      currentMonthUsage: number;
    }>();

    for (const [index, token] of tokens.entries()) {
      // Mostly high or mostly low per theme, so some themes reach agreement; now and then a skip.
      const ratings = round.quadrants.flatMap((quadrant) =>
        quadrant.themes.map((theme, position) => {
          // Even positions lean high (7 to 9, one in eight a 5), odd ones low (1 to 3, one in eight a 5).
          const lean = position % 2 === 0 ? 7 : 1;
          const skip = theme.id === rarelyRated!.id ? index >= 3 : random(10) === 0;
          return {
            themeId: theme.id,
            importance: skip ? null : random(8) === 0 ? 5 : lean + random(3),
            ...(quadrant.impactEffort ? { impact: 1 + random(9), effort: 1 + random(9) } : {}),
          };
        }),
      );
      const top = Object.fromEntries(
        round.quadrants.map((quadrant) => {
          const ids = quadrant.themes.map((theme) => theme.id);
          const picks: string[] = [];
          while (picks.length < quadrant.topK! && picks.length < ids.length) {
            const id = ids[random(ids.length)]!;
            if (!picks.includes(id)) picks.push(id);
          }
          return [quadrant.quadrant, picks];
        }),
      );
      const ballot = { ratings, top, idempotencyKey: `ballot-${index}-${randomUUID()}` };
      const cast = await new TestClient(t.app).post(ballotUrl(token), ballot);
      expect(cast.statusCode, cast.body).toBe(200);
      sent.push(ballot);
      if (index === 4) {
        // While the round runs the organiser sees only how many ballots arrived.
        const hidden = await a.client.get(resultsUrl());
        expect(hidden.statusCode).toBe(409);
        expect(hidden.json<{ message: string }>().message).toBe(RESULTS_HIDDEN);
        const listed = (await a.client.get(roundsUrl())).json<{ rounds: RoundSummary[] }>().rounds;
        expect(listed[0]!.ballotCount).toBe(5);
      }
    }

    // A retry of a ballot is stored once; another ballot through a used link is refused.
    const retry = await new TestClient(t.app).post(ballotUrl(tokens[0]!), sent[0]);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ message: string }>().message).toMatch(/already counted/);
    const again = await new TestClient(t.app).post(ballotUrl(tokens[0]!), { ...sent[1], idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LINK_USED);
    expect((await new TestClient(t.app).get(ballotUrl(tokens[0]!))).json<RoundBallot>().voted).toBe(true);
    expect((await a.client.get(roundsUrl())).json<{ rounds: RoundSummary[] }>().rounds[0]!.ballotCount).toBe(INVITEES);
    // Ballots are not responses: the allowance and the month's usage did not move.
    const usageAfter = (await a.client.get('/api/usage/stats')).json<{
      allowanceUsed: number;
      currentMonthUsage: number;
    }>();
    expect(usageAfter.allowanceUsed).toBe(usageBefore.allowanceUsed);
    expect(usageAfter.currentMonthUsage).toBe(usageBefore.currentMonthUsage);
    expect(usageBefore.currentMonthUsage).toBe(FIRST_ANSWERS.length);
  });

  it('stores ballots with nothing that names a voter', async () => {
    const columns = await queryRows<{ column_name: string }>(
      t.deps.database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'swot_round_ballots' ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'ballot',
      'company_id',
      'id',
      'idempotency_key',
      'round_id',
      'submitted_at',
      'voter_key',
    ]);
    // A personal link's ballot carries a keyed digest of its token: it matches no stored hash of a link.
    const keys = await queryRows<{ voter_key: string | null }>(
      t.deps.database.db,
      sql`SELECT voter_key FROM swot_round_ballots WHERE round_id = ${round.id}`,
    );
    const hashes = await queryRows<{ token_hash: string }>(
      t.deps.database.db,
      sql`SELECT token_hash FROM swot_round_links`,
    );
    expect(keys.every((row) => row.voter_key !== null)).toBe(true);
    expect(new Set(keys.map((row) => row.voter_key)).size).toBe(INVITEES);
    const known = new Set(hashes.map((row) => row.token_hash));
    expect(keys.some((row) => known.has(row.voter_key!))).toBe(false);
    const times = await queryRows<{ minutes: number }>(
      t.deps.database.db,
      sql`SELECT extract(minute from submitted_at)::int + extract(second from submitted_at)::int AS minutes
          FROM swot_round_ballots WHERE round_id = ${round.id}`,
    );
    expect(times.length).toBe(INVITEES);
    expect(times.every((row) => row.minutes === 0)).toBe(true);
  });

  it('refuses a vote that does not fit the ballot', async () => {
    const token = [...links.values()][0]!;
    const strengths = round.quadrants.find((quadrant) => quadrant.quadrant === 'strengths')!;
    const cases: SubmitBallotRequest[] = [
      { ratings: [{ themeId: randomUUID(), importance: 5 }] },
      { ratings: [{ themeId: strengths.themes[0]!.id, importance: 5, impact: 3 }] },
      { ratings: [{ themeId: strengths.themes[0]!.id, importance: 10 }] },
      { ratings: [], top: { strengths: strengths.themes.map((theme) => theme.id).concat(randomUUID()) } },
      { ratings: [{ themeId: strengths.themes[0]!.id, importance: null }] },
    ];
    for (const body of cases) {
      const refused = await new TestClient(t.app).post(ballotUrl(token), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('after closing, gives per theme the median, quartiles, agreement and consensus, and per quadrant Kendall W, as computed here', async () => {
    expect((await viewer.post(`${roundsUrl()}/${round.id}/close`)).statusCode).toBe(403);
    const closed = await a.client.post(`${roundsUrl()}/${round.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ round: RoundSummary }>().round.status).toBe('closed');
    const late = await new TestClient(t.app).post(ballotUrl([...links.values()][1]!), {
      ...sent[1]!,
      idempotencyKey: randomUUID(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(CLOSED);

    const response = await viewer.get(resultsUrl());
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<RoundResults>();
    expect(results.withheld).toBe(false);
    expect(results.anonymityThreshold).toBe(5);
    const [rarelyRated] = round.quadrants[0]!.themes;
    for (const quadrant of round.quadrants) {
      const shown = results.quadrants.find((one) => one.quadrant === quadrant.quadrant)!;
      for (const theme of quadrant.themes) {
        const got = shown.themes.find((one) => one.themeId === theme.id)!;
        const ratings = sent.flatMap((ballot) =>
          ballot.ratings.filter((rating) => rating.themeId === theme.id && rating.importance !== null),
        );
        const values = ratings.map((rating) => rating.importance!);
        if (theme.id === rarelyRated!.id) {
          // Three ratings, under the threshold of five: withheld.
          expect(got).toMatchObject({ withheld: true, median: null, consensus: null });
          continue;
        }
        expect(got.withheld).toBe(false);
        expect(got.ratings).toBe(values.length);
        expect(got.skips).toBe(INVITEES - values.length);
        const expected = independentSummary(values);
        expect(got.median).toBeCloseTo(expected.median, 10);
        expect(got.q1).toBeCloseTo(expected.q1, 10);
        expect(got.q3).toBeCloseTo(expected.q3, 10);
        expect(got.iqr).toBeCloseTo(expected.q3 - expected.q1, 10);
        expect(got.shareHigh).toBeCloseTo(expected.high, 10);
        expect(got.shareLow).toBeCloseTo(expected.low, 10);
        expect(got.consensus).toBe(expected.consensus);
        if (quadrant.impactEffort) {
          const impacts = sent.flatMap((ballot) =>
            ballot.ratings.filter((rating) => rating.themeId === theme.id).map((rating) => rating.impact!),
          );
          expect(got.impact).toBeCloseTo(independentSummary(impacts).median, 10);
        }
      }
      // Prioritised: shown themes by median, largest first.
      const medians = shown.themes.filter((one) => !one.withheld).map((one) => one.median!);
      expect(medians).toEqual([...medians].sort((x, y) => y - x));
      const expectedW = independentKendall(
        quadrant.themes.map((theme) => theme.id),
        sent.map((ballot) => (ballot.top as Record<string, string[]>)[quadrant.quadrant] ?? []),
      );
      if (expectedW === null) expect(shown.concordance).toBeNull();
      else {
        expect(shown.concordance!.w).toBeCloseTo(expectedW.w, 10);
        expect(shown.concordance!.chiSquare).toBeCloseTo(expectedW.chiSquare, 8);
        expect(shown.concordance!.degreesOfFreedom).toBe(quadrant.themes.length - 1);
      }
    }
    // Some themes lean high, some low: both kinds of agreement appear, as the independent rule says.
    const labels = results.quadrants.flatMap((one) => one.themes.map((theme) => theme.consensus));
    expect(labels).toContain('agreed_important');
    expect(labels).toContain('agreed_unimportant');
    expect((await b.client.get(resultsUrl())).statusCode).toBe(404);
  });

  it("shows the dashboard the company's latest prioritised SWOT, its leading themes as the results order them", async () => {
    const results = (await a.client.get(resultsUrl())).json<RoundResults>();
    const latest = (await viewer.get('/api/rounds/latest')).json<LatestPriorities>().latest!;
    expect(latest).toMatchObject({ swotId, swotTitle, roundId: round.id, number: 2, withheld: false });
    expect(latest.ballotCount).toBe(sent.length);
    for (const quadrant of results.quadrants) {
      const leading = quadrant.themes.filter((theme) => !theme.withheld).slice(0, LATEST_PRIORITIES_SHOWN);
      expect(latest.quadrants.find((one) => one.quadrant === quadrant.quadrant)!.themes).toEqual(
        leading.map((theme) => ({ label: theme.label, median: theme.median, consensus: theme.consensus })),
      );
    }
    // Another company has none of its own, and never sees this one.
    expect((await b.client.get('/api/rounds/latest')).json<LatestPriorities>()).toEqual({ latest: null });
  });

  it("gives the report, its PDF, slides and workbook a Priorities section in the results' order", async () => {
    const results = (await a.client.get(resultsUrl())).json<RoundResults>();
    // The quadrant with the most themes: its lines follow the results' order, the figures in the words.
    const busiest = [...results.quadrants].sort((x, y) => y.themes.length - x.themes.length)[0]!;
    const first = busiest.themes.find((theme) => !theme.withheld)!;
    const report = (await a.client.get(`/api/reports/${swotId}`)).json<{ report: ReportView }>().report;
    const priorities = report.priorities!;
    expect(priorities.basis).toMatch(/^20 ballots in the second round, closed /);
    const items = priorities.quadrants.find((one) => one.key === busiest.quadrant)!.items;
    expect(items.length).toBe(busiest.themes.length);
    busiest.themes.forEach((theme, index) => expect(items[index]!.startsWith(`${theme.label}: `)).toBe(true));
    const line = items[busiest.themes.indexOf(first)]!;
    expect(line).toMatch(new RegExp(`^${escapeRegExp(first.label)}: median ${first.median}, `));
    const rarely = priorities.quadrants[0]!.items.find((item) => item.includes('withheld'));
    expect(rarely).toBe(`${round.quadrants[0]!.themes[0]!.label}: fewer than 5 ratings, withheld`);

    const html = (await a.client.post('/api/generate-pdf', { swotId })).json<{ html: string }>().html;
    expect(html).toContain('<h2>Priorities</h2>');
    expect(html).toContain(escapeHtml(line));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'round-report-'));
    try {
      const pdf = path.join(dir, 'report.pdf');
      await writeFile(pdf, (await a.client.get(`/api/reports/${swotId}/pdf`)).rawPayload);
      const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-']);
      expect(text).toContain('Priorities');
      expect(text.replace(/\s+/g, ' ')).toContain(`${first.label}: median`);
      const pptx = path.join(dir, 'report.pptx');
      await writeFile(pptx, (await a.client.get(`/api/reports/${swotId}/pptx`)).rawPayload);
      const { stdout: xml } = await run('unzip', ['-p', pptx, 'ppt/slides/*.xml'], { maxBuffer: 1 << 24 });
      expect(xml).toContain('Priorities');
      expect(xml).toContain(escapeHtml(items[0]!.slice(0, 40)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await a.client.get(`/api/reports/${swotId}/xlsx`)).rawPayload as unknown as ArrayBuffer);
    const rows = workbook
      .getWorksheet('Summary')!
      .getSheetValues()
      .map((row) => (row as unknown[] | undefined)?.slice(1));
    const label = `${busiest.quadrant.charAt(0).toUpperCase()}${busiest.quadrant.slice(1)} priorities`;
    const cell = rows.find((row) => row?.[0] === label);
    expect(String(cell?.[1])).toMatch(new RegExp(`^1\\. ${escapeRegExp(items[0]!)}`));
  });

  it('proposes goals first from the themes the group agreed important, and says so', async () => {
    const results = (await a.client.get(resultsUrl())).json<RoundResults>();
    const agreed = results.quadrants.flatMap((quadrant) =>
      quadrant.themes.filter((theme) => theme.consensus === 'agreed_important').map((theme) => ({ quadrant, theme })),
    );
    expect(agreed.length).toBeGreaterThan(0);
    expect((await a.client.post('/api/strategic-goals/generate')).statusCode).toBe(200);
    const goals = (await a.client.get('/api/strategic-goals')).json<{
      goals: { description: string; priority: string; source: { quadrant: string; theme: string } | null }[];
    }>().goals;
    for (const { quadrant, theme } of agreed) {
      const ofQuadrant = goals.filter((goal) => goal.source?.quadrant === quadrant.quadrant);
      // At most two goals a quadrant: an agreed theme is among them unless two agreed themes took the places.
      const agreedHere = agreed.filter((one) => one.quadrant.quadrant === quadrant.quadrant).length;
      const goal = ofQuadrant.find((one) => one.source!.theme.toLowerCase() === theme.label.toLowerCase());
      if (agreedHere > 2 && !goal) continue;
      expect(goal, `${theme.label} among ${ofQuadrant.map((one) => one.source!.theme).join(', ')}`).toBeDefined();
      expect(goal!.priority).toBe('High');
      expect(goal!.description).toContain(
        `In the second round the group agreed it matters (median ${theme.median} of 9`,
      );
    }
    const others = goals.filter(
      (goal) => !agreed.some(({ theme }) => theme.label.toLowerCase() === goal.source?.theme.toLowerCase()),
    );
    for (const goal of others) expect(goal.description).not.toContain('agreed it matters');
  });

  it('runs a feedback round: each voter sees the group figures beside their own rating, and the spread narrows', async () => {
    const second = (await a.client.get(resultsUrl())).json<RoundResults>();
    const created = await a.client.post(`${roundsUrl()}/${round.id}/feedback`, { startDate: day(-1), endDate: day(1) });
    expect(created.statusCode, created.body).toBe(201);
    const { round: third, invitationsQueued } = created.json<{ round: RoundSummary; invitationsQueued: number }>();
    expect(third).toMatchObject({ number: 3, previousRoundId: round.id, status: 'open', invitedCount: INVITEES });
    expect(invitationsQueued).toBe(INVITEES);
    expect(third.quadrants).toEqual(round.quadrants);

    const earlier = new Set(links.values());
    const mails = await t.deps.database.db
      .select({ recipient: outboundMessages.recipient, text: outboundMessages.textBody })
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, `Which of these matter most? ${swotTitle}, second round`));
    const thirdLinks = new Map(
      mails
        .map((mail) => [mail.recipient, /\/participate\/([A-Za-z0-9_-]+)\/round/.exec(mail.text)![1]!] as const)
        .filter(([, token]) => !earlier.has(token)),
    );
    expect(thirdLinks.size).toBe(INVITEES);
    const recipients = [...links.keys()];

    // The group's figures of the second round, and each person's own earlier ratings, found by their link.
    const figures = Object.fromEntries(
      second.quadrants.flatMap((quadrant) =>
        quadrant.themes
          .filter((theme) => theme.median !== null)
          .map((theme) => [theme.themeId, { median: theme.median!, q1: theme.q1!, q3: theme.q3! }]),
      ),
    );
    const revised: SubmitBallotRequest[] = [];
    for (const [recipient, token] of [...thirdLinks].slice(0, 12)) {
      const own = sent[recipients.indexOf(recipient)]!;
      const ballot = (await new TestClient(t.app).get(ballotUrl(token))).json<RoundBallot>();
      expect(ballot).toMatchObject({ number: 3, link: 'personal', voted: false });
      expect(ballot.feedback).toEqual(figures);
      expect(ballot.previous).toEqual(
        Object.fromEntries(own.ratings.map((rating) => [rating.themeId, rating.importance])),
      );
      // Each moves halfway towards the group's median.
      const ratings = own.ratings.map((rating) => {
        const group = figures[rating.themeId];
        const importance =
          rating.importance === null || !group
            ? rating.importance
            : Math.round(rating.importance + (group.median - rating.importance) / 2);
        return { ...rating, importance };
      });
      const body = { ratings, top: own.top, idempotencyKey: randomUUID() };
      const cast = await new TestClient(t.app).post(ballotUrl(token), body);
      expect(cast.statusCode, cast.body).toBe(200);
      revised.push(body);
    }
    // A second-round link does not vote in the feedback round.
    expect((await new TestClient(t.app).get(ballotUrl([...links.values()][0]!))).json<RoundBallot>().number).toBe(2);

    expect((await a.client.post(`${roundsUrl()}/${third.id}/close`)).statusCode).toBe(200);
    const results = (await a.client.get(`${roundsUrl()}/${third.id}/results`)).json<RoundResults>();
    let before = 0;
    let after = 0;
    for (const quadrant of results.quadrants) {
      for (const theme of quadrant.themes) {
        const earlierIqr = second.quadrants.flatMap((q) => q.themes).find((one) => one.themeId === theme.themeId)!.iqr;
        expect(theme.previousIqr).toBe(earlierIqr);
        if (theme.withheld) continue;
        const values = revised.flatMap((ballot) =>
          ballot.ratings.filter((rating) => rating.themeId === theme.themeId && rating.importance !== null),
        );
        const expected = independentSummary(values.map((rating) => rating.importance!));
        expect(theme.median).toBeCloseTo(expected.median, 10);
        expect(theme.iqr).toBeCloseTo(expected.q3 - expected.q1, 10);
        if (earlierIqr !== null) {
          before += earlierIqr;
          after += theme.iqr!;
        }
      }
    }
    expect(after).toBeLessThan(before);
  });

  it('withholds every figure when fewer ballots than the anonymity threshold arrived', async () => {
    const saved = await a.client.post('/api/settings', { privacy: { anonymityThreshold: INVITEES + 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const results = (await a.client.get(resultsUrl())).json<RoundResults>();
    expect(results.withheld).toBe(true);
    for (const theme of results.quadrants.flatMap((one) => one.themes)) {
      expect(theme).toMatchObject({ withheld: true, median: null, iqr: null, shareHigh: null, ratings: 0 });
    }
    expect(results.quadrants.every((one) => one.concordance === null)).toBe(true);
    await a.client.post('/api/settings', { privacy: { anonymityThreshold: 5 } });
  });

  it('takes one vote per browser through an optional shared link', async () => {
    const created = await a.client.post(roundsUrl(), {
      startDate: day(-1),
      endDate: day(1),
      quadrants: ['strengths'],
      sharedLink: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const shared = created.json<{ round: RoundSummary }>().round;
    expect(shared.quadrants.map((quadrant) => quadrant.quadrant)).toEqual(['strengths']);
    expect(shared.quadrants[0]!.topK).toBeNull();
    const token = shared.sharedToken!;
    const themeId = shared.quadrants[0]!.themes[0]!.id;
    const browser = new TestClient(t.app);
    expect((await browser.get(ballotUrl(token))).json<RoundBallot>()).toMatchObject({ link: 'shared', voted: false });
    // The organiser's rounds stream hears each ballot's count (over a real socket: a stream has no end).
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(base, `${roundsUrl()}/events`, a.client.cookie);
    expect(stream.statusCode).toBe(200);
    expect((await openEventStream(base, `${roundsUrl()}/events`, b.client.cookie)).statusCode).toBe(404);
    const vote = { ratings: [{ themeId, importance: 8 }] };
    expect((await browser.post(ballotUrl(token), vote)).statusCode).toBe(200);
    const heard = await stream.waitFor((event) => event.event === BALLOTS_EVENT, 2000);
    expect(JSON.parse(heard.data)).toEqual({ roundId: shared.id, ballotCount: 1 });
    stream.close();
    expect((await browser.get(ballotUrl(token))).json<RoundBallot>().voted).toBe(true);
    const twice = await browser.post(ballotUrl(token), vote);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(DEVICE_USED);
    expect((await new TestClient(t.app).post(ballotUrl(token), vote)).statusCode).toBe(200);
    const listed = (await a.client.get(roundsUrl())).json<{ rounds: RoundSummary[] }>().rounds;
    expect(listed.find((one) => one.id === shared.id)!.ballotCount).toBe(2);

    // A round takes at most its cap of ballots, counted in the statement that takes the vote.
    const [owner] = await queryRows<{ companyId: string }>(
      t.deps.database.db,
      sql`select company_id as "companyId" from swot_rounds where id = ${shared.id}`,
    );
    const ballot = { version: 1, ratings: [{ themeId, importance: 5 }], top: {} };
    const values = { roundId: shared.id, companyId: owner!.companyId, voterKey: null, ballot, submittedAt: new Date() };
    const full = await storeBallot(t.deps.database.db, { ...values, idempotencyKey: randomUUID() }, new Date(), 2);
    expect(full).toEqual({ outcome: 'full', ballotCount: 2 });
    // The cap is the shared link's: a personal link's vote is never refused for it.
    const personal = await storeBallot(
      t.deps.database.db,
      { ...values, idempotencyKey: randomUUID() },
      new Date(),
      null,
    );
    expect(personal.outcome).toBe('stored');

    // A suspended company's round links say so and take no votes; reactivated, they work again.
    const admin = await createSignedInAdmin(t.app, t.deps.database.db);
    const { companies } = (await admin.get('/api/admin/companies')).json<{ companies: AdminCompany[] }>();
    const company = companies.find((one) => one.organizationName === a.registration.organizationName)!;
    expect((await admin.patch(`/api/admin/companies/${company.id}`, { isActive: false })).statusCode).toBe(200);
    const stranger = new TestClient(t.app);
    const refused = await stranger.get(ballotUrl(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(UNAVAILABLE);
    expect((await stranger.post(ballotUrl(token), vote)).statusCode).toBe(403);
    expect((await admin.patch(`/api/admin/companies/${company.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await stranger.post(ballotUrl(token), vote)).statusCode).toBe(200);

    // A vote whose request began before the round was closed is refused once the close is in: results
    // shown at the close never gain a ballot (which would give that ballot away).
    // (Closed in the database: the suspension above ended the owner's sessions.)
    await closeRound(t.deps.database.db, shared.id, new Date());
    const begunBefore = new Date(Date.now() - 60_000);
    const late = await storeBallot(t.deps.database.db, { ...values, idempotencyKey: randomUUID() }, begunBefore, null);
    expect(late.outcome).toBe('closed');
  });
});

/** Median, quartiles by linear interpolation between order statistics, and the COMET agreement rule. */
function independentSummary(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) => {
    const position = p * (sorted.length - 1);
    const below = Math.floor(position);
    if (below === position) return sorted[below]!;
    return sorted[below]! + (position - below) * (sorted[below + 1]! - sorted[below]!);
  };
  const high = values.filter((value) => value >= 7).length / values.length;
  const low = values.filter((value) => value <= 3).length / values.length;
  const consensus =
    high >= 0.7 && low <= 0.15 ? 'agreed_important' : low >= 0.7 && high <= 0.15 ? 'agreed_unimportant' : 'contested';
  return { median: at(0.5), q1: at(0.25), q3: at(0.75), high, low, consensus };
}

/**
 * Kendall's W with the tie correction: each ranking gives its picks ranks 1, 2, ... and every other item
 * the mean of the ranks left; rankings with no picks do not count.
 */
function independentKendall(items: string[], rankings: string[][]) {
  const used = rankings.filter((ranking) => ranking.length > 0);
  const m = used.length;
  const n = items.length;
  if (m < 2 || n < 2) return null;
  const sums = new Map(items.map((item) => [item, 0]));
  let ties = 0;
  for (const ranking of used) {
    const left = n - ranking.length;
    const shared = (ranking.length + 1 + n) / 2;
    for (const item of items) {
      const place = ranking.indexOf(item);
      sums.set(item, sums.get(item)! + (place >= 0 ? place + 1 : shared));
    }
    if (left > 1) ties += left ** 3 - left;
  }
  const mean = (m * (n + 1)) / 2;
  let s = 0;
  for (const sum of sums.values()) s += (sum - mean) ** 2;
  const w = (12 * s) / (m * m * (n ** 3 - n) - m * ties);
  return { w, chiSquare: m * (n - 1) * w };
}
