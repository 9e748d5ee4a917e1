import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Department, DirectoryUser } from '@foursight/shared/contract/directory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function addPerson(client: TestClient, email: string, department: string): Promise<DirectoryUser> {
  const response = await client.post('/api/users', { fullName: email.split('@')[0], email, department });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: DirectoryUser }>().user;
}

async function departmentOf(client: TestClient): Promise<Record<string, string>> {
  const { users } = (await client.get('/api/users')).json<{ users: DirectoryUser[] }>();
  return Object.fromEntries(users.map((user) => [user.email, user.department]));
}

async function details(client: TestClient): Promise<Department[]> {
  return (await client.get('/api/departments')).json<{ details: Department[] }>().details;
}

async function idOf(client: TestClient, name: string): Promise<string> {
  return (await details(client)).find((department) => department.name === name)!.id;
}

describe('departments as records', () => {
  it('renames a department everywhere at once and refuses a name already taken in any case', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await addPerson(client, 'asha@acme.test', 'Sales');
    await addPerson(client, 'ravi@acme.test', 'sales');
    await addPerson(client, 'meena@acme.test', 'Marketing');
    const renamed = await client.put(`/api/departments/${await idOf(client, 'Sales')}`, { name: 'Revenue' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ department: { name: 'Revenue', userCount: 2 } });
    expect(await departmentOf(client)).toEqual({
      'asha@acme.test': 'Revenue',
      'ravi@acme.test': 'Revenue',
      'meena@acme.test': 'Marketing',
    });
    const taken = await client.put(`/api/departments/${await idOf(client, 'Revenue')}`, { name: 'MARKETING' });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes a department, moving its people to another or to Unassigned', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await addPerson(client, 'asha@acme.test', 'Sales');
    await addPerson(client, 'ravi@acme.test', 'Marketing');
    await addPerson(client, 'meena@acme.test', 'Support');
    const moved = await client.delete(`/api/departments/${await idOf(client, 'Sales')}?moveTo=marketing`);
    expect(moved.statusCode).toBe(200);
    expect((await client.delete(`/api/departments/${await idOf(client, 'Support')}`)).statusCode).toBe(200);
    expect(await departmentOf(client)).toEqual({
      'asha@acme.test': 'Marketing',
      'ravi@acme.test': 'Marketing',
      'meena@acme.test': '',
    });
    expect((await details(client)).map((department) => department.name)).toEqual(['Marketing']);
    const unknown = await client.delete(`/api/departments/${await idOf(client, 'Marketing')}?moveTo=Nowhere`);
    expect(unknown.statusCode).toBe(400);
    expect((await details(client)).map((department) => department.name)).toEqual(['Marketing']);
  });

  it('nests departments under a parent and refuses a loop', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await client.post('/api/departments', { name: 'Operations' });
    await client.post('/api/departments', { name: 'Logistics' });
    const logistics = await idOf(client, 'Logistics');
    const nested = await client.put(`/api/departments/${logistics}`, { name: 'Logistics', parent: 'Operations' });
    expect(nested.json()).toMatchObject({ department: { name: 'Logistics', parent: 'Operations' } });
    const loop = await client.put(`/api/departments/${await idOf(client, 'Operations')}`, {
      name: 'Operations',
      parent: 'Logistics',
    });
    expect(loop.statusCode).toBe(400);
    expect((await details(client)).find((department) => department.name === 'Operations')?.parent).toBeNull();
  });

  // Two saves at once: another transaction puts Logistics under Operations and has not committed when this
  // request asks for Operations under Logistics. The request must wait for it and then see the loop.
  const testDatabase = inject('testDatabase');
  it.runIf(testDatabase.kind === 'postgres')(
    'refuses a loop made by two changes at once, each fine alone',
    async () => {
      const { client } = await createSignedInCompany(testApp.app);
      await client.post('/api/departments', { name: 'Operations' });
      await client.post('/api/departments', { name: 'Logistics' });
      const [operations, logistics] = [await idOf(client, 'Operations'), await idOf(client, 'Logistics')];
      const other = new pg.Client({ connectionString: testDatabase.kind === 'postgres' ? testDatabase.url : '' });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('UPDATE departments SET parent_id = $1 WHERE id = $2', [operations, logistics]);
        const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        const request = client.put(`/api/departments/${operations}`, { name: 'Operations', parent: 'Logistics' });
        await expect
          .poll(
            async () =>
              (
                await testApp.deps.database.executeSql(
                  'SELECT count(*) FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
                  [otherPid],
                )
              ).rows[0]!.count,
            { timeout: 5000 },
          )
          .toBe('1');
        await other.query('COMMIT');
        expect((await request).statusCode).toBe(400);
      } finally {
        await other.end();
      }
      const parents = Object.fromEntries(
        (await details(client)).map((department) => [department.name, department.parent]),
      );
      expect(parents).toEqual({ Logistics: 'Operations', Operations: null });
    },
  );
});

describe('POST /api/organization/save', () => {
  it('moves people, keeps box positions, and takes people out through the Unassigned box', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const asha = await addPerson(client, 'asha@acme.test', 'Sales');
    const ravi = await addPerson(client, 'ravi@acme.test', 'Marketing');
    const saved = await client.post('/api/organization/save', {
      departments: [
        { name: 'Sales', users: [ravi.id], position: { x: 450, y: 100 } },
        { name: 'Marketing', users: [], position: { x: 100, y: 100 } },
        { name: 'Unassigned', users: [asha.id] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(await departmentOf(client)).toEqual({ 'asha@acme.test': '', 'ravi@acme.test': 'Sales' });
    expect(await details(client)).toEqual([
      expect.objectContaining({ name: 'Marketing', userCount: 0, position: { x: 100, y: 100 } }),
      expect.objectContaining({ name: 'Sales', userCount: 1, position: { x: 450, y: 100 } }),
    ]);
  });

  it('saves nothing when one person or department is unknown', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const asha = await addPerson(client, 'asha@acme.test', 'Sales');
    await addPerson(client, 'ravi@acme.test', 'Marketing');
    const badUser = await client.post('/api/organization/save', {
      departments: [
        { name: 'Marketing', users: [asha.id], position: { x: 800, y: 400 } },
        { name: 'Sales', users: ['00000000-0000-4000-8000-000000000000'], position: { x: 100, y: 100 } },
      ],
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json<{ message: string }>().message).toBe('Some of these people are not in your directory.');
    const badDepartment = await client.post('/api/organization/save', {
      departments: [
        { name: 'Marketing', users: [asha.id], position: { x: 800, y: 400 } },
        { name: 'Nowhere', users: [] },
      ],
    });
    expect(badDepartment.statusCode).toBe(400);
    expect(await departmentOf(client)).toEqual({ 'asha@acme.test': 'Sales', 'ravi@acme.test': 'Marketing' });
    expect((await details(client)).every((department) => department.position === null)).toBe(true);
  });

  it('refuses a chart naming 100 000 made-up people in under 300 ms, before looking any of them up', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await addPerson(client, 'asha@acme.test', 'Sales');
    const users = Array.from({ length: 100_000 }, () => randomUUID());
    // The fastest of three tries, as the event-loop sweep counts a slow answer that does not repeat as the
    // machine's (two shared cores under a whole test run), not the route's.
    const times: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const response = await client.post('/api/organization/save', { departments: [{ name: 'Sales', users }] });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Some of these people are not in your directory.');
      if (times.at(-1)! < 300) break;
    }
    expect(Math.min(...times)).toBeLessThan(300);
  });

  it("keeps company B away from A's people and departments", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const asha = await addPerson(a.client, 'asha@acme.test', 'Sales');
    await addPerson(b.client, 'lee@globex.test', 'Support');
    expect((await details(b.client)).map((department) => department.name)).toEqual(['Support']);
    const steal = await b.client.post('/api/organization/save', {
      departments: [{ name: 'Support', users: [asha.id] }],
    });
    expect(steal.statusCode).toBe(400);
    const salesId = await idOf(a.client, 'Sales');
    expect((await b.client.put(`/api/departments/${salesId}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await b.client.delete(`/api/departments/${salesId}`)).statusCode).toBe(404);
    expect(await departmentOf(a.client)).toEqual({ 'asha@acme.test': 'Sales' });
  });
});
