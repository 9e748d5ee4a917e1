import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  AcceptInvitationRequestSchema,
  InvitationPreview,
  InviteColleagueRequestSchema,
  PendingInvitation,
} from '@foursight/shared/contract/team';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { INVITATION_TTL_MS, ROLE_LABELS, type OrganiserRole } from '@foursight/shared/domain/roles';
import { escapeHtml } from '@foursight/shared/domain/templates';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import { hitDatabaseRateLimit, type DatabaseRateLimit } from '../../http/rate-limit.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { describeSessionUser } from '../auth/auth.service.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import { dispatchMessages, storeEmails } from '../notifications/notifications.service.ts';
import { insertMember } from '../accounts/accounts.service.ts';
import * as repository from './team.repository.ts';

/** Open invitations a company may have at once: enough for any team, not a mailing tool. */
const MAX_OPEN_INVITATIONS = 50;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Invitations mail any address through the platform's sender: counted in the
 * database (every process sees them), per company, per company and address
 * ("invite again" a few times), and per address across every company, so no
 * owner, stolen owner session or set of sign-ups can flood an inbox. Both
 * address limits say the same words, which do not tell who else invited.
 */
export const INVITATIONS_PER_COMPANY: DatabaseRateLimit = {
  scope: 'colleague-invitation',
  limit: 30,
  windowMs: HOUR_MS,
  message: 'You have sent many invitations in the last hour. Please try again later.',
};
const ADDRESS_LIMIT_MESSAGE =
  'This address has been sent several invitations in the last hour. Please try again later.';
export const INVITATIONS_PER_COMPANY_ADDRESS: DatabaseRateLimit = {
  scope: 'colleague-invitation-resend',
  limit: 3,
  windowMs: HOUR_MS,
  message: ADDRESS_LIMIT_MESSAGE,
};
export const INVITATIONS_PER_ADDRESS: DatabaseRateLimit = {
  scope: 'colleague-invitation-address',
  limit: 10,
  windowMs: HOUR_MS,
  message: ADDRESS_LIMIT_MESSAGE,
};
const GONE = 'This invitation has been used, withdrawn or has expired. Ask the account owner for a new one.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation/${token}`;
}

export function toInvitation(row: {
  id: string;
  email: string;
  role: OrganiserRole;
  createdAt: Date;
  expiresAt: Date;
}): PendingInvitation {
  return { ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

/**
 * Invites a colleague: a 256-bit random token, stored only as its SHA-256,
 * e-mailed as a link through the outbox in the same transaction. A new
 * invitation to the same address withdraws the earlier one (so "invite
 * again" resends, and only the newest link works).
 *
 * The answer is the same whether or not the address signs in to another
 * company: saying so would tell any owner which addresses have accounts.
 * Only the person who opens the link learns it (previewInvitation). Someone
 * already in the inviter's own team is refused: the owner can see the team
 * anyway, so that says nothing about other companies.
 */
export async function inviteColleague(
  deps: AppDeps,
  session: UserSession,
  input: z.output<typeof InviteColleagueRequestSchema>,
  ipAddress: string,
): Promise<PendingInvitation> {
  const db = deps.database.db;
  const emailKey = normalizeKey(input.email);
  if (await repository.isMember(db, session.companyId, emailKey)) {
    const message = `${input.email} is already in your team.`;
    throw new AppError('CONFLICT', message, { email: message });
  }
  const now = deps.now();
  const open = await repository.listOpenInvitations(db, session.companyId, now);
  if (open.filter((row) => normalizeKey(row.email) !== emailKey).length >= MAX_OPEN_INVITATIONS) {
    throw new AppError('LIMIT_REACHED', `At most ${MAX_OPEN_INVITATIONS} invitations can be open at once.`);
  }
  const inviter = await describeSessionUser(deps, session.companyId, session.userId);
  if (!inviter) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  await hitDatabaseRateLimit(deps, INVITATIONS_PER_COMPANY_ADDRESS, `${session.companyId}:${emailKey}`);
  await hitDatabaseRateLimit(deps, INVITATIONS_PER_COMPANY, session.companyId);
  // Last: the one budget other companies share, spent only once this company's own limits let the invitation through.
  await hitDatabaseRateLimit(deps, INVITATIONS_PER_ADDRESS, emailKey);

  const token = randomBytes(32).toString('base64url');
  const link = invitationLink(deps.config.publicUrl, token);
  const roleLabel = ROLE_LABELS[input.role];
  const { invitation, messageIds } = await db.transaction(async (tx) => {
    await repository.revokeInvitations(tx, session.companyId, now, { emailKey });
    const invitation = await repository.insertInvitation(tx, {
      companyId: session.companyId,
      email: input.email,
      emailKey,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: session.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await recordAudit(tx, {
      action: 'COLLEAGUE_INVITED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'colleague_invitation',
      entityId: invitation.id,
      ipAddress,
      metadata: { email: input.email, role: input.role, actorEmail: inviter.email },
    });
    const messageIds = await storeEmails(tx, [
      {
        companyId: session.companyId,
        to: input.email,
        toName: input.email,
        subject: `${inviter.contactName} invites you to ${inviter.organizationName} on Foursight`,
        text: [
          `${inviter.contactName} invites you to organise SWOT analyses for ${inviter.organizationName} on Foursight, as ${roleLabel}.`,
          '',
          `Accept the invitation and set your password: ${link}`,
          '',
          'The link works once and expires in 7 days. If you did not expect it, ignore this e-mail.',
        ].join('\n'),
        html: `<p>${escapeHtml(inviter.contactName)} invites you to organise SWOT analyses for <strong>${escapeHtml(
          inviter.organizationName,
        )}</strong> on Foursight, as ${roleLabel}.</p><p><a href="${escapeHtml(
          link,
        )}">Accept the invitation and set your password</a></p><p>The link works once and expires in 7 days. If you did not expect it, ignore this e-mail.</p>`,
      },
    ]);
    return { invitation, messageIds };
  });
  await dispatchMessages(deps, messageIds);
  return toInvitation(invitation);
}

export async function revokeInvitation(deps: AppDeps, session: UserSession, invitationId: string, ipAddress: string) {
  const db = deps.database.db;
  const revoked = await repository.revokeInvitations(db, session.companyId, deps.now(), { id: invitationId });
  if (revoked === 0) throw new AppError('NOT_FOUND', 'Invitation not found.');
  await recordAudit(db, {
    action: 'COLLEAGUE_INVITATION_REVOKED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'colleague_invitation',
    entityId: invitationId,
    ipAddress,
  });
}

/**
 * A live invitation whose address is free to join. An address signs in to
 * one company only, so one that already has an account is refused here, to
 * the person holding the link (the mailbox the invitation went to), never
 * to the inviter. The invitation stays open: if the other account goes, it works.
 */
async function findUsableInvitation(deps: AppDeps, token: string) {
  const db = deps.database.db;
  const invitation = await repository.findLiveInvitation(db, hashToken(token), deps.now());
  if (!invitation?.companyActive) throw new AppError('NOT_FOUND', GONE);
  if (await repository.emailBelongsToSomeone(db, invitation.emailKey)) {
    throw new AppError('CONFLICT', alreadySignsIn(invitation.invitedBy ?? invitation.organizationName));
  }
  return invitation;
}

function alreadySignsIn(invitedBy: string): string {
  return `This e-mail already signs in to Foursight, and an e-mail can belong to one organisation only. Sign in with it as before, or ask ${invitedBy} to invite another address of yours.`;
}

export async function previewInvitation(deps: AppDeps, token: string): Promise<InvitationPreview> {
  const invitation = await findUsableInvitation(deps, token);
  return {
    organizationName: invitation.organizationName,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy ?? invitation.organizationName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation: uses it up and creates the colleague's account in
 * one transaction (a second use, an expired or withdrawn link: 404; an
 * address that already signs in: 409; nothing created). Returns who to sign in.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  input: z.output<typeof AcceptInvitationRequestSchema>,
  ipAddress: string,
): Promise<{ userId: string; companyId: string; user: SessionUser }> {
  const db = deps.database.db;
  const invitation = await findUsableInvitation(deps, token);
  assertAcceptablePassword(input.password, invitation.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const userId = await db.transaction(async (tx) => {
      if (!(await repository.takeInvitation(tx, invitation.id, deps.now()))) throw new AppError('NOT_FOUND', GONE);
      const userId = await insertMember(tx, {
        companyId: invitation.companyId,
        email: invitation.email,
        emailKey: invitation.emailKey,
        contactName: input.contactName,
        role: invitation.role,
        passwordHash,
      });
      await recordAudit(tx, {
        action: 'COLLEAGUE_JOINED',
        actorType: 'user',
        actorId: userId,
        companyId: invitation.companyId,
        entityType: 'user',
        entityId: userId,
        ipAddress,
        metadata: { email: invitation.email, role: invitation.role, invitationId: invitation.id },
      });
      return userId;
    });
    const user = await describeSessionUser(deps, invitation.companyId, userId);
    return { userId, companyId: invitation.companyId, user: user! };
  } catch (error) {
    // The same refusal when an account for the address appeared after the check above.
    if (uniqueViolationIndex(error) === 'users_email_key_idx') {
      throw new AppError('CONFLICT', alreadySignsIn(invitation.invitedBy ?? invitation.organizationName));
    }
    throw error;
  }
}
