import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies, userRecords as users } from '../accounts/account-read-model.ts';

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
