import type { z } from 'zod';
import type {
  ActiveSession,
  ChangePasswordRequestSchema,
  ProfileUser,
  UpdateProfileRequestSchema,
} from '@foursight/shared/contract/profile';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { normalizeDomain, normalizeKey } from '@foursight/shared/domain/identity';
import type { AppLanguage } from '@foursight/shared/domain/languages';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import { listUserSessions, revokeUserSessions, type UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { describeSessionUser, FIELD_BY_INDEX, TAKEN_MESSAGES } from '../auth/auth.service.ts';
import { changeOwnPassword } from '../auth/password-change.service.ts';
import { describeDevice } from './device-summary.ts';
import { setLanguage, updateProfile } from '../accounts/accounts.service.ts';
import { findProfile, type ProfileRow } from './profile.repository.ts';

/** Keeps the person's language for the organiser app on their account, so it follows them to any device. */
export async function chooseLanguage(deps: AppDeps, session: UserSession, language: AppLanguage): Promise<SessionUser> {
  await setLanguage(deps.database.db, session.companyId, session.userId, language);
  const user = await describeSessionUser(deps, session.companyId, session.userId);
  if (!user) throw new AppError('NOT_FOUND', 'Your account was not found.');
  return user;
}

function toProfileUser(row: ProfileRow): ProfileUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function getProfile(deps: AppDeps, session: UserSession): Promise<ProfileUser> {
  const row = await findProfile(deps.database.db, session.companyId, session.userId);
  if (!row) throw new AppError('NOT_FOUND', 'Your account could not be found. Please sign in again.');
  return toProfileUser(row);
}

/** Edits the person's name and the company details; e-mail and plan never change here. */
export async function editProfile(
  deps: AppDeps,
  session: UserSession,
  input: z.output<typeof UpdateProfileRequestSchema>,
  ipAddress: string,
): Promise<ProfileUser> {
  const db = deps.database.db;
  try {
    await updateProfile(
      db,
      session.companyId,
      session.userId,
      {
        contactName: input.contactName,
        company: {
          organizationName: input.organizationName,
          organizationNameKey: normalizeKey(input.organizationName),
          officialDomain: input.officialDomain,
          officialDomainKey: normalizeDomain(input.officialDomain),
          taxNumber: input.taxNumber,
          taxNumberKey: input.taxNumber ? normalizeKey(input.taxNumber) : null,
          fullAddress: input.fullAddress,
          mobileNumber: input.mobileNumber,
          country: input.country,
          state: input.state,
          city: input.city,
          zipCode: input.zipCode,
        },
      },
      deps.now(),
    );
  } catch (error) {
    const field = FIELD_BY_INDEX[uniqueViolationIndex(error) ?? ''];
    if (!field) throw error;
    throw new AppError('CONFLICT', TAKEN_MESSAGES[field].taken, { [field]: TAKEN_MESSAGES[field].taken });
  }
  await recordAudit(db, {
    action: 'PROFILE_UPDATED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'company',
    entityId: session.companyId,
    ipAddress,
  });
  return getProfile(deps, session);
}

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(
  deps: AppDeps,
  session: UserSession,
  input: z.output<typeof ChangePasswordRequestSchema>,
  ipAddress: string,
): Promise<void> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw new AppError('VALIDATION_FAILED', 'New password and confirm password do not match.', {
      confirmPassword: 'Does not match the new password.',
    });
  }
  await changeOwnPassword(deps, session, input.currentPassword, input.newPassword, ipAddress);
  await revokeUserSessions(deps, session.userId, session.sessionId);
}

/** The account's signed-in browsers, this one marked: where it is signed in, from where, and when last used. */
export async function listActiveSessions(deps: AppDeps, session: UserSession): Promise<ActiveSession[]> {
  const rows = await listUserSessions(deps, session.userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

/** Ends every session of the account but this one (a lost phone, a shared computer). */
export async function signOutOtherSessions(deps: AppDeps, session: UserSession, ipAddress: string): Promise<number> {
  const signedOut = await revokeUserSessions(deps, session.userId, session.sessionId);
  await recordAudit(deps.database.db, {
    action: 'OTHER_SESSIONS_SIGNED_OUT',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'user',
    entityId: session.userId,
    ipAddress,
    metadata: { signedOut },
  });
  return signedOut;
}
