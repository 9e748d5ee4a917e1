import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileRoutes } from '@foursight/shared/contract/profile';
import { api, apiCall } from '@/lib/api-client';

/** The profile feature's query keys, one factory, so a write can refresh exactly what it changed. */
export const profileKeys = {
  all: ['profile'] as const,
  details: () => [...profileKeys.all, 'details'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

/** The signed-in account's profile; null when the session has ended (401). */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.details(),
    queryFn: async () => (await apiCall(profileRoutes.getProfile, undefined, { on401: 'returnNull' }))?.user ?? null,
  });
}

/** The account's signed-in browsers, this one marked. */
export function useActiveSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async () => (await api(profileRoutes.listSessions)).sessions,
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(profileRoutes.signOutOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
