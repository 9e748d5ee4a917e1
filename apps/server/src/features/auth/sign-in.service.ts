import type { SecondFactor } from '@foursight/shared/contract/two-factor';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';
import type { SessionUser } from '@foursight/shared/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { hasAuditEntry, recordAudit } from '../audit/audit.service.ts';
import {
  isTwoFactorEnabled,
  passSecondFactor,
  type ConfirmingSubject,
  type SecondFactorMethod,
} from '../two-factor/two-factor.service.ts';
import { toSessionUser } from './auth.service.ts';
import { findAccountByEmailKey, findAccountByUserId, updatePasswordHash } from '../accounts/credentials.ts';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { admitAttempt, clearFailures, recordFailure, type AdmittedAttempt } from '../../http/sign-in-throttle.ts';

export interface SignedIn {
  user: SessionUser;
  userId: string;
  companyId: string;
  /** No sign-in of this person was recorded before this one: the page welcomes them instead of back. */
  firstSignIn: boolean;
}

/** A right password either signs in, or (two-factor on) leaves the code step to do it. */
export type SignInOutcome =
  ({ secondFactorRequired: false } & SignedIn) | { secondFactorRequired: true; userId: string; companyId: string };

/**
 * Counts the attempt before anything else (a blocked address learns nothing
 * about the password), then checks the password, spending the same time on
 * unknown e-mails.
 */
export async function signIn(
  deps: AppDeps,
  email: string,
  password: string,
  ipAddress: string,
): Promise<SignInOutcome> {
  const emailKey = normalizeKey(email);
  const db = deps.database.db;
  let attempt: AdmittedAttempt;
  try {
    attempt = await admitAttempt(deps, { kind: 'user', emailKey, ipAddress });
  } catch (error) {
    await recordAudit(db, {
      action: 'SIGN_IN_THROTTLED',
      actorType: 'anonymous',
      entityType: 'user',
      ipAddress,
      metadata: { email: emailKey },
    });
    throw error;
  }
  const account = await findAccountByEmailKey(db, emailKey);
  const valid = account
    ? await verifyPassword(account.passwordHash, password)
    : (await burnVerification(password), false);
  if (!account || !valid) {
    await recordAudit(db, {
      action: 'SIGN_IN_FAILED',
      actorType: 'anonymous',
      companyId: account?.companyId ?? null,
      entityType: 'user',
      entityId: account?.userId ?? null,
      ipAddress,
      metadata: { email: emailKey },
    });
    await recordFailure(attempt);
    throw new AppError('UNAUTHENTICATED', 'Invalid email or password.');
  }
  if (!account.companyActive) {
    throw new AppError('FORBIDDEN', 'This organization account is suspended. Please contact support.');
  }
  if (needsRehash(account.passwordHash)) {
    await updatePasswordHash(db, account.companyId, account.userId, await hashPassword(password));
  }
  if (await isTwoFactorEnabled(deps, { kind: 'user', id: account.userId })) {
    // The attempt stays counted until the code step passes: password and code tries share one budget.
    return { secondFactorRequired: true, userId: account.userId, companyId: account.companyId };
  }
  await clearFailures(deps, attempt);
  const firstSignIn = await auditSignIn(deps, account, ipAddress, null);
  return { secondFactorRequired: false, ...signedInAs(account), firstSignIn };
}

/** The code step after a right password: the second factor from the sign-in challenge's account. */
export async function completeSecondFactor(
  deps: AppDeps,
  challenge: { subjectId: string; companyId: string | null },
  proof: SecondFactor,
  ipAddress: string,
): Promise<SignedIn> {
  const account = challenge.companyId
    ? await findAccountByUserId(deps.database.db, challenge.companyId, challenge.subjectId)
    : null;
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please enter your email and password again.');
  if (!account.companyActive) {
    throw new AppError('FORBIDDEN', 'This organization account is suspended. Please contact support.');
  }
  const subject = { kind: 'user' as const, id: account.userId, companyId: account.companyId, email: account.email };
  const method = await passSecondFactor(deps, subject, proof, ipAddress);
  const firstSignIn = await auditSignIn(deps, account, ipAddress, method);
  return { ...signedInAs(account), firstSignIn };
}

/** The signed-in organiser as two-factor settings see them: who, and how their password is checked. */
export async function twoFactorSubjectOf(deps: AppDeps, session: UserSession): Promise<ConfirmingSubject> {
  const account = await findAccountByUserId(deps.database.db, session.companyId, session.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return {
    kind: 'user',
    id: session.userId,
    companyId: session.companyId,
    email: account.email,
    checkPassword: (password) => verifyPassword(account.passwordHash, password),
  };
}

function signedInAs(
  account: Parameters<typeof toSessionUser>[0] & { userId: string; companyId: string },
): Omit<SignedIn, 'firstSignIn'> {
  return { user: toSessionUser(account), userId: account.userId, companyId: account.companyId };
}

/** Records the sign-in; answers whether it is the person's first (no earlier one recorded). */
async function auditSignIn(
  deps: AppDeps,
  account: { userId: string; companyId: string },
  ipAddress: string,
  secondFactor: SecondFactorMethod | null,
): Promise<boolean> {
  const before = await hasAuditEntry(deps.database.db, {
    action: 'SIGN_IN',
    companyId: account.companyId,
    actorId: account.userId,
  });
  await recordAudit(deps.database.db, {
    action: 'SIGN_IN',
    actorType: 'user',
    actorId: account.userId,
    companyId: account.companyId,
    entityType: 'user',
    entityId: account.userId,
    ipAddress,
    ...(secondFactor ? { metadata: { secondFactor } } : {}),
  });
  return !before;
}
