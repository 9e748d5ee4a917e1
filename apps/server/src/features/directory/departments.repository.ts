import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, directoryUsers } from '../../db/schema/directory.ts';

/** Departments as records (issue 18): their rows, names and positions; people point at them by id. */

/** Rows a statement writes at most (PostgreSQL takes at most 65 535 parameters). */
const CHUNK = 1000;

export type DepartmentRow = typeof departments.$inferSelect;

/**
 * Adds departments by name, keeping existing ones (and their spelling) as
 * they are, and answers every named department's row by name key.
 */
export async function ensureDepartments(
  db: Database,
  companyId: string,
  names: Iterable<{ name: string; nameKey: string }>,
): Promise<Map<string, DepartmentRow>> {
  const unique = new Map<string, string>();
  for (const { name, nameKey } of names) if (nameKey && !unique.has(nameKey)) unique.set(nameKey, name);
  const rows = [...unique].map(([nameKey, name]) => ({ companyId, name, nameKey }));
  const byKey = new Map<string, DepartmentRow>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db
      .insert(departments)
      .values(chunk)
      .onConflictDoNothing({ target: [departments.companyId, departments.nameKey] });
    const found = await db
      .select()
      .from(departments)
      .where(
        and(
          eq(departments.companyId, companyId),
          inArray(
            departments.nameKey,
            chunk.map((row) => row.nameKey),
          ),
        ),
      );
    for (const row of found) byKey.set(row.nameKey, row);
  }
  return byKey;
}

export async function insertDepartment(db: Database, companyId: string, name: string, nameKey: string) {
  const [row] = await db.insert(departments).values({ companyId, name, nameKey }).returning();
  return row!;
}

export function listDepartmentRows(db: Database, companyId: string) {
  return db.select().from(departments).where(eq(departments.companyId, companyId)).orderBy(asc(departments.name));
}

/**
 * The company's departments, locked until the transaction ends: a change
 * checked against them (no parent loop, a target that still exists) stays
 * true until it commits. Without the lock two saves at once (A under B, B
 * under A) could each pass the loop check on PostgreSQL and both commit.
 */
export function lockDepartmentRows(tx: Database, companyId: string) {
  return tx
    .select()
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name))
    .for('update');
}

export async function findDepartment(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  return row ?? null;
}

export async function updateDepartment(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<Pick<DepartmentRow, 'name' | 'nameKey' | 'parentId' | 'positionX' | 'positionY'>>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(departments)
    .set(values)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

/** Moves a department's people (to another department, or null: Unassigned), then deletes it. */
export async function deleteDepartment(db: Database, companyId: string, id: string, moveTo: string | null) {
  await db
    .update(directoryUsers)
    .set({ departmentId: moveTo })
    .where(and(eq(directoryUsers.companyId, companyId), eq(directoryUsers.departmentId, id)));
  await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

/** Departments with the number of people in each, in name order. */
export function listDepartmentsWithCounts(db: Database, companyId: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      positionX: departments.positionX,
      positionY: departments.positionY,
      userCount: count(directoryUsers.id),
    })
    .from(departments)
    .leftJoin(directoryUsers, eq(directoryUsers.departmentId, departments.id))
    .where(eq(departments.companyId, companyId))
    .groupBy(departments.id)
    .orderBy(asc(departments.name));
}
