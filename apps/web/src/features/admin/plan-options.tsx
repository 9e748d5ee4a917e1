import { PLANS, planLabel } from '@foursight/shared/domain/plans';
import { usePlans } from './use-admin-console';

/**
 * The plans a company can be put on: every plan of the catalogue, in rank order, those no longer sold
 * marked (the admin may still assign them). While the catalogue loads, the seeded plans stand in, and a
 * plan the list does not hold (`current`) stays choosable so the select never shows a blank.
 */
export function PlanOptions({ current }: { current?: string | undefined }) {
  const plans = usePlans();
  const options = plans.data
    ? plans.data.map((plan) => ({
        name: plan.name,
        label: plan.isActive ? plan.displayName : `${plan.displayName} (not sold)`,
      }))
    : PLANS.map((name) => ({ name, label: planLabel(name) }));
  if (current && !options.some((option) => option.name === current)) {
    options.push({ name: current, label: planLabel(current) });
  }
  return options.map((option) => (
    <option key={option.name} value={option.name}>
      {option.label}
    </option>
  ));
}

/** A plan's name on screen, from the catalogue once it is read. */
export function usePlanLabel(): (plan: string) => string {
  const plans = usePlans();
  return (plan) => planLabel(plan, plans.data?.find((entry) => entry.name === plan)?.displayName);
}
