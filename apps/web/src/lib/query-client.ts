import { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from './query-keys';

/**
 * Defaults of spec part 1 §7: no polling, refetch on window focus, data
 * always stale, no cache lifetime, no retries. Screens that need otherwise
 * (goal polling, the AI analysis cache) say so on their own queries.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        refetchInterval: false,
        staleTime: 0,
        gcTime: 0,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  // A sign-in seeds the sign-in state of the page it leads to before that page
  // observes it (seedAuthStatus); with no cache lifetime the seed would be gone
  // by then. Kept a minute; every observer still rechecks it on arrival.
  client.setQueryDefaults(sharedKeys.authStatus, { gcTime: 60_000 });
  return client;
}
