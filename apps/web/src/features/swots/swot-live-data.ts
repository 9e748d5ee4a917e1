import { useQuery } from '@tanstack/react-query';
import { analysisRoutes, type AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { swotRoutes, type SwotDetail } from '@foursight/shared/contract/swots';
import { MIN_ANONYMITY_THRESHOLD } from '@foursight/shared/domain/anonymity';
import { SWOT_AREAS, SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { api } from '@/lib/api-client';
import { POLL_MS, swotKeys } from './use-swots';

/**
 * The live view shows nothing per quadrant (no counts, no themes) until this
 * many people have answered: with one or two answers on a screen in the room,
 * whoever just put their phone down would be read off it. The floor no
 * company may go below, not the company's own threshold, which is about
 * department breakdowns (the room is one group, and a workshop is small).
 */
export const LIVE_MIN_RESPONSES = MIN_ANONYMITY_THRESHOLD;
/** Themes per quadrant: what can be read from the back of a room. */
export const LIVE_THEMES_SHOWN = 5;
/** The analysis runs a second or so after answers arrive: asked again this often until it covers them. */
const CATCH_UP_MS = 1_000;

export interface LiveTheme {
  label: string;
  /** Responses that raised the theme. */
  mentions: number;
  /** Of the responses the analysis covers, as a percent (the bar's length). */
  share: number;
}

export interface LiveQuadrant {
  key: SwotCategory;
  label: string;
  /** Responses that wrote something here; null while too few have answered to show it. */
  answers: number | null;
  themes: LiveTheme[];
}

export type LiveThemesState =
  /** Too few answers: nothing per quadrant is shown (see LIVE_MIN_RESPONSES). */
  | 'withheld'
  /** Being fetched, or the analysis of the first answers is being made. */
  | 'finding'
  | 'ready'
  | 'error';

export interface LiveBoard {
  quadrants: LiveQuadrant[];
  themes: LiveThemesState;
  /** How many answers the themes come from (fewer than the count while the next analysis is made). */
  analysed: number;
}

/** Whether the analysis covers every answer the SWOT has (or there is nothing to analyse). */
function covers(data: AiAnalysisResponse | undefined, responseCount: number): boolean {
  if (!data) return false;
  if (data.state === 'empty') return true;
  return data.state === 'ready' && (data.analysis?.responseCount ?? 0) >= responseCount;
}

/**
 * The SWOT's analysis for the live view, under the feature's keys, so the
 * live stream's refresh asks for it again with each answer. While it is
 * behind the answers it asks every second; once it covers them it waits for
 * the next answer (or polls at the spec's 15 s while the stream is down).
 *
 * Fetched from one answer below LIVE_MIN_RESPONSES, though nothing of it is
 * shown there (liveBoard withholds it): the answer that unlocks the quadrants
 * then brings its count and themes in one refresh, the two asked in parallel,
 * instead of the count first and the themes a round trip later (over 2 s on
 * a busy machine). The organiser may read the analysis anyway; what the room
 * must not see is what the screen shows. No catching up below the floor.
 */
export function useLiveThemes(id: string, responseCount: number, live: boolean) {
  return useQuery({
    queryKey: swotKeys.liveThemes(id),
    queryFn: () => api(analysisRoutes.getAiAnalysis, { params: { id } }),
    enabled: responseCount >= LIVE_MIN_RESPONSES - 1,
    refetchInterval: (query) => {
      const settled = query.state.status === 'error' || covers(query.state.data, responseCount);
      if (settled || responseCount < LIVE_MIN_RESPONSES) return live ? false : POLL_MS;
      return CATCH_UP_MS;
    },
  });
}

/** The shared link and its QR code (`swotKeys.participationQr`: the live refresh leaves it be). */
export function useParticipationQr(id: string, enabled: boolean) {
  return useQuery({
    queryKey: swotKeys.participationQr(id),
    queryFn: () => api(swotRoutes.participationQr, { params: { id } }),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * What the four quadrants show: the SWOT's answer counts per quadrant and,
 * from the analysis, the top themes with how many raised each; never an
 * answer's text, nor anything in the order answers came in. Nothing per
 * quadrant below LIVE_MIN_RESPONSES answers.
 */
export function liveBoard(
  swot: Pick<SwotDetail, 'responseCount' | 'analytics'>,
  themes: { data: AiAnalysisResponse | undefined; isError: boolean },
): LiveBoard {
  const withheld = swot.responseCount < LIVE_MIN_RESPONSES;
  // Only an analysis read once the floor was reached (its responseCount is the SWOT's count when it was read):
  // one read below it, kept from the prefetch, may be of a single answer and must not show for a moment.
  const readAtFloor = (themes.data?.responseCount ?? 0) >= LIVE_MIN_RESPONSES;
  const analysis = withheld || !readAtFloor ? null : (themes.data?.analysis ?? null);
  const analysed = analysis?.responseCount ?? 0;
  const quadrants = SWOT_CATEGORIES.map((key): LiveQuadrant => {
    const top = analysis ? [...analysis.categoryAnalysis[key].topThemes] : [];
    top.sort((a, b) => b.mentions - a.mentions || a.label.localeCompare(b.label));
    return {
      key,
      label: SWOT_AREAS[key].label,
      answers: withheld ? null : swot.analytics.byCategory[key],
      themes: top.slice(0, LIVE_THEMES_SHOWN).map((theme) => ({
        label: theme.label,
        mentions: theme.mentions,
        share: analysed > 0 ? Math.min(100, Math.round((theme.mentions / analysed) * 100)) : 0,
      })),
    };
  });
  let state: LiveThemesState = 'finding';
  if (withheld) state = 'withheld';
  else if (analysis) state = 'ready';
  else if (themes.isError) state = 'error';
  return { quadrants, themes: state, analysed };
}
