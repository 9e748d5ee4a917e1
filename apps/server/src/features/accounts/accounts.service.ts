import { and, eq } from 'drizzle-orm';
import type { AppLanguage } from '@foursight/shared/domain/languages';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Accounts owns companies and users (organisers' sign-in accounts): this module is every read and write of
 * them that other features ask for (auth's registration, the Team's colleagues, the profile, the admin
 * console, billing, notifications), account-read-model.ts what they join in their own reads, and
 * credentials.ts what only auth reads (password hashes). Accounts only stores: the rules (who may change a
 * role, what a plan allows) stay with the feature that asks, so the queries are here with no repository
 * apart. The functions take the database or the caller's transaction.
 */

/**
 * An account by its id alone, across companies: a password reset link names
 * an account, not a tenant (the link's token is the proof).
 */
export async function findAccountById(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: users.id, companyId: users.companyId, email: users.email, contactName: users.contactName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether a registration's e-mail, name, domain or tax number is in use: platform-wide, so across companies. */
export async function isTaken(
  db: Database,
  field: 'organizationName' | 'email' | 'officialDomain' | 'taxNumber',
  key: string,
): Promise<boolean> {
  const query = {
    organizationName: () =>
      db.select({ id: companies.id }).from(companies).where(eq(companies.organizationNameKey, key)).limit(1),
    officialDomain: () =>
      db.select({ id: companies.id }).from(companies).where(eq(companies.officialDomainKey, key)).limit(1),
    taxNumber: () => db.select({ id: companies.id }).from(companies).where(eq(companies.taxNumberKey, key)).limit(1),
    email: () => db.select({ id: users.id }).from(users).where(eq(users.emailKey, key)).limit(1),
  }[field];
  return (await query()).length > 0;
}

export interface NewAccount {
  company: typeof companies.$inferInsert;
  user: Omit<typeof users.$inferInsert, 'companyId'>;
}

/** Creates the company and its owner in one transaction: both or neither. */
export async function insertAccount(
  db: Database,
  account: NewAccount,
  /** Further rows every new company gets (its default templates), written in the same transaction. */
  onCreated: (tx: Database, companyId: string) => Promise<void>,
): Promise<{ companyId: string; userId: string }> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(account.company).returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');
    const [user] = await tx
      .insert(users)
      .values({ ...account.user, companyId: company.id })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await onCreated(tx, company.id);
    return { companyId: company.id, userId: user.id };
  });
}

/** The company's people, locked until the transaction ends (PostgreSQL), so two owners cannot demote each other at once. */
export function lockMembers(db: Database, companyId: string) {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      contactName: users.contactName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .for('update');
}

export async function updateRole(db: Database, companyId: string, userId: string, role: OrganiserRole) {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** Deletes a colleague's account (their sessions are ended first by the caller, through http/session.ts). */
export async function deleteMember(db: Database, companyId: string, userId: string) {
  await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** A colleague's new account, in the company of the invitation they accepted. */
export async function insertMember(db: Database, user: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}

export interface ProfileChanges {
  contactName: string;
  company: Pick<
    typeof companies.$inferInsert,
    | 'organizationName'
    | 'organizationNameKey'
    | 'officialDomain'
    | 'officialDomainKey'
    | 'taxNumber'
    | 'taxNumberKey'
    | 'fullAddress'
    | 'mobileNumber'
    | 'country'
    | 'state'
    | 'city'
    | 'zipCode'
  >;
}

/** The person's own language for the organiser app. */
export async function setLanguage(db: Database, companyId: string, userId: string, language: AppLanguage) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** The person's name and their company's details change together or not at all. */
export async function updateProfile(
  db: Database,
  companyId: string,
  userId: string,
  changes: ProfileChanges,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ contactName: changes.contactName })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    await tx
      .update(companies)
      .set({ ...changes.company, updatedAt: now })
      .where(eq(companies.id, companyId));
  });
}

/** What the platform admin changes of a company: its standing, plan and GSTIN. The changed company, or null. */
export async function updateCompany(
  db: Database,
  id: string,
  changes: Partial<Pick<typeof companies.$inferInsert, 'isActive' | 'plan' | 'taxNumber' | 'taxNumberKey'>>,
  now: Date,
) {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updatedAt: now })
    .where(eq(companies.id, id))
    .returning({ id: companies.id, isActive: companies.isActive, plan: companies.plan });
  return row ?? null;
}

/** A paid order's plan (billing, in the settlement's transaction). */
export async function setCompanyPlan(db: Database, companyId: string, plan: string, now: Date) {
  await db.update(companies).set({ plan, updatedAt: now }).where(eq(companies.id, companyId));
}

/** The company's choice to send WhatsApp invitations (notifications checks the plan first). */
export async function setWhatsAppNotifications(db: Database, companyId: string, enabled: boolean, now: Date) {
  await db.update(companies).set({ whatsappNotifications: enabled, updatedAt: now }).where(eq(companies.id, companyId));
}
