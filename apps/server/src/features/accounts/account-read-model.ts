import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What other features read of companies and their people's sign-in accounts: accounts owns both tables
 * and publishes these read models (subqueries a feature joins in its own query, as it would the table;
 * PostgreSQL pulls a plain subquery up, so the plan is the same). They leave out what only accounts
 * reads: password hashes, the uniqueness keys of names, domains and tax numbers. Writes go through
 * accounts.service.ts.
 */
const qb = new QueryBuilder();

/** A company as others read it: its registered details, plan and standing. */
export const companyRecords = qb
  .select({
    id: companies.id,
    organizationName: companies.organizationName,
    officialDomain: companies.officialDomain,
    taxNumber: companies.taxNumber,
    fullAddress: companies.fullAddress,
    mobileNumber: companies.mobileNumber,
    country: companies.country,
    state: companies.state,
    city: companies.city,
    zipCode: companies.zipCode,
    /** The catalogue name of the company's plan (features/plans). */
    plan: companies.plan,
    /** False while the platform admin has the company suspended. */
    isActive: companies.isActive,
    whatsappNotifications: companies.whatsappNotifications,
    createdAt: companies.createdAt,
  })
  .from(companies)
  .as('company_records');

/**
 * An organiser's sign-in account as others read it. "Users" here are the people who sign in (the
 * Team); the people a SWOT invites are the directory's.
 */
export const userRecords = qb
  .select({
    id: users.id,
    companyId: users.companyId,
    email: users.email,
    /** The e-mail as compared (shared/domain/identity.ts `normalizeKey`): what a lookup by address matches. */
    emailKey: users.emailKey,
    contactName: users.contactName,
    role: users.role,
    profileImageUrl: users.profileImageUrl,
    createdAt: users.createdAt,
  })
  .from(users)
  .as('user_records');

/**
 * The role a signed-in organiser still has in the session's company, as a scalar SQL expression: null
 * when the account is gone, belongs to another company, or the company is suspended. The http floor's
 * session lookup embeds it (composed in app.ts), so reading a session stays one query. Name the outer
 * columns with their table (sql`${table}.user_id`).
 */
export function accountStanding(userId: SQL, companyId: SQL): SQL<OrganiserRole | null> {
  // Built by the query builder, which names every column with its table: in the select list of a
  // one-table query drizzle writes a bare column without it, which a join here would make ambiguous.
  const role = qb
    .select({ role: users.role })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(companies.isActive, true)));
  return sql<OrganiserRole | null>`${role}`;
}
