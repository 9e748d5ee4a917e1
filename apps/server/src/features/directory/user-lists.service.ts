import type { CreateUserListSchema, UserList, UserListDetail } from '@foursight/shared/contract/directory';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repository from './user-lists.repository.ts';

type ListInput = z.output<typeof CreateUserListSchema>;

const NOT_FOUND = 'That list is not in your directory.';
const NOT_OWNED = 'Some selected users are not in your directory.';

function toUserList(row: repository.UserListRow, userIds: string[]): UserList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    userIds,
    userCount: userIds.length,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The chosen people once each, after checking every one is in the company's directory. */
async function ownedMembers(db: Database, companyId: string, selected: string[]): Promise<string[]> {
  const userIds = [...new Set(selected)];
  const owned = await repository.companyUserIds(db, companyId, userIds);
  if (owned.size !== userIds.length) throw new AppError('VALIDATION_FAILED', NOT_OWNED, { selectedUsers: NOT_OWNED });
  return userIds;
}

export async function listUserLists(deps: AppDeps, session: UserSession): Promise<UserList[]> {
  return (await repository.listUserLists(deps.database.db, session.companyId)).map((row) =>
    toUserList(row, row.userIds),
  );
}

/** One list with its members (people deleted from the directory have already left it). */
export async function getUserList(deps: AppDeps, session: UserSession, id: string): Promise<UserListDetail> {
  const db = deps.database.db;
  const row = await repository.findUserList(db, session.companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const members = await repository.listMembers(db, session.companyId, id);
  return {
    ...toUserList(
      row,
      members.map((member) => member.id),
    ),
    members,
  };
}

export async function createUserList(deps: AppDeps, session: UserSession, input: ListInput, ip: string) {
  return deps.database.db.transaction(async (tx) => {
    const userIds = await ownedMembers(tx, session.companyId, input.selectedUsers);
    const row = await repository.insertUserList(
      tx,
      session.companyId,
      { name: input.name, description: input.description },
      userIds,
    );
    await recordAudit(tx, {
      action: 'USER_LIST_CREATED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'user_list',
      entityId: row.id,
      ipAddress: ip,
    });
    return toUserList(row, userIds);
  });
}

/**
 * Replaces a list's name, description and members, with the rules of
 * creation. Not found comes before the member check, so another company's
 * list id learns nothing from which people it names.
 */
export async function updateUserList(deps: AppDeps, session: UserSession, id: string, input: ListInput, ip: string) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await repository.findUserList(tx, session.companyId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    const userIds = await ownedMembers(tx, session.companyId, input.selectedUsers);
    const row = await repository.replaceUserList(
      tx,
      session.companyId,
      id,
      { name: input.name, description: input.description },
      userIds,
    );
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await recordAudit(tx, {
      action: 'USER_LIST_UPDATED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'user_list',
      entityId: id,
      ipAddress: ip,
      metadata: { members: userIds.length },
    });
    return toUserList(row, userIds);
  });
}

/**
 * Deletes a list, never its people. SWOTs that invited it keep their stored
 * choice and their invitations: invitations were resolved to people when the
 * SWOT was created, so nothing about a running SWOT changes.
 */
export async function deleteUserList(deps: AppDeps, session: UserSession, id: string, ip: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await repository.deleteUserList(tx, session.companyId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    await recordAudit(tx, {
      action: 'USER_LIST_DELETED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'user_list',
      entityId: id,
      ipAddress: ip,
    });
  });
}
