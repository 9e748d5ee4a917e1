import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComparisonOptions, MonthComparison, SwotComparison } from '@foursight/shared/contract/comparison';
import type { RoundResults, RoundSummary, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import { outboundMessages } from '../../db/schema/messages.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { FIRST_ANSWERS } from '../../../test/corrected-themes.ts';
import { createOpenSwot, createSignedInCompany, submitAnswers } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';

// The rest of the comparison is tested with the goals it reads (goals.test.ts): one seeded company, three months.
// Two SWOTs analysed and prioritised in one test: longer than a plain request's test.
vi.setConfig({ testTimeout: 120_000 });

let testApp: TestApp;
beforeAll(async () => {
  // The analysis worker: a second round rates the themes a SWOT's analysis found.
  testApp = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
});
afterAll(() => testApp.close());

describe('month to month in the company’s time zone', () => {
  it('counts a SWOT made at 00:30 on 1 March in Kolkata as March’s, not February’s (UTC)', async () => {
    const { client, registration } = await createSignedInCompany(testApp.app);
    const saved = await client.post('/api/settings', {
      companyInfo: {
        name: registration.organizationName,
        logo: null,
        website: '',
        description: '',
        timezone: 'Asia/Kolkata',
      },
    });
    expect(saved.statusCode).toBe(200);
    const early = await createOpenSwot(client, new Date(), { title: 'First of March' });
    const late = await createOpenSwot(client, new Date(), { title: 'End of February', timezone: 'America/New_York' });
    // 2026-02-28 19:00 UTC is 1 March 00:30 in Kolkata; 18:00 UTC is still 28 February (23:30).
    const setCreated = (id: string, at: string) =>
      testApp.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', [at, id]);
    await setCreated(early.id, '2026-02-28T19:00:00Z');
    await setCreated(late.id, '2026-02-28T18:00:00Z');

    const options = (await client.get('/api/comparison/options')).json<ComparisonOptions>();
    // Each SWOT carries its own timezone, which the screens show its dates in.
    expect(options.swots.map((swot) => [swot.title, swot.timezone])).toEqual([
      ['First of March', 'UTC'],
      ['End of February', 'America/New_York'],
    ]);
    expect(options.months).toEqual([
      { month: '2026-03', swotCount: 1 },
      { month: '2026-02', swotCount: 1 },
    ]);
    const compared = (await client.get('/api/comparison/months?months=2026-02,2026-03')).json<MonthComparison>();
    expect(compared.months.map((month) => [month.month, month.swotCount])).toEqual([
      ['2026-02', 1],
      ['2026-03', 1],
    ]);
  });
});

/** Ballots per round: the company's anonymity threshold (5 unless changed), so no figure is withheld. */
const VOTERS = 5;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A SWOT answered with FIRST_ANSWERS and analysed, created `daysAgo` days ago, and, with `rate`, a second
 * round in which every voter rates each theme `rate(position in its quadrant)`, closed: its results.
 */
async function prioritisedSwot(
  client: TestClient,
  daysAgo: number,
  rate?: (position: number) => number,
): Promise<{ id: string; title: string; results: RoundResults | null }> {
  const title = `Priorities ${randomUUID().slice(0, 8)}`;
  const swot = await createOpenSwot(client, new Date(), {
    title,
    participants: { users: [], departments: ['Voters'], lists: [] },
  });
  await testApp.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', [
    new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    swot.id,
  ]);
  if (!rate) return { id: swot.id, title, results: null };
  await submitAnswers(testApp.app, swot.uniqueToken, FIRST_ANSWERS);
  await waitForAnalysis(client, swot.id, { responses: FIRST_ANSWERS.length, timeoutMs: 90_000 });
  const created = await client.post(`/api/swot/${swot.id}/rounds`, { startDate: day(-1), endDate: day(1) });
  expect(created.statusCode, created.body).toBe(201);
  const round = created.json<{ round: RoundSummary }>().round;
  const mails = await testApp.deps.database.db
    .select({ text: outboundMessages.textBody })
    .from(outboundMessages)
    .where(eq(outboundMessages.subject, `Which of these matter most? ${title}, second round`));
  expect(mails).toHaveLength(VOTERS);
  for (const mail of mails) {
    const token = /\/participate\/([A-Za-z0-9_-]+)\/round/.exec(mail.text)![1]!;
    const ballot: SubmitBallotRequest = {
      ratings: round.quadrants.flatMap((quadrant) =>
        quadrant.themes.map((theme, position) => ({ themeId: theme.id, importance: rate(position) })),
      ),
    };
    const cast = await new TestClient(testApp.app).post(`/api/participate/${token}/round`, ballot);
    expect(cast.statusCode, cast.body).toBe(200);
  }
  expect((await client.post(`/api/swot/${swot.id}/rounds/${round.id}/close`)).statusCode).toBe(200);
  const results = await client.get(`/api/swot/${swot.id}/rounds/${round.id}/results`);
  expect(results.statusCode, results.body).toBe(200);
  return { id: swot.id, title, results: results.json<RoundResults>() };
}

/** The shown theme of these results the movement names, and its rank (1 = first of its quadrant). */
function standingOf(results: RoundResults, label: string) {
  for (const quadrant of results.quadrants) {
    const shown = quadrant.themes.filter((theme) => !theme.withheld);
    const index = shown.findIndex((theme) => theme.label.toLowerCase() === label.toLowerCase());
    if (index >= 0) return { median: shown[index]!.median, consensus: shown[index]!.consensus, rank: index + 1 };
  }
  throw new Error(`no theme "${label}" in the results`);
}

describe('how priorities moved between SWOTs', () => {
  it('says, for the themes whose median moved, where each stood in both SWOTs’ second rounds, as their results say', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    for (let index = 0; index < VOTERS; index += 1) {
      const added = await client.post('/api/users', {
        fullName: `Voter ${String.fromCharCode(65 + index)} Rao`,
        email: `voter.${index}.${randomUUID().slice(0, 6)}@acme.test`,
        department: 'Voters',
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    // Everyone thought every theme unimportant at first; later, the first theme of each quadrant important.
    const earlier = await prioritisedSwot(client, 60, () => 2);
    const later = await prioritisedSwot(client, 30, (position) => (position === 0 ? 8 : 2));
    const unrated = await prioritisedSwot(client, 10);

    const compared = await client.get(`/api/comparison/swots?ids=${later.id},${earlier.id}`);
    expect(compared.statusCode, compared.body).toBe(200);
    const moved = compared.json<SwotComparison>().priorityMovements!;
    expect(moved.earlier).toEqual({ swotId: earlier.id, title: earlier.title });
    expect(moved.later).toEqual({ swotId: later.id, title: later.title });
    const firsts = later.results!.quadrants.filter((quadrant) => quadrant.themes.length > 0);
    expect(firsts.length).toBeGreaterThan(0);
    expect(moved.movements).toHaveLength(firsts.length);
    for (const movement of moved.movements) {
      expect(movement.to).toEqual({ ...standingOf(later.results!, movement.theme), rank: 1 });
      expect(movement.to).toMatchObject({ median: 8, consensus: 'agreed_important' });
      expect(movement.from).toEqual(standingOf(earlier.results!, movement.theme));
      expect(movement.from).toMatchObject({ median: 2, consensus: 'agreed_unimportant' });
      expect(movement.sentence).toContain(
        `${movement.theme}: agreed unimportant, median 2 → agreed important, median 8`,
      );
    }

    // A SWOT without a round in between changes nothing; with only one prioritised SWOT there is nothing to say.
    const around = await client.get(`/api/comparison/swots?ids=${earlier.id},${unrated.id},${later.id}`);
    expect(around.json<SwotComparison>().priorityMovements?.movements).toEqual(moved.movements);
    const alone = await client.get(`/api/comparison/swots?ids=${earlier.id},${unrated.id}`);
    expect(alone.json<SwotComparison>().priorityMovements).toBeNull();
    // Another company's comparison of SWOTs without rounds.
    const other = await createSignedInCompany(testApp.app);
    const first = await createOpenSwot(other.client, new Date(), { title: 'Other first' });
    const second = await createOpenSwot(other.client, new Date(), { title: 'Other second' });
    const theirs = await other.client.get(`/api/comparison/swots?ids=${first.id},${second.id}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<SwotComparison>().priorityMovements).toBeNull();
  });
});
