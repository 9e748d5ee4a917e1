import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/rate-limits.ts';
import { sessions, signInFailures } from '../db/schema/sessions.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { HOUSEKEEPING } from '../housekeeping-tasks.ts';
import { runHousekeeping } from './housekeeping.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;

describe('housekeeping', () => {
  it('purges ended sessions, sign-in attempts past their window and past hit counters, and keeps live ones', async () => {
    const db = testApp.deps.database.db;
    const now = Date.now();
    const tag = randomUUID();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    await db.insert(sessions).values([
      { tokenHash: `${tag}-ended`, kind: 'admin', idleExpiresAt: at(-1000), expiresAt: at(HOUR) },
      { tokenHash: `${tag}-live`, kind: 'admin', idleExpiresAt: at(HOUR), expiresAt: at(2 * HOUR) },
    ]);
    await db.insert(signInFailures).values([
      { kind: 'user', emailKey: `${tag}-old`, ipAddress: '192.0.2.1', createdAt: at(-2 * HOUR) },
      { kind: 'user', emailKey: `${tag}-recent`, ipAddress: '192.0.2.1', createdAt: at(-60_000) },
    ]);
    await db.insert(rateLimitHits).values([
      { scope: 'register', key: `${tag}-old`, windowStart: at(-25 * HOUR), hits: 3 },
      { scope: 'register', key: `${tag}-current`, windowStart: at(-60_000), hits: 3 },
    ]);

    await runHousekeeping(testApp.deps, HOUSEKEEPING);

    const tokens = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(tokens.map((row) => row.tokenHash).filter((hash) => hash.startsWith(tag))).toEqual([`${tag}-live`]);
    const failures = await db
      .select({ emailKey: signInFailures.emailKey })
      .from(signInFailures)
      .where(eq(signInFailures.ipAddress, '192.0.2.1'));
    expect(failures.map((row) => row.emailKey).filter((key) => key.startsWith(tag))).toEqual([`${tag}-recent`]);
    const counters = await db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(counters.map((row) => row.key).filter((key) => key.startsWith(tag))).toEqual([`${tag}-current`]);
  });
});
