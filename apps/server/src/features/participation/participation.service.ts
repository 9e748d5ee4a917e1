import type { z } from 'zod';
import type { ParticipationLink, SubmitResponseRequestSchema } from '@foursight/shared/contract/participation';
import { scheduleState } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { checkLimit, consumeResponseAllowance } from '../usage/usage.service.ts';
import * as repository from './participation.repository.ts';

type SubmitInput = z.output<typeof SubmitResponseRequestSchema>;

const NOT_FOUND = 'This SWOT analysis was not found. The link you followed is invalid or has expired.';
const EMPTY = 'Please add your input: fill in at least one section to submit your response.';

async function findLive(deps: AppDeps, token: string): Promise<repository.TokenSwot> {
  const swot = await repository.findSwotByToken(deps.database.db, token);
  // A suspended organiser's links behave as unknown ones.
  if (!swot?.companyActive) throw new AppError('NOT_FOUND', NOT_FOUND);
  return swot;
}

export async function getParticipationLink(deps: AppDeps, token: string): Promise<ParticipationLink> {
  const swot = await findLive(deps, token);
  const status = scheduleState(swot, deps.now());
  const acceptingResponses = status === 'active' && (await checkLimit(deps, swot.companyId)).canCreate;
  return {
    success: true,
    swot: {
      title: swot.title,
      description: swot.description,
      startDate: swot.startDate,
      startTime: swot.startTime,
      endDate: swot.endDate,
      endTime: swot.endTime,
      timezone: swot.timezone,
      startsAt: swot.startsAt.toISOString(),
      endsAt: swot.endsAt.toISOString(),
    },
    branding: { name: swot.organizationName, logo: null },
    status,
    expired: status === 'expired',
    not_started: status === 'not_started',
    acceptingResponses,
  };
}

/**
 * Stores one anonymous answer. Nothing about the person is kept: the
 * address is used for the abuse cap in memory only. The allowance check,
 * the answer, the usage row and the count commit together.
 */
export async function submitResponse(deps: AppDeps, token: string, input: SubmitInput): Promise<{ stored: boolean }> {
  const answers = Object.fromEntries(SWOT_CATEGORIES.map((category) => [category, input[category].trim()])) as Record<
    (typeof SWOT_CATEGORIES)[number],
    string
  >;
  if (SWOT_CATEGORIES.every((category) => answers[category] === '')) {
    throw new AppError('VALIDATION_FAILED', EMPTY, { body: EMPTY });
  }
  const swot = await findLive(deps, token);
  const status = scheduleState(swot, deps.now());
  if (status === 'not_started') {
    throw new AppError('CONFLICT', 'This SWOT analysis has not started yet. Please return at the scheduled time.');
  }
  if (status === 'expired') {
    throw new AppError('CONFLICT', 'This SWOT analysis is no longer accepting responses.');
  }
  const db = deps.database.db;
  // A retry of an answer already stored is a success, even if the allowance has run out since.
  if (await repository.responseExists(db, swot.id, input.idempotencyKey)) return { stored: false };
  const stored = await db.transaction((tx) =>
    consumeResponseAllowance(deps, tx, swot.companyId, async () => {
      const responseId = await repository.insertResponse(tx, {
        swotId: swot.id,
        companyId: swot.companyId,
        ...answers,
        idempotencyKey: input.idempotencyKey,
        submittedAt: deps.now(),
      });
      return responseId ? { swotId: swot.id, responseId } : null;
    }),
  );
  return { stored };
}
