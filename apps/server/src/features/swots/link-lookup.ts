import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { swotInvitees, swots } from '../../db/schema/swots.ts';

/**
 * A SWOT found by the link a participant opened (the shared link's token, or the hash of a personal
 * link's): what the participation page shows and checks. Not tenant-scoped: the token is the credential.
 */
const tokenSwotColumns = {
  id: swots.id,
  companyId: swots.companyId,
  title: swots.title,
  description: swots.description,
  startDate: swots.startDate,
  startTime: swots.startTime,
  endDate: swots.endDate,
  endTime: swots.endTime,
  timezone: swots.timezone,
  startsAt: swots.startsAt,
  endsAt: swots.endsAt,
  closedAt: swots.closedAt,
  sharedLinkEnabled: swots.sharedLinkEnabled,
  allowRepeatAnswers: swots.allowRepeatAnswers,
  organizationName: companies.organizationName,
  companyActive: companies.isActive,
};

/**
 * A SWOT by the hash of a personal link's token, with the invitee's id and
 * whether the link was used. Not tenant-scoped: the token is the credential.
 */
export async function findSwotByPersonalTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ ...tokenSwotColumns, inviteeId: swotInvitees.id, responded: swotInvitees.responded })
    .from(swotInvitees)
    .innerJoin(swots, eq(swots.id, swotInvitees.swotId))
    .innerJoin(companies, eq(companies.id, swots.companyId))
    .where(eq(swotInvitees.tokenHash, tokenHash));
  return row ?? null;
}

/** A SWOT by its public token, with the organiser's name. Not tenant-scoped: the token is the credential. */
export async function findSwotByToken(db: Database, token: string) {
  const [row] = await db
    .select(tokenSwotColumns)
    .from(swots)
    .innerJoin(companies, eq(companies.id, swots.companyId))
    .where(eq(swots.uniqueToken, token));
  return row ?? null;
}

export type TokenSwot = NonNullable<Awaited<ReturnType<typeof findSwotByToken>>>;
