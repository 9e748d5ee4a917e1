import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrateUpTo, openEmptyDatabase } from '../../test/test-database.ts';

/**
 * Issue 18's migration turns the free-text departments people carried up to
 * 0007 into department records. A database built at 0007 and filled the way
 * that release filled it must come out with every assignment kept.
 */
let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ handle, dispose } = await openEmptyDatabase(inject('testDatabase')));
  await migrateUpTo(handle, '0007_billing');
});
afterAll(() => dispose());

async function company(name: string): Promise<string> {
  const { rows } = await handle.executeSql(
    `INSERT INTO companies (organization_name, organization_name_key, official_domain, official_domain_key,
       full_address, mobile_number, country, state, city, zip_code)
     VALUES ($1, lower($1), $2, $2, 'Road 1', '+91 98450 00000', 'India', 'Karnataka', 'Bengaluru', '560001')
     RETURNING id`,
    [name, `${name.toLowerCase()}.example`],
  );
  return rows[0]!.id as string;
}

async function person(companyId: string, email: string, department: string, createdAt: string): Promise<void> {
  await handle.executeSql(
    `INSERT INTO directory_users (company_id, full_name, email, email_key, department, department_key, created_at)
     VALUES ($1, $2, $2, $2, $3, lower(trim($3)), $4)`,
    [companyId, email, department, createdAt],
  );
}

describe('migration 0010: departments as records', () => {
  it('keeps every assignment, one record per name and company, the first spelling winning', async () => {
    const acme = await company('Acme');
    const globex = await company('Globex');
    // A department record created before (the Departments tab) keeps its spelling.
    await handle.executeSql(
      `INSERT INTO departments (company_id, name, name_key) VALUES ($1, 'Engineering/IT', 'engineering/it')`,
      [acme],
    );
    await person(acme, 'asha@acme.test', 'Sales', '2026-01-01T00:00:00Z');
    await person(acme, 'ravi@acme.test', 'SALES', '2026-01-02T00:00:00Z');
    await person(acme, 'meena@acme.test', 'engineering/IT', '2026-01-03T00:00:00Z');
    await person(acme, 'omar@acme.test', '', '2026-01-04T00:00:00Z');
    await person(globex, 'lee@globex.test', 'Sales', '2026-01-05T00:00:00Z');
    await person(globex, 'kim@globex.test', 'Research', '2026-01-06T00:00:00Z');

    await migrateDatabase(handle);

    const { rows: people } = await handle.executeSql(
      `SELECT u.email, d.name AS department, d.company_id = u.company_id AS same_company
       FROM directory_users u LEFT JOIN departments d ON d.id = u.department_id ORDER BY u.email`,
    );
    expect(people).toEqual([
      { email: 'asha@acme.test', department: 'Sales', same_company: true },
      { email: 'kim@globex.test', department: 'Research', same_company: true },
      { email: 'lee@globex.test', department: 'Sales', same_company: true },
      { email: 'meena@acme.test', department: 'Engineering/IT', same_company: true },
      { email: 'omar@acme.test', department: null, same_company: null },
      { email: 'ravi@acme.test', department: 'Sales', same_company: true },
    ]);
    const { rows: records } = await handle.executeSql(
      `SELECT c.organization_name AS company, d.name, d.parent_id, d.position_x
       FROM departments d JOIN companies c ON c.id = d.company_id ORDER BY 1, 2`,
    );
    expect(records).toEqual([
      { company: 'Acme', name: 'Engineering/IT', parent_id: null, position_x: null },
      { company: 'Acme', name: 'Sales', parent_id: null, position_x: null },
      { company: 'Globex', name: 'Research', parent_id: null, position_x: null },
      { company: 'Globex', name: 'Sales', parent_id: null, position_x: null },
    ]);
    const { rows: columns } = await handle.executeSql(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'directory_users' AND column_name LIKE 'department%' ORDER BY 1`,
    );
    expect(columns).toEqual([{ column_name: 'department_id' }]);
  });
});
