import type { QueryClient } from '@tanstack/react-query';
import type { AuthStatusResponse } from '@foursight/shared/contract/auth';
import type { VerifyPaymentResponse } from '@foursight/shared/contract/billing';
import { sharedKeys } from '@/lib/query-keys';
import { readStoredUser, storeUser } from '@/lib/stored-user';

/**
 * A verified payment changes what many screens show: the plan (Settings'
 * badge, the stored `user` record, the sign-in state), the allowance (the
 * sidebar meter, banners, the limit check, the usage page) and the invoice
 * list. The new plan is written into the session state and the stored record
 * at once; then every query on screen is refetched, because those screens
 * belong to other features whose keys this one does not know (a payment is
 * rare, and with no cache lifetime only the queries being shown exist).
 */
export async function refreshAfterPayment(queryClient: QueryClient, result: VerifyPaymentResponse): Promise<void> {
  const plan = result.plan;
  if (plan) {
    const stored = readStoredUser();
    if (stored) storeUser({ ...stored, plan });
    queryClient.setQueriesData<AuthStatusResponse>({ queryKey: sharedKeys.authStatus }, (status) =>
      status?.user ? { ...status, user: { ...status.user, plan } } : status,
    );
  }
  await queryClient.invalidateQueries();
}
