import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies, userRecords as users } from '../accounts/account-read-model.ts';

// The platform admin sees every company: these queries have no tenant filter by design.

export async function companyTotals(db: Database, monthStart: Date, startingPlan: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${companies.isActive}))::int`,
      paidActive: sql<number>`(count(*) filter (where ${companies.isActive} and ${companies.plan} <> ${startingPlan}))::int`,
      newThisMonth: sql<number>`(count(*) filter (where ${companies.createdAt} >= ${monthStart}))::int`,
    })
    .from(companies);
  return row!;
}

/** Companies per plan. */
export function planBreakdown(db: Database) {
  return db
    .select({ plan: companies.plan, count: sql<number>`count(*)::int` })
    .from(companies)
    .groupBy(companies.plan);
}

/** The plan of each of these companies. */
export async function plansOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, plan: companies.plan })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((row) => [row.id, row.plan]));
}

/** Every company with its owner (the first account) and this month's payments. */
export function listCompanies(db: Database, onlyId?: string) {
  const owner = db
    .selectDistinctOn([users.companyId], {
      companyId: users.companyId,
      contactName: users.contactName,
      email: users.email,
    })
    .from(users)
    .orderBy(users.companyId, asc(users.createdAt))
    .as('owner');
  return db
    .select({
      id: companies.id,
      organizationName: companies.organizationName,
      contactName: sql<string>`coalesce(${owner.contactName}, '')`,
      contactEmail: sql<string>`coalesce(${owner.email}, '')`,
      createdAt: companies.createdAt,
      plan: companies.plan,
      isActive: companies.isActive,
      taxNumber: companies.taxNumber,
    })
    .from(companies)
    .leftJoin(owner, eq(owner.companyId, companies.id))
    .where(onlyId ? eq(companies.id, onlyId) : undefined)
    .orderBy(desc(companies.createdAt));
}

export async function findCompany(db: Database, id: string) {
  const [row] = await db
    .select({ id: companies.id, isActive: companies.isActive, plan: companies.plan, taxNumber: companies.taxNumber })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function findCompanyIdByOwnerEmail(db: Database, emailKey: string): Promise<string | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.emailKey, emailKey));
  return row?.companyId ?? null;
}
