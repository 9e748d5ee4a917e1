import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, directoryUsers, userListMembers, userLists } from '../../db/schema/directory.ts';

export type UserListRow = typeof userLists.$inferSelect;

/** PostgreSQL takes at most 65 535 parameters a statement; 1000 ids at a time stays far below. */
const CHUNK = 1000;

/**
 * The ids among these that belong to the company. Inside a transaction the
 * rows stay share-locked until it ends, so a person deleted at the same
 * moment cannot turn the member insert into a foreign-key failure.
 */
export async function companyUserIds(db: Database, companyId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: directoryUsers.id })
      .from(directoryUsers)
      .where(and(eq(directoryUsers.companyId, companyId), inArray(directoryUsers.id, ids.slice(start, start + CHUNK))))
      .for('share');
    for (const row of rows) found.add(row.id);
  }
  return found;
}

async function insertMembers(db: Database, listId: string, userIds: string[]) {
  for (let start = 0; start < userIds.length; start += CHUNK) {
    await db
      .insert(userListMembers)
      .values(userIds.slice(start, start + CHUNK).map((userId) => ({ listId, userId })))
      .onConflictDoNothing();
  }
}

export async function insertUserList(
  db: Database,
  companyId: string,
  list: { name: string; description: string },
  userIds: string[],
) {
  const [row] = await db
    .insert(userLists)
    .values({ companyId, ...list })
    .returning();
  await insertMembers(db, row!.id, userIds);
  return row!;
}

/** One of the company's lists, or null (another company's id reads as unknown). */
export async function findUserList(db: Database, companyId: string, id: string): Promise<UserListRow | null> {
  const [row] = await db
    .select()
    .from(userLists)
    .where(and(eq(userLists.companyId, companyId), eq(userLists.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces a list's name, description and whole member set. Run inside a
 * transaction: the members are deleted and written again, and nobody may
 * see the list half-way.
 */
export async function replaceUserList(
  db: Database,
  companyId: string,
  id: string,
  list: { name: string; description: string },
  userIds: string[],
): Promise<UserListRow | null> {
  const [row] = await db
    .update(userLists)
    .set(list)
    .where(and(eq(userLists.companyId, companyId), eq(userLists.id, id)))
    .returning();
  if (!row) return null;
  await db.delete(userListMembers).where(eq(userListMembers.listId, row.id));
  await insertMembers(db, row.id, userIds);
  return row;
}

/** Deletes a list; its member rows go with it (ON DELETE CASCADE). The people stay in the directory. */
export async function deleteUserList(db: Database, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userLists)
    .where(and(eq(userLists.companyId, companyId), eq(userLists.id, id)))
    .returning({ id: userLists.id });
  return deleted.length > 0;
}

/** The company's lists with their members' ids, in name order. */
export async function listUserLists(db: Database, companyId: string) {
  const lists = await db
    .select()
    .from(userLists)
    .where(eq(userLists.companyId, companyId))
    .orderBy(asc(userLists.name));
  if (lists.length === 0) return [];
  const members = await db
    .select({ listId: userListMembers.listId, userId: userListMembers.userId })
    .from(userListMembers)
    .where(
      inArray(
        userListMembers.listId,
        lists.map((list) => list.id),
      ),
    );
  const byList = new Map<string, string[]>();
  for (const member of members) {
    const ids = byList.get(member.listId);
    if (ids) ids.push(member.userId);
    else byList.set(member.listId, [member.userId]);
  }
  return lists.map((list) => ({ ...list, userIds: byList.get(list.id) ?? [] }));
}

/** The people in one list, in name order; the company filter also keeps a foreign id from reaching anyone. */
export function listMembers(db: Database, companyId: string, listId: string) {
  return db
    .select({
      id: directoryUsers.id,
      fullName: directoryUsers.fullName,
      designation: directoryUsers.designation,
      email: directoryUsers.email,
      phoneNumber: directoryUsers.phoneNumber,
      department: sql<string>`coalesce(${departments.name}, '')`,
    })
    .from(userListMembers)
    .innerJoin(directoryUsers, eq(directoryUsers.id, userListMembers.userId))
    .leftJoin(departments, eq(departments.id, directoryUsers.departmentId))
    .where(and(eq(userListMembers.listId, listId), eq(directoryUsers.companyId, companyId)))
    .orderBy(asc(directoryUsers.fullName), asc(directoryUsers.email));
}
