import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsRoutes } from '@foursight/shared/contract/settings';
import { apiCall } from '@/lib/api-client';
import { applyColorScheme } from '@/lib/theme';

/**
 * Applies the signed-in company's colour scheme to the whole app (spec part 1
 * §4); signed out, or when the company has none, the default theme shows.
 */
export function useCompanyTheme(signedIn: boolean): void {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => apiCall(settingsRoutes.getSettings, undefined, { on401: 'returnNull' }),
    enabled: signedIn,
  });
  const scheme = signedIn ? settings.data?.settings.colorScheme : null;
  useEffect(() => {
    applyColorScheme(scheme);
  }, [scheme]);
}
