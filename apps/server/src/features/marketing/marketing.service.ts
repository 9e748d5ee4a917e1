import type { Pricing, PublicSite } from '@foursight/shared/contract/marketing';
import {
  CREDIT_PACKS,
  CREDIT_PRICE_PAISE,
  creditPackPricePaise,
  FREE_PLAN_RESPONSES,
  TRIAL_DAYS,
} from '@foursight/shared/domain/pricing';
import type { AppDeps } from '../../app-deps.ts';
import { getSiteSettings, listMenuPages } from '../cms/cms.service.ts';
import { listPlans } from '../plans/plans.service.ts';

/** Prices as billing charges them: the plan catalogue plus the per-response price and packs. */
export async function getPricing(deps: AppDeps): Promise<Pricing> {
  const plans = await listPlans(deps, true);
  return {
    plans: plans.map((plan) => ({
      name: plan.name,
      displayName: plan.displayName,
      monthlyPrice: plan.monthlyPricePaise,
      yearlyPrice: plan.yearlyPricePaise,
      upgradePrice: plan.upgradePricePaise,
      maxUsers: plan.maxUsers,
      maxSWOTs: plan.maxSwots,
      features: plan.features,
      rank: plan.rank,
      responseAllowance: plan.responseAllowance,
      allowancePeriod: plan.allowancePeriod,
      includesWhatsApp: plan.includesWhatsApp,
      includesAi: plan.includesAi,
      includesWhiteLabel: plan.includesWhiteLabel,
    })),
    creditPrice: CREDIT_PRICE_PAISE,
    creditPacks: CREDIT_PACKS.map((credits) => ({ credits, price: creditPackPricePaise(credits) })),
    freeResponses: FREE_PLAN_RESPONSES,
    trialDays: TRIAL_DAYS,
  };
}

export async function getPublicSite(deps: AppDeps): Promise<PublicSite> {
  const [settings, menu] = await Promise.all([getSiteSettings(deps), listMenuPages(deps)]);
  return { ...settings, menu };
}
