import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authRoutes } from '@foursight/shared/contract/auth';
import { api } from '@/lib/api-client';
import { clearStoredUser } from '@/lib/stored-user';

/** Ends the session on the server, forgets the local record and cached data, and goes home. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api(authRoutes.logout);
    } catch {
      // Signing out locally still happens; an expired session is already gone on the server.
    }
    clearStoredUser();
    queryClient.clear();
    await navigate('/');
  };
}
