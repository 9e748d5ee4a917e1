import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsRoutes } from '@foursight/shared/contract/settings';
import { api } from '@/lib/api-client';
import { applyColorScheme } from '@/lib/theme';
import { settingsKeys } from './use-settings';

/**
 * Applies the signed-in company's colour scheme to the whole app (spec part 1
 * §4); signed out, or when the company has none, the default theme shows.
 * Same query as the Settings page, so a save recolours at once.
 */
export function useCompanyTheme(signedIn: boolean): void {
  const settings = useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => api(settingsRoutes.getSettings),
    enabled: signedIn,
  });
  const scheme = signedIn ? settings.data?.settings.colorScheme : null;
  useEffect(() => {
    applyColorScheme(scheme);
  }, [scheme]);
}
