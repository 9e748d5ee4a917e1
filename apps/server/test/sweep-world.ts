import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exportExpiresAt } from '@foursight/shared/domain/reports';
import { queryRows } from '../src/db/client.ts';
import { writeThemeDiff } from '../src/features/analysis/themes.repository.ts';
import { insertExport } from '../src/features/reports/report-exports.repository.ts';
import type { TestApp } from './build-test-app.ts';
import {
  createColleague,
  createOpenSwot,
  createSignedInAdmin,
  createTwoCompanies,
  invitationTokenFor,
  type SignedInCompany,
} from './factories.ts';
import { TestClient } from './http-client.ts';
import { insertInvoice } from './invoice-factory.ts';

/** What the sweeps generated from the route table call routes with: two companies, an admin, and A's things. */
export interface SweepWorld {
  a: SignedInCompany;
  b: SignedInCompany;
  admin: TestClient;
  anonymous: TestClient;
  /** Company A's colleagues, one per role below owner (A's own client is its first owner). */
  colleagues: Record<'viewer' | 'editor', TestClient>;
  /** Company A's ids, by the kind of thing a path or a body field names. */
  ids: Record<string, string>;
}

async function companyIdOf(t: TestApp, company: SignedInCompany): Promise<string> {
  const [row] = await queryRows<{ company_id: string }>(
    t.deps.database.db,
    sql`SELECT company_id FROM users WHERE email_key = ${company.registration.email.toLowerCase()}`,
  );
  return row!.company_id;
}

/** Company A with one of everything a route can address, company B, a signed-in admin and an anonymous caller. */
export async function buildSweepWorld(t: TestApp): Promise<SweepWorld> {
  const [a, b] = await createTwoCompanies(t.app);
  const admin = await createSignedInAdmin(t.app, t.deps.database.db);
  const anonymous = new TestClient(t.app);
  const ids: Record<string, string> = {};

  const swot = await createOpenSwot(a.client, new Date());
  ids.swot = swot.id;
  ids.token = swot.uniqueToken;
  const user = await a.client.post('/api/users', {
    fullName: 'Ravi Kumar',
    email: `ravi.${randomUUID().slice(0, 8)}@example.test`,
    department: 'Sales',
  });
  ids.user = user.json<{ user: { id: string } }>().user.id;
  const list = await a.client.post('/api/user-lists', { name: 'Leads', selectedUsers: [ids.user] });
  const departments = (await a.client.get('/api/departments')).json<{ details: { id: string }[] }>();
  ids.department = departments.details[0]!.id;
  ids.list = list.json<{ list: { id: string } }>().list.id;
  ids.template = (await a.client.get('/api/email-templates')).json<{ templates: { id: string }[] }>().templates[0]!.id;
  const page = await admin.post('/api/admin/cms/pages', {
    slug: `sweep-${randomUUID().slice(0, 8)}`,
    title: 'Sweep page',
    metaDescription: '',
    content: '<p>Kept as it is.</p>',
    isPublished: true,
    showInMenu: false,
    menuOrder: 0,
  });
  ids.page = page.json<{ page: { id: string } }>().page.id;
  ids.plan = (await admin.get('/api/admin/subscription-plans')).json<{ plans: { id: string }[] }>().plans[0]!.id;
  const goal = await a.client.post('/api/strategic-goals', {
    title: 'Sweep goal',
    category: 'Operations',
    priority: 'Low',
    targetValue: 10,
    unit: '%',
    deadline: '2030-01-01',
  });
  ids.goal = goal.json<{ goal: { id: string } }>().goal.id;
  ids.company = await companyIdOf(t, a);
  const viewer = await createColleague(t.app, t.deps.database.db, a.client, 'viewer');
  const editor = await createColleague(t.app, t.deps.database.db, a.client, 'editor');
  ids.member = viewer.id;
  const invitee = `invitee.${randomUUID().slice(0, 8)}@example.test`;
  const invited = await a.client.post('/api/team/invitations', { email: invitee, role: 'viewer' });
  ids.invitation = invited.json<{ invitation: { id: string } }>().invitation.id;
  ids.invitationToken = await invitationTokenFor(t.deps.database.db, invitee);
  ids.invoice = (await insertInvoice(t.deps.database.db, { companyId: ids.company })).id;
  // An export waiting for its job, written without queuing one: on a shared PostgreSQL another file's
  // worker would otherwise run it and change A's rows in the middle of the sweep.
  const now = new Date();
  ids.export = (
    await insertExport(t.deps.database.db, {
      companyId: ids.company,
      swotId: ids.swot,
      format: 'csv',
      fileName: 'sweep.csv',
      rowsTotal: 0,
      createdAt: now,
      updatedAt: now,
      expiresAt: exportExpiresAt(now),
    })
  ).id;
  // A theme record of A's SWOT, written as an analysis writes it (the SWOT has no answers to analyse).
  ids.theme = randomUUID();
  const responseId = randomUUID();
  await writeThemeDiff(
    t.deps.database.db,
    ids.company,
    ids.swot,
    [],
    [
      {
        id: ids.theme,
        quadrant: 'strengths',
        label: 'Sweep theme',
        edited: false,
        hidden: false,
        statements: [
          { key: `${responseId}:strengths:0`, responseId, text: 'A loyal team', writtenIn: 'strengths', pinned: false },
        ],
      },
    ],
    now,
  );
  // A second round of A's SWOT, rating that theme (the SWOT has no invitees: no links, no mail).
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const round = await a.client.post(`/api/swot/${ids.swot}/rounds`, { startDate: day(-1), endDate: day(1) });
  if (round.statusCode !== 201) throw new Error(`round failed: ${round.body}`);
  ids.round = round.json<{ round: { id: string } }>().round.id;
  return { a, b, admin, anonymous, colleagues: { viewer: viewer.client, editor: editor.client }, ids };
}
