import type { Database } from '../../db/client.ts';
import * as repository from './invitees.repository.ts';

/** Who a later round of the SWOT invites (features/rounds): the first round's invitees, by id, name and address. */
export async function inviteesOf(
  db: Database,
  companyId: string,
  swotId: string,
): Promise<{ id: string; fullName: string; email: string }[]> {
  const rows = await repository.listInvitees(db, companyId, swotId);
  return rows.map((row) => ({ id: row.id, fullName: row.fullName, email: row.email }));
}
