import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from '@foursight/shared/contract/auth';
import { gstinCheckCharacter } from '@foursight/shared/domain/gstin';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { outboundMessages } from '../src/db/schema/messages.ts';
import { insertAdmin } from '../src/features/admin/admin.repository.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { TestClient, type ClientOptions } from './http-client.ts';

export const TEST_PASSWORD = 'quiet meadow lantern 42';

/** A valid GSTIN no other call gives (26^6 × 10^4 PANs): its check character worked out. */
export function uniqueGstin(stateCode = '29'): string {
  const bytes = randomBytes(10);
  const letter = (index: number) => String.fromCharCode(65 + (bytes[index]! % 26));
  const digit = (index: number) => String(bytes[index]! % 10);
  const first14 = `${stateCode}${[0, 1, 2, 3, 4].map(letter).join('')}${[5, 6, 7, 8].map(digit).join('')}${letter(9)}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** Registration details unique to this call, so tests sharing a database never collide. */
export function registrationFor(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const tag = randomUUID().slice(0, 8);
  return {
    organizationName: `Acme ${tag}`,
    contactName: 'Asha Mehta',
    email: `asha.${tag}@example.test`,
    password: TEST_PASSWORD,
    fullAddress: '12 MG Road, Bengaluru',
    officialDomain: `acme-${tag}.example`,
    mobileNumber: '+91 98450 12345',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    zipCode: '560001',
    taxNumber: uniqueGstin(),
    ...overrides,
  };
}

export interface SignedInCompany {
  client: TestClient;
  registration: RegisterRequest;
}

/** Registers a company through the API and signs its owner in. */
export async function createSignedInCompany(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
  clientOptions: ClientOptions = {},
): Promise<SignedInCompany> {
  const registration = registrationFor(overrides);
  const client = new TestClient(app, clientOptions);
  const registered = await client.post('/api/register', registration);
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const login = await client.post('/api/login', { email: registration.email, password: registration.password });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { client, registration };
}

/**
 * Two companies in one call, each signed in, for tenant-isolation tests:
 * whatever company A creates, company B must not be able to read or change.
 */
export async function createTwoCompanies(app: FastifyInstance): Promise<[SignedInCompany, SignedInCompany]> {
  const first = await createSignedInCompany(app);
  const second = await createSignedInCompany(app);
  return [first, second];
}

/** Creates a platform admin straight in the database and signs it in. */
export async function createSignedInAdmin(app: FastifyInstance, db: Database): Promise<TestClient> {
  const email = `admin.${randomUUID().slice(0, 8)}@foursight.test`;
  const password = 'steady harbour compass 9';
  await insertAdmin(db, {
    email,
    emailKey: normalizeKey(email),
    name: 'Test Admin',
    passwordHash: await hashPassword(password),
  });
  const client = new TestClient(app);
  const response = await client.post('/api/admin/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return client;
}

/** A SWOT that is open now (yesterday to tomorrow, UTC), created through the API. */
export async function createOpenSwot(
  client: TestClient,
  now: Date,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; uniqueToken: string }> {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await client.post('/api/swot/create', {
    title: 'Annual strategy review',
    description: 'Where we stand before planning next year',
    startDate: day(-1),
    endDate: day(1),
    timezone: 'UTC',
    ...overrides,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return response.json<{ swot: { id: string; uniqueToken: string } }>().swot;
}

type Answers = Partial<Record<'strengths' | 'weaknesses' | 'opportunities' | 'threats', string>>;

/**
 * Submits answers anonymously on the public link, one request each, each from
 * a participant's own client: a client that kept the first answer's cookie
 * would be refused the second (one answer per browser on the shared link).
 */
export async function submitAnswers(app: FastifyInstance, token: string, answers: readonly Answers[]): Promise<void> {
  for (const answer of answers) {
    const response = await new TestClient(app).post(`/api/participate/${token}/submit`, {
      strengths: '',
      weaknesses: '',
      opportunities: '',
      threats: '',
      ...answer,
      idempotencyKey: randomUUID(),
    });
    if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  }
}

/** The invitation link's token from the newest e-mail to this address in the outbox. */
export async function invitationTokenFor(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ text: outboundMessages.textBody })
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, email))
    .orderBy(desc(outboundMessages.createdAt))
    .limit(1);
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

/** A colleague of the owner's company with this role: invited by the owner, accepted, signed in on a client of their own. */
export async function createColleague(
  app: FastifyInstance,
  db: Database,
  owner: TestClient,
  role: 'viewer' | 'editor' | 'owner',
): Promise<{ client: TestClient; email: string; id: string }> {
  const email = `${role}.${randomUUID().slice(0, 8)}@example.test`;
  const invited = await owner.post('/api/team/invitations', { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const token = await invitationTokenFor(db, email);
  const client = new TestClient(app);
  const accepted = await client.post(`/api/invitations/${token}/accept`, {
    contactName: `Colleague ${role}`,
    password: TEST_PASSWORD,
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  const team = (await owner.get('/api/team')).json<{ members: { id: string; email: string }[] }>();
  return { client, email, id: team.members.find((member) => member.email === email)!.id };
}
