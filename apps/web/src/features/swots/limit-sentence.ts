import type { LimitCheck } from '@foursight/shared/contract/usage';
import { planLabel } from '@foursight/shared/domain/plans';

/** Why no SWOT can be created, in the plan's own name: its number of SWOTs is reached, or its responses are used up. */
export function limitSentence(check: LimitCheck): string {
  const plan = planLabel(check.plan, check.planName);
  if (check.reason === 'swots') {
    const allowed = check.swotLimit === 1 ? 'one SWOT analysis' : `${check.swotLimit} SWOT analyses`;
    return `Your ${plan} plan allows ${allowed}, and your organisation already has ${check.swotCount}, so no new SWOT can be created.`;
  }
  return `Your ${plan} plan's response limit is used up (${check.currentCount} of ${check.limit}), so a new SWOT could not collect answers.`;
}
