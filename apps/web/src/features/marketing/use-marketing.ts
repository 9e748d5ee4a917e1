import { useQuery } from '@tanstack/react-query';
import { marketingRoutes } from '@foursight/shared/contract/marketing';
import { api } from '@/lib/api-client';

/** Public site settings and menu; they change rarely, so a minute's cache saves a call per page. */
export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: () => api(marketingRoutes.getSite), staleTime: 60_000 });
}

export function usePricing() {
  return useQuery({ queryKey: ['pricing'], queryFn: () => api(marketingRoutes.getPricing), staleTime: 60_000 });
}

export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: async () => (await api(marketingRoutes.getPage, { params: { slug } })).page,
    staleTime: 60_000,
  });
}
