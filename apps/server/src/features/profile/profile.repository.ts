import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

export async function findProfile(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      contactName: users.contactName,
      createdAt: users.createdAt,
      organizationName: companies.organizationName,
      fullAddress: companies.fullAddress,
      officialDomain: companies.officialDomain,
      mobileNumber: companies.mobileNumber,
      country: companies.country,
      state: companies.state,
      city: companies.city,
      zipCode: companies.zipCode,
      taxNumber: companies.taxNumber,
      plan: companies.plan,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

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
