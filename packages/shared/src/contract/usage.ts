import { z } from 'zod';
import { PLANS } from '../domain/plans.ts';
import { defineRoutes } from './route.ts';

export const LimitCheckSchema = z.object({
  canCreate: z.boolean(),
  currentCount: z.number(),
  /** -1: unlimited. */
  limit: z.number(),
  plan: z.enum(PLANS),
});
export type LimitCheck = z.infer<typeof LimitCheckSchema>;

export const UsageStatsSchema = z.object({
  /** Responses accepted in the requested month (default: this month). */
  currentMonthUsage: z.number(),
  /** Purchased credits not yet used. */
  purchasedCredits: z.number(),
  /** Money spent on credits and plans, in paise. */
  totalSpent: z.number(),
  plan: z.enum(PLANS),
  /** What the sidebar meter shows: on Free, responses ever; otherwise this month's. */
  allowanceUsed: z.number(),
});
export type UsageStats = z.infer<typeof UsageStatsSchema>;

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
});
