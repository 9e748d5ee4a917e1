import { useQuery } from '@tanstack/react-query';
import { analysisRoutes, type AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { api } from '@/lib/api-client';

export const analysisKeys = {
  all: ['analysis'] as const,
  /** With the response count: a new response is a new key, so it is fetched again. */
  swot: (swotId: string, responseCount: number) => [...analysisKeys.all, swotId, responseCount] as const,
};

/**
 * The SWOT's analysis (spec part 2 §7: retried once, cached 5 minutes). The
 * response count is part of the key, so a new response fetches again; while
 * the analysis is being made or is behind the responses it polls, and stops
 * as soon as an analysis covering every response has landed.
 */
export function useAiAnalysis(swotId: string, responseCount: number) {
  return useQuery({
    queryKey: analysisKeys.swot(swotId, responseCount),
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
