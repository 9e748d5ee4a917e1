import { useQuery } from '@tanstack/react-query';
import { analysisRoutes, type AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { api } from '@/lib/api-client';

/**
 * The SWOT's analysis (spec part 2 §7: retried once, cached 5 minutes). The
 * response count is part of the key, so a new response fetches again; while
 * the analysis is being made or is behind the responses it polls, and stops
 * as soon as an analysis covering every response has landed.
 */
export function useAiAnalysis(swotId: string, responseCount: number) {
  return useQuery({
    queryKey: ['analysis', swotId, responseCount],
    queryFn: () => api(analysisRoutes.getAiAnalysis, { params: { id: swotId } }),
    staleTime: 5 * 60_000,
    retry: 1,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : 3_000),
  });
}

function isSettled(data: AiAnalysisResponse | undefined): boolean {
  if (!data) return false;
  if (data.state === 'empty') return true;
  return data.state === 'ready' && (data.analysis?.responseCount ?? 0) >= data.responseCount;
}
