import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Department, DirectoryUser } from '@foursight/shared/contract/directory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';

// Departments by id in the API (issue 37): names stay where the spec's payloads carry them, ids decide
// where both are given, and "in no department" is a null id, whatever a box is called.

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

const people = async (client: TestClient) =>
  new Map(
    (await client.get('/api/users'))
      .json<{ users: DirectoryUser[] }>()
      .users.map((user) => [user.email, { department: user.department, departmentId: user.departmentId }]),
  );
const departments = async (client: TestClient) =>
  new Map(
    (await client.get('/api/departments')).json<{ details: Department[] }>().details.map((row) => [row.name, row]),
  );

describe('departments by id', () => {
  it('gives each person and department the ids they refer to, and takes a parent and a move by id', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const asha = await addPerson(client, 'asha@acme.test', 'Sales');
    await addPerson(client, 'ravi@acme.test', 'Field Sales');
    const byName = await departments(client);
    const sales = byName.get('Sales')!;
    const field = byName.get('Field Sales')!;
    expect(asha).toMatchObject({ department: 'Sales', departmentId: sales.id });

    // A parent by id wins over a parent by name.
    const nested = await client.put(`/api/departments/${field.id}`, {
      name: 'Field Sales',
      parent: 'Nowhere',
      parentId: sales.id,
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect(nested.json<{ department: Department }>().department).toMatchObject({ parent: 'Sales', parentId: sales.id });
    const unknownParent = await client.put(`/api/departments/${field.id}`, {
      name: 'Field Sales',
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownParent.statusCode).toBe(400);
    expect(unknownParent.json()).toMatchObject({ fields: { parent: 'That department is not in your directory.' } });

    // Deleting Sales moves its people to Field Sales, named by id.
    expect((await client.delete(`/api/departments/${sales.id}?moveToId=${field.id}`)).statusCode).toBe(200);
    expect((await people(client)).get('asha@acme.test')).toEqual({ department: 'Field Sales', departmentId: field.id });
  });

  it('saves the org chart by box id: a box of null id takes people out of their departments, whatever its name', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const asha = await addPerson(client, 'asha@acme.test', 'Sales');
    const ravi = await addPerson(client, 'ravi@acme.test', 'Marketing');
    const byName = await departments(client);
    const saved = await client.post('/api/organization/save', {
      departments: [
        // Named as the spec's chart names boxes, but the id decides: Ravi joins Sales.
        {
          id: byName.get('Sales')!.id,
          name: 'Renamed on screen',
          users: [asha.id, ravi.id],
          position: { x: 10, y: 20 },
        },
        // "Marketing" by name, yet a null id: the box of people in no department (it holds nobody here).
        { id: null, name: 'Marketing', users: [] },
        { id: byName.get('Marketing')!.id, name: 'Marketing', users: [], parentId: byName.get('Sales')!.id },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await people(client);
    expect(after.get('ravi@acme.test')).toEqual({ department: 'Sales', departmentId: byName.get('Sales')!.id });
    expect((await departments(client)).get('Marketing')).toMatchObject({ parentId: byName.get('Sales')!.id });

    const out = await client.post('/api/organization/save', {
      departments: [{ id: null, name: 'Sales', users: [asha.id] }],
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await people(client)).get('asha@acme.test')).toEqual({ department: '', departmentId: null });
  });

  it("invites a department's members by id, and another company's department id invites nobody", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    await addPerson(a.client, 'asha@acme.test', 'Sales');
    await addPerson(a.client, 'ravi@acme.test', 'Sales');
    await addPerson(b.client, 'meena@other.test', 'Sales');
    const salesOfA = (await departments(a.client)).get('Sales')!.id;
    const salesOfB = (await departments(b.client)).get('Sales')!.id;
    const schedule = { startDate: '2026-12-01', endDate: '2026-12-31', timezone: 'Asia/Kolkata' };
    const invited = async (client: TestClient, departmentIds: string[]) => {
      const created = await client.post('/api/swot/create', {
        title: 'Quarterly review',
        ...schedule,
        participants: { users: [], departments: [], departmentIds, lists: [] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { swot } = created.json<{ swot: { id: string; invitedCount: number } }>();
      // The SWOT's detail keeps the choice as it was made.
      const detail = (await client.get(`/api/swot/details/${swot.id}`)).json<{ swot: { participants: unknown } }>();
      expect(detail.swot.participants).toMatchObject({ departmentIds });
      return swot.invitedCount;
    };
    expect(await invited(a.client, [salesOfA])).toBe(2);
    expect(await invited(a.client, [salesOfB])).toBe(0);
  });
});
