import { useQuery } from '@tanstack/react-query';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';

/**
 * The usage feature's query keys. Everything under `all` is the company's
 * allowance as the server computes it: after a response, a purchase or a plan
 * change, invalidating `all` refreshes the sidebar meter, the dashboard banner
 * and the limit check together.
 */
export const usageKeys = {
  all: ['usage'] as const,
  /** This month's stats and the allowance now (the meter and the banner share this one). */
  stats: () => [...usageKeys.all, 'stats'] as const,
  limit: () => [...usageKeys.all, 'limit'] as const,
};

export function useUsageStats() {
  return useQuery({ queryKey: usageKeys.stats(), queryFn: () => api(usageRoutes.getStats) });
}

export function useLimitCheck() {
  return useQuery({ queryKey: usageKeys.limit(), queryFn: () => api(usageRoutes.checkLimit) });
}
