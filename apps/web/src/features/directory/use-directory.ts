import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryRoutes, type DirectoryUserInput } from '@foursight/shared/contract/directory';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/ui/toast-store';

/** The directory feature's query keys, one factory: every directory write refreshes everything under `all`. */
export const directoryKeys = {
  all: ['directory'] as const,
  users: () => [...directoryKeys.all, 'users'] as const,
  departments: () => [...directoryKeys.all, 'departments'] as const,
  lists: () => [...directoryKeys.all, 'lists'] as const,
  list: (id: string) => [...directoryKeys.lists(), id] as const,
};

export function useDirectoryUsers() {
  return useQuery({
    queryKey: directoryKeys.users(),
    queryFn: async () => (await api(directoryRoutes.listUsers)).users,
  });
}

export function useDepartments() {
  return useQuery({ queryKey: directoryKeys.departments(), queryFn: () => api(directoryRoutes.listDepartments) });
}

/** The server's own words when it sent some, else the screen's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * After any directory change: users, department counts, lists and opened
 * lists all move together (deleting a person changes every list they were in).
 */
export function useRefreshDirectory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: directoryKeys.all });
}

export function useCreateUser(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (body: DirectoryUserInput) => api(directoryRoutes.createUser, { body }),
    onSuccess: async (result) => {
      toast({ title: 'User created successfully!', description: `${result.user.fullName} is in your directory.` });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to create user',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useUpdateUser(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DirectoryUserInput }) =>
      api(directoryRoutes.updateUser, { params: { id }, body }),
    onSuccess: async () => {
      toast({ title: 'User updated successfully!' });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to update user',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useDeleteUser(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (id: string) => api(directoryRoutes.deleteUser, { params: { id } }),
    onSuccess: async () => {
      toast({ title: 'User deleted' });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete user',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useUploadUsers() {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (csvData: string) => api(directoryRoutes.uploadUsers, { body: { csvData } }),
    onSuccess: async (report) => {
      // One toast: the spec's title, with the counts (the server's message repeats the title).
      const rejected = report.rejected > 0 ? `, ${report.rejected} rejected (see the report)` : '';
      toast({
        title: 'Users uploaded successfully!',
        description: `${report.created} added, ${report.updated} updated${rejected}.`,
      });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Upload failed',
        description: failureText(error, 'Check the CSV format and try again.'),
        variant: 'destructive',
      }),
  });
}

export function useCreateDepartment(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: (name: string) => api(directoryRoutes.createDepartment, { body: { name } }),
    onSuccess: async (result) => {
      toast({ title: 'Department created successfully!', description: result.department.name });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to create department',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useUpdateDepartment(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: ({ id, name, parentId }: { id: string; name: string; parentId: string | null }) =>
      api(directoryRoutes.updateDepartment, { params: { id }, body: { name, parentId } }),
    onSuccess: async (result) => {
      toast({ title: 'Department updated', description: result.department.name });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to update department',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useDeleteDepartment(onDone?: () => void) {
  const refresh = useRefreshDirectory();
  return useMutation({
    mutationFn: ({ id, moveToId }: { id: string; moveToId: string | null }) =>
      api(directoryRoutes.deleteDepartment, { params: { id }, query: moveToId ? { moveToId } : {} }),
    onSuccess: async () => {
      toast({ title: 'Department deleted' });
      onDone?.();
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete department',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
