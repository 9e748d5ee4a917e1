/**
 * Strategic goals (spec part 2 §3, §4, §9): the rules both sides use, so the
 * goals page, the dashboard card and the comparison show the same figures.
 */
export const GOAL_STATUSES = ['Not Started', 'In Progress', 'At Risk', 'Completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export const GOAL_CATEGORIES = ['Financial', 'Customer Success', 'Operations', 'Innovation'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

/** How far behind the time elapsed a goal may be before it is At Risk, in percentage points. */
export const AT_RISK_LAG_POINTS = 10;

/**
 * current ÷ target as a percent, capped at 100, one decimal (spec part 2 §9). A goal measured from a
 * baseline (a generated goal's share of answers raising its theme) counts the way from the baseline
 * to the target instead, either way: from 44 % of answers down to at most 13 %, at 28 % it is half done.
 */
export function goalProgress(currentValue: number, targetValue: number, baseline?: number | null): number {
  if (baseline !== undefined && baseline !== null && baseline !== targetValue) {
    const done = ((currentValue - baseline) / (targetValue - baseline)) * 100;
    return Math.round(Math.min(100, Math.max(0, done)) * 10) / 10;
  }
  // Kept where it was (a strength every answer raised): done while it holds.
  if (baseline !== undefined && baseline !== null) return currentValue >= targetValue ? 100 : 0;
  if (targetValue <= 0) return currentValue > 0 ? 100 : 0;
  const percent = Math.min(100, Math.max(0, (currentValue / targetValue) * 100));
  return Math.round(percent * 10) / 10;
}

/** Share of the time from creation to the deadline that has passed, 0–100. */
export function timeElapsed(createdAt: Date, deadline: Date, now: Date): number {
  const span = deadline.getTime() - createdAt.getTime();
  if (span <= 0) return 100;
  return Math.min(100, Math.max(0, ((now.getTime() - createdAt.getTime()) / span) * 100));
}

export interface GoalStatusFacts {
  progress: number;
  checkIns: number;
  createdAt: Date;
  deadline: Date;
  now: Date;
  /** A status a person set by hand; it wins over the computed one. */
  statusOverride: GoalStatus | null;
}

/**
 * Completed at 100 %; At Risk when progress lags the time elapsed to the
 * deadline by more than AT_RISK_LAG_POINTS; Not Started before the first
 * check-in; otherwise In Progress. A status set by hand wins.
 */
export function goalStatus(facts: GoalStatusFacts): GoalStatus {
  if (facts.statusOverride) return facts.statusOverride;
  if (facts.progress >= 100) return 'Completed';
  if (timeElapsed(facts.createdAt, facts.deadline, facts.now) - facts.progress > AT_RISK_LAG_POINTS) return 'At Risk';
  if (facts.checkIns === 0) return 'Not Started';
  return 'In Progress';
}

/** The rounded mean progress (spec part 2 §9: "the overall figure is the rounded mean"). */
export function averageProgress(progresses: number[]): number {
  if (progresses.length === 0) return 0;
  return Math.round(progresses.reduce((sum, value) => sum + value, 0) / progresses.length);
}
