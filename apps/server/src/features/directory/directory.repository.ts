import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, directoryUsers, userListMembers, userLists } from '../../db/schema/directory.ts';

export interface DirectoryUserValues {
  fullName: string;
  designation: string;
  email: string;
  emailKey: string;
  phoneNumber: string;
  departmentId: string | null;
}

/** PostgreSQL takes at most 65 535 parameters a statement; 1000 rows of 8 columns stays far below. */
const CHUNK = 1000;

/** A person as the API shows them: the department resolved to its name ('' when unassigned). */
const userColumns = {
  id: directoryUsers.id,
  fullName: directoryUsers.fullName,
  designation: directoryUsers.designation,
  email: directoryUsers.email,
  phoneNumber: directoryUsers.phoneNumber,
  department: sql<string>`coalesce(${departments.name}, '')`,
  departmentId: directoryUsers.departmentId,
};

export type DirectoryUserRow = Awaited<ReturnType<typeof listUsers>>[number];

export function listUsers(db: Database, companyId: string) {
  return db
    .select(userColumns)
    .from(directoryUsers)
    .leftJoin(departments, eq(departments.id, directoryUsers.departmentId))
    .where(eq(directoryUsers.companyId, companyId))
    .orderBy(asc(directoryUsers.fullName), asc(directoryUsers.email));
}

export async function findUser(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select(userColumns)
    .from(directoryUsers)
    .leftJoin(departments, eq(departments.id, directoryUsers.departmentId))
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.id, id)));
  return row ?? null;
}

export async function insertUser(db: Database, companyId: string, values: DirectoryUserValues): Promise<string> {
  const [row] = await db
    .insert(directoryUsers)
    .values({ companyId, ...values })
    .returning({ id: directoryUsers.id });
  return row!.id;
}

export async function updateUser(db: Database, companyId: string, id: string, values: DirectoryUserValues, now: Date) {
  const updated = await db
    .update(directoryUsers)
    .set({ ...values, updatedAt: now })
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.id, id)))
    .returning({ id: directoryUsers.id });
  return updated.length > 0;
}

export async function deleteUser(db: Database, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(directoryUsers)
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.id, id)))
    .returning({ id: directoryUsers.id });
  return deleted.length > 0;
}

/** Which of these ids are people in the company's directory. */
/** How many people the company's directory holds. */
/** Holds the directory's size still until the transaction ends, so two additions at once cannot pass the plan's maxUsers. */
export async function lockDirectorySize(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`directory-size:${companyId}`}))`);
}

export async function countUsers(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(directoryUsers)
    .where(eq(directoryUsers.companyId, companyId));
  return row?.count ?? 0;
}

/**
 * How many of these ids are people of the company's directory: one statement with the ids as one array
 * parameter (a parameter per id made 100 000 ids cost seconds of query building and 100 round trips).
 */
export async function countExistingUsers(db: Database, companyId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(directoryUsers)
    .where(and(eq(directoryUsers.companyId, companyId), sql`${directoryUsers.id} = ANY(${sql.param(ids)}::uuid[])`));
  return row?.count ?? 0;
}

/** Points these people at one department (null: Unassigned). */
export async function assignUsers(
  db: Database,
  companyId: string,
  userIds: readonly string[],
  departmentId: string | null,
  now: Date,
) {
  if (userIds.length === 0) return;
  await db
    .update(directoryUsers)
    .set({ departmentId, updatedAt: now })
    .where(
      and(eq(directoryUsers.companyId, companyId), sql`${directoryUsers.id} = ANY(${sql.param(userIds)}::uuid[])`),
    );
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
          departmentId: sql`excluded.department_id`,
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
  choice: { userIds: string[]; departmentKeys: string[]; departmentIds: string[]; listIds: string[] },
) {
  const conditions = [];
  if (choice.userIds.length) conditions.push(inArray(directoryUsers.id, choice.userIds));
  // Departments chosen by id or by name, the company's own only: another company's id matches nobody.
  const chosenDepartments = [
    ...(choice.departmentIds.length ? [inArray(departments.id, choice.departmentIds)] : []),
    ...(choice.departmentKeys.length ? [inArray(departments.nameKey, choice.departmentKeys)] : []),
  ];
  if (chosenDepartments.length) {
    conditions.push(
      inArray(
        directoryUsers.departmentId,
        db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.companyId, companyId), or(...chosenDepartments))),
      ),
    );
  }
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
      department: sql<string>`coalesce(${departments.name}, '')`,
    })
    .from(directoryUsers)
    .leftJoin(departments, eq(departments.id, directoryUsers.departmentId))
    .where(and(eq(directoryUsers.companyId, companyId), or(...conditions)));
}

/** Every person's full name in the company's directory (for redacting names from answers). */
export async function listFullNames(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ fullName: directoryUsers.fullName })
    .from(directoryUsers)
    .where(eq(directoryUsers.companyId, companyId));
  return rows.map((row) => row.fullName);
}
