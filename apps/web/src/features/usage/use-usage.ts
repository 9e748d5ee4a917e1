import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The usage feature's query keys. Everything under `all` is the company's
 * allowance as the server computes it: after a response, a purchase or a plan
 * change, invalidating `all` refreshes the sidebar meter, the dashboard banner,
 * the limit check and the usage page together.
 */
export const usageKeys = {
  all: ['usage'] as const,
  /** This month's stats and the allowance now (the meter and the banner share this one). */
  stats: () => [...usageKeys.all, 'stats'] as const,
  limit: () => sharedKeys.usageLimit,
  /** The usage page's chosen month (its allowance figures are still "now"). */
  monthStats: (year: number, month: number) => [...usageKeys.stats(), year, month] as const,
  history: (year: number, month: number) => [...usageKeys.all, 'history', year, month] as const,
};

export function useUsageStats() {
  return useQuery({ queryKey: usageKeys.stats(), queryFn: () => api(usageRoutes.getStats) });
}

export function useLimitCheck() {
  return useQuery({ queryKey: usageKeys.limit(), queryFn: () => api(usageRoutes.checkLimit) });
}

/** Usage figures for one month (spec part 2 §7: GET /api/usage/stats?year&month), with the allowance now. */
export function useMonthStats(year: number, month: number) {
  return useQuery({
    queryKey: usageKeys.monthStats(year, month),
    queryFn: () => api(usageRoutes.getStats, { query: { year, month } }),
    // Another month's figures replace these when they arrive, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Responses per SWOT in one month. */
export function useUsageHistory(year: number, month: number) {
  return useQuery({
    queryKey: usageKeys.history(year, month),
    queryFn: () => api(usageRoutes.getHistory, { query: { year, month } }),
    placeholderData: keepPreviousData,
  });
}
