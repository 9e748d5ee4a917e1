import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TWO_FACTOR_ROUTES_BY_SUBJECT,
  type ConfirmWithSecondFactor,
  type TwoFactorSubjectKind,
} from '@foursight/shared/contract/two-factor';
import { api } from '@/lib/api-client';

/** The two-factor feature's query keys, one factory: an organiser's and the admin's settings never share a cache entry. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: (subject: TwoFactorSubjectKind) => [...twoFactorKeys.all, subject, 'status'] as const,
};

export function useTwoFactorStatus(subject: TwoFactorSubjectKind) {
  return useQuery({
    queryKey: twoFactorKeys.status(subject),
    queryFn: async () => (await api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].getStatus)).twoFactor,
  });
}

/** A write that changes the status (on, off, codes left) refreshes it. */
function useStatusMutation<Input, Output>(subject: TwoFactorSubjectKind, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status(subject) }),
  });
}

export function useStartTwoFactorSetup(subject: TwoFactorSubjectKind) {
  return useMutation({
    mutationFn: (password: string) => api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].startSetup, { body: { password } }),
  });
}

/**
 * Leaves the status alone on success: the row would switch to "Enabled" and
 * take the open dialog, with the recovery codes still on it, away. The
 * dialog refreshes the status when it closes (useRefreshTwoFactorStatus).
 */
export function useEnableTwoFactor(subject: TwoFactorSubjectKind) {
  return useMutation({
    mutationFn: (code: string) => api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].enable, { body: { code } }),
  });
}

export function useRefreshTwoFactorStatus(subject: TwoFactorSubjectKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status(subject) });
}

export function useDisableTwoFactor(subject: TwoFactorSubjectKind) {
  return useStatusMutation(subject, (body: ConfirmWithSecondFactor) =>
    api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].disable, { body }),
  );
}

export function useRegenerateRecoveryCodes(subject: TwoFactorSubjectKind) {
  return useStatusMutation(subject, (body: ConfirmWithSecondFactor) =>
    api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].regenerateRecoveryCodes, { body }),
  );
}
