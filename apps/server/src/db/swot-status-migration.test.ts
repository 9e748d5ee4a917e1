import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrateUpTo, openEmptyDatabase } from '../../test/test-database.ts';

/**
 * Migration 0014 gives SWOTs a stored status and the instant their end's work
 * ran. SWOTs made before it must not look unfinished: the lifecycle worker
 * would run the end of every SWOT that ever ended (a new analysis, and a
 * "results are ready" mail to the organiser) at its first start.
 */
let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ handle, dispose } = await openEmptyDatabase(inject('testDatabase')));
  await migrateUpTo(handle, '0013_colleagues');
});
afterAll(() => dispose());

const DAY = 86_400_000;

async function swot(companyId: string, title: string, startsAt: Date, endsAt: Date, closedAt: Date | null) {
  await handle.executeSql(
    `INSERT INTO swots (company_id, title, start_date, start_time, end_date, end_time, timezone,
       starts_at, ends_at, closed_at, unique_token, participants)
     VALUES ($1, $2, '2026-01-01', '09:00', '2026-01-08', '18:00', 'UTC', $3, $4, $5, $2, '{}'::jsonb)`,
    [companyId, title, startsAt.toISOString(), endsAt.toISOString(), closedAt?.toISOString() ?? null],
  );
}

describe('migration 0014: stored SWOT status', () => {
  it('finishes SWOTs that are over, makes drafts of those not started, and leaves running ones to the lifecycle', async () => {
    const { rows } = await handle.executeSql(
      `INSERT INTO companies (organization_name, organization_name_key, official_domain, official_domain_key,
         full_address, mobile_number, country, state, city, zip_code)
       VALUES ('Acme', 'acme', 'acme.example', 'acme.example', 'Road 1', '+91 98450 00000', 'India',
         'Karnataka', 'Bengaluru', '560001')
       RETURNING id`,
    );
    const companyId = rows[0]!.id as string;
    const now = Date.now();
    const endedAt = new Date(now - 300 * DAY);
    const closedEarlyAt = new Date(now - 2 * DAY);
    await swot(companyId, 'ended', new Date(now - 310 * DAY), endedAt, null);
    await swot(companyId, 'closed early', new Date(now - 5 * DAY), new Date(now + 5 * DAY), closedEarlyAt);
    await swot(companyId, 'running', new Date(now - DAY), new Date(now + DAY), null);
    await swot(companyId, 'future', new Date(now + DAY), new Date(now + 9 * DAY), null);

    await migrateDatabase(handle);

    const { rows: after } = await handle.executeSql('SELECT title, status, finished_at FROM swots ORDER BY starts_at');
    expect(
      after.map((row) => [row.title, row.status, row.finished_at && new Date(row.finished_at as string).getTime()]),
    ).toEqual([
      ['ended', 'completed', endedAt.getTime()],
      ['closed early', 'completed', closedEarlyAt.getTime()],
      ['running', 'active', null],
      ['future', 'draft', null],
    ]);
  });
});
