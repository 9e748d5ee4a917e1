import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { colleagueInvitations } from '../../db/schema/team.ts';
import { companyRecords as companies, userRecords as users } from '../accounts/account-read-model.ts';

/**
 * Every query here is scoped to one company, except the invitation lookup by
 * its token hash (no tenant yet) and emailBelongsToSomeone (see there).
 */

export function listMembers(db: Database, companyId: string) {
  return db
    .select({
      id: users.id,
      contactName: users.contactName,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.createdAt), asc(users.email));
}

export function listOpenInvitations(db: Database, companyId: string, now: Date) {
  return db
    .select({
      id: colleagueInvitations.id,
      email: colleagueInvitations.email,
      role: colleagueInvitations.role,
      createdAt: colleagueInvitations.createdAt,
      expiresAt: colleagueInvitations.expiresAt,
    })
    .from(colleagueInvitations)
    .where(
      and(
        eq(colleagueInvitations.companyId, companyId),
        isNull(colleagueInvitations.acceptedAt),
        isNull(colleagueInvitations.revokedAt),
        gt(colleagueInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(colleagueInvitations.createdAt));
}

export async function insertInvitation(db: Database, invitation: typeof colleagueInvitations.$inferInsert) {
  const [row] = await db.insert(colleagueInvitations).values(invitation).returning({
    id: colleagueInvitations.id,
    email: colleagueInvitations.email,
    role: colleagueInvitations.role,
    createdAt: colleagueInvitations.createdAt,
    expiresAt: colleagueInvitations.expiresAt,
  });
  return row!;
}

/** Withdraws the company's open invitations (all of them, or those to one e-mail); returns how many. */
export async function revokeInvitations(
  db: Database,
  companyId: string,
  now: Date,
  which: { id: string } | { emailKey: string },
): Promise<number> {
  const rows = await db
    .update(colleagueInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(colleagueInvitations.companyId, companyId),
        'id' in which ? eq(colleagueInvitations.id, which.id) : eq(colleagueInvitations.emailKey, which.emailKey),
        isNull(colleagueInvitations.acceptedAt),
        isNull(colleagueInvitations.revokedAt),
      ),
    )
    .returning({ id: colleagueInvitations.id });
  return rows.length;
}

/** A live invitation by its token hash, with its company and who sent it. */
export async function findLiveInvitation(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: colleagueInvitations.id,
      companyId: colleagueInvitations.companyId,
      email: colleagueInvitations.email,
      emailKey: colleagueInvitations.emailKey,
      role: colleagueInvitations.role,
      expiresAt: colleagueInvitations.expiresAt,
      organizationName: companies.organizationName,
      companyActive: companies.isActive,
      invitedBy: users.contactName,
    })
    .from(colleagueInvitations)
    .innerJoin(companies, eq(companies.id, colleagueInvitations.companyId))
    .leftJoin(users, eq(users.id, colleagueInvitations.invitedBy))
    .where(
      and(
        eq(colleagueInvitations.tokenHash, tokenHash),
        isNull(colleagueInvitations.acceptedAt),
        isNull(colleagueInvitations.revokedAt),
        gt(colleagueInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses an invitation up, only if it is still live: of two simultaneous acceptances, one gets it. */
export async function takeInvitation(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(colleagueInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(colleagueInvitations.id, id),
        isNull(colleagueInvitations.acceptedAt),
        isNull(colleagueInvitations.revokedAt),
        gt(colleagueInvitations.expiresAt, now),
      ),
    )
    .returning({ id: colleagueInvitations.id });
  return rows.length === 1;
}

/** Whether this company already has a colleague with this e-mail. */
export async function isMember(db: Database, companyId: string, emailKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.emailKey, emailKey)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether any company has an account with this e-mail: across tenants on
 * purpose, since an address signs in to one company only. Its answer goes
 * only to the holder of an invitation to that address, never to an inviter.
 */
export async function emailBelongsToSomeone(db: Database, emailKey: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey)).limit(1);
  return rows.length > 0;
}
