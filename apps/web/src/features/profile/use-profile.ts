import { useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@foursight/shared/contract/profile';
import { apiCall } from '@/lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/** The signed-in account's profile; null when the session has ended (401). */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await apiCall(profileRoutes.getProfile, undefined, { on401: 'returnNull' }))?.user ?? null,
  });
}
