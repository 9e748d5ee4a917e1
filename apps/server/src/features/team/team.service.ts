import type { TeamMember, TeamResponse } from '@foursight/shared/contract/team';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { endAllSessions, type UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetTwoFactor } from '../two-factor/two-factor.service.ts';
import { toInvitation } from './team-invitations.service.ts';
import * as accounts from '../accounts/accounts.service.ts';
import * as repository from './team.repository.ts';

/** The company's people and their roles; invitations are in team-invitations.service.ts. */

function toMember(
  row: { id: string; contactName: string; email: string; role: OrganiserRole; createdAt: Date },
  session: UserSession,
): TeamMember {
  return { ...row, createdAt: row.createdAt.toISOString(), isYou: row.id === session.userId };
}

export async function getTeam(deps: AppDeps, session: UserSession): Promise<TeamResponse> {
  const db = deps.database.db;
  const members = await repository.listMembers(db, session.companyId);
  const invitations =
    session.role === 'owner' ? await repository.listOpenInvitations(db, session.companyId, deps.now()) : [];
  return { members: members.map((row) => toMember(row, session)), invitations: invitations.map(toInvitation) };
}

/**
 * Changes a colleague's role. The company's people are locked first, so the
 * last-owner rule holds under two simultaneous changes.
 */
export async function changeRole(
  deps: AppDeps,
  session: UserSession,
  memberId: string,
  role: OrganiserRole,
  ipAddress: string,
): Promise<TeamMember> {
  return deps.database.db.transaction(async (tx) => {
    const members = await accounts.lockMembers(tx, session.companyId);
    const member = members.find((row) => row.id === memberId);
    if (!member) throw new AppError('NOT_FOUND', 'Colleague not found.');
    if (member.role === 'owner' && role !== 'owner' && countOwners(members) === 1) {
      throw new AppError('CONFLICT', 'The account needs an owner: make someone else an owner first.');
    }
    if (member.role !== role) {
      await accounts.updateRole(tx, session.companyId, memberId, role);
      await recordAudit(tx, {
        action: 'COLLEAGUE_ROLE_CHANGED',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'user',
        entityId: memberId,
        ipAddress,
        metadata: { email: member.email, from: member.role, to: role },
      });
    }
    return toMember({ ...member, role }, session);
  });
}

/** Removes a colleague: their account, their second factor and every session, at once (their next request is 401). */
export async function removeMember(deps: AppDeps, session: UserSession, memberId: string, ipAddress: string) {
  await deps.database.db.transaction(async (tx) => {
    const members = await accounts.lockMembers(tx, session.companyId);
    const member = members.find((row) => row.id === memberId);
    if (!member) throw new AppError('NOT_FOUND', 'Colleague not found.');
    if (member.role === 'owner' && countOwners(members) === 1) {
      throw new AppError('CONFLICT', 'The last owner cannot be removed: make someone else an owner first.');
    }
    await endAllSessions(tx, 'user', memberId);
    await accounts.deleteMember(tx, session.companyId, memberId);
    await forgetTwoFactor(tx, { kind: 'user', id: memberId });
    await recordAudit(tx, {
      action: 'COLLEAGUE_REMOVED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'user',
      entityId: memberId,
      ipAddress,
      metadata: { email: member.email, role: member.role },
    });
  });
}

function countOwners(members: { role: OrganiserRole }[]): number {
  return members.filter((row) => row.role === 'owner').length;
}
