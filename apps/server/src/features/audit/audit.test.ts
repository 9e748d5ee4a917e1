import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, TEST_PASSWORD } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function entriesFor(companyId: string) {
  return testApp.deps.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.companyId, companyId))
    .orderBy(asc(auditLogs.createdAt));
}

describe('audit log', () => {
  it('records registration, sign-ins, a failed sign-in and a password change, with who and from where', async () => {
    const ip = '203.0.113.77';
    const { client, registration } = await createSignedInCompany(testApp.app, {}, { ip });
    await new TestClient(testApp.app, { ip }).post('/api/login', {
      email: registration.email,
      password: 'wrong wrong wrong',
    });
    await client.post('/api/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'new meadow lantern 7' });

    const [owner] = await testApp.deps.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, registration.email));
    const entries = await entriesFor(owner!.companyId);
    expect(entries.map((entry) => entry.action)).toEqual(['REGISTER', 'SIGN_IN', 'SIGN_IN_FAILED', 'PASSWORD_CHANGED']);
    for (const entry of entries) expect(entry.ipAddress).toBe(ip);
    expect(entries.find((entry) => entry.action === 'SIGN_IN')).toMatchObject({
      actorType: 'user',
      actorId: owner!.id,
    });
    expect(JSON.stringify(entries)).not.toContain(TEST_PASSWORD);
  });
});
