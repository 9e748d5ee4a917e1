import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryUser, UploadUsersResponse, UserList } from '@foursight/shared/contract/directory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSignedInCompany, createTwoCompanies } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const person = (overrides: Record<string, string> = {}) => ({
  fullName: 'Ravi Kumar',
  designation: 'Engineer',
  email: 'ravi@acme.test',
  phoneNumber: '+91 98450 00001',
  department: 'Engineering/IT',
  ...overrides,
});

async function users(client: TestClient): Promise<DirectoryUser[]> {
  return (await client.get('/api/users')).json<{ users: DirectoryUser[] }>().users;
}

describe('directory users', () => {
  it('refuses anyone signed out', async () => {
    const anonymous = new TestClient(testApp.app);
    expect((await anonymous.get('/api/users')).statusCode).toBe(401);
    expect((await anonymous.post('/api/users', person())).statusCode).toBe(401);
  });

  it('adds a user, lists them, and adds their department', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const created = await client.post('/api/users', person());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'User created successfully!' });
    const listed = await users(client);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject(person());
    expect(listed[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.get('/api/departments')).json()).toMatchObject({
      departments: ['Engineering/IT'],
      details: [{ name: 'Engineering/IT', userCount: 1, parent: null, position: null }],
    });
  });

  it('names missing fields and refuses a second user with the same e-mail in any case', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const missing = await client.post('/api/users', { fullName: '', email: 'not-an-email', department: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      fullName: 'Full name is required',
      email: 'Enter a valid email address',
      department: 'Department name required',
    });
    await client.post('/api/users', person());
    const duplicate = await client.post('/api/users', person({ email: 'RAVI@acme.test ' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe(
      'A user with this email already exists in your directory.',
    );
  });

  it('edits and deletes a user', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const { user } = (await client.post('/api/users', person())).json<{ user: DirectoryUser }>();
    const edited = await client.put(
      `/api/users/${user.id}`,
      person({ designation: 'Lead Engineer', department: 'Sales' }),
    );
    expect(edited.json()).toMatchObject({ user: { designation: 'Lead Engineer', department: 'Sales' } });
    expect((await client.delete(`/api/users/${user.id}`)).statusCode).toBe(200);
    expect(await users(client)).toEqual([]);
    expect((await client.delete(`/api/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('CSV import', () => {
  const csv = [
    '\uFEFFFull Name,Designation,Email ID,Phone Number,Department',
    '"Mehta, Asha",Head of Sales,asha@acme.test,+91 98450 11111,Sales',
    '',
    'Ravi Kumar,"Engineer, Platform",ravi@acme.test,,Engineering/IT',
    'Bad Row,Intern,not-an-email,,Sales',
    'Asha Again,Analyst,ASHA@acme.test,,Sales',
    '"Line\r\nBreak",Writer,writer@acme.test,,Marketing',
    ',,,,',
    'Existing Person,CEO,existing@acme.test,,Executive/Leadership',
  ].join('\r\n');

  it('imports exactly the valid rows and reports each row by its number', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    await client.post('/api/users', person({ email: 'existing@acme.test', fullName: 'Old Name' }));

    const response = await client.post('/api/users/upload', { csvData: csv });
    expect(response.statusCode).toBe(200);
    const report = response.json<UploadUsersResponse>();
    expect(report).toMatchObject({ created: 3, updated: 1, rejected: 2 });
    expect(report.rows).toEqual([
      { row: 2, status: 'created', email: 'asha@acme.test' },
      { row: 4, status: 'created', email: 'ravi@acme.test' },
      { row: 5, status: 'rejected', email: 'not-an-email', reason: 'Enter a valid email address' },
      { row: 6, status: 'rejected', email: 'ASHA@acme.test', reason: 'Same e-mail as row 2' },
      { row: 7, status: 'created', email: 'writer@acme.test' },
      { row: 9, status: 'updated', email: 'existing@acme.test' },
    ]);

    const byEmail = new Map((await users(client)).map((user) => [user.email, user]));
    expect(byEmail.size).toBe(4);
    expect(byEmail.get('asha@acme.test')).toMatchObject({ fullName: 'Mehta, Asha', department: 'Sales' });
    expect(byEmail.get('ravi@acme.test')).toMatchObject({ designation: 'Engineer, Platform' });
    expect(byEmail.get('writer@acme.test')?.fullName).toBe('Line\r\nBreak');
    expect(byEmail.get('existing@acme.test')).toMatchObject({ fullName: 'Existing Person', designation: 'CEO' });
    const { details } = (await client.get('/api/departments')).json<{
      details: { name: string; userCount: number }[];
    }>();
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sales', userCount: 1 }),
        expect.objectContaining({ name: 'Marketing', userCount: 1 }),
        expect.objectContaining({ name: 'Executive/Leadership', userCount: 1 }),
      ]),
    );
  });

  it('refuses a file without the required columns, naming them', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const response = await client.post('/api/users/upload', { csvData: 'Name Only\nAsha\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Full Name, Designation, Email ID');
    expect(await users(client)).toEqual([]);
  });

  it('refuses more rows than the limit, importing nothing', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const rows = Array.from({ length: 10_001 }, (_, index) => `Person ${index},,p${index}@acme.test,,`);
    const response = await client.post('/api/users/upload', {
      csvData: ['Full Name,Designation,Email ID,Phone Number,Department', ...rows].join('\n'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('at most 10000');
    expect(await users(client)).toEqual([]);
  });
});

describe('departments and custom lists', () => {
  it('creates a department once, whatever the case', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const created = await client.post('/api/departments', { name: '  Strategy Office ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ department: { name: 'Strategy Office', userCount: 0 } });
    expect((await client.post('/api/departments', { name: 'strategy office' })).statusCode).toBe(409);
    const blank = await client.post('/api/departments', { name: '   ' });
    expect(blank.json<{ message: string }>().message).toContain('Department name required');
  });

  it('creates a list of selected users and shows its count', async () => {
    const { client } = await createSignedInCompany(testApp.app);
    const a = (await client.post('/api/users', person({ email: 'a@acme.test' }))).json<{ user: DirectoryUser }>().user;
    const b = (await client.post('/api/users', person({ email: 'b@acme.test' }))).json<{ user: DirectoryUser }>().user;
    const created = await client.post('/api/user-lists', {
      name: 'Leadership offsite',
      description: 'Everyone at the March offsite',
      selectedUsers: [a.id, b.id, a.id],
    });
    expect(created.statusCode).toBe(201);
    const { lists } = (await client.get('/api/user-lists')).json<{ lists: UserList[] }>();
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Leadership offsite', userCount: 2 });
    expect([...(lists[0]?.userIds ?? [])].sort()).toEqual([a.id, b.id].sort());
    const empty = await client.post('/api/user-lists', { name: 'Nobody', selectedUsers: [] });
    expect(empty.json<{ message: string }>().message).toContain('Select at least one user');
  });
});

describe('tenant isolation', () => {
  it("company B cannot see or change company A's users, departments or lists", async () => {
    const [a, b] = await createTwoCompanies(testApp.app);
    const { user } = (await a.client.post('/api/users', person())).json<{ user: DirectoryUser }>();
    await a.client.post('/api/user-lists', { name: 'A list', selectedUsers: [user.id] });

    expect(await users(b.client)).toEqual([]);
    expect((await b.client.get('/api/departments')).json()).toEqual({ departments: [], details: [] });
    expect((await b.client.get('/api/user-lists')).json()).toEqual({ lists: [] });
    expect((await b.client.put(`/api/users/${user.id}`, person({ fullName: 'Hijacked' }))).statusCode).toBe(404);
    expect((await b.client.delete(`/api/users/${user.id}`)).statusCode).toBe(404);
    const stolen = await b.client.post('/api/user-lists', { name: 'Stolen', selectedUsers: [user.id] });
    expect(stolen.statusCode).toBe(400);
    // The same e-mail is free in another company's directory.
    expect((await b.client.post('/api/users', person())).statusCode).toBe(201);
    expect((await users(a.client))[0]?.fullName).toBe('Ravi Kumar');
  });
});
