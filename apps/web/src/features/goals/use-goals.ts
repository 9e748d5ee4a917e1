import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goalsRoutes, type CheckInInput, type GoalInput, type GoalUpdate } from '@foursight/shared/contract/goals';
import { api } from '@/lib/api-client';

/** The goals feature's query keys: every goal figure (page, dashboard card) sits under `all`. */
export const goalsKeys = {
  all: ['goals'] as const,
  list: () => [...goalsKeys.all, 'list'] as const,
};

/** GET /api/strategic-goals (spec part 2 §7): every 20 s and on focus, retried twice, no caching. */
export function useGoals() {
  return useQuery({
    queryKey: goalsKeys.list(),
    queryFn: () => api(goalsRoutes.list),
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    retry: 2,
    staleTime: 0,
    gcTime: 0,
  });
}

function useGoalMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsKeys.all }),
  });
}

export const useGenerateGoals = () => useGoalMutation(() => api(goalsRoutes.generate));
export const useCreateGoal = () => useGoalMutation((body: GoalInput) => api(goalsRoutes.create, { body }));
export const useUpdateGoal = () =>
  useGoalMutation(({ id, body }: { id: string; body: GoalUpdate }) =>
    api(goalsRoutes.update, { params: { id }, body }),
  );
export const useArchiveGoal = () => useGoalMutation((id: string) => api(goalsRoutes.archive, { params: { id } }));
export const useCheckIn = () =>
  useGoalMutation(({ id, body }: { id: string; body: CheckInInput }) =>
    api(goalsRoutes.checkIn, { params: { id }, body }),
  );
