import type { LimitCheck } from '@foursight/shared/contract/usage';
import type { PlanTerms } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { checkLimit, companyPlanTerms } from '../usage/usage.service.ts';
import * as repository from './swots.repository.ts';

// A plan's number of SWOTs (the catalogue's maxSWOTs): the limit check, and the refusal in createSwot's transaction.

function swotLimitMessage(terms: PlanTerms, held: number): string {
  const analyses = terms.maxSwots === 1 ? 'one SWOT analysis' : `${terms.maxSwots} SWOT analyses`;
  return `Your ${terms.displayName} plan allows ${analyses}, and your organisation already has ${held}. Upgrade in Settings to create another.`;
}

/** Whether a SWOT can be created now: the response allowance has room and the plan's number of SWOTs is not reached. */
export async function checkCreateLimit(deps: AppDeps, companyId: string): Promise<LimitCheck> {
  const db = deps.database.db;
  const [responses, terms, swotCount] = await Promise.all([
    checkLimit(deps, companyId),
    companyPlanTerms(db, companyId),
    repository.countOwnSwots(db, companyId),
  ]);
  const swotsLeft = terms.maxSwots < 0 || swotCount < terms.maxSwots;
  const reason = !responses.canCreate ? 'responses' : swotsLeft ? undefined : 'swots';
  return {
    ...responses,
    canCreate: responses.canCreate && swotsLeft,
    ...(reason ? { reason } : {}),
    swotCount,
    swotLimit: terms.maxSwots,
    planName: terms.displayName,
  };
}

/** Refuses (LIMIT_REACHED) a SWOT beyond the plan's maxSWOTs; holds the count still until the caller's transaction ends. */
export async function refuseBeyondSwotLimit(tx: Database, companyId: string): Promise<void> {
  const terms = await companyPlanTerms(tx, companyId);
  if (terms.maxSwots < 0) return;
  await repository.lockSwotCount(tx, companyId);
  const held = await repository.countOwnSwots(tx, companyId);
  if (held >= terms.maxSwots) throw new AppError('LIMIT_REACHED', swotLimitMessage(terms, held));
}
