import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsRoutes, type SaveSettingsRequest, type TestAiKeyRequest } from '@foursight/shared/contract/settings';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

export const settingsKeys = {
  all: sharedKeys.settings,
};

/** Settings (spec part 2 §7: refetched on focus). Shares its cache with the theme hook. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => api(settingsRoutes.getSettings),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingsRequest) => api(settingsRoutes.saveSettings, { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(settingsKeys.all, { success: true, settings: result.settings });
    },
  });
}

/** Test key: one call to the AI service with the typed or the saved key. Stores nothing, so no cache to refresh. */
export function useTestAiKey() {
  return useMutation({
    mutationFn: (body: TestAiKeyRequest) => api(settingsRoutes.testAiKey, { body }),
  });
}
