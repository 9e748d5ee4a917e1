import { countOf } from '@foursight/shared/domain/plural';
import { zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import { escapeHtml } from '@foursight/shared/domain/templates';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { dispatchMessages, storeEmails, type EmailToSend } from '../notifications/notifications.service.ts';
import { findInvitationTemplate, mailTemplate, prepareTemplate } from '../templates/templates.service.ts';
import { describeWallTime, participationLink } from './invitations.ts';
import { setInvitationMessage } from './invitees.repository.ts';
import * as repository from './lifecycle.repository.ts';
import { hashLinkToken, newLinkToken } from './personal-links.ts';
import { advanceSwotJob } from './swots.jobs.ts';
import { findOrganisation, findSwot, type SwotRow } from './swots.repository.ts';

export function reminderStep(days: number): string {
  return `reminder-${days}d`;
}
export const COMPLETION_STEP = 'completion';

export interface StepOptions {
  /** Everyone invited; otherwise only those who have not answered. */
  everyone: boolean;
  /** Only these invitees. */
  inviteeIds?: string[];
  /** Send the SWOT's invitation again (a resend) instead of a reminder or completion mail. */
  invitation?: boolean;
}

function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * When the reminder `days` before the end goes out: the same wall-clock time
 * as the end, `days` calendar days earlier, in the SWOT's timezone (so a DST
 * change in between moves the instant, not the time people see).
 */
export function reminderMoment(row: Pick<SwotRow, 'endDate' | 'endTime' | 'timezone'>, days: number): Date {
  return zonedTimeToUtc(shiftDate(row.endDate, days), row.endTime, row.timezone);
}

/**
 * The reminders due now. Only those that fall inside the SWOT's open time and
 * after it was created: a 3-day reminder of a 2-day SWOT, or one whose moment
 * had passed when the SWOT was made, is skipped rather than sent on the heels
 * of the invitation.
 */
export function dueReminders(row: SwotRow, now: Date): number[] {
  return row.reminderDays.filter((days) => {
    const at = reminderMoment(row, days);
    return at > row.startsAt && at > row.createdAt && at <= now && now < row.endsAt;
  });
}

/**
 * Queues the lifecycle job at each moment of a SWOT: the start, each
 * reminder, the end. One job per moment (singleton key), so scheduling again
 * after a schedule change adds the new moments; a job at a stale moment finds
 * nothing due and does nothing. The sweep catches anything a lost job missed.
 */
export async function scheduleLifecycle(deps: AppDeps, row: SwotRow): Promise<void> {
  const now = deps.now().getTime();
  const moments = [row.startsAt, ...row.reminderDays.map((days) => reminderMoment(row, days)), row.endsAt];
  if (row.closedAt) moments.push(row.closedAt);
  for (const moment of new Set(moments.map((at) => Math.max(at.getTime(), now)))) {
    try {
      await deps.queue.enqueueUnlessQueued(
        advanceSwotJob,
        { companyId: row.companyId, swotId: row.id },
        { singletonKey: `${row.id}:${moment}`, startAfter: new Date(moment) },
      );
    } catch (error) {
      deps.logger.warn({ err: error, swotId: row.id }, 'lifecycle job not queued; the sweep will catch up');
    }
  }
}

/**
 * Analyses a SWOT that ended, before its results-ready mail goes: the analysis feature's run, handed over
 * where the app is composed (job-registry.ts, housekeeping-tasks.ts), since analysis reads SWOTs and so
 * sits above this feature.
 */
export type AnalyseEndedSwot = (deps: AppDeps, companyId: string, swotId: string) => Promise<unknown>;

/**
 * Does whatever is due for one SWOT at deps.now(): active at its start,
 * reminders to those who have not answered, and at the end (or when closed)
 * the last analysis, completion mails and the organiser's results mail.
 * Safe to run any number of times, from any number of processes.
 */
export async function advanceSwot(
  deps: AppDeps,
  analyse: AnalyseEndedSwot,
  companyId: string,
  swotId: string,
): Promise<{ done: string[] }> {
  const db = deps.database.db;
  const now = deps.now();
  const row = await findSwot(db, companyId, swotId);
  const done: string[] = [];
  if (!row || row.finishedAt) return { done };
  const ended = now >= row.endsAt || Boolean(row.closedAt && row.closedAt <= now);
  if (ended) {
    if (await finishSwot(deps, analyse, row, now)) done.push('completed');
    return { done };
  }
  if (now < row.startsAt) return { done };
  if (row.status === 'draft' && (await repository.markActive(db, companyId, swotId, now))) done.push('active');
  for (const days of dueReminders(row, now)) {
    const sent = await sendStep(deps, row, reminderStep(days), { everyone: false });
    if (sent > 0) done.push(`${reminderStep(days)}:${sent}`);
  }
  return { done };
}

/** Every SWOT with work that may be due; run at worker start and with housekeeping. */
export async function advanceDueSwots(deps: AppDeps, analyse: AnalyseEndedSwot): Promise<void> {
  const now = deps.now();
  for (const row of await repository.listUnfinishedStarted(deps.database.db, now)) {
    const ended = now >= row.endsAt || Boolean(row.closedAt && row.closedAt <= now);
    const remindersDue = dueReminders(row, now).length > 0;
    if (!ended && !remindersDue && row.status !== 'draft') continue;
    try {
      await advanceSwot(deps, analyse, row.companyId, row.id);
    } catch (error) {
      deps.logger.error({ err: error, swotId: row.id }, 'swot lifecycle step failed');
    }
  }
}

async function finishSwot(deps: AppDeps, analyse: AnalyseEndedSwot, row: SwotRow, now: Date): Promise<boolean> {
  // The analysis first (unpaced: pacing would only queue it for later), so "results are ready"
  // is true when the mail arrives. Running it twice (two workers, a replay) is harmless: it recomputes.
  await analyse(deps, row.companyId, row.id);
  const db = deps.database.db;
  const messageIds = await db.transaction(async (tx) => {
    const claimed = await repository.claimFinish(tx, row.companyId, row.id, now);
    if (!claimed) return null;
    const organisers = await repository.listOrganisers(tx, row.companyId);
    const link = `${deps.config.publicUrl}/swot/${row.id}`;
    const title = row.title;
    const resultMails: EmailToSend[] = organisers.map((organiser) => ({
      companyId: row.companyId,
      to: organiser.email,
      toName: organiser.name,
      subject: `Results are ready: ${title}`,
      text: `Hello ${organiser.name},\n\n"${title}" has ended with ${countOf(claimed.responseCount, 'response', 'responses')}, and its analysis is ready.\n\nSee the results: ${link}\n`,
      html: `<p>Hello ${escapeHtml(organiser.name)},</p><p><strong>${escapeHtml(title)}</strong> has ended with ${countOf(claimed.responseCount, 'response', 'responses')}, and its analysis is ready.</p><p><a href="${escapeHtml(link)}">See the results</a></p>`,
    }));
    const ids = await storeEmails(tx, resultMails);
    return [...ids, ...(await storeStepMails(deps, tx, claimed, COMPLETION_STEP, { everyone: true }))];
  });
  if (!messageIds) return false;
  await dispatchMessages(deps, messageIds);
  return true;
}

/**
 * Sends one step's mail to the invitees who have not had it. The step rows
 * and the e-mails are written in one transaction: either both exist or
 * neither does, so a crash cannot lose a reminder nor a replay double it.
 * Returns how many were sent.
 */
export async function sendStep(deps: AppDeps, row: SwotRow, step: string, options: StepOptions): Promise<number> {
  const ids = await deps.database.db.transaction((tx) => storeStepMails(deps, tx, row, step, options));
  await dispatchMessages(deps, ids);
  return ids.length;
}

async function storeStepMails(
  deps: AppDeps,
  tx: Database,
  row: SwotRow,
  step: string,
  options: StepOptions,
): Promise<string[]> {
  const recipients = await repository.claimStep(tx, row.companyId, row.id, step, {
    everyone: options.everyone,
    ...(options.inviteeIds ? { inviteeIds: options.inviteeIds } : {}),
  });
  if (recipients.length === 0) return [];
  const template = await templateFor(tx, row, step, options.invitation === true);
  const render = prepareTemplate(template);
  const organizationName = (await findOrganisation(tx, row.companyId)).name;
  const emails: EmailToSend[] = [];
  for (const recipient of recipients) {
    const token = await personalToken(deps, tx, row.companyId, recipient);
    const message = render({
      participantName: recipient.fullName,
      swotTitle: row.title,
      organizationName,
      startDate: describeWallTime(row.startDate, row.startTime, row.timezone, template.language),
      endDate: describeWallTime(row.endDate, row.endTime, row.timezone, template.language),
      swotLink: participationLink(deps.config.publicUrl, token),
    });
    emails.push({ companyId: row.companyId, to: recipient.email, toName: recipient.fullName, ...message });
  }
  const ids = await storeEmails(tx, emails);
  await repository.setStepMessages(
    tx,
    row.companyId,
    step,
    recipients.map((recipient, index) => ({ inviteeId: recipient.id, messageId: ids[index]! })),
  );
  if (options.invitation) {
    for (const [index, recipient] of recipients.entries()) {
      await setInvitationMessage(tx, row.companyId, recipient.id, ids[index]!);
    }
  }
  return ids;
}

/**
 * The SWOT's invitation (for a resend; the company's current one in the SWOT's language when the chosen
 * one was deleted since), else the reminder or completion template, all in the SWOT's language.
 */
async function templateFor(tx: Database, row: SwotRow, step: string, invitation: boolean) {
  if (invitation) {
    const chosen = await findInvitationTemplate(tx, row.companyId, row.emailTemplateId, row.language).catch(() => null);
    return chosen ?? (await findInvitationTemplate(tx, row.companyId, null, row.language));
  }
  return mailTemplate(tx, row.companyId, step === COMPLETION_STEP ? 'swot_completion' : 'swot_reminder', row.language);
}

/** The invitee's own link: the sealed token, or a new one for an invitee stored before tokens were sealed. */
async function personalToken(
  deps: AppDeps,
  tx: Database,
  companyId: string,
  recipient: repository.StepRecipient,
): Promise<string> {
  if (recipient.tokenSealed) return deps.secrets.open(recipient.tokenSealed);
  const token = newLinkToken();
  await repository.replaceToken(tx, companyId, recipient.id, {
    tokenHash: hashLinkToken(token),
    tokenSealed: deps.secrets.seal(token),
  });
  return token;
}
