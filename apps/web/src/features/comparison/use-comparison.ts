import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { comparisonRoutes, MIN_COMPARED } from '@foursight/shared/contract/comparison';
import { api } from '@/lib/api-client';

/** The comparison feature's query keys: each view is one call, computed on the server. */
export const comparisonKeys = {
  all: ['comparison'] as const,
  options: () => [...comparisonKeys.all, 'options'] as const,
  swots: (ids: string[]) => [...comparisonKeys.all, 'swots', ...ids] as const,
  months: (months: string[]) => [...comparisonKeys.all, 'months', ...months] as const,
  performance: () => [...comparisonKeys.all, 'performance'] as const,
};

export function useComparisonOptions() {
  return useQuery({ queryKey: comparisonKeys.options(), queryFn: () => api(comparisonRoutes.options) });
}

export function useSwotComparison(ids: string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: comparisonKeys.swots(sorted),
    queryFn: () => api(comparisonRoutes.swots, { query: { ids: sorted.join(',') } }),
    enabled: sorted.length >= MIN_COMPARED,
    placeholderData: keepPreviousData,
  });
}

export function useMonthComparison(months: string[]) {
  const sorted = [...months].sort();
  return useQuery({
    queryKey: comparisonKeys.months(sorted),
    queryFn: () => api(comparisonRoutes.months, { query: { months: sorted.join(',') } }),
    enabled: sorted.length >= MIN_COMPARED,
    placeholderData: keepPreviousData,
  });
}

export function usePerformance() {
  return useQuery({ queryKey: comparisonKeys.performance(), queryFn: () => api(comparisonRoutes.performance) });
}
