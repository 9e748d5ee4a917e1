import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';

/** The usage feature's query keys, one factory. */
export const usageKeys = {
  all: ['usage'] as const,
  /** The sidebar meter's read: this month, and the allowance now. */
  stats: () => [...usageKeys.all, 'stats'] as const,
  monthStats: (year: number, month: number) => [...usageKeys.stats(), year, month] as const,
  history: (year: number, month: number) => [...usageKeys.all, 'history', year, month] as const,
};

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
