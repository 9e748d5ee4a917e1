import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@foursight/shared/contract/route';
import {
  BALLOTS_EVENT,
  BallotsEventSchema,
  roundsRoutes,
  type CreateFeedbackRoundRequest,
  type CreateRoundRequest,
  type RoundSummary,
} from '@foursight/shared/contract/rounds';
import { ApiError, api } from '@/lib/api-client';
import { useEventStream } from '@/lib/use-event-stream';

export const roundsKeys = {
  all: ['rounds'] as const,
  latest: () => [...roundsKeys.all, 'latest'] as const,
  swot: (swotId: string) => [...roundsKeys.all, swotId] as const,
  list: (swotId: string) => [...roundsKeys.swot(swotId), 'list'] as const,
  results: (swotId: string, roundId: string) => [...roundsKeys.swot(swotId), 'results', roundId] as const,
};

/** While a round is open its ballot count moves: without the live stream, read the list again this often. */
export const OPEN_ROUND_REFRESH_MS = 5_000;
/** With the stream live the counts arrive by themselves; the list is still read now and then for the schedule (open, closed). */
const LIVE_ROUND_REFRESH_MS = 30_000;

const running = (round: RoundSummary) => round.status !== 'closed';

/** Once more after a network or server failure; a refusal (403, 404, 409) would only say the same again. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * The SWOT's rounds, newest first. While one is open (or about to open) the
 * SWOT's rounds stream brings each new ballot count as it is stored (like the
 * first round's live results); while the stream is not live, the list is read
 * again every 5 s instead.
 */
export function useRounds(swotId: string) {
  const queryClient = useQueryClient();
  const key = roundsKeys.list(swotId);
  // The stream is opened first, from the list as cached at this render (every change of the list renders
  // again), so the query below reads whether it is live at this render: a stream that drops brings the 5 s
  // polling back at once, not after the 30 s timer runs out.
  const watching = queryClient.getQueryData<RoundSummary[]>(key)?.some(running) ?? false;
  const live = useEventStream(watching ? buildPath(roundsRoutes.events.path, { id: swotId }) : null, {
    events: {
      [BALLOTS_EVENT]: (data) => {
        const event = BallotsEventSchema.safeParse(data);
        if (!event.success) return;
        const { roundId, ballotCount } = event.data;
        queryClient.setQueryData<RoundSummary[]>(key, (rounds) =>
          // Events may overtake each other: a count never goes back.
          rounds?.map((one) =>
            one.id === roundId ? { ...one, ballotCount: Math.max(one.ballotCount, ballotCount) } : one,
          ),
        );
      },
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const { rounds } = await api(roundsRoutes.list, { params: { id: swotId } });
      return [...rounds].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    retry: retryOnce,
    refetchInterval: (query) =>
      query.state.data?.some(running) ? (live ? LIVE_ROUND_REFRESH_MS : OPEN_ROUND_REFRESH_MS) : false,
  });
}

/** The company's latest prioritised SWOT (the dashboard's card); null until a round has closed. */
export function useLatestPriorities() {
  return useQuery({
    queryKey: roundsKeys.latest(),
    queryFn: async () => (await api(roundsRoutes.latest)).latest,
    retry: retryOnce,
  });
}

/** A closed round's results; the server refuses them (409) while the round runs. */
export function useRoundResults(swotId: string, roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: roundsKeys.results(swotId, roundId),
    queryFn: () => api(roundsRoutes.results, { params: { id: swotId, roundId } }),
    enabled,
    retry: retryOnce,
  });
}

/** Starts a second round; the list (and any results) are read again after. */
export function useCreateRound(swotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoundRequest) => api(roundsRoutes.create, { params: { id: swotId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsKeys.swot(swotId) }),
  });
}

/** Ends a round now; its results can then be read. */
export function useCloseRound(swotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => api(roundsRoutes.close, { params: { id: swotId, roundId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsKeys.swot(swotId) }),
  });
}

/** Starts the feedback round of a closed second round, open now for a week in the SWOT's timezone. */
export function useStartFeedbackRound(swotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roundId, body }: { roundId: string; body: CreateFeedbackRoundRequest }) =>
      api(roundsRoutes.feedback, { params: { id: swotId, roundId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsKeys.swot(swotId) }),
  });
}
