import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { authRoutes, type AuthStatusResponse, type SessionUser } from '@foursight/shared/contract/auth';
import { apiCall } from '@/lib/api-client';
import { followUser } from '@/lib/i18n';
import { sharedKeys } from '@/lib/query-keys';
import { clearStoredUser, storeUser } from '@/lib/stored-user';

const SIGNED_OUT: AuthStatusResponse = { authenticated: false, user: null };

/** Asks the server who is signed in. Any failure counts as signed out and clears the stored record. */
export async function fetchAuthStatus(): Promise<AuthStatusResponse> {
  try {
    const status = await apiCall(authRoutes.getStatus, undefined, { on401: 'returnNull' });
    if (status?.authenticated && status.user) {
      storeUser(status.user);
      followUser(status.user);
      return status;
    }
  } catch {
    // Treated as signed out below (spec part 1 §2.1).
  }
  clearStoredUser();
  return SIGNED_OUT;
}

/**
 * The sign-in state, rechecked on every route change (spec part 1 §2.1).
 * The previous answer stays on screen while a recheck runs, so navigation
 * does not flash the loading screen.
 */
export function useAuthStatus() {
  const { pathname } = useLocation();
  return useQuery({
    queryKey: [...sharedKeys.authStatus, pathname],
    queryFn: fetchAuthStatus,
    placeholderData: keepPreviousData,
  });
}

/**
 * Records a sign-in's answer as the sign-in state of `path`, the page it leads
 * to, so that page shows without a "Loading..." round trip. The page still
 * rechecks on arrival (the state is always stale), in the background.
 */
export function seedAuthStatus(queryClient: QueryClient, path: string, user: SessionUser): void {
  queryClient.setQueryData<AuthStatusResponse>([...sharedKeys.authStatus, path], { authenticated: true, user });
}
