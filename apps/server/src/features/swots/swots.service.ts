import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  CreateSwotRequestSchema,
  ScheduleSchema,
  SwotAnalytics,
  SwotDetail,
  SwotResponse,
  SwotSummary,
} from '@foursight/shared/contract/swots';
import { displayBadge, zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { resolveParticipants } from '../directory/directory.service.ts';
import { dispatchMessages, storeEmails, storeWhatsAppForPeople } from '../notifications/notifications.service.ts';
import { findInvitationTemplate } from '../templates/templates.service.ts';
import { checkLimit, limitReachedMessage } from '../usage/usage.service.ts';
import { buildInvitations, describeWallTime, participationLink } from './invitations.ts';
import * as repository from './swots.repository.ts';

type CreateInput = z.output<typeof CreateSwotRequestSchema>;
type ScheduleInput = z.output<typeof ScheduleSchema>;

const NOT_FOUND = 'That SWOT analysis does not exist in your account.';

/** 24 random bytes, URL-safe: 192 bits, far past guessing. */
function newToken(): string {
  return randomBytes(24).toString('base64url');
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

export function toSwotSummary(row: repository.SwotRow, now: Date): SwotSummary {
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
    status: ended ? 'completed' : 'active',
    badge: displayBadge(row, now),
    uniqueToken: row.uniqueToken,
    responseCount: row.responseCount,
    invitedCount: row.invitedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a SWOT and its invitations in one transaction: the session and
 * every message to send exist together or not at all. Delivery jobs are
 * queued after the commit.
 */
export async function createSwot(deps: AppDeps, session: UserSession, input: CreateInput, ip: string) {
  const db = deps.database.db;
  const limit = await checkLimit(deps, session.companyId);
  if (!limit.canCreate) throw new AppError('LIMIT_REACHED', limitReachedMessage(limit.plan));
  const schedule = instants(input);
  const template = await findInvitationTemplate(db, session.companyId, input.emailTemplate);
  const people = await resolveParticipants(db, session.companyId, input.participants);
  const organizationName = await repository.findOrganizationName(db, session.companyId);
  const token = newToken();
  const link = participationLink(deps.config.publicUrl, token);

  const { row, messageIds } = await db.transaction(async (tx) => {
    const inserted = await repository.insertSwot(tx, session.companyId, {
      title: input.title,
      description: input.description,
      startDate: input.startDate,
      startTime: input.startTime,
      endDate: input.endDate,
      endTime: input.endTime,
      timezone: input.timezone,
      ...schedule,
      uniqueToken: token,
      emailTemplateId: template?.id ?? null,
      participants: input.participants,
      invitedCount: people.length,
    });
    const emails = template
      ? buildInvitations(template, people, {
          companyId: session.companyId,
          values: {
            swotTitle: input.title,
            organizationName,
            startDate: describeWallTime(input.startDate, input.startTime, input.timezone),
            endDate: describeWallTime(input.endDate, input.endTime, input.timezone),
            swotLink: link,
          },
        })
      : [];
    const emailIds = await storeEmails(tx, emails);
    const whatsappIds = await storeWhatsAppForPeople(deps, tx, session.companyId, people, {
      parameters: (person) => [person.fullName, input.title, link],
      summary: `Invitation to ${input.title}: ${link}`,
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
  return { swot: toSwotSummary(row, deps.now()), invitationsQueued: messageIds.length };
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

/** A new schedule; a closed SWOT opens again only if the new end is still ahead. */
export async function changeSchedule(deps: AppDeps, session: UserSession, id: string, schedule: ScheduleInput) {
  // Not found comes before a bad schedule: another company's id learns nothing from the checks.
  if (!(await repository.findSwot(deps.database.db, session.companyId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const row = await repository.updateSwot(
    deps.database.db,
    session.companyId,
    id,
    { ...schedule, ...instants(schedule), closedAt: null },
    deps.now(),
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toSwotSummary(row, deps.now());
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
  return toSwotSummary(row!, now);
}
