import type { z } from 'zod';
import type { SavePlanRequestSchema, SubscriptionPlan } from '@foursight/shared/contract/admin';
import type { PlanTerms } from '@foursight/shared/domain/plans';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import * as repository from './plans.repository.ts';

export type { PlanRow, PlanValues } from './plans.repository.ts';

/**
 * The plan catalogue (subscription_plans): this feature owns it. The admin
 * edits it, the public site lists it, billing sells it, usage and
 * notifications enforce it; each asks here.
 */
export function toPlanTerms(row: repository.PlanRow): PlanTerms {
  return {
    name: row.name,
    displayName: row.displayName,
    responseAllowance: row.responseAllowance,
    allowancePeriod: row.allowancePeriod,
    includesWhatsApp: row.includesWhatsApp,
    rank: row.rank,
    maxUsers: row.maxUsers,
    maxSwots: row.maxSwots,
    includesAi: row.includesAi,
    includesWhiteLabel: row.includesWhiteLabel,
  };
}

/** Every plan, in rank order (the admin's list); `activeOnly` for what the public site and checkout offer. */
export function listPlans(deps: AppDeps, activeOnly: boolean): Promise<repository.PlanRow[]> {
  return repository.listPlans(deps.database.db, activeOnly);
}

/** One plan by its name, or null; `db` lets a caller read it inside its own transaction. */
export function findPlan(db: Database, name: string): Promise<repository.PlanRow | null> {
  return repository.findPlanByName(db, name);
}

/** A catalogue row as the admin's API and screens read it (the spec's fields, then the terms). */
export function toSubscriptionPlan(row: repository.PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    monthlyPrice: row.monthlyPricePaise,
    yearlyPrice: row.yearlyPricePaise,
    upgradePrice: row.upgradePricePaise,
    maxUsers: row.maxUsers,
    maxSWOTs: row.maxSwots,
    features: row.features,
    isActive: row.isActive,
    responseAllowance: row.responseAllowance,
    allowancePeriod: row.allowancePeriod,
    includesWhatsApp: row.includesWhatsApp,
    includesAi: row.includesAi,
    includesWhiteLabel: row.includesWhiteLabel,
    rank: row.rank,
  };
}

type SavePlan = z.output<typeof SavePlanRequestSchema>;

/** The columns a save writes; what it leaves out an edit keeps (and a new plan takes the column's default). */
function planValues(input: SavePlan): repository.PlanValues {
  const optional = {
    upgradePricePaise: input.upgradePrice,
    responseAllowance: input.responseAllowance,
    allowancePeriod: input.allowancePeriod,
    includesWhatsApp: input.includesWhatsApp,
    includesAi: input.includesAi,
    includesWhiteLabel: input.includesWhiteLabel,
    rank: input.rank,
  };
  return {
    name: input.name,
    displayName: input.displayName,
    monthlyPricePaise: input.monthlyPrice,
    yearlyPricePaise: input.yearlyPrice,
    maxUsers: input.maxUsers,
    maxSwots: input.maxSWOTs,
    features: input.features,
    isActive: input.isActive,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** A new plan; without a rank it goes above every plan (the last on the pricing page, an upgrade from all). */
export async function createPlan(deps: AppDeps, input: SavePlan): Promise<repository.PlanRow> {
  const rank = input.rank ?? (await repository.highestRank(deps.database.db)) + 1;
  return repository.insertPlan(deps.database.db, { ...planValues(input), rank });
}

export function updatePlan(deps: AppDeps, id: string, input: SavePlan): Promise<repository.PlanRow | null> {
  return repository.updatePlan(deps.database.db, id, planValues(input), deps.now());
}
