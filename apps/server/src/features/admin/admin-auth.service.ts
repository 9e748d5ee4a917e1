import { randomBytes } from 'node:crypto';
import type { AdminUser } from '@foursight/shared/contract/admin-auth';
import type { SecondFactor } from '@foursight/shared/contract/two-factor';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { AdminSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { burnVerification, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { PasswordAccount, PasswordAccounts } from '../auth/password-reset.service.ts';
import { admitAttempt, clearFailures, recordFailure } from '../../http/sign-in-throttle.ts';
import {
  isTwoFactorEnabled,
  passSecondFactor,
  type ConfirmingSubject,
  type SecondFactorMethod,
} from '../two-factor/two-factor.service.ts';
import {
  countAdmins,
  findAdminByEmailKey,
  findAdminById,
  findFirstAdmin,
  insertAdmin,
  updateAdminPasswordHash,
} from './admin.repository.ts';

function toAdminUser(admin: { id: string; email: string; name: string }): AdminUser {
  return { id: admin.id, email: admin.email, name: admin.name, role: 'super_admin' };
}

/** A right password either signs the admin in, or (two-factor on) leaves the code step to do it. */
export type AdminSignInOutcome =
  { secondFactorRequired: false; user: AdminUser } | { secondFactorRequired: true; adminId: string };

export async function adminSignIn(
  deps: AppDeps,
  email: string,
  password: string,
  ipAddress: string,
): Promise<AdminSignInOutcome> {
  const emailKey = normalizeKey(email);
  const db = deps.database.db;
  // Counted before the password is checked: see sign-in-throttle.ts.
  const attempt = await admitAttempt(deps, { kind: 'admin', emailKey, ipAddress });
  const admin = await findAdminByEmailKey(db, emailKey);
  const valid = admin ? await verifyPassword(admin.passwordHash, password) : (await burnVerification(password), false);
  if (!admin || !valid) {
    await recordAudit(db, {
      action: 'ADMIN_SIGN_IN_FAILED',
      actorType: 'anonymous',
      entityType: 'admin',
      ipAddress,
      metadata: { email: emailKey },
    });
    await recordFailure(attempt);
    throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
  }
  if (await isTwoFactorEnabled(deps, { kind: 'admin', id: admin.id })) {
    // The attempt stays counted until the code step passes: password and code tries share one budget.
    return { secondFactorRequired: true, adminId: admin.id };
  }
  await clearFailures(deps, attempt);
  await auditAdminSignIn(deps, admin.id, ipAddress, null);
  return { secondFactorRequired: false, user: toAdminUser(admin) };
}

/** The admin's code step after a right password. */
export async function completeAdminSecondFactor(
  deps: AppDeps,
  challenge: { subjectId: string },
  proof: SecondFactor,
  ipAddress: string,
): Promise<AdminUser> {
  const admin = await findAdminById(deps.database.db, challenge.subjectId);
  if (!admin) throw new AppError('UNAUTHENTICATED', 'Please enter your email and password again.');
  const subject = { kind: 'admin' as const, id: admin.id, companyId: null, email: admin.email };
  const method = await passSecondFactor(deps, subject, proof, ipAddress);
  await auditAdminSignIn(deps, admin.id, ipAddress, method);
  return toAdminUser(admin);
}

/** The signed-in admin as two-factor settings see them: who, and how their password is checked. */
export async function adminTwoFactorSubjectOf(deps: AppDeps, session: AdminSession): Promise<ConfirmingSubject> {
  const admin = await findAdminById(deps.database.db, session.adminId);
  if (!admin) throw new AppError('UNAUTHENTICATED', 'Please sign in as a platform administrator.');
  return {
    kind: 'admin',
    id: admin.id,
    companyId: null,
    email: admin.email,
    checkPassword: (password) => verifyPassword(admin.passwordHash, password),
  };
}

async function auditAdminSignIn(
  deps: AppDeps,
  adminId: string,
  ipAddress: string,
  secondFactor: SecondFactorMethod | null,
): Promise<void> {
  await recordAudit(deps.database.db, {
    action: 'ADMIN_SIGN_IN',
    actorType: 'admin',
    actorId: adminId,
    entityType: 'admin',
    entityId: adminId,
    ipAddress,
    ...(secondFactor ? { metadata: { secondFactor } } : {}),
  });
}

export async function describeAdmin(deps: AppDeps, adminId: string): Promise<AdminUser | null> {
  const admin = await findAdminById(deps.database.db, adminId);
  return admin ? toAdminUser(admin) : null;
}

export interface AdminBootstrap {
  email: string;
  /** Present only when this start created the admin with a generated password. */
  generatedPassword?: string;
  created: boolean;
}

const BOOTSTRAP_LOCK_KEY = 7_214_300_982;

/**
 * Makes sure a platform admin exists. The first start creates one from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password that is printed
 * once. Several processes starting together take turns on a lock.
 */
export async function ensureFirstAdmin(deps: AppDeps): Promise<AdminBootstrap> {
  const db = deps.database.db;
  return deps.database.withLock(BOOTSTRAP_LOCK_KEY, async () => {
    if ((await countAdmins(db)) > 0) {
      const first = await findFirstAdmin(db);
      return { email: first?.email ?? '', created: false };
    }
    const email = deps.config.admin.email;
    const generatedPassword = deps.config.admin.password ? undefined : randomBytes(15).toString('base64url');
    const admin = await insertAdmin(db, {
      email,
      emailKey: normalizeKey(email),
      name: 'Platform Admin',
      passwordHash: await hashPassword(deps.config.admin.password ?? generatedPassword ?? ''),
    });
    await recordAudit(db, { action: 'ADMIN_CREATED', actorType: 'system', entityType: 'admin', entityId: admin.id });
    return generatedPassword ? { email, generatedPassword, created: true } : { email, created: true };
  });
}

function toPasswordAccount(admin: { id: string; email: string; name: string }): PasswordAccount {
  return { id: admin.id, email: admin.email, name: admin.name, companyId: null };
}

/** Platform admins, for the password reset: their sign-in is /admin. */
export const adminPasswordAccounts: PasswordAccounts = {
  kind: 'admin',
  resetPage: '/admin/reset-password',
  forgotPage: '/admin/forgot-password',
  findByEmailKey: async (db, emailKey) => {
    const admin = await findAdminByEmailKey(db, emailKey);
    return admin ? toPasswordAccount(admin) : null;
  },
  findById: async (db, id) => {
    const admin = await findAdminById(db, id);
    return admin ? toPasswordAccount(admin) : null;
  },
  setPasswordHash: (db, account, passwordHash) => updateAdminPasswordHash(db, account.id, passwordHash),
};
