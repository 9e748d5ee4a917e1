import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryUser, UserList, UserListDetail } from '@foursight/shared/contract/directory';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOpenSwot, createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function addPerson(client: TestClient, fullName: string, designation: string, department: string) {
  const email = `${fullName.split(' ')[0]!.toLowerCase()}@acme.test`;
  const response = await client.post('/api/users', { fullName, designation, email, department });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: DirectoryUser }>().user;
}

async function createList(client: TestClient, name: string, members: DirectoryUser[], description = '') {
  const response = await client.post('/api/user-lists', {
    name,
    description,
    selectedUsers: members.map((member) => member.id),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ list: UserList }>().list;
}

async function openList(client: TestClient, id: string) {
  return client.get(`/api/user-lists/${id}`);
}

describe('opening a custom list', () => {
  it('shows each member with name, designation, e-mail and department, in name order', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const asha = await addPerson(client, 'Asha Mehta', 'Head of Sales', 'Sales');
    await addPerson(client, 'Outsider Person', 'Counsel', 'Legal');
    const list = await createList(client, 'Leadership', [ravi, asha], 'The March offsite');

    const response = await openList(client, list.id);
    expect(response.statusCode).toBe(200);
    const opened = response.json<{ list: UserListDetail }>().list;
    expect(opened).toMatchObject({ id: list.id, name: 'Leadership', description: 'The March offsite', userCount: 2 });
    expect(
      opened.members.map(({ fullName, designation, email, department }) => ({
        fullName,
        designation,
        email,
        department,
      })),
    ).toEqual([
      { fullName: 'Asha Mehta', designation: 'Head of Sales', email: 'asha@acme.test', department: 'Sales' },
      { fullName: 'Ravi Kumar', designation: 'Engineer', email: 'ravi@acme.test', department: 'Engineering/IT' },
    ]);
  });

  it('answers 404 for an id that is no list', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await openList(client, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'That list is not in your directory.',
    });
  });
});

describe('editing a custom list', () => {
  it('renames it, changes its description and adds and removes members', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const asha = await addPerson(client, 'Asha Mehta', 'Head of Sales', 'Sales');
    const meera = await addPerson(client, 'Meera Iyer', 'CFO', 'Finance & Accounting');
    const list = await createList(client, 'Leadership', [ravi, asha]);

    const edited = await client.put(`/api/user-lists/${list.id}`, {
      name: '  Board  ',
      description: 'Directors only',
      selectedUsers: [asha.id, meera.id, meera.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: 'List updated successfully!',
      list: { id: list.id, name: 'Board', description: 'Directors only', userCount: 2 },
    });

    const opened = (await openList(client, list.id)).json<{ list: UserListDetail }>().list;
    expect(opened.members.map((member) => member.fullName)).toEqual(['Asha Mehta', 'Meera Iyer']);
    const { lists } = (await client.get('/api/user-lists')).json<{ lists: UserList[] }>();
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Board', userCount: 2 });
    expect([...lists[0]!.userIds].sort()).toEqual([asha.id, meera.id].sort());
  });

  it('keeps the rules of creation: a name and at least one person from the directory', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const list = await createList(client, 'Leadership', [ravi]);

    const noName = await client.put(`/api/user-lists/${list.id}`, { name: '   ', selectedUsers: [ravi.id] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ fields: Record<string, string> }>().fields).toMatchObject({ name: 'List name is required' });

    const nobody = await client.put(`/api/user-lists/${list.id}`, { name: 'Empty', selectedUsers: [] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      selectedUsers: 'Select at least one user',
    });

    const unknown = await client.put(`/api/user-lists/${list.id}`, {
      name: 'Ghosts',
      selectedUsers: [ravi.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('Some selected users are not in your directory.');

    // None of the refused edits changed anything.
    const opened = (await openList(client, list.id)).json<{ list: UserListDetail }>().list;
    expect(opened).toMatchObject({ name: 'Leadership', userCount: 1 });
  });
});

describe('deleting a custom list', () => {
  it('removes the list and keeps its people in the directory', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const list = await createList(client, 'Leadership', [ravi]);

    const deleted = await client.delete(`/api/user-lists/${list.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'List deleted.' });
    expect((await openList(client, list.id)).statusCode).toBe(404);
    expect((await client.get('/api/user-lists')).json()).toEqual({ lists: [] });
    expect((await client.delete(`/api/user-lists/${list.id}`)).statusCode).toBe(404);
    const { users } = (await client.get('/api/users')).json<{ users: DirectoryUser[] }>();
    expect(users.map((user) => user.id)).toEqual([ravi.id]);
  });

  it('leaves SWOTs that invited the list readable, with their choice and invitations as they were', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const asha = await addPerson(client, 'Asha Mehta', 'Head of Sales', 'Sales');
    const list = await createList(client, 'Leadership', [ravi, asha]);
    const swot = await createOpenSwot(client, new Date(), {
      participants: { users: [], departments: [], lists: [list.id] },
    });

    expect((await client.delete(`/api/user-lists/${list.id}`)).statusCode).toBe(200);

    const detail = await client.get(`/api/swot/details/${swot.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ swot: SwotDetail }>().swot).toMatchObject({
      invitedCount: 2,
      participants: { users: [], departments: [], lists: [list.id] },
    });
    expect((await client.get('/api/swot/list')).statusCode).toBe(200);
    // A SWOT created later that still names the deleted list simply reaches nobody through it.
    const later = await client.post('/api/swot/create', {
      title: 'Later',
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      timezone: 'UTC',
      participants: { users: [], departments: [], lists: [list.id] },
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ swot: { invitedCount: 0 } });
  });
});

describe('a person deleted from the directory', () => {
  it('leaves every list they were in; the list stays and can be opened', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const ravi = await addPerson(client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const asha = await addPerson(client, 'Asha Mehta', 'Head of Sales', 'Sales');
    const both = await createList(client, 'Both', [ravi, asha]);
    const onlyRavi = await createList(client, 'Only Ravi', [ravi]);

    expect((await client.delete(`/api/users/${ravi.id}`)).statusCode).toBe(200);

    const opened = (await openList(client, both.id)).json<{ list: UserListDetail }>().list;
    expect(opened).toMatchObject({ userCount: 1, userIds: [asha.id] });
    expect(opened.members.map((member) => member.fullName)).toEqual(['Asha Mehta']);
    // The now-empty list is kept (its name and purpose may still matter) and shows 0 people.
    const empty = (await openList(client, onlyRavi.id)).json<{ list: UserListDetail }>().list;
    expect(empty).toMatchObject({ name: 'Only Ravi', userCount: 0, members: [] });
  });
});

describe('tenant isolation of lists', () => {
  it("company B can neither open, edit nor delete company A's list, nor put A's people in its own", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const ravi = await addPerson(a.client, 'Ravi Kumar', 'Engineer', 'Engineering/IT');
    const list = await createList(a.client, 'A list', [ravi]);
    const bPerson = await addPerson(b.client, 'Bina Shah', 'Engineer', 'Engineering/IT');
    const bList = await createList(b.client, 'B list', [bPerson]);

    expect((await openList(b.client, list.id)).statusCode).toBe(404);
    const edit = await b.client.put(`/api/user-lists/${list.id}`, { name: 'Taken', selectedUsers: [bPerson.id] });
    expect(edit.statusCode).toBe(404);
    expect((await b.client.delete(`/api/user-lists/${list.id}`)).statusCode).toBe(404);
    const borrow = await b.client.put(`/api/user-lists/${bList.id}`, { name: 'B list', selectedUsers: [ravi.id] });
    expect(borrow.statusCode).toBe(400);

    const opened = (await openList(a.client, list.id)).json<{ list: UserListDetail }>().list;
    expect(opened).toMatchObject({ name: 'A list', userIds: [ravi.id] });
    expect((await openList(b.client, bList.id)).json<{ list: UserListDetail }>().list.userIds).toEqual([bPerson.id]);
  });
});
