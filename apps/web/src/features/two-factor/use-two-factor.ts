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

export function useEnableTwoFactor(subject: TwoFactorSubjectKind) {
  return useStatusMutation(subject, (code: string) =>
    api(TWO_FACTOR_ROUTES_BY_SUBJECT[subject].enable, { body: { code } }),
  );
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
