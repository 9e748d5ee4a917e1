import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardRoutes } from '@foursight/shared/contract/dashboard';
import { api } from '@/lib/api-client';

const statsQuery = queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: () => api(dashboardRoutes.getStats) });
const comprehensiveQuery = queryOptions({
  queryKey: ['dashboard', 'comprehensive'],
  queryFn: async () => (await api(dashboardRoutes.getComprehensive)).data,
});
const recentAnalysesQuery = queryOptions({
  queryKey: ['dashboard', 'recent-analyses'],
  queryFn: async () => (await api(dashboardRoutes.getRecentAnalyses)).analyses,
});

/** Data fetched a moment ago (prefetched at sign-in) is shown as it is on arrival, not fetched twice. */
const JUST_FETCHED_MS = 3_000;
const unlessJustFetched = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
const KEPT_MS = 2 * JUST_FETCHED_MS;

/**
 * Starts the dashboard's reads as soon as a sign-in succeeds, while its
 * screen is still being put on the page, so its first cards do not wait for
 * that. Kept for a few seconds (there is no cache lifetime by default) so the
 * page finds them when it mounts.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  // The stat cards' read first: it is what the first card waits for.
  void queryClient.prefetchQuery({ ...statsQuery, gcTime: KEPT_MS });
  void queryClient.prefetchQuery({ ...comprehensiveQuery, gcTime: KEPT_MS });
  void queryClient.prefetchQuery({ ...recentAnalysesQuery, gcTime: KEPT_MS });
}

/** Refetch intervals of spec part 2 §7: the comprehensive view every 30 s; all on window focus. */
export function useDashboardStats() {
  return useQuery({ ...statsQuery, refetchOnMount: unlessJustFetched });
}

export function useComprehensive() {
  return useQuery({ ...comprehensiveQuery, refetchOnMount: unlessJustFetched, refetchInterval: 30_000 });
}

export function useRecentAnalyses() {
  return useQuery({ ...recentAnalysesQuery, refetchOnMount: unlessJustFetched });
}
