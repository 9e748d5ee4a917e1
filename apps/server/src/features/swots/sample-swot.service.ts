import type { SwotSummary } from '@foursight/shared/contract/swots';
import { SAMPLE_ANSWERS, SAMPLE_SWOT } from '@foursight/shared/domain/sample-swot';
import { calendarDateIn, zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../app-deps.ts';
import { newLinkToken } from './personal-links.ts';
import * as repository from './sample-swot.repository.ts';
import { toSwotSummary } from './swots.service.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The sample ran for two weeks and ended yesterday evening, in its own timezone. */
const SAMPLE_DAYS = 14;

/** The company's sample SWOT, or null. */
export async function findSampleSwot(deps: AppDeps, companyId: string): Promise<SwotSummary | null> {
  const row = await repository.findSampleSwot(deps.database.db, companyId);
  return row ? toSwotSummary(row, deps.now()) : null;
}

/**
 * Stores the company's sample SWOT, finished: its schedule ended yesterday, its answers arrived over the
 * two weeks before (each on its hour, as real answers are kept), nobody was invited and its link takes no
 * answers. `created` is false when the company already had one (that one is answered).
 */
export async function storeSampleSwot(
  deps: AppDeps,
  companyId: string,
): Promise<{ swot: SwotSummary; created: boolean }> {
  const { db } = deps.database;
  const now = deps.now();
  const existing = await repository.findSampleSwot(db, companyId);
  if (existing) return { swot: toSwotSummary(existing, now), created: false };

  const timezone = SAMPLE_SWOT.timezone;
  const endDate = calendarDateIn(new Date(now.getTime() - DAY_MS), timezone);
  const startDate = calendarDateIn(new Date(now.getTime() - SAMPLE_DAYS * DAY_MS), timezone);
  const startsAt = zonedTimeToUtc(startDate, '09:00', timezone);
  const endsAt = zonedTimeToUtc(endDate, '18:00', timezone);
  const step = (endsAt.getTime() - startsAt.getTime()) / SAMPLE_ANSWERS.length;
  const answers = SAMPLE_ANSWERS.map((answer, index) => ({
    ...answer,
    submittedAt: new Date(Math.floor((startsAt.getTime() + index * step) / HOUR_MS) * HOUR_MS),
  }));
  const inserted = await repository.insertSampleSwot(
    db,
    companyId,
    {
      title: SAMPLE_SWOT.title,
      description: SAMPLE_SWOT.description,
      startDate,
      startTime: '09:00',
      endDate,
      endTime: '18:00',
      timezone,
      startsAt,
      endsAt,
      uniqueToken: newLinkToken(),
      participants: { users: [], departments: [], lists: [] },
      invitedCount: 0,
      responseCount: answers.length,
      sharedLinkEnabled: false,
      status: 'completed',
      // Its end's work (last analysis, completion and results mails) is done here, not by the lifecycle job.
      finishedAt: now,
      reminderDays: [],
      createdAt: now,
    },
    answers,
  );
  if (inserted) return { swot: toSwotSummary(inserted, now), created: true };
  // Another request made it a moment ago.
  const made = await repository.findSampleSwot(db, companyId);
  return { swot: toSwotSummary(made!, now), created: false };
}

/** The sample's id, locked for the caller's transaction; null when the company has none. */
export function lockSampleSwot(tx: Database, companyId: string): Promise<string | null> {
  return repository.lockSampleSwot(tx, companyId);
}

/** Deletes the company's sample SWOT (locked by the same transaction) with everything stored under it. */
export function removeSampleSwot(tx: Database, companyId: string, id: string): Promise<boolean> {
  return repository.deleteSampleSwot(tx, companyId, id);
}
