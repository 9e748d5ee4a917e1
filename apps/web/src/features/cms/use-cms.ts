import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsRoutes, type SavePageRequest, type SiteSettings } from '@foursight/shared/contract/cms';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

export const cmsKeys = {
  all: ['cms'] as const,
  pages: () => [...cmsKeys.all, 'pages'] as const,
  siteSettings: () => [...cmsKeys.all, 'site-settings'] as const,
};

export function useCmsPages() {
  return useQuery({ queryKey: cmsKeys.pages(), queryFn: async () => (await api(cmsRoutes.listPages)).pages });
}

export function useSiteSettingsForm() {
  return useQuery({
    queryKey: cmsKeys.siteSettings(),
    queryFn: async () => (await api(cmsRoutes.getSiteSettings)).settings,
  });
}

/** CMS writes refresh the console and the public site's cached settings and menu. */
function useCmsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cmsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.site });
    },
  });
}

export function useSavePage() {
  return useCmsMutation(({ id, ...body }: SavePageRequest & { id?: string }) =>
    id ? api(cmsRoutes.updatePage, { params: { id }, body }) : api(cmsRoutes.createPage, { body }),
  );
}

export function useDeletePage() {
  return useCmsMutation((id: string) => api(cmsRoutes.deletePage, { params: { id } }));
}

export function useSaveSiteSettings() {
  return useCmsMutation((body: SiteSettings) => api(cmsRoutes.saveSiteSettings, { body }));
}
