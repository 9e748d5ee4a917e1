import { useMutation } from '@tanstack/react-query';
import { directoryRoutes, type SaveOrganizationInput } from '@foursight/shared/contract/directory';
import { api } from '@/lib/api-client';
import { toast } from '@/ui/toast-store';
import { failureText, useRefreshDirectory } from './use-directory';

/**
 * The chart reads the directory's own queries (users, departments), so its
 * keys are the directory's; saving refreshes them all.
 */
export function useSaveOrganization(onSaved: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (body: SaveOrganizationInput) => api(directoryRoutes.saveOrganization, { body }),
    onSuccess: async () => {
      await refresh();
      onSaved();
      toast({ title: 'Structure saved', description: 'The org chart is up to date.' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save structure',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
