import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GettingStarted } from '@foursight/shared/contract/dashboard';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany, createTwoCompanies, submitAnswers } from '../../../test/factories.ts';
import { THREE_ANSWERS } from '../../../test/sample-answers.ts';
import { TestClient } from '../../../test/http-client.ts';
import { waitForAnalysis } from '../../../test/wait-for-analysis.ts';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ workers: ['analyse-swot'], env: { ANALYSIS_DELAY_SECONDS: '0' } });
}, 60_000);
afterAll(() => t.close());

const steps = async (client: TestClient) =>
  (await client.get('/api/dashboard/getting-started')).json<GettingStarted>().steps;

describe("a new company's first steps", () => {
  it('start all open, and each ticks itself as the company does it', async () => {
    const [{ client }, other] = await createTwoCompanies(t.app);
    expect(await steps(client)).toEqual({
      branding: false,
      directory: false,
      firstSwot: false,
      linkShared: false,
      insight: false,
    });

    // Saving only the timezone is not branding; a colour of its own is.
    await client.post('/api/settings', {
      companyInfo: { name: 'Acme', logo: null, website: '', description: '', timezone: 'Asia/Kolkata' },
    });
    expect((await steps(client)).branding).toBe(false);
    await client.post('/api/settings', {
      colorScheme: { primary: '#0f766e', secondary: '#64748b', accent: '#f59e0b' },
    });
    expect((await steps(client)).branding).toBe(true);

    const person = await client.post('/api/users', {
      fullName: 'Ananya Rao',
      email: `ananya.${Date.now()}@acme.example`,
      department: 'Finance',
    });
    expect(person.statusCode).toBeLessThan(300);
    expect((await steps(client)).directory).toBe(true);

    const swot = await createOpenSwot(client, new Date());
    expect(await steps(client)).toMatchObject({ firstSwot: true, linkShared: false, insight: false });
    await submitAnswers(t.app, swot.uniqueToken, THREE_ANSWERS);
    expect((await steps(client)).linkShared).toBe(true);
    await waitForAnalysis(client, swot.id, { responses: THREE_ANSWERS.length });
    expect((await steps(client)).insight).toBe(true);

    // Another company's progress is its own.
    expect(Object.values(await steps(other.client)).some(Boolean)).toBe(false);
  });

  it('asks a visitor to sign in', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard/getting-started')).statusCode).toBe(401);
    await createSignedInCompany(t.app);
  });
});
