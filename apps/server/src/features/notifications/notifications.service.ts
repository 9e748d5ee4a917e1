import type { OutboundMessage, WhatsAppSetting } from '@foursight/shared/contract/notifications';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import { findPlan } from '../plans/plans.service.ts';
import { deliverMessageJob } from './notifications.jobs.ts';
import { setWhatsAppNotifications } from '../accounts/accounts.service.ts';
import * as repository from './notifications.repository.ts';

export interface EmailToSend {
  companyId: string | null;
  to: string;
  toName: string;
  subject: string;
  html: string;
  text: string;
}

export interface WhatsAppToSend {
  companyId: string;
  to: string;
  toName: string;
  /** The template's body parameters, in order. */
  parameters: string[];
  /** What the message says, for the record. */
  summary: string;
}

/** WhatsApp comes with the plans whose catalogue entry includes it (spec part 1 §6: the paid plans). */
async function planIncludesWhatsApp(db: Database, plan: string): Promise<boolean> {
  return (await findPlan(db, plan))?.includesWhatsApp ?? false;
}

/**
 * Stores messages, then queues one delivery job each. The row is written
 * first, so a message exists even if the process stops before its job does;
 * recoverStrandedMessages re-queues such rows when workers start.
 */
export async function queueEmails(deps: AppDeps, emails: EmailToSend[]): Promise<string[]> {
  const ids = await storeEmails(deps.database.db, emails);
  await dispatchMessages(deps, ids);
  return ids;
}

/**
 * Stores e-mails without queuing them, inside the caller's transaction (so
 * they exist exactly when the change that caused them does). Call
 * dispatchMessages with the ids after the commit.
 */
export async function storeEmails(db: Database, emails: EmailToSend[]): Promise<string[]> {
  return repository.insertMessages(
    db,
    emails.map((email) => ({
      companyId: email.companyId,
      channel: 'email' as const,
      recipient: email.to,
      recipientName: email.toName,
      subject: email.subject,
      htmlBody: email.html,
      textBody: email.text,
    })),
  );
}

/** Queues delivery of stored messages (after the transaction that stored them has committed). */
export async function dispatchMessages(deps: AppDeps, ids: string[]): Promise<void> {
  await enqueueDeliveries(
    deps,
    ids.map((id) => ({ id, attempts: 0 })),
  );
}

function storeWhatsApps(db: Database, messages: WhatsAppToSend[]): Promise<string[]> {
  return repository.insertMessages(
    db,
    messages.map((message) => ({
      companyId: message.companyId,
      channel: 'whatsapp' as const,
      recipient: message.to,
      recipientName: message.toName,
      textBody: message.summary,
      parameters: message.parameters,
    })),
  );
}

/**
 * WhatsApp copies of a notification for the people who have a phone number,
 * when the company's plan includes WhatsApp, the company turned it on and
 * the platform has a sender. Otherwise nothing is queued.
 */
export async function queueWhatsAppForPeople(
  deps: AppDeps,
  companyId: string,
  people: { fullName: string; phoneNumber: string }[],
  content: { parameters: (person: { fullName: string }) => string[]; summary: string },
): Promise<string[]> {
  const ids = await storeWhatsAppForPeople(deps, deps.database.db, companyId, people, content);
  await dispatchMessages(deps, ids);
  return ids;
}

/** As queueWhatsAppForPeople, but only stores, in the caller's transaction; dispatch after the commit. */
export async function storeWhatsAppForPeople(
  deps: AppDeps,
  db: Database,
  companyId: string,
  people: { fullName: string; phoneNumber: string }[],
  content: { parameters: (person: { fullName: string }) => string[]; summary: string },
): Promise<string[]> {
  if (!deps.whatsapp) return [];
  const setting = await repository.findWhatsAppSetting(db, companyId);
  if (!setting?.enabled || !(await planIncludesWhatsApp(db, setting.plan))) return [];
  return storeWhatsApps(
    db,
    people
      .filter((person) => person.phoneNumber.replace(/\D/g, '').length >= 6)
      .map((person) => ({
        companyId,
        to: person.phoneNumber,
        toName: person.fullName,
        parameters: content.parameters(person),
        summary: content.summary,
      })),
  );
}

async function enqueueDeliveries(deps: AppDeps, messages: { id: string; attempts: number }[], delaySeconds = 0) {
  for (const message of messages) {
    try {
      await deps.queue.enqueue(
        deliverMessageJob,
        { messageId: message.id },
        {
          // One job per message and attempt: a re-queue after a crash cannot double it.
          singletonKey: `${message.id}:${message.attempts}`,
          ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
        },
      );
    } catch (error) {
      // Already queued (singleton) is fine; anything else leaves the row for recovery.
      deps.logger.warn({ err: error, messageId: message.id }, 'delivery not queued now; recovery will retry');
    }
  }
}

/** Sends one message; safe to run twice (a sent or failed message is left alone). */
export async function deliverMessage(deps: AppDeps, messageId: string): Promise<{ status: string }> {
  const db = deps.database.db;
  const message = await repository.findMessage(db, messageId);
  if (!message || message.status !== 'queued') return { status: message?.status ?? 'missing' };
  const transport = message.channel === 'email' ? deps.mailer.transport : 'whatsapp';
  try {
    const result =
      message.channel === 'email'
        ? await deps.mailer.send({
            to: message.recipient,
            toName: message.recipientName,
            subject: message.subject,
            html: message.htmlBody,
            text: message.textBody,
          })
        : await sendWhatsApp(deps, message);
    await repository.markSent(db, messageId, { transport, ...result }, deps.now());
    return { status: 'sent' };
  } catch (error) {
    const { limit, delaySeconds } = deps.config.mail.retry;
    const attempt = message.attempts + 1;
    const final = attempt > limit;
    const reason = error instanceof Error ? error.message : String(error);
    await repository.recordFailedAttempt(db, messageId, { transport, error: reason, final });
    deps.logger.warn({ messageId, attempt, final, reason }, 'message delivery failed');
    if (!final)
      await enqueueDeliveries(deps, [{ id: messageId, attempts: attempt }], delaySeconds * 2 ** (attempt - 1));
    return { status: final ? 'failed' : 'retrying' };
  }
}

function sendWhatsApp(deps: AppDeps, message: repository.MessageRow) {
  if (!deps.whatsapp) throw new Error('WhatsApp is not configured on this server.');
  return deps.whatsapp.sendTemplate(message.recipient, message.parameters);
}

/** At worker start: queues again any message left queued without a job (a crash between insert and enqueue). */
export async function recoverStrandedMessages(deps: AppDeps): Promise<number> {
  const stranded = await repository.queuedBefore(deps.database.db, new Date(deps.now().getTime() - 60_000));
  await enqueueDeliveries(deps, stranded);
  return stranded.length;
}

export async function getWhatsAppSetting(deps: AppDeps, session: UserSession): Promise<WhatsAppSetting> {
  const setting = await repository.findWhatsAppSetting(deps.database.db, session.companyId);
  if (!setting) throw new AppError('NOT_FOUND', 'Your company was not found.');
  return {
    enabled: setting.enabled,
    includedInPlan: await planIncludesWhatsApp(deps.database.db, setting.plan),
    configured: deps.whatsapp !== null,
  };
}

export async function setWhatsAppSetting(deps: AppDeps, session: UserSession, enabled: boolean) {
  const current = await getWhatsAppSetting(deps, session);
  if (enabled && !current.includedInPlan) {
    throw new AppError(
      'FORBIDDEN',
      'Your plan does not include WhatsApp notifications: upgrade to a plan that does to switch them on.',
    );
  }
  await setWhatsAppNotifications(deps.database.db, session.companyId, enabled, deps.now());
  return { ...current, enabled };
}

export async function listMessages(
  deps: AppDeps,
  status: OutboundMessage['status'] | undefined,
): Promise<OutboundMessage[]> {
  const rows = await repository.listRecentMessages(deps.database.db, status);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.textBody,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** Where each message stands (queued, sent, failed), for showing delivered / bounced. */
export async function messageStatuses(db: Database, ids: string[]): Promise<Map<string, OutboundMessage['status']>> {
  const rows = await repository.statusesOf(db, ids);
  return new Map(rows.map((row) => [row.id, row.status]));
}
