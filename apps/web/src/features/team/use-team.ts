import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamRoutes, type InviteColleagueRequest } from '@foursight/shared/contract/team';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { api } from '@/lib/api-client';

/** The team feature's one query-key factory. */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

export function useTeam() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: () => api(teamRoutes.getTeam) });
}

function useTeamMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useInviteColleague() {
  return useTeamMutation((body: InviteColleagueRequest) => api(teamRoutes.invite, { body }));
}

export function useChangeRole() {
  return useTeamMutation(({ memberId, role }: { memberId: string; role: OrganiserRole }) =>
    api(teamRoutes.changeRole, { params: { memberId }, body: { role } }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((memberId: string) => api(teamRoutes.removeMember, { params: { memberId } }));
}

export function useRevokeInvitation() {
  return useTeamMutation((invitationId: string) => api(teamRoutes.revokeInvitation, { params: { invitationId } }));
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: () => api(teamRoutes.previewInvitation, { params: { token } }),
    retry: false,
  });
}
