import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, directoryUsers, userListMembers, userLists } from '../../db/schema/directory.ts';

export type DirectoryUserRow = typeof directoryUsers.$inferSelect;
export interface DirectoryUserValues {
  fullName: string;
  designation: string;
  email: string;
  emailKey: string;
  phoneNumber: string;
  department: string;
  departmentKey: string;
}

/** PostgreSQL takes at most 65 535 parameters a statement; 1000 rows of 8 columns stays far below. */
const CHUNK = 1000;

export function listUsers(db: Database, companyId: string) {
  return db
    .select()
    .from(directoryUsers)
    .where(eq(directoryUsers.companyId, companyId))
    .orderBy(asc(directoryUsers.fullName), asc(directoryUsers.email));
}

export async function insertUser(db: Database, companyId: string, values: DirectoryUserValues) {
  const [row] = await db
    .insert(directoryUsers)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateUser(db: Database, companyId: string, id: string, values: DirectoryUserValues, now: Date) {
  const [row] = await db
    .update(directoryUsers)
    .set({ ...values, updatedAt: now })
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Database, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(directoryUsers)
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.id, id)))
    .returning({ id: directoryUsers.id });
  return deleted.length > 0;
}

/** Adds departments by name, keeping existing ones (and their spelling) as they are. */
export async function ensureDepartments(
  db: Database,
  companyId: string,
  names: Iterable<{ name: string; nameKey: string }>,
) {
  const unique = new Map<string, string>();
  for (const { name, nameKey } of names) if (nameKey && !unique.has(nameKey)) unique.set(nameKey, name);
  const rows = [...unique].map(([nameKey, name]) => ({ companyId, name, nameKey }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(departments)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoNothing({ target: [departments.companyId, departments.nameKey] });
  }
}

export async function insertDepartment(db: Database, companyId: string, name: string, nameKey: string) {
  const [row] = await db.insert(departments).values({ companyId, name, nameKey }).returning();
  return row!;
}

/** Departments with the number of people in each, in name order. */
export function listDepartmentsWithCounts(db: Database, companyId: string) {
  return db
    .select({ name: departments.name, userCount: count(directoryUsers.id) })
    .from(departments)
    .leftJoin(
      directoryUsers,
      and(eq(directoryUsers.companyId, departments.companyId), eq(directoryUsers.departmentKey, departments.nameKey)),
    )
    .where(eq(departments.companyId, companyId))
    .groupBy(departments.id, departments.name)
    .orderBy(asc(departments.name));
}

/** Which of these e-mail keys are already in the company's directory. */
export async function existingEmailKeys(db: Database, companyId: string, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .select({ emailKey: directoryUsers.emailKey })
      .from(directoryUsers)
      .where(
        and(
          eq(directoryUsers.companyId, companyId),
          inArray(directoryUsers.emailKey, keys.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.emailKey);
  }
  return found;
}

/** Inserts new people and updates those whose e-mail is already known, in chunks. */
export async function upsertUsers(db: Database, companyId: string, values: DirectoryUserValues[], now: Date) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await db
      .insert(directoryUsers)
      .values(values.slice(start, start + CHUNK).map((row) => ({ companyId, ...row })))
      .onConflictDoUpdate({
        target: [directoryUsers.companyId, directoryUsers.emailKey],
        set: {
          fullName: sql`excluded.full_name`,
          designation: sql`excluded.designation`,
          email: sql`excluded.email`,
          phoneNumber: sql`excluded.phone_number`,
          department: sql`excluded.department`,
          departmentKey: sql`excluded.department_key`,
          updatedAt: now,
        },
      });
  }
}

/**
 * Everyone a SWOT's participant choice names: chosen people, members of the
 * chosen departments and of the chosen lists, all within the company.
 */
export async function findParticipants(
  db: Database,
  companyId: string,
  choice: { userIds: string[]; departmentKeys: string[]; listIds: string[] },
) {
  const conditions = [];
  if (choice.userIds.length) conditions.push(inArray(directoryUsers.id, choice.userIds));
  if (choice.departmentKeys.length) conditions.push(inArray(directoryUsers.departmentKey, choice.departmentKeys));
  if (choice.listIds.length) {
    conditions.push(
      inArray(
        directoryUsers.id,
        db
          .select({ id: userListMembers.userId })
          .from(userListMembers)
          .innerJoin(userLists, eq(userLists.id, userListMembers.listId))
          .where(and(eq(userLists.companyId, companyId), inArray(userLists.id, choice.listIds))),
      ),
    );
  }
  if (conditions.length === 0) return [];
  return db
    .select({
      fullName: directoryUsers.fullName,
      email: directoryUsers.email,
      emailKey: directoryUsers.emailKey,
      phoneNumber: directoryUsers.phoneNumber,
    })
    .from(directoryUsers)
    .where(and(eq(directoryUsers.companyId, companyId), or(...conditions)));
}
