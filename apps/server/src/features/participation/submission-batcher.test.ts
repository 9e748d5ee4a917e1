import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwotSummary } from '@foursight/shared/contract/swots';
import { AppError } from '@foursight/shared/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany } from '../../../test/factories.ts';
import { createSubmissionBatcher } from './submission-batcher.ts';
import { writeSubmissionBatch } from './submission-write.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const answers = { strengths: 'Loyal customers', weaknesses: '', opportunities: '', threats: '' };

describe('the submission queue under load', () => {
  it('refuses with 503 and Retry-After an answer that waited too long for its write, and writes one that did not', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { swot } = (
      await client.post('/api/swot/create', {
        title: 'Queue',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        timezone: 'UTC',
      })
    ).json<{ swot: SwotSummary }>();
    const company = await companyOf(swot.id);
    const batcher = createSubmissionBatcher({
      write: (companyId, batch) => writeSubmissionBatch(testApp.deps.database.db, new Date(), companyId, batch),
      maxQueueWaitMs: 20,
      retryAfterSeconds: 3,
    });
    const submission = (key: string) => ({
      swotId: swot.id,
      companyId: company,
      answers,
      idempotencyKey: key,
      via: { link: 'shared', deviceHash: `device-of-${key}` } as const,
    });

    const late = batcher.submit(submission('queue-test-late-0001'));
    // The loop is held before the queue's turn comes, as a burst of work ahead of it would.
    const until = performance.now() + 60;
    while (performance.now() < until) {
      // Busy on purpose.
    }
    const refusal = await late.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 3 });

    expect(await batcher.submit(submission('queue-test-prompt-0001'))).toBe(true);
    expect(
      (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: { responseCount: number } }>().swot,
    ).toMatchObject({ responseCount: 1 });
  });
});

async function companyOf(swotId: string): Promise<string> {
  const result = await testApp.deps.database.executeSql('SELECT company_id FROM swots WHERE id = $1', [swotId]);
  return (result.rows[0] as { company_id: string }).company_id;
}
