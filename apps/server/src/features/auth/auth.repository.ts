import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Account lookups by sign-in name. These read across companies on purpose:
 * at sign-in and registration there is no tenant yet, and uniqueness of
 * e-mail, organisation name, domain and tax number is platform-wide.
 */
export async function findAccountByEmailKey(db: Database, emailKey: string) {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      contactName: users.contactName,
      role: users.role,
      passwordHash: users.passwordHash,
      profileImageUrl: users.profileImageUrl,
      organizationName: companies.organizationName,
      plan: companies.plan,
      companyActive: companies.isActive,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.emailKey, emailKey))
    .limit(1);
  return row ?? null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmailKey>>>;

export async function findAccountByUserId(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      contactName: users.contactName,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
      passwordHash: users.passwordHash,
      organizationName: companies.organizationName,
      plan: companies.plan,
      companyActive: companies.isActive,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

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

export async function updatePasswordHash(
  db: Database,
  companyId: string,
  userId: string,
  passwordHash: string,
  changedAt?: Date,
): Promise<void> {
  await db
    .update(users)
    .set(changedAt ? { passwordHash, passwordChangedAt: changedAt } : { passwordHash })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
