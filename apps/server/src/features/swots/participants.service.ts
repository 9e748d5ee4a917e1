import { randomUUID } from 'node:crypto';
import type { Participant, ParticipantState, ParticipantsOverview } from '@foursight/shared/contract/swots';
import { applyAnonymityThreshold, type GroupCount } from '@foursight/shared/domain/anonymity';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { messageStatuses } from '../notifications/notifications.service.ts';
import { readParticipantPrivacy } from '../settings/settings.service.ts';
import { findInvitee, listInvitees } from './invitees.repository.ts';
import { sendStep } from './lifecycle.service.ts';
import { findSwot, type SwotRow } from './swots.repository.ts';

const NOT_FOUND = 'That SWOT analysis does not exist in your account.';

async function requireSwot(deps: AppDeps, session: UserSession, id: string): Promise<SwotRow> {
  const row = await findSwot(deps.database.db, session.companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function isOpen(row: SwotRow, now: Date): boolean {
  return now < row.endsAt && !(row.closedAt && row.closedAt <= now);
}

function requireOpen(row: SwotRow, now: Date): void {
  if (!isOpen(row, now)) throw new AppError('CONFLICT', 'This SWOT analysis has ended: nobody can answer any more.');
}

/**
 * The Participants tab: each invitee's furthest step, the totals, and the
 * response rate per department under the company's anonymity threshold.
 * Whether a person answered, and their reminder count (reminders go only to
 * those who have not answered, so it tells the same), leave the server only
 * when the company chose per-person answered status in Settings → Privacy;
 * otherwise answering is told only as counts: the total, and departments at
 * or over the threshold. Nothing ever links a person to an answer.
 */
export async function getParticipants(deps: AppDeps, session: UserSession, id: string): Promise<ParticipantsOverview> {
  const db = deps.database.db;
  const row = await requireSwot(deps, session, id);
  const invitees = await listInvitees(db, session.companyId, id);
  const statuses = await messageStatuses(
    db,
    invitees.flatMap((invitee) => (invitee.messageId ? [invitee.messageId] : [])),
  );
  const { anonymityThreshold, showWhoAnswered } = await readParticipantPrivacy(deps, session.companyId);
  const totals = { responded: 0, opened: 0, delivered: 0, bounced: 0, invited: invitees.length };
  const byDepartment = new Map<string, GroupCount>();
  let remindersSent = 0;
  const participants: Participant[] = invitees.map((invitee) => {
    const status = invitee.messageId ? statuses.get(invitee.messageId) : undefined;
    const delivered = status === 'sent';
    const bounced = status === 'failed';
    // Answering means the link was opened, even when the page was not loaded through it first (an API client).
    const openedLink = invitee.openedAt !== null || invitee.responded;
    const reminders = Number(invitee.reminders);
    if (invitee.responded) totals.responded += 1;
    if (openedLink) totals.opened += 1;
    if (delivered) totals.delivered += 1;
    if (bounced) totals.bounced += 1;
    remindersSent += reminders;
    const name = invitee.department.trim() || 'No department';
    const group = byDepartment.get(name) ?? { group: name, invited: 0, responded: 0 };
    group.invited += 1;
    if (invitee.responded) group.responded += 1;
    byDepartment.set(name, group);
    const furthest: ParticipantState = openedLink
      ? 'opened'
      : bounced
        ? 'bounced'
        : delivered
          ? 'delivered'
          : 'invited';
    const person = { id: invitee.id, fullName: invitee.fullName, email: invitee.email, department: invitee.department };
    if (!showWhoAnswered) return { ...person, state: furthest, delivered, bounced, openedLink };
    const state = invitee.responded ? 'responded' : furthest;
    return { ...person, state, delivered, bounced, openedLink, responded: invitee.responded, reminders };
  });
  return {
    participants,
    totals,
    departments: applyAnonymityThreshold([...byDepartment.values()], anonymityThreshold),
    anonymityThreshold,
    showsWhoAnswered: showWhoAnswered,
    remindersSent,
    open: isOpen(row, deps.now()),
  };
}

/**
 * Sends one person their invitation again, with the same personal link.
 * Someone who answered gets nothing: when the company shows who answered,
 * that is refused; when it does not, the answer is the same as for anyone
 * else, so a resend cannot be used to find out who answered.
 */
export async function resendInvitation(
  deps: AppDeps,
  session: UserSession,
  id: string,
  inviteeId: string,
): Promise<{ showsWhoAnswered: boolean }> {
  const row = await requireSwot(deps, session, id);
  const invitee = await findInvitee(deps.database.db, session.companyId, id, inviteeId);
  if (!invitee) throw new AppError('NOT_FOUND', 'That person is not invited to this SWOT analysis.');
  const { showWhoAnswered } = await readParticipantPrivacy(deps, session.companyId);
  const answered = () => {
    if (showWhoAnswered) throw new AppError('CONFLICT', 'This person has already answered.');
    return { showsWhoAnswered: false };
  };
  requireOpen(row, deps.now());
  if (invitee.responded) return answered();
  // A step of its own each time: a resend is asked for on purpose, so it is never "already sent".
  const sent = await sendStep(deps, row, `resend-${randomUUID()}`, {
    everyone: false,
    inviteeIds: [inviteeId],
    invitation: true,
  });
  if (sent === 0) return answered();
  return { showsWhoAnswered: showWhoAnswered };
}

/**
 * Reminds everyone who has not answered, now. The step is named by the
 * minute, so a double click (or two organisers at once) reminds people once.
 */
export async function remindNonResponders(deps: AppDeps, session: UserSession, id: string): Promise<number> {
  const row = await requireSwot(deps, session, id);
  const now = deps.now();
  requireOpen(row, now);
  return sendStep(deps, row, `manual-${now.toISOString().slice(0, 16)}`, { everyone: false });
}
