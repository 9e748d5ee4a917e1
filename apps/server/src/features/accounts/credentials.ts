import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/*
 * An organiser's credentials: the reads that carry a password hash, and the write that changes it. Only
 * auth imports this module (lint: .dependency-cruiser.cjs), so no other feature can reach a hash.
 */

/** What sign-in and a password change read of an account: the person, their hash, and their company's standing. */
const accountColumns = {
  userId: users.id,
  companyId: users.companyId,
  email: users.email,
  contactName: users.contactName,
  role: users.role,
  passwordHash: users.passwordHash,
  profileImageUrl: users.profileImageUrl,
  language: users.language,
  organizationName: companies.organizationName,
  plan: companies.plan,
  companyActive: companies.isActive,
};

/**
 * Account lookups by sign-in name. These read across companies on purpose:
 * at sign-in and registration there is no tenant yet, and uniqueness of
 * e-mail, organisation name, domain and tax number is platform-wide.
 */
export async function findAccountByEmailKey(db: Database, emailKey: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.emailKey, emailKey))
    .limit(1);
  return row ?? null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmailKey>>>;

export async function findAccountByUserId(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
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
