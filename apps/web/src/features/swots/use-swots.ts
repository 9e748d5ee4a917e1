import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@foursight/shared/contract/route';
import { RESPONSES_EVENT, ResponsesEventSchema, swotRoutes } from '@foursight/shared/contract/swots';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { useEventStream } from '@/lib/use-event-stream';

/**
 * The feature's query keys, all under one prefix: the live stream (and any
 * write) refreshes everything of the feature by invalidating `swotKeys.all`.
 */
export const swotKeys = {
  all: ['swots'] as const,
  list: () => [...swotKeys.all, 'list'] as const,
  detail: (id: string) => [...swotKeys.all, 'detail', id] as const,
  participants: (id: string) => [...swotKeys.all, 'participants', id] as const,
  /** The live view's themes (the SWOT's analysis), refreshed with the rest on each new answer. */
  liveThemes: (id: string) => [...swotKeys.all, 'live-themes', id] as const,
  /** Active e-mail templates, for SWOT creation's choice. */
  templates: () => [...swotKeys.all, 'templates'] as const,
  /** The directory as the participant picker needs it. */
  participantSources: () => [...swotKeys.all, 'participant-sources'] as const,
  /** The shared link and its QR code: outside `all` on purpose, the link does not change with answers. */
  participationQr: (id: string) => ['swot-participation-qr', id] as const,
};

export function useSwotList() {
  return useQuery({ queryKey: swotKeys.list(), queryFn: () => api(swotRoutes.listSwots) });
}

/** The spec's polling, for when live updates cannot reach the page. */
export const POLL_MS = 15_000;

/**
 * Live results: the SWOT's event stream refreshes its detail, participants
 * and the list as each response commits. Answers whether the stream is live;
 * while it is not, the queries below poll every 15 s instead.
 */
export function useSwotLiveUpdates(id: string): boolean {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: swotKeys.all });
  return useEventStream(id ? buildPath(swotRoutes.swotEvents.path, { id }) : null, {
    events: {
      [RESPONSES_EVENT]: (data) => {
        if (ResponsesEventSchema.safeParse(data).success) refresh();
      },
    },
    onReconnect: refresh,
  });
}

/** The detail: refreshed by the live stream, or every 15 s while it is not live. */
export function useSwotDetail(id: string, live = false) {
  return useQuery({
    queryKey: swotKeys.detail(id),
    queryFn: async () => (await api(swotRoutes.getSwot, { params: { id } })).swot,
    refetchInterval: live ? false : POLL_MS,
  });
}

/** Invitees and their progress; refreshed like the detail so a new answer shows up. */
export function useSwotParticipants(id: string, live = false) {
  return useQuery({
    queryKey: swotKeys.participants(id),
    queryFn: async () => (await api(swotRoutes.getParticipants, { params: { id } })).overview,
    refetchInterval: live ? false : POLL_MS,
  });
}

export function useLimitCheck() {
  return useQuery({ queryKey: sharedKeys.usageLimit, queryFn: () => api(usageRoutes.checkLimit) });
}
