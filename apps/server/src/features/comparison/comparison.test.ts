import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonOptions, MonthComparison } from '@foursight/shared/contract/comparison';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany } from '../../../test/factories.ts';

// The rest of the comparison is tested with the goals it reads (goals.test.ts): one seeded company, three months.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
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
    const late = await createOpenSwot(client, new Date(), { title: 'End of February' });
    // 2026-02-28 19:00 UTC is 1 March 00:30 in Kolkata; 18:00 UTC is still 28 February (23:30).
    const setCreated = (id: string, at: string) =>
      testApp.deps.database.executeSql('UPDATE swots SET created_at = $1 WHERE id = $2', [at, id]);
    await setCreated(early.id, '2026-02-28T19:00:00Z');
    await setCreated(late.id, '2026-02-28T18:00:00Z');

    const options = (await client.get('/api/comparison/options')).json<ComparisonOptions>();
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
