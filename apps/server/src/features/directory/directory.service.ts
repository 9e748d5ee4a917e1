import type {
  DirectoryUser,
  DirectoryUserInputSchema,
  UploadUsersResponse,
} from '@foursight/shared/contract/directory';
import { normalizeKey } from '@foursight/shared/domain/identity';
import type { PlanTerms } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { companyPlanTerms } from '../usage/usage.service.ts';
import { parseUserCsv } from './csv-import.ts';
import * as departmentRows from './departments.repository.ts';
import * as repository from './directory.repository.ts';

type UserInput = z.output<typeof DirectoryUserInputSchema>;

const DUPLICATE_EMAIL = 'A user with this email already exists in your directory.';

/** A person as the API shows them (the department by name; see docs/decisions.md). */
function toDirectoryUser(row: repository.DirectoryUserRow): DirectoryUser {
  return {
    id: row.id,
    fullName: row.fullName,
    designation: row.designation,
    email: row.email,
    phoneNumber: row.phoneNumber,
    department: row.department,
    departmentId: row.departmentId,
  };
}

/** The plan's maxUsers and the directory's size, read under a lock held until the transaction ends; null: no limit. */
async function lockedPeopleLimit(tx: Database, companyId: string): Promise<{ terms: PlanTerms; held: number } | null> {
  const terms = await companyPlanTerms(tx, companyId);
  if (terms.maxUsers < 0) return null;
  await repository.lockDirectorySize(tx, companyId);
  return { terms, held: await repository.countUsers(tx, companyId) };
}

/** Refuses (LIMIT_REACHED) people who would take the directory past the plan's maxUsers. */
function refuseBeyondPeopleLimit(limit: { terms: PlanTerms; held: number } | null, adding: number): void {
  if (!limit || adding === 0 || limit.held + adding <= limit.terms.maxUsers) return;
  const { terms, held } = limit;
  const room = Math.max(0, terms.maxUsers - held);
  const message =
    room === 0
      ? `Your ${terms.displayName} plan's directory holds up to ${terms.maxUsers} people, and it is full. Upgrade in Settings to add more.`
      : `Your ${terms.displayName} plan's directory holds up to ${terms.maxUsers} people and has room for ${room} more; this would add ${adding}. Upgrade in Settings to add more.`;
  throw new AppError('LIMIT_REACHED', message);
}

/** The person's values with their department resolved to its record (created when new). */
async function toValues(db: Database, companyId: string, input: UserInput): Promise<repository.DirectoryUserValues> {
  const key = normalizeKey(input.department);
  const byKey = await departmentRows.ensureDepartments(db, companyId, [{ name: input.department, nameKey: key }]);
  return {
    fullName: input.fullName,
    designation: input.designation,
    email: input.email,
    emailKey: normalizeKey(input.email),
    phoneNumber: input.phoneNumber,
    departmentId: byKey.get(key)?.id ?? null,
  };
}

export async function listUsers(deps: AppDeps, session: UserSession): Promise<DirectoryUser[]> {
  return (await repository.listUsers(deps.database.db, session.companyId)).map(toDirectoryUser);
}

export async function createUser(deps: AppDeps, session: UserSession, input: UserInput, ip: string) {
  try {
    return await deps.database.db.transaction(async (tx) => {
      refuseBeyondPeopleLimit(await lockedPeopleLimit(tx, session.companyId), 1);
      const id = await repository.insertUser(tx, session.companyId, await toValues(tx, session.companyId, input));
      await recordAudit(tx, {
        action: 'DIRECTORY_USER_CREATED',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'directory_user',
        entityId: id,
        ipAddress: ip,
      });
      return toDirectoryUser((await repository.findUser(tx, session.companyId, id))!);
    });
  } catch (error) {
    if (uniqueViolationIndex(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
    throw error;
  }
}

export async function editUser(deps: AppDeps, session: UserSession, id: string, input: UserInput, ip: string) {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const values = await toValues(tx, session.companyId, input);
      const updated = await repository.updateUser(tx, session.companyId, id, values, deps.now());
      if (!updated) throw new AppError('NOT_FOUND', 'That user is not in your directory.');
      await recordAudit(tx, {
        action: 'DIRECTORY_USER_UPDATED',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'directory_user',
        entityId: id,
        ipAddress: ip,
      });
      return toDirectoryUser((await repository.findUser(tx, session.companyId, id))!);
    });
  } catch (error) {
    if (uniqueViolationIndex(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
    throw error;
  }
}

export async function removeUser(deps: AppDeps, session: UserSession, id: string, ip: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await repository.deleteUser(tx, session.companyId, id)))
      throw new AppError('NOT_FOUND', 'That user is not in your directory.');
    await recordAudit(tx, {
      action: 'DIRECTORY_USER_DELETED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'directory_user',
      entityId: id,
      ipAddress: ip,
    });
  });
}

/**
 * Imports a CSV: every row is validated first, then all valid rows are
 * written in one transaction (new e-mails created, known ones updated), so
 * a failure part-way leaves the directory exactly as it was.
 */
export async function importUsers(
  deps: AppDeps,
  session: UserSession,
  csvData: string,
  ip: string,
): Promise<Omit<UploadUsersResponse, 'success' | 'message'>> {
  const { valid, rejected } = parseUserCsv(csvData);
  const db = deps.database.db;
  const known = await db.transaction(async (tx) => {
    const limit = await lockedPeopleLimit(tx, session.companyId);
    const existing = await repository.existingEmailKeys(
      tx,
      session.companyId,
      valid.map((row) => row.emailKey),
    );
    // Known e-mails are updated in place; only new ones take room (a file never names one e-mail twice).
    refuseBeyondPeopleLimit(limit, new Set(valid.map((row) => row.emailKey).filter((key) => !existing.has(key))).size);
    const byKey = await departmentRows.ensureDepartments(
      tx,
      session.companyId,
      valid.map((row) => ({ name: row.department, nameKey: normalizeKey(row.department) })),
    );
    await repository.upsertUsers(
      tx,
      session.companyId,
      valid.map(({ row: _row, department, ...rest }) => ({
        ...rest,
        departmentId: byKey.get(normalizeKey(department))?.id ?? null,
      })),
      deps.now(),
    );
    await recordAudit(tx, {
      action: 'DIRECTORY_IMPORTED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'directory_user',
      ipAddress: ip,
      metadata: { rows: valid.length + rejected.length, imported: valid.length, rejected: rejected.length },
    });
    return existing;
  });
  const results = [
    ...valid.map((row) => ({
      row: row.row,
      status: known.has(row.emailKey) ? ('updated' as const) : ('created' as const),
      email: row.email,
    })),
    ...rejected,
  ].sort((a, b) => a.row - b.row);
  const updated = results.filter((row) => row.status === 'updated').length;
  return { created: valid.length - updated, updated, rejected: rejected.length, rows: results };
}

export interface Participant {
  fullName: string;
  email: string;
  phoneNumber: string;
  department: string;
}

/** How many people the company's directory holds. */
export function countPeople(deps: AppDeps, companyId: string): Promise<number> {
  return repository.countUsers(deps.database.db, companyId);
}

/** The full names of the company's directory, for the privacy guard on answers. */
export function listDirectoryNames(db: Database, companyId: string): Promise<string[]> {
  return repository.listFullNames(db, companyId);
}

/**
 * The people a SWOT invites: chosen users ∪ department members ∪ list
 * members, once each by e-mail (case-insensitive). Unknown ids and names
 * simply match nobody; everything is scoped to the company.
 */
export async function resolveParticipants(
  db: Database,
  companyId: string,
  choice: { users: string[]; departments: string[]; departmentIds?: string[] | undefined; lists: string[] },
): Promise<Participant[]> {
  const rows = await repository.findParticipants(db, companyId, {
    userIds: choice.users,
    departmentKeys: choice.departments.map(normalizeKey),
    departmentIds: choice.departmentIds ?? [],
    listIds: choice.lists,
  });
  const byEmail = new Map<string, Participant>();
  for (const row of rows) {
    if (!byEmail.has(row.emailKey))
      byEmail.set(row.emailKey, {
        fullName: row.fullName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        department: row.department,
      });
  }
  return [...byEmail.values()];
}
