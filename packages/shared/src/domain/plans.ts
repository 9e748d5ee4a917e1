/**
 * The plans every installation starts with (seeded by the migrations). Plans are data: the admin's
 * catalogue (subscription_plans) holds each plan's terms, and may hold more plans than these.
 */
export const PLANS = ['free', 'premium', 'enterprise'] as const;
/** A catalogue plan's name: a stable slug ('free', 'premium', or one the admin added). */
export type Plan = string;
/** The plan a new company starts on. */
export const STARTING_PLAN = 'free';

export const ALLOWANCE_PERIODS = ['total', 'month'] as const;

/** What a plan allows, as the catalogue holds it: the only terms allowance and features are decided by. */
export interface PlanTerms {
  name: Plan;
  /** The catalogue's name for it on screen ("Pay-as-You-Go"). */
  displayName: string;
  /** Responses included in each period; -1: unlimited. */
  responseAllowance: number;
  /** 'total': ever (Free's 50, part 1 FAQ); 'month': each calendar month, UTC. */
  allowancePeriod: (typeof ALLOWANCE_PERIODS)[number];
  /** WhatsApp notifications (spec part 1 §6: "Professional and Enterprise"). */
  includesWhatsApp: boolean;
  /** Upgrades go to a higher rank. */
  rank: number;
  /** AI analysis with the company's own key (off: statistics only). */
  includesAi: boolean;
  /** White-label: participants and report readers see the organisation's name where Foursight's would be. */
  includesWhiteLabel: boolean;
  /** People the company's directory may hold (spec part 1: maxUsers); -1: unlimited. */
  maxUsers: number;
  /** SWOT analyses the company may hold, the sample aside (spec part 1: maxSWOTs); -1: unlimited. */
  maxSwots: number;
}

/** The seeded Free plan's allowance: the figure registration and the public site quote. */
export const FREE_PLAN_RESPONSES = 50;
/** The sidebar warns from this many used (part 1 §4). */
export const USAGE_WARNING_AT = 40;
/** The seeded plans' display names, for a screen that has no catalogue row at hand (the catalogue's own name wins). */
export const PLAN_LABELS: Record<string, string> = {
  free: 'Free',
  premium: 'Pay-as-You-Go',
  enterprise: 'Enterprise',
};
/** A plan's name on screen: the catalogue's display name when the payload carries it, else the seeded label, else the slug. */
export function planLabel(plan: Plan, displayName?: string | null): string {
  return displayName ?? PLAN_LABELS[plan] ?? plan;
}

export interface AllowanceState {
  terms: Pick<PlanTerms, 'name' | 'displayName' | 'responseAllowance' | 'allowancePeriod'>;
  /** Responses accepted, ever. */
  totalResponses: number;
  /** Responses accepted in the current month. */
  monthResponses: number;
  /** Purchased credits not yet used. */
  creditBalance: number;
}

/** Responses counted against the plan's allowance: ever, or this month. */
function usedInPeriod(state: AllowanceState): number {
  return state.terms.allowancePeriod === 'total' ? state.totalResponses : state.monthResponses;
}

/** How the next response would be paid for, or null when the allowance is used up. */
export function nextResponseSource(state: AllowanceState): 'free' | 'credit' | 'unlimited' | null {
  if (state.terms.responseAllowance < 0) return 'unlimited';
  if (usedInPeriod(state) < state.terms.responseAllowance) return 'free';
  // Credits bought extend any plan's allowance (spec part 1 §4: total = 50 + purchased credits).
  return state.creditBalance > 0 ? 'credit' : null;
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
  /** The plan's name on screen, and whether its allowance counts responses ever or this month. */
  planName: string;
  period: PlanTerms['allowancePeriod'];
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
  const plan = state.terms.name;
  if (state.terms.responseAllowance < 0) {
    return {
      plan,
      planName: state.terms.displayName,
      period: state.terms.allowancePeriod,
      used: state.monthResponses,
      freeLimit: -1,
      freeRemaining: -1,
      credits: state.creditBalance,
      total: -1,
      percent: 0,
      status: 'unlimited',
    };
  }
  const freeLimit = state.terms.responseAllowance;
  const used = usedInPeriod(state);
  const freeRemaining = Math.max(0, freeLimit - used);
  // What is left: the free responses not used, then the credits. Spec part 1
  // §4 says 50 + purchased credits, which is this total until a credit is
  // spent; counting the credits left (not those ever bought) keeps used ≤ total.
  const total = used + freeRemaining + state.creditBalance;
  const percent = total === 0 ? 0 : Math.min(100, Math.round((used / total) * 100));
  const reached = nextResponseSource(state) === null;
  const approaching = !reached && state.creditBalance === 0 && used >= USAGE_WARNING_AT;
  return {
    plan,
    planName: state.terms.displayName,
    period: state.terms.allowancePeriod,
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
