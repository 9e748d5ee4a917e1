import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@foursight/shared/contract/dashboard';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';

/** Refetch intervals of spec part 2 §7: the comprehensive view every 30 s; all on window focus. */
export function useDashboardStats() {
  return useQuery({ queryKey: ['dashboard', 'stats'], queryFn: () => api(dashboardRoutes.getStats) });
}

export function useComprehensive() {
  return useQuery({
    queryKey: ['dashboard', 'comprehensive'],
    queryFn: async () => (await api(dashboardRoutes.getComprehensive)).data,
    refetchInterval: 30_000,
  });
}

export function useRecentAnalyses() {
  return useQuery({
    queryKey: ['dashboard', 'recent-analyses'],
    queryFn: async () => (await api(dashboardRoutes.getRecentAnalyses)).analyses,
  });
}

export function useLimit() {
  return useQuery({ queryKey: ['usage', 'limit'], queryFn: () => api(usageRoutes.checkLimit) });
}
