import type { SecondFactor, TwoFactorStatus } from '@foursight/shared/contract/two-factor';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { hitDatabaseRateLimit } from '../../http/rate-limit.ts';
import { recordAudit, type AuditAction } from '../audit/audit.service.ts';
import { admitAttempt, clearFailures, recordFailure } from '../../http/sign-in-throttle.ts';
import {
  countUnusedRecoveryCodes,
  deleteExpiredChallenges,
  deleteStalePendingAuthenticators,
  deleteTwoFactor,
  findAuthenticator,
  replaceRecoveryCodes,
  savePendingAuthenticator,
  useRecoveryCode,
  useTimeStep,
  type Subject,
} from './two-factor.repository.ts';
import {
  groupSecret,
  hashRecoveryCode,
  matchTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
} from './totp.ts';

/**
 * Two-factor sign-in for both kinds of account, parameterised by subject:
 * organisers (users) and platform admins go through the same code. The
 * secret is sealed with deps.secrets (AES-256-GCM) and leaves the server only
 * once, while setting up; recovery codes are kept only as hashes.
 */
export interface TwoFactorSubject extends Subject {
  /** The sign-in e-mail: the label in the authenticator app, and the key failures are counted under. */
  email: string;
  companyId: string | null;
}

/** A signed-in account making a change: it proves its password through its own feature. */
export interface ConfirmingSubject extends TwoFactorSubject {
  checkPassword: (password: string) => Promise<boolean>;
}

export type SecondFactorMethod = 'code' | 'recovery-code';

const HOUR_MS = 60 * 60 * 1000;

export async function isTwoFactorEnabled(deps: AppDeps, subject: Subject): Promise<boolean> {
  return Boolean((await findAuthenticator(deps.database.db, subject))?.enabledAt);
}

export async function getTwoFactorStatus(deps: AppDeps, subject: Subject): Promise<TwoFactorStatus> {
  const authenticator = await findAuthenticator(deps.database.db, subject);
  const enabledAt = authenticator?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesRemaining: enabledAt ? await countUnusedRecoveryCodes(deps.database.db, subject) : 0,
  };
}

/** A new secret awaiting its first code: what the person scans or types, shown this once. */
export async function startTwoFactorSetup(
  deps: AppDeps,
  subject: ConfirmingSubject,
  password: string,
  ipAddress: string,
): Promise<{ secret: string; qrCode: string }> {
  if (await isTwoFactorEnabled(deps, subject)) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already on for this account.');
  }
  await confirmIdentity(deps, subject, password, null, ipAddress);
  const secret = await newTotpSecret();
  if (!(await savePendingAuthenticator(deps.database.db, subject, deps.secrets.seal(secret), deps.now()))) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already on for this account.');
  }
  return { secret: groupSecret(secret), qrCode: await qrCodeDataUrl(await otpauthUri(secret, subject.email)) };
}

/** Turns two-factor on with the first code from the app; returns the recovery codes, shown once. */
export async function enableTwoFactor(
  deps: AppDeps,
  subject: TwoFactorSubject,
  code: string,
  ipAddress: string,
): Promise<string[]> {
  const db = deps.database.db;
  const authenticator = await findAuthenticator(db, subject);
  if (!authenticator || authenticator.enabledAt) {
    throw new AppError(
      'CONFLICT',
      authenticator ? 'Two-factor authentication is already on.' : 'Start the set-up again to get a new QR code.',
    );
  }
  const now = deps.now();
  const step = await matchTotpCode(deps.secrets.open(authenticator.secretSealed), code, now);
  const codes = newRecoveryCodes();
  const enabled =
    step !== null &&
    (await db.transaction(async (tx) => {
      if (!(await useTimeStep(tx, subject, step, { enableAt: now }))) return false;
      await replaceRecoveryCodes(tx, subject, codes.map(hashRecoveryCode), now);
      return true;
    }));
  if (!enabled) {
    throw new AppError('VALIDATION_FAILED', 'That code did not match. Check the time on your device and try again.', {
      code: 'That code did not match.',
    });
  }
  await audit(deps, subject, 'TWO_FACTOR_ENABLED', ipAddress);
  return codes;
}

/** Turns two-factor off, after the password and a current code or a recovery code. */
export async function disableTwoFactor(
  deps: AppDeps,
  subject: ConfirmingSubject,
  proof: SecondFactor & { password: string },
  ipAddress: string,
): Promise<void> {
  await assertEnabled(deps, subject);
  await confirmIdentity(deps, subject, proof.password, proof, ipAddress);
  await deps.database.db.transaction((tx) => deleteTwoFactor(tx, subject));
  await audit(deps, subject, 'TWO_FACTOR_DISABLED', ipAddress);
}

/** New recovery codes replacing every old one, after the password and a second factor. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  subject: ConfirmingSubject,
  proof: SecondFactor & { password: string },
  ipAddress: string,
): Promise<string[]> {
  await assertEnabled(deps, subject);
  await confirmIdentity(deps, subject, proof.password, proof, ipAddress);
  const codes = newRecoveryCodes();
  await deps.database.db.transaction((tx) =>
    replaceRecoveryCodes(tx, subject, codes.map(hashRecoveryCode), deps.now()),
  );
  await audit(deps, subject, 'RECOVERY_CODES_REGENERATED', ipAddress);
  return codes;
}

/**
 * The code step of a sign-in. Throttled like passwords, in the same table
 * and limits (the attempt is counted before the code is checked), and app
 * codes also at most 20 an hour per account from all addresses together, so
 * someone holding the password cannot spread guesses over many addresses.
 * Recovery codes (about 50 bits each) stay usable then: the owner's way in.
 */
export async function passSecondFactor(
  deps: AppDeps,
  subject: TwoFactorSubject,
  proof: SecondFactor,
  ipAddress: string,
): Promise<SecondFactorMethod> {
  if ('code' in proof) {
    await hitDatabaseRateLimit(
      deps,
      {
        scope: 'two-factor-code',
        limit: 20,
        windowMs: HOUR_MS,
        message: 'Too many codes tried for this account. Please wait up to an hour, or use a recovery code.',
      },
      `${subject.kind}:${subject.id}`,
    );
  }
  const attempt = await admitAttempt(deps, throttleKey(subject, ipAddress));
  const method = await checkSecondFactor(deps, subject, proof);
  if (!method) {
    await audit(
      deps,
      subject,
      subject.kind === 'admin' ? 'ADMIN_SIGN_IN_CODE_FAILED' : 'SIGN_IN_CODE_FAILED',
      ipAddress,
      {
        anonymous: true,
      },
    );
    await recordFailure(attempt);
    throw wrongSecondFactor(proof);
  }
  await clearFailures(deps, attempt);
  return method;
}

/** Challenges past their five minutes, and secrets scanned a day ago but never confirmed. */
export async function purgeTwoFactorLeftovers(deps: AppDeps): Promise<void> {
  const now = deps.now();
  await deleteExpiredChallenges(deps.database.db, now);
  await deleteStalePendingAuthenticators(deps.database.db, new Date(now.getTime() - 24 * HOUR_MS));
}

/** Uses up the proof if it holds: an app code newer than the last one used, or an unused recovery code. */
async function checkSecondFactor(
  deps: AppDeps,
  subject: Subject,
  proof: SecondFactor,
): Promise<SecondFactorMethod | null> {
  const db = deps.database.db;
  const now = deps.now();
  if ('recoveryCode' in proof) {
    return (await useRecoveryCode(db, subject, hashRecoveryCode(proof.recoveryCode), now)) ? 'recovery-code' : null;
  }
  const authenticator = await findAuthenticator(db, subject);
  if (!authenticator?.enabledAt) return null;
  const step = await matchTotpCode(deps.secrets.open(authenticator.secretSealed), proof.code, now);
  return step !== null && (await useTimeStep(db, subject, step, {})) ? 'code' : null;
}

/**
 * The password, then (when asked for) the second factor: a wrong password
 * uses up no code. Throttled like a sign-in, so a borrowed session cannot
 * be used to guess either.
 */
async function confirmIdentity(
  deps: AppDeps,
  subject: ConfirmingSubject,
  password: string,
  proof: SecondFactor | null,
  ipAddress: string,
): Promise<void> {
  const attempt = await admitAttempt(deps, throttleKey(subject, ipAddress));
  if (!(await subject.checkPassword(password))) {
    await recordFailure(attempt);
    throw new AppError('VALIDATION_FAILED', 'Your password is incorrect.', { password: 'Incorrect password.' });
  }
  if (proof && !(await checkSecondFactor(deps, subject, proof))) {
    await recordFailure(attempt);
    const error = wrongSecondFactor(proof);
    throw new AppError('VALIDATION_FAILED', error.message, error.fields);
  }
  await clearFailures(deps, attempt);
}

async function assertEnabled(deps: AppDeps, subject: Subject): Promise<void> {
  if (!(await isTwoFactorEnabled(deps, subject))) {
    throw new AppError('CONFLICT', 'Two-factor authentication is not on for this account.');
  }
}

function throttleKey(subject: TwoFactorSubject, ipAddress: string) {
  return { kind: subject.kind, emailKey: normalizeKey(subject.email), ipAddress };
}

function wrongSecondFactor(proof: SecondFactor): AppError {
  return 'code' in proof
    ? new AppError(
        'UNAUTHENTICATED',
        'That code is not right, or was already used. Wait for the next one and try again.',
        {
          code: 'That code is not right.',
        },
      )
    : new AppError('UNAUTHENTICATED', 'That recovery code is not right, or was already used.', {
        recoveryCode: 'That recovery code is not right, or was already used.',
      });
}

async function audit(
  deps: AppDeps,
  subject: TwoFactorSubject,
  action: AuditAction,
  ipAddress: string,
  options: { anonymous?: boolean } = {},
) {
  // A failed code step is not yet the account's own act: whoever sent it has only the password.
  await recordAudit(deps.database.db, {
    action,
    actorType: options.anonymous ? 'anonymous' : subject.kind,
    actorId: options.anonymous ? null : subject.id,
    companyId: subject.companyId,
    entityType: subject.kind,
    entityId: subject.id,
    ipAddress,
  });
}

/** A removed colleague's second factor goes with their account; takes the caller's transaction. */
export async function forgetTwoFactor(db: Database, subject: Subject): Promise<void> {
  await deleteTwoFactor(db, subject);
}
