import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryRoutes, type UserListInput } from '@foursight/shared/contract/directory';
import { countOf } from '@foursight/shared/domain/plural';
import { api } from '@/lib/api-client';
import { toast } from '@/ui/toast-store';
import { directoryKeys, failureText, useRefreshDirectory } from './use-directory';

export function useUserLists() {
  return useQuery({
    queryKey: directoryKeys.lists(),
    queryFn: async () => (await api(directoryRoutes.listUserLists)).lists,
  });
}

/** One list with its members, while it is open. */
export function useUserList(id: string) {
  return useQuery({
    queryKey: directoryKeys.list(id),
    queryFn: async () => (await api(directoryRoutes.getUserList, { params: { id } })).list,
  });
}

export function useCreateUserList(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (body: UserListInput) => api(directoryRoutes.createUserList, { body }),
    onSuccess: async (result) => {
      toast({
        title: 'List created successfully!',
        description: `${result.list.name}: ${countOf(result.list.userCount, 'person', 'people')}`,
      });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to create list',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useUpdateUserList(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserListInput }) =>
      api(directoryRoutes.updateUserList, { params: { id }, body }),
    onSuccess: async (result) => {
      toast({
        title: 'List updated successfully!',
        description: `${result.list.name}: ${countOf(result.list.userCount, 'person', 'people')}`,
      });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to update list',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useDeleteUserList(onDone?: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (id: string) => api(directoryRoutes.deleteUserList, { params: { id } }),
    onSuccess: async (_result, id) => {
      toast({ title: 'List deleted', description: 'The people in it stay in your directory.' });
      onDone?.();
      // The deleted list's own entry would only answer 404 now.
      queryClient.removeQueries({ queryKey: directoryKeys.list(id) });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete list',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
