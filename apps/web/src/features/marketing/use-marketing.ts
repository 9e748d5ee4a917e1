import { useQuery } from '@tanstack/react-query';
import { marketingRoutes } from '@foursight/shared/contract/marketing';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

export const marketingKeys = {
  all: ['marketing'] as const,
  site: () => sharedKeys.site,
  pricing: () => [...marketingKeys.all, 'pricing'] as const,
  page: (slug: string) => [...marketingKeys.all, 'page', slug] as const,
};

/** Public site settings and menu; they change rarely, so a minute's cache saves a call per page. */
export function useSite({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: marketingKeys.site(),
    queryFn: () => api(marketingRoutes.getSite),
    staleTime: 60_000,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

export function usePricing() {
  return useQuery({
    queryKey: marketingKeys.pricing(),
    queryFn: () => api(marketingRoutes.getPricing),
    staleTime: 60_000,
  });
}

export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: marketingKeys.page(slug),
    queryFn: async () => (await api(marketingRoutes.getPage, { params: { slug } })).page,
    staleTime: 60_000,
  });
}
