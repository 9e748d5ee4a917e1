import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardRoutes } from '@foursight/shared/contract/dashboard';
import { RESPONSES_EVENT, ResponsesEventSchema } from '@foursight/shared/contract/swots';
import { api } from '@/lib/api-client';
import { useEventStream } from '@/lib/use-event-stream';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  comprehensive: () => [...dashboardKeys.all, 'comprehensive'] as const,
  recentAnalyses: () => [...dashboardKeys.all, 'recent-analyses'] as const,
};

const statsQuery = queryOptions({
  queryKey: dashboardKeys.stats(),
  queryFn: () => api(dashboardRoutes.getStats),
});
const comprehensiveQuery = queryOptions({
  queryKey: dashboardKeys.comprehensive(),
  queryFn: async () => (await api(dashboardRoutes.getComprehensive)).data,
});
const recentAnalysesQuery = queryOptions({
  queryKey: dashboardKeys.recentAnalyses(),
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

/** Many SWOTs answering at once still refresh the dashboard at most this often. */
const LIVE_REFRESH_MS = 1_000;

/**
 * Live results: the company's event stream refreshes the dashboard as
 * responses commit (at most once a second, the first at once). Answers
 * whether the stream is live; while it is not, the spec's polling applies.
 */
export function useDashboardLiveUpdates(): boolean {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = () => {
    if (timer.current) {
      pending.current = true;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    const settle = () => {
      timer.current = null;
      if (!pending.current) return;
      pending.current = false;
      refresh();
    };
    timer.current = setTimeout(settle, LIVE_REFRESH_MS);
  };
  return useEventStream(dashboardRoutes.events.path, {
    events: {
      [RESPONSES_EVENT]: (data) => {
        if (ResponsesEventSchema.safeParse(data).success) refresh();
      },
    },
    onReconnect: refresh,
  });
}

/** Refetch intervals of spec part 2 §7: the comprehensive view every 30 s (unless live); all on window focus. */
export function useDashboardStats() {
  return useQuery({ ...statsQuery, refetchOnMount: unlessJustFetched });
}

export function useComprehensive(live = false) {
  return useQuery({
    ...comprehensiveQuery,
    refetchOnMount: unlessJustFetched,
    refetchInterval: live ? false : 30_000,
  });
}

export function useRecentAnalyses() {
  return useQuery({ ...recentAnalysesQuery, refetchOnMount: unlessJustFetched });
}
