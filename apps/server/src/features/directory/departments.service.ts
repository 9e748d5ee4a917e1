import { UNASSIGNED, type Department, type SaveOrganizationSchema } from '@foursight/shared/contract/directory';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as departmentRows from './departments.repository.ts';
import * as repository from './directory.repository.ts';

const NOT_FOUND = 'That department is not in your directory.';

function duplicate(name: string): AppError {
  const message = `The department "${name}" already exists.`;
  return new AppError('CONFLICT', message, { name: message });
}

/** Departments with counts, parents by name, and chart positions, in name order. */
export async function listDepartments(db: Database, companyId: string): Promise<Department[]> {
  const rows = await departmentRows.listDepartmentsWithCounts(db, companyId);
  const nameById = new Map(rows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    userCount: row.userCount,
    parent: row.parentId ? (nameById.get(row.parentId) ?? null) : null,
    parentId: row.parentId,
    position: row.positionX === null || row.positionY === null ? null : { x: row.positionX, y: row.positionY },
  }));
}

export async function createDepartment(deps: AppDeps, session: UserSession, name: string, ip: string) {
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = await departmentRows.insertDepartment(tx, session.companyId, name, normalizeKey(name));
      await recordAudit(tx, {
        action: 'DEPARTMENT_CREATED',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'department',
        entityId: row.id,
        ipAddress: ip,
      });
    });
  } catch (error) {
    if (uniqueViolationIndex(error)) throw duplicate(name);
    throw error;
  }
  const all = await listDepartments(deps.database.db, session.companyId);
  return all.find((department) => normalizeKey(department.name) === normalizeKey(name))!;
}

/** The department with this id, or a 400 naming the field: an id of another company's is not one. */
function byId(rows: departmentRows.DepartmentRow[], id: string, field: string): departmentRows.DepartmentRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) {
    const message = 'That department is not in your directory.';
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return row;
}

/**
 * A department a request names by id or by name (the spec's payloads name them; ids are ours), the id
 * deciding when both are given; null for an explicit null (no department), undefined when neither is.
 */
function referred(
  rows: departmentRows.DepartmentRow[],
  ref: { id?: string | null | undefined; name?: string | null | undefined },
  field: string,
): departmentRows.DepartmentRow | null | undefined {
  if (ref.id !== undefined) return ref.id === null ? null : byId(rows, ref.id, field);
  if (ref.name !== undefined) return ref.name === null ? null : byName(rows, ref.name, field);
  return undefined;
}

/** The department of this name, or a 400 naming it: the spec's payloads refer to departments by name. */
function byName(rows: departmentRows.DepartmentRow[], name: string, field: string): departmentRows.DepartmentRow {
  const row = rows.find((candidate) => candidate.nameKey === normalizeKey(name));
  if (!row) {
    const message = `There is no department named "${name}".`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return row;
}

/** Would making `parentId` the parent of `id` close a loop? */
function makesCycle(parents: ReadonlyMap<string, string | null>, id: string, parentId: string | null): boolean {
  const parentOf = new Map(parents);
  parentOf.set(id, parentId);
  const seen = new Set<string>();
  for (let at: string | null | undefined = id; at; at = parentOf.get(at)) {
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

function cycleError(name: string): AppError {
  const message = `"${name}" cannot sit under one of its own sub-departments.`;
  return new AppError('VALIDATION_FAILED', message, { parent: message });
}

/** Renames a department (its people follow, being linked by id) and optionally sets its parent. */
export async function updateDepartment(
  deps: AppDeps,
  session: UserSession,
  id: string,
  input: { name: string; parent?: string | null | undefined; parentId?: string | null | undefined },
  ip: string,
): Promise<Department> {
  try {
    await deps.database.db.transaction(async (tx) => {
      const rows = await departmentRows.lockDepartmentRows(tx, session.companyId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
      const values: Parameters<typeof departmentRows.updateDepartment>[3] = {
        name: input.name,
        nameKey: normalizeKey(input.name),
      };
      const parent = referred(rows, { id: input.parentId, name: input.parent }, 'parent');
      if (parent !== undefined) {
        const parentId = parent?.id ?? null;
        if (makesCycle(new Map(rows.map((row) => [row.id, row.parentId])), id, parentId)) throw cycleError(input.name);
        values.parentId = parentId;
      }
      await departmentRows.updateDepartment(tx, session.companyId, id, values);
      await recordAudit(tx, {
        action: 'DEPARTMENT_UPDATED',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'department',
        entityId: id,
        ipAddress: ip,
        metadata: current.name === input.name ? {} : { from: current.name, to: input.name },
      });
    });
  } catch (error) {
    if (uniqueViolationIndex(error)) throw duplicate(input.name);
    throw error;
  }
  const all = await listDepartments(deps.database.db, session.companyId);
  return all.find((department) => department.id === id)!;
}

/** Deletes a department; its people move to another (by id or name) or are left in no department. */
export async function deleteDepartment(
  deps: AppDeps,
  session: UserSession,
  id: string,
  move: { moveTo?: string | undefined; moveToId?: string | undefined },
  ip: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const rows = await departmentRows.lockDepartmentRows(tx, session.companyId);
    const current = rows.find((row) => row.id === id);
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    const target = referred(rows, { id: move.moveToId, name: move.moveTo }, 'moveTo') ?? null;
    if (target?.id === id) {
      const message = 'Choose another department to move its people to.';
      throw new AppError('VALIDATION_FAILED', message, { moveTo: message });
    }
    await departmentRows.deleteDepartment(tx, session.companyId, id, target?.id ?? null);
    await recordAudit(tx, {
      action: 'DEPARTMENT_DELETED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'department',
      entityId: id,
      ipAddress: ip,
      metadata: { name: current.name, movedTo: target?.name ?? UNASSIGNED },
    });
  });
}

type SaveInput = z.output<typeof SaveOrganizationSchema>;

/**
 * Saves the org chart (spec §7) in one transaction: every box's people,
 * position and parent. Everything is checked first (departments and people
 * exist in this company, nobody in two boxes, no loops), so a bad id saves
 * nothing. People in no box keep their department.
 *
 * A chart can name no more people than the directory holds: that is checked
 * before any lookup, and the lookup is one statement, so a body of 100 000
 * made-up ids is refused at once instead of holding the database.
 */
export async function saveOrganization(
  deps: AppDeps,
  session: UserSession,
  input: SaveInput,
  ip: string,
): Promise<void> {
  const placed = new Set<string>();
  for (const box of input.departments) {
    for (const userId of box.users) {
      if (placed.has(userId)) {
        const message = 'A person can be in only one department.';
        throw new AppError('VALIDATION_FAILED', message, { departments: message });
      }
      placed.add(userId);
    }
  }
  const unknownPeople = () => {
    const message = 'Some of these people are not in your directory.';
    return new AppError('VALIDATION_FAILED', message, { departments: message });
  };
  if (placed.size > (await repository.countUsers(deps.database.db, session.companyId))) throw unknownPeople();
  await deps.database.db.transaction(async (tx) => {
    const rows = await departmentRows.lockDepartmentRows(tx, session.companyId);
    const boxes = input.departments.map((box) => {
      // By id when the box carries one (null: the box of people in no department); else by name, where a
      // box named Unassigned that is no real department is that box too (the spec's chart).
      if (box.id !== undefined) return { box, row: box.id === null ? null : byId(rows, box.id, 'departments') };
      const unassigned = normalizeKey(box.name) === normalizeKey(UNASSIGNED);
      const row = unassigned
        ? (rows.find((candidate) => candidate.nameKey === normalizeKey(box.name)) ?? null)
        : byName(rows, box.name, 'departments');
      return { box, row };
    });
    if ((await repository.countExistingUsers(tx, session.companyId, [...placed])) !== placed.size) {
      throw unknownPeople();
    }
    const parentIds = new Map(rows.map((row) => [row.id, row.parentId]));
    for (const { box, row } of boxes) {
      if (!row) continue;
      const parent = referred(rows, { id: box.parentId, name: box.parent }, 'departments');
      if (parent === undefined) continue;
      const parentId = parent?.id ?? null;
      if (makesCycle(parentIds, row.id, parentId)) throw cycleError(row.name);
      parentIds.set(row.id, parentId);
    }
    const now = deps.now();
    for (const { box, row } of boxes) {
      await repository.assignUsers(tx, session.companyId, box.users, row?.id ?? null, now);
      if (!row) continue;
      await departmentRows.updateDepartment(tx, session.companyId, row.id, {
        ...(box.position ? { positionX: box.position.x, positionY: box.position.y } : {}),
        ...(box.parent !== undefined || box.parentId !== undefined ? { parentId: parentIds.get(row.id) ?? null } : {}),
      });
    }
    await recordAudit(tx, {
      action: 'ORGANIZATION_SAVED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'department',
      ipAddress: ip,
      metadata: { departments: input.departments.length, people: placed.size },
    });
  });
}
