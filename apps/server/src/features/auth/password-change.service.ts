import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAccountByUserId, updatePasswordHash } from '../accounts/credentials.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { admitAttempt, clearFailures, recordFailure } from '../../http/sign-in-throttle.ts';

/**
 * Verifies the current password (throttled like a sign-in, so a borrowed
 * session cannot be used to guess it) and stores the new one.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  session: UserSession,
  currentPassword: string,
  newPassword: string,
  ipAddress: string,
): Promise<void> {
  const db = deps.database.db;
  const account = await findAccountByUserId(db, session.companyId, session.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const attempt = await admitAttempt(deps, { kind: 'user', emailKey: normalizeKey(account.email), ipAddress });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    await recordFailure(attempt);
    throw new AppError('VALIDATION_FAILED', 'Your current password is incorrect.', {
      currentPassword: 'Incorrect password.',
    });
  }
  await clearFailures(deps, attempt);
  assertAcceptablePassword(newPassword, account.email);
  await updatePasswordHash(db, session.companyId, session.userId, await hashPassword(newPassword), deps.now());
  await recordAudit(db, {
    action: 'PASSWORD_CHANGED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'user',
    entityId: session.userId,
    ipAddress,
  });
}
