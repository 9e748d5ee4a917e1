export const PLANS = ['free', 'premium', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** WhatsApp notifications come with the paid plans (spec part 1 §6: "Professional and Enterprise"). */
export function planIncludesWhatsApp(plan: Plan): boolean {
  return plan === 'premium' || plan === 'enterprise';
}
