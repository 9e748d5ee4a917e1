import { useQuery } from '@tanstack/react-query';
import { billingRoutes } from '@foursight/shared/contract/billing';
import { marketingRoutes } from '@foursight/shared/contract/marketing';
import { api } from '@/lib/api-client';

/** The billing feature's query keys, one factory. */
export const billingKeys = {
  all: ['billing'] as const,
  paymentConfig: () => [...billingKeys.all, 'payment-config'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
};

/** Whether this server takes payments, with the checkout's public key, script and prefill. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: billingKeys.paymentConfig(),
    queryFn: () => api(billingRoutes.getPaymentConfig),
    // Set by the server's configuration: it does not change while a page is open.
    staleTime: 5 * 60_000,
  });
}

/**
 * Spec part 2 §7: the invoice list is refetched every 5 s and on focus (a webhook may settle a payment).
 * Not asked for (`enabled` false) by a role the route refuses.
 */
export function useInvoices(enabled = true) {
  return useQuery({
    queryKey: billingKeys.invoices(),
    queryFn: async () => (await api(billingRoutes.listInvoices)).invoices,
    enabled,
    refetchInterval: 5_000,
    refetchOnWindowFocus: true,
  });
}

/** The plans with their one-time upgrade prices, from the admin's catalogue (what the server charges). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans(),
    queryFn: async () => (await api(marketingRoutes.getPricing)).plans,
  });
}
