import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { DEFAULT_THEME } from '@foursight/shared/domain/theme';
import { companySettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function companyWithLink() {
  const company = await createSignedInCompany(testApp.app);
  const swot = await createOpenSwot(company.client, new Date());
  const read = async () => {
    const response = await new TestClient(testApp.app).get(`/api/participate/${swot.uniqueToken}`);
    expect(response.statusCode).toBe(200);
    return response.json<ParticipationLink>().branding;
  };
  return { ...company, read };
}

async function companyIdOf(email: string): Promise<string> {
  const [row] = await testApp.deps.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, email));
  return row!.companyId;
}

describe('branding on the participation link', () => {
  it("carries the product's default primary colour while the company has saved none", async () => {
    const { registration, read } = await companyWithLink();
    expect(await read()).toEqual({
      name: registration.organizationName,
      logo: null,
      colors: { primary: DEFAULT_THEME.primary },
      // Free does not include white-label: the page names Foursight.
      whiteLabel: false,
    });
  });

  it("carries the company's saved colours, name and logo", async () => {
    const { client, read } = await companyWithLink();
    const saved = await client.post('/api/settings', {
      colorScheme: { primary: '#b91c1c', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: {
        name: 'Crimson Works',
        logo: `data:image/png;base64,${PNG_1X1}`,
        website: '',
        description: '',
        timezone: 'UTC',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual({
      name: 'Crimson Works',
      logo: `data:image/png;base64,${PNG_1X1}`,
      colors: { primary: '0 74% 42%', secondary: '215 16% 47%', accent: '38 92% 50%' },
      whiteLabel: false,
    });
  });

  it('reads colours saved before hex colours were kept, and never sends a malformed stored value', async () => {
    const { registration, read } = await companyWithLink();
    const companyId = await companyIdOf(registration.email);
    const db = testApp.deps.database.db;
    // A version 1 row: the triplets alone.
    await db.insert(companySettings).values({ companyId, colorScheme: { primary: '262 83% 58%' } });
    expect((await read()).colors).toEqual({ primary: '262 83% 58%' });
    // Written around the service (an old bug, a hand edit): the page gets the default instead, not CSS.
    await db.execute(
      sql`UPDATE company_settings SET color_scheme = ${JSON.stringify({ primary: 'red;}', accent: '38 92% 50%' })}::jsonb WHERE company_id = ${companyId}`,
    );
    expect((await read()).colors).toEqual({ primary: DEFAULT_THEME.primary, accent: '38 92% 50%' });
  });
});
