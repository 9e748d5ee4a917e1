import { createHash, randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_TEXT,
} from '@foursight/shared/contract/password-reset';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { escapeHtml } from '@foursight/shared/domain/templates';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { hitDatabaseRateLimit, type DatabaseRateLimit } from '../../http/rate-limit.ts';
import { endAllSessions } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { dispatchMessages, storeEmails } from '../notifications/notifications.service.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import * as repository from './password-reset.repository.ts';
import { clearAccountFailures } from '../../http/sign-in-throttle.ts';

/** An account whose password can be reset: an organiser or colleague, or a platform admin. */
export interface PasswordAccount {
  id: string;
  email: string;
  name: string;
  companyId: string | null;
}

/**
 * Where the accounts of one audience live. Organisers (this feature) and the
 * platform admin (the admin feature) each give one; the reset steps are the
 * same for both.
 */
export interface PasswordAccounts {
  kind: repository.ResetSubjectKind;
  /** The web pages of this audience: where the e-mailed link leads, and where to ask again. */
  resetPage: string;
  forgotPage: string;
  findByEmailKey: (db: Database, emailKey: string) => Promise<PasswordAccount | null>;
  findById: (db: Database, id: string) => Promise<PasswordAccount | null>;
  setPasswordHash: (db: Database, account: PasswordAccount, passwordHash: string, now: Date) => Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
/**
 * Links one address may be sent per hour. Counted for every address asked
 * for, whether or not an account has it, so the refusal tells nothing either.
 */
const LINKS_PER_ACCOUNT: DatabaseRateLimit = {
  scope: 'password-reset-account',
  limit: 3,
  windowMs: HOUR_MS,
  message:
    'Several reset links have been asked for this address in the last hour. Please use the newest one, or try again later.',
};
const GONE = 'This reset link has been used, replaced by a newer one, or has expired. Ask for a new one.';

function addressLimit(deps: AppDeps): DatabaseRateLimit {
  return {
    scope: 'password-reset-address',
    limit: deps.config.passwordResetAddressLimitPerHour,
    windowMs: HOUR_MS,
    message: 'Too many password reset attempts from your network. Please wait up to an hour and try again.',
  };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * "Forgot password?": e-mails a single-use link (256 random bits, stored as
 * its SHA-256, open for an hour) when an account has the address. The answer
 * is the same either way, and so are the limits: per client address and per
 * e-mail address, both counted before the account is looked up.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  accounts: PasswordAccounts,
  email: string,
  ipAddress: string,
): Promise<string> {
  const emailKey = normalizeKey(email);
  await hitDatabaseRateLimit(deps, addressLimit(deps), `${accounts.kind}:${ipAddress}`);
  await hitDatabaseRateLimit(deps, LINKS_PER_ACCOUNT, `${accounts.kind}:${emailKey}`);
  const db = deps.database.db;
  const account = await accounts.findByEmailKey(db, emailKey);
  if (!account) return FORGOT_PASSWORD_MESSAGE;

  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  // In the fragment: a browser never sends it, so no server, proxy or log line ever holds the token.
  const link = `${deps.config.publicUrl}${accounts.resetPage}#token=${token}`;
  const messageIds = await db.transaction(async (tx) => {
    await repository.insertReset(tx, {
      subjectKind: accounts.kind,
      subjectId: account.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      ipAddress,
    });
    await recordAudit(tx, {
      action: 'PASSWORD_RESET_REQUESTED',
      actorType: 'anonymous',
      companyId: account.companyId,
      entityType: accounts.kind,
      entityId: account.id,
      ipAddress,
    });
    return storeEmails(tx, [resetLinkEmail(account, link, `${deps.config.publicUrl}${accounts.forgotPage}`)]);
  });
  await dispatchMessages(deps, messageIds);
  return FORGOT_PASSWORD_MESSAGE;
}

/**
 * The link's page sets a new password: checked like at registration before
 * the link is taken (a refused password leaves the link usable), then in one
 * transaction the link is taken (once), the password stored, every open link
 * and every session of the account ended. Failed sign-ins against the account
 * are forgiven (the throttle's message sends people here). No session starts:
 * the person signs in with the new password, second factor included.
 */
export async function resetPassword(
  deps: AppDeps,
  accounts: PasswordAccounts,
  token: string,
  password: string,
  ipAddress: string,
): Promise<void> {
  await hitDatabaseRateLimit(deps, addressLimit(deps), `${accounts.kind}:${ipAddress}`);
  const db = deps.database.db;
  const now = deps.now();
  const open = await repository.findOpenReset(db, accounts.kind, hashToken(token), now);
  const account = open ? await accounts.findById(db, open.subjectId) : null;
  if (!open || !account) throw new AppError('NOT_FOUND', GONE, { token: GONE });
  assertAcceptablePassword(password, account.email);
  const passwordHash = await hashPassword(password);

  // The e-mail saying so is stored with the change: the password never changes without it, nor the other way round.
  const messageIds = await db.transaction(async (tx) => {
    if (!(await repository.takeReset(tx, open.id, now))) throw new AppError('NOT_FOUND', GONE, { token: GONE });
    await accounts.setPasswordHash(tx, account, passwordHash, now);
    await repository.endOpenResets(tx, accounts.kind, account.id, now);
    const ended = await endAllSessions(tx, accounts.kind, account.id);
    await recordAudit(tx, {
      action: 'PASSWORD_RESET',
      actorType: 'anonymous',
      companyId: account.companyId,
      entityType: accounts.kind,
      entityId: account.id,
      ipAddress,
      metadata: { sessionsEnded: ended },
    });
    return storeEmails(tx, [passwordChangedEmail(account, `${deps.config.publicUrl}${accounts.forgotPage}`, ended)]);
  });
  await clearAccountFailures(deps, accounts.kind, normalizeKey(account.email));
  await dispatchMessages(deps, messageIds);
}

/** Drops reset links a day after they expired; run by housekeeping. */
export async function purgeOldPasswordResets(deps: AppDeps): Promise<void> {
  await repository.purgeOldResets(deps.database.db, deps.now());
}

function resetLinkEmail(account: PasswordAccount, link: string, forgotLink: string) {
  return {
    companyId: account.companyId,
    to: account.email,
    toName: account.name,
    subject: 'Reset your Foursight password',
    text: [
      `Hello ${account.name},`,
      '',
      `Someone (we hope you) asked to reset the password of your Foursight account. Set a new password here: ${link}`,
      '',
      `The link works once, for ${RESET_TOKEN_TTL_TEXT}. If it has expired, ask for a new one at ${forgotLink}.`,
      'If you did not ask, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(account.name)},</p><p>Someone (we hope you) asked to reset the password of your Foursight account.</p><p><a href="${escapeHtml(
      link,
    )}">Set a new password</a></p><p>The link works once, for ${RESET_TOKEN_TTL_TEXT}. If it has expired, <a href="${escapeHtml(
      forgotLink,
    )}">ask for a new one</a>.</p><p>If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
  };
}

function passwordChangedEmail(account: PasswordAccount, forgotLink: string, sessionsEnded: number) {
  const signedOut =
    sessionsEnded > 0
      ? `We signed you out everywhere you were signed in (${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'}).`
      : 'You were not signed in anywhere, so no session had to end.';
  return {
    companyId: account.companyId,
    to: account.email,
    toName: account.name,
    subject: 'Your Foursight password was changed',
    text: [
      `Hello ${account.name},`,
      '',
      `The password of your Foursight account was just changed through a reset link. ${signedOut}`,
      '',
      `If this was not you, reset your password again at ${forgotLink} and tell your account owner.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(account.name)},</p><p>The password of your Foursight account was just changed through a reset link. ${signedOut}</p><p>If this was not you, <a href="${escapeHtml(
      forgotLink,
    )}">reset your password again</a> and tell your account owner.</p>`,
  };
}
