import type { z } from 'zod';
import {
  DEFAULT_REMINDER_DAYS,
  type CreateSwotRequestSchema,
  type ParticipationSettings,
  type ScheduleSchema,
  type SwotAnalytics,
  type SwotDetail,
  type SwotResponse,
  type SwotSummary,
} from '@foursight/shared/contract/swots';
import { displayBadge, zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { resolveParticipants, type Participant } from '../directory/directory.service.ts';
import { dispatchMessages, storeEmails, storeWhatsAppForPeople } from '../notifications/notifications.service.ts';
import { companyLanguage } from '../settings/settings.service.ts';
import { findInvitationTemplate } from '../templates/templates.service.ts';
import { refuseWhenLimitReached } from '../usage/usage.service.ts';
import { buildInvitations, describeWallTime, participationLink } from './invitations.ts';
import { insertInvitees } from './invitees.repository.ts';
import { hashLinkToken, newLinkToken } from './personal-links.ts';
import { scheduleLifecycle } from './lifecycle.service.ts';
import { refuseBeyondSwotLimit } from './swot-limit.ts';
import type { SwotRecord } from './swot-read-model.ts';
import * as repository from './swots.repository.ts';

type CreateInput = z.output<typeof CreateSwotRequestSchema>;
type ScheduleInput = z.output<typeof ScheduleSchema>;

const NOT_FOUND = 'That SWOT analysis does not exist in your account.';
export const SAMPLE_READ_ONLY =
  'The sample SWOT has ended for good: its answers are invented, so it takes no new schedule or shared link. Create a SWOT of your own to collect answers.';

/** The sample's first round stays as it was made: nobody real is asked to add answers to invented ones. */
function refuseSample(row: { isSample: boolean }): void {
  if (row.isSample) throw new AppError('CONFLICT', SAMPLE_READ_ONLY);
}

function instants(schedule: ScheduleInput): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedTimeToUtc(schedule.startDate, schedule.startTime, schedule.timezone);
  const endsAt = zonedTimeToUtc(schedule.endDate, schedule.endTime, schedule.timezone);
  if (endsAt <= startsAt) {
    const message = 'The end must be after the start.';
    throw new AppError('VALIDATION_FAILED', message, { endDate: message });
  }
  return { startsAt, endsAt };
}

export function toSwotSummary(row: SwotRecord, now: Date): SwotSummary {
  const ended = now >= row.endsAt || Boolean(row.closedAt && row.closedAt <= now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    status: ended ? 'completed' : row.status,
    badge: displayBadge(row, now),
    uniqueToken: row.uniqueToken,
    responseCount: row.responseCount,
    invitedCount: row.invitedCount,
    createdAt: row.createdAt.toISOString(),
    sharedLinkEnabled: row.sharedLinkEnabled,
    allowRepeatAnswers: row.allowRepeatAnswers,
    reminderDays: row.reminderDays,
    sample: row.isSample,
    language: row.language,
  };
}

/**
 * Creates a SWOT and its invitations in one transaction: the session and
 * every message to send exist together or not at all. Delivery jobs are
 * queued after the commit.
 */
export async function createSwot(deps: AppDeps, session: UserSession, input: CreateInput, ip: string) {
  const db = deps.database.db;
  await refuseWhenLimitReached(deps, session.companyId);
  const schedule = instants(input);
  const language = input.language ?? (await companyLanguage(deps, session.companyId));
  const template = await findInvitationTemplate(db, session.companyId, input.emailTemplate, language);
  const people = await resolveParticipants(db, session.companyId, input.participants);
  const organizationName = (await repository.findOrganisation(db, session.companyId)).name;
  const token = newLinkToken();
  // Each invited person gets a single-use link of their own; only its hash is stored.
  const personalTokens = new Map(people.map((person) => [person, newLinkToken()]));
  const linkFor = (person: Participant) => participationLink(deps.config.publicUrl, personalTokens.get(person)!);

  const { row, messageIds } = await db.transaction(async (tx) => {
    await refuseBeyondSwotLimit(tx, session.companyId);
    const inserted = await repository.insertSwot(tx, session.companyId, {
      title: input.title,
      description: input.description,
      startDate: input.startDate,
      startTime: input.startTime,
      endDate: input.endDate,
      endTime: input.endTime,
      timezone: input.timezone,
      language,
      ...schedule,
      uniqueToken: token,
      emailTemplateId: template.id ?? null,
      participants: input.participants,
      invitedCount: people.length,
      sharedLinkEnabled: input.sharedLink ?? true,
      allowRepeatAnswers: input.allowRepeatAnswers ?? false,
      status: schedule.startsAt > deps.now() ? 'draft' : 'active',
      // The server's clock (not the database's), so reminders already past at creation are skipped consistently.
      createdAt: deps.now(),
      reminderDays: input.reminderDays ?? [...DEFAULT_REMINDER_DAYS],
    });
    const emails = buildInvitations(template, people, {
      companyId: session.companyId,
      values: {
        swotTitle: input.title,
        organizationName,
        startDate: describeWallTime(input.startDate, input.startTime, input.timezone, template.language),
        endDate: describeWallTime(input.endDate, input.endTime, input.timezone, template.language),
      },
      linkFor,
    });
    const emailIds = await storeEmails(tx, emails);
    // The e-mails follow the order of `people`, so the i-th id is the i-th person's invitation.
    await insertInvitees(
      tx,
      session.companyId,
      inserted.id,
      people.map((person, index) => ({
        fullName: person.fullName,
        email: person.email,
        department: person.department,
        tokenHash: hashLinkToken(personalTokens.get(person)!),
        tokenSealed: deps.secrets.seal(personalTokens.get(person)!),
        messageId: emailIds[index] ?? null,
      })),
    );
    const whatsappIds = await storeWhatsAppForPeople(deps, tx, session.companyId, people, {
      // The same objects come back (filtered), so each WhatsApp message carries that person's link.
      parameters: (person) => [person.fullName, input.title, linkFor(person as Participant)],
      summary: `Invitation to ${input.title}`,
    });
    await recordAudit(tx, {
      action: 'SWOT_CREATED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'swot',
      entityId: inserted.id,
      ipAddress: ip,
      metadata: { invited: people.length, emails: emailIds.length, whatsapp: whatsappIds.length },
    });
    return { row: inserted, messageIds: [...emailIds, ...whatsappIds] };
  });
  await dispatchMessages(deps, messageIds);
  await scheduleLifecycle(deps, row);
  return { swot: toSwotSummary(row, deps.now()), invitationsQueued: messageIds.length };
}

/** The company's SWOT for another feature (a later round reads its title, schedule and timezone), else NOT_FOUND. */
export async function findCompanySwot(deps: AppDeps, companyId: string, id: string): Promise<repository.SwotRow> {
  const row = await repository.findSwot(deps.database.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/**
 * The company's name as its mails sign it (a later round's invitations), and
 * whether it is active: a suspended company's links take no votes.
 */
export function findOrganisation(deps: AppDeps, companyId: string): Promise<{ name: string; active: boolean }> {
  return repository.findOrganisation(deps.database.db, companyId);
}

export async function listSwots(deps: AppDeps, session: UserSession): Promise<SwotSummary[]> {
  const now = deps.now();
  return (await repository.listSwots(deps.database.db, session.companyId)).map((row) => toSwotSummary(row, now));
}

function analyticsOf(row: repository.SwotRow, responses: SwotResponse[]): SwotAnalytics {
  const byCategory = Object.fromEntries(
    SWOT_CATEGORIES.map((category) => [category, responses.filter((response) => response[category].trim()).length]),
  ) as SwotAnalytics['byCategory'];
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone: row.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const perDay = new Map<string, number>();
  for (const response of responses) {
    const day = dayFormat.format(new Date(response.submittedAt));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const count = responses.length;
  // One figure for both (spec part 2 §9: progress capped at 100; 100 % once there is an answer when
  // nobody was invited): a shared link can bring more answers than invitations, and "171 %" beside
  // "100 %" read as two different measures. The real counts are shown beside it.
  const participation =
    row.invitedCount > 0 ? Math.min(100, Math.round((count / row.invitedCount) * 100)) : count > 0 ? 100 : 0;
  return {
    byCategory,
    overTime: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, total]) => ({ date, count: total })),
    responseProgress: participation,
    participationRate: participation,
  };
}

export async function getSwotDetail(deps: AppDeps, session: UserSession, id: string): Promise<SwotDetail> {
  const db = deps.database.db;
  const row = await repository.findSwot(db, session.companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const responses = (await repository.listResponses(db, session.companyId, id)).map((response) => ({
    ...response,
    submittedAt: response.submittedAt.toISOString(),
  }));
  return {
    ...toSwotSummary(row, deps.now()),
    participants: row.participants,
    emailTemplateId: row.emailTemplateId,
    responses,
    analytics: analyticsOf(row, responses),
  };
}

/**
 * The shared participation link and its QR code, drawn here (qrcode is
 * already the server's, for two-factor) so the live view needs no QR library.
 */
export async function participationQr(deps: AppDeps, session: UserSession, id: string) {
  const row = await repository.findSwot(deps.database.db, session.companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const link = participationLink(deps.config.publicUrl, row.uniqueToken);
  // Margin 4 is the quiet zone the QR standard asks for; phones read it from across a room more reliably.
  // Loaded with the first QR code drawn, not at start.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(link, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
  return { link, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A new schedule; a closed SWOT opens again only if the new end is still ahead. */
export async function changeSchedule(deps: AppDeps, session: UserSession, id: string, schedule: ScheduleInput) {
  // Not found comes before a bad schedule: another company's id learns nothing from the checks.
  refuseSample(await findCompanySwot(deps, session.companyId, id));
  const now = deps.now();
  const moments = instants(schedule);
  // A new schedule starts the lifecycle again: draft until the start, and the end's work is due once more
  // (reminder and completion steps already sent stay sent: nobody gets a step twice).
  const row = await repository.updateSwot(
    deps.database.db,
    session.companyId,
    id,
    {
      ...schedule,
      ...moments,
      closedAt: null,
      finishedAt: null,
      status: moments.startsAt > now ? 'draft' : moments.endsAt > now ? 'active' : 'completed',
    },
    now,
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  await scheduleLifecycle(deps, row);
  return toSwotSummary(row, now);
}

/** Stops accepting responses now. */
export async function closeSwot(deps: AppDeps, session: UserSession, id: string) {
  const now = deps.now();
  const existing = await repository.findSwot(deps.database.db, session.companyId, id);
  if (!existing) throw new AppError('NOT_FOUND', NOT_FOUND);
  const row = await repository.updateSwot(
    deps.database.db,
    session.companyId,
    id,
    { closedAt: existing.closedAt ?? now },
    now,
  );
  // The end's work (last analysis, mails) runs now rather than at the scheduled end.
  await scheduleLifecycle(deps, row!);
  return toSwotSummary(row!, now);
}

/** Turns the shared link on or off, and whether a browser may answer twice through it. */
export async function changeParticipationSettings(
  deps: AppDeps,
  session: UserSession,
  id: string,
  settings: ParticipationSettings,
) {
  refuseSample(await findCompanySwot(deps, session.companyId, id));
  const now = deps.now();
  const row = await repository.updateSwot(
    deps.database.db,
    session.companyId,
    id,
    {
      ...(settings.sharedLink === undefined ? {} : { sharedLinkEnabled: settings.sharedLink }),
      ...(settings.allowRepeatAnswers === undefined ? {} : { allowRepeatAnswers: settings.allowRepeatAnswers }),
    },
    now,
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  await announceLinkSettings(deps, row.id);
  return toSwotSummary(row, now);
}

/**
 * Tells every process that this SWOT's link settings changed, so the
 * participation feature's cached links are dropped (at once here, at the
 * NOTIFY elsewhere). A lost notice costs staleness only until the cache's
 * two seconds run out, and the writing transaction reads the settings anyway,
 * so the change is saved and answered as saved even then.
 */
async function announceLinkSettings(deps: AppDeps, swotId: string): Promise<void> {
  try {
    await deps.live.publishLinkSettings({ swotId });
  } catch (error) {
    deps.logger.warn({ err: error, swotId }, 'link settings change not announced');
  }
}
