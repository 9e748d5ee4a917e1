import type { Database } from '../../db/client.ts';
import * as repository from './invitees.repository.ts';

/**
 * The participation feature's door to personal links (this feature owns
 * swot_invitees). Claiming happens in a statement of its own, before and
 * apart from the transaction that stores the answer: the answer's row and
 * the "responded" flag are never written by one transaction.
 */
export function claimPersonalLink(db: Database, inviteeId: string): Promise<boolean> {
  return repository.claimInvitee(db, inviteeId);
}

export function releasePersonalLink(db: Database, inviteeId: string): Promise<void> {
  return repository.releaseInvitee(db, inviteeId);
}

export function markPersonalLinkOpened(db: Database, inviteeId: string, now: Date): Promise<void> {
  return repository.markOpened(db, inviteeId, now);
}

/** Who a later round of the SWOT invites (features/rounds): the first round's invitees, by id, name and address. */
export async function inviteesOf(
  db: Database,
  companyId: string,
  swotId: string,
): Promise<{ id: string; fullName: string; email: string }[]> {
  const rows = await repository.listInvitees(db, companyId, swotId);
  return rows.map((row) => ({ id: row.id, fullName: row.fullName, email: row.email }));
}
