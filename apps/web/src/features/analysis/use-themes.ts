import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteRequest } from '@foursight/shared/contract/route';
import { themesRoutes, type ThemeRecord, type ThemesResponse } from '@foursight/shared/contract/themes';
import { api } from '@/lib/api-client';
import { analysisKeys } from './use-analysis';

export const themesKeys = {
  all: ['themes'] as const,
  swot: (swotId: string) => [...themesKeys.all, swotId] as const,
  /** With the analysis it belongs to: a new analysis (new answers, a correction) is read again. */
  list: (swotId: string, analysedAt: string | null) => [...themesKeys.swot(swotId), analysedAt] as const,
};

/** The SWOT's theme records, hidden ones included; the previous list stays on screen while a newer one loads. */
export function useThemes(swotId: string, analysedAt: string | null, enabled: boolean) {
  return useQuery({
    queryKey: themesKeys.list(swotId, analysedAt),
    queryFn: () => api(themesRoutes.list, { params: { id: swotId } }),
    enabled,
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

type Body<R extends keyof typeof themesRoutes> =
  RouteRequest<(typeof themesRoutes)[R]> extends { body: infer B } ? B : never;

/** One correction an organiser makes; each answers the SWOT's whole list of themes. */
export type ThemeCorrection =
  | { kind: 'update'; themeId: string; body: Body<'update'> }
  | { kind: 'merge'; themeId: string; body: Body<'merge'> }
  | { kind: 'split'; themeId: string; body: Body<'split'> }
  | { kind: 'move'; body: Body<'moveStatement'> };

function send(swotId: string, correction: ThemeCorrection): Promise<ThemesResponse> {
  switch (correction.kind) {
    case 'update':
      return api(themesRoutes.update, { params: { id: swotId, themeId: correction.themeId }, body: correction.body });
    case 'merge':
      return api(themesRoutes.merge, { params: { id: swotId, themeId: correction.themeId }, body: correction.body });
    case 'split':
      return api(themesRoutes.split, { params: { id: swotId, themeId: correction.themeId }, body: correction.body });
    case 'move':
      return api(themesRoutes.moveStatement, { params: { id: swotId }, body: correction.body });
  }
}

/**
 * Sends corrections one at a time. The answer is the whole list, written over
 * every cached list of the SWOT at once (a read already on its way is
 * cancelled first, so an older list cannot land after it): the page is never
 * half updated. The analysis is made again from the corrected themes, so it
 * is read again too.
 */
export function useThemeCorrections(swotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: ThemeCorrection) => send(swotId, correction),
    onSuccess: async (response) => {
      await queryClient.cancelQueries({ queryKey: themesKeys.swot(swotId) });
      queryClient.setQueriesData<ThemesResponse>({ queryKey: themesKeys.swot(swotId) }, () => response);
      void queryClient.invalidateQueries({ queryKey: [...analysisKeys.all, swotId] });
    },
  });
}

/** How many different answers raised a theme: what ranks it. */
export function countResponses(theme: ThemeRecord): number {
  return new Set(theme.statements.map((statement) => statement.responseId)).size;
}
