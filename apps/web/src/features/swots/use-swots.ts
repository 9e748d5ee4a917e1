import { useQuery } from '@tanstack/react-query';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';

export const SWOTS_KEY = ['swots'] as const;

export function useSwotList() {
  return useQuery({ queryKey: [...SWOTS_KEY, 'list'], queryFn: () => api(swotRoutes.listSwots) });
}

/** The detail refetches every 15 s, so new responses appear while the organiser watches. */
export function useSwotDetail(id: string) {
  return useQuery({
    queryKey: [...SWOTS_KEY, 'detail', id],
    queryFn: async () => (await api(swotRoutes.getSwot, { params: { id } })).swot,
    refetchInterval: 15_000,
  });
}

export function useLimitCheck() {
  return useQuery({ queryKey: ['usage', 'limit'], queryFn: () => api(usageRoutes.checkLimit) });
}
