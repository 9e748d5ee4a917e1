export const PLANS = ['free', 'premium', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** WhatsApp notifications come with the paid plans (spec part 1 §6: "Professional and Enterprise"). */
export function planIncludesWhatsApp(plan: Plan): boolean {
  return plan === 'premium' || plan === 'enterprise';
}

/** Free plan: responses in total, ever (part 1 FAQ). Premium: free responses each calendar month (UTC), then one credit each. */
export const FREE_PLAN_RESPONSES = 50;
export const PREMIUM_MONTHLY_RESPONSES = 50;
/** The sidebar warns from this many used (part 1 §4). */
export const USAGE_WARNING_AT = 40;
export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  premium: 'Pay-as-You-Go',
  enterprise: 'Enterprise',
};

export interface AllowanceState {
  plan: Plan;
  /** Responses accepted, ever. */
  totalResponses: number;
  /** Responses accepted in the current month. */
  monthResponses: number;
  /** Purchased credits not yet used. */
  creditBalance: number;
}

/** How the next response would be paid for, or null when the allowance is used up. */
export function nextResponseSource(state: AllowanceState): 'free' | 'credit' | 'unlimited' | null {
  switch (state.plan) {
    case 'enterprise':
      return 'unlimited';
    case 'free':
      // Credits bought on Free extend it (spec part 1 §4: total = 50 + purchased credits).
      if (state.totalResponses < FREE_PLAN_RESPONSES) return 'free';
      return state.creditBalance > 0 ? 'credit' : null;
    case 'premium':
      if (state.monthResponses < PREMIUM_MONTHLY_RESPONSES) return 'free';
      return state.creditBalance > 0 ? 'credit' : null;
  }
}

/**
 * The limit check's figures (part 2 §3): what counts, against what limit
 * (-1: unlimited). The limit is what summariseAllowance calls the total, so
 * the limit check and every meter show the same pair, and currentCount
 * reaches limit exactly when nextResponseSource has nothing left to give.
 */
export function allowanceFigures(state: AllowanceState): { currentCount: number; limit: number } {
  const { used, total } = summariseAllowance(state);
  return { currentCount: used, limit: total };
}

/** Where a company stands, as every screen shows it (the contract's Allowance; one computation, on the server). */
export interface AllowanceSummary {
  plan: Plan;
  used: number;
  freeLimit: number;
  freeRemaining: number;
  credits: number;
  /** used + what is left (free responses, then credits); -1 when unlimited. */
  total: number;
  percent: number;
  status: 'ok' | 'approaching' | 'reached' | 'unlimited';
}

export function summariseAllowance(state: AllowanceState): AllowanceSummary {
  if (state.plan === 'enterprise') {
    return {
      plan: state.plan,
      used: state.monthResponses,
      freeLimit: -1,
      freeRemaining: -1,
      credits: state.creditBalance,
      total: -1,
      percent: 0,
      status: 'unlimited',
    };
  }
  const freeLimit = state.plan === 'free' ? FREE_PLAN_RESPONSES : PREMIUM_MONTHLY_RESPONSES;
  const used = state.plan === 'free' ? state.totalResponses : state.monthResponses;
  const freeRemaining = Math.max(0, freeLimit - used);
  // What is left: the free responses not used, then the credits. Spec part 1
  // §4 says 50 + purchased credits, which is this total until a credit is
  // spent; counting the credits left (not those ever bought) keeps used ≤ total.
  const total = used + freeRemaining + state.creditBalance;
  const percent = total === 0 ? 0 : Math.min(100, Math.round((used / total) * 100));
  const reached = nextResponseSource(state) === null;
  const approaching = !reached && state.creditBalance === 0 && used >= USAGE_WARNING_AT;
  return {
    plan: state.plan,
    used,
    freeLimit,
    freeRemaining,
    credits: state.creditBalance,
    total,
    percent,
    status: reached ? 'reached' : approaching ? 'approaching' : 'ok',
  };
}

/**
 * How the next `count` responses would be paid for, in order; shorter than
 * `count` when the allowance runs out part-way. nextResponseSource applied
 * one response at a time.
 */
export function allocateResponses(state: AllowanceState, count: number): ('free' | 'credit' | 'unlimited')[] {
  const sources: ('free' | 'credit' | 'unlimited')[] = [];
  let current = { ...state };
  for (let index = 0; index < count; index += 1) {
    const source = nextResponseSource(current);
    if (!source) break;
    sources.push(source);
    current = {
      ...current,
      totalResponses: current.totalResponses + 1,
      monthResponses: current.monthResponses + 1,
      creditBalance: current.creditBalance - (source === 'credit' ? 1 : 0),
    };
  }
  return sources;
}
