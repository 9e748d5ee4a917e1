import { z } from 'zod';
import { ALLOWANCE_PERIODS } from '../domain/plans.ts';
import { defineRoutes } from './route.ts';

export const LimitCheckSchema = z.object({
  canCreate: z.boolean(),
  currentCount: z.number(),
  /** -1: unlimited. */
  limit: z.number(),
  plan: z.string(),
  /** Why canCreate is false: the response allowance is used up, or the plan's number of SWOTs is reached. */
  reason: z.enum(['responses', 'swots']).optional(),
  /** The company's own SWOTs (the sample aside) and how many its plan allows (-1: unlimited). */
  swotCount: z.number().optional(),
  swotLimit: z.number().optional(),
  /** The plan's name on screen (the catalogue's display name). */
  planName: z.string().optional(),
});
export type LimitCheck = z.infer<typeof LimitCheckSchema>;

/**
 * Where a company stands against its allowance, computed once on the server
 * (summariseAllowance) and shown as it is by every screen: sidebar meter,
 * banners, usage page. Spec part 1 §4: total = 50 + purchased credits.
 */
export const AllowanceSchema = z.object({
  plan: z.string(),
  /** The plan's name on screen (the catalogue's). */
  planName: z.string().optional(),
  /** 'total': the allowance counts responses ever (Free); 'month': this month's. */
  period: z.enum(ALLOWANCE_PERIODS).optional(),
  /** Responses counted: ever on Free, this month on the other plans. */
  used: z.number(),
  /** Free responses included (50); -1 when the plan is unlimited. */
  freeLimit: z.number(),
  /** Free responses left: max(0, freeLimit - used); -1 when unlimited. */
  freeRemaining: z.number(),
  /** Purchased credits not yet used. */
  credits: z.number(),
  /** The meter's denominator: used + free responses left + credits; -1 when unlimited. */
  total: z.number(),
  /** used ÷ (used + what is left), 0–100; 0 when unlimited. */
  percent: z.number(),
  /** ok; approaching (40–49 used, no credits); reached (no response can be accepted); unlimited. */
  status: z.enum(['ok', 'approaching', 'reached', 'unlimited']),
});
export type Allowance = z.infer<typeof AllowanceSchema>;

export const UsageStatsSchema = z.object({
  /** Responses accepted in the requested month (default: this month). */
  currentMonthUsage: z.number(),
  /** Purchased credits not yet used. */
  purchasedCredits: z.number(),
  /** Money spent on credits and plans, in paise. */
  totalSpent: z.number(),
  plan: z.string(),
  /** What the sidebar meter shows: on Free, responses ever; otherwise this month's. */
  allowanceUsed: z.number(),
  /** The allowance now (independent of the requested month). */
  allowance: AllowanceSchema,
});
export type UsageStats = z.infer<typeof UsageStatsSchema>;

/** Responses per SWOT of the caller's company in one month (UTC), most first. */
export const UsageHistorySchema = z.object({
  year: z.number(),
  month: z.number(),
  swots: z.array(z.object({ swotId: z.string(), title: z.string(), responses: z.number() })),
});
export type UsageHistory = z.infer<typeof UsageHistorySchema>;

export const usageRoutes = defineRoutes({
  checkLimit: { method: 'GET', path: '/api/swot/check-limit', auth: 'organiser', response: LimitCheckSchema },
  getStats: {
    method: 'GET',
    path: '/api/usage/stats',
    auth: 'organiser',
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
      month: z.coerce.number().int().min(1).max(12).optional(),
    }),
    response: UsageStatsSchema,
  },
  /** Responses per SWOT in one month (the usage page's history chart and table). */
  getHistory: {
    method: 'GET',
    path: '/api/usage/history',
    auth: 'organiser',
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
      month: z.coerce.number().int().min(1).max(12).optional(),
    }),
    response: UsageHistorySchema,
  },
});
