import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminRoutes,
  type CreateCompanyRequest,
  type SavePlanRequest,
  type UpdateCompanyRequest,
} from '@foursight/shared/contract/admin';
import { api } from '@/lib/api-client';
import { adminKeys, type AuditFilter } from './admin-keys';

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: async () => (await api(adminRoutes.getDashboardStats)).stats,
  });
}

export function useAdminCompanies() {
  return useQuery({
    queryKey: adminKeys.companies(),
    queryFn: async () => (await api(adminRoutes.listCompanies)).companies,
  });
}

/** A company's payments, newest first, with the invoice each issued. */
export function useCompanyPayments(companyId: string) {
  return useQuery({
    queryKey: adminKeys.payments(companyId),
    queryFn: async () => (await api(adminRoutes.listCompanyPayments, { params: { id: companyId } })).payments,
  });
}

export function usePlans() {
  return useQuery({ queryKey: adminKeys.plans(), queryFn: async () => (await api(adminRoutes.listPlans)).plans });
}

export function useAuditLogs(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      api(adminRoutes.listAuditLogs, {
        query: {
          limit: filter.limit,
          offset: filter.offset ?? 0,
          ...(filter.action ? { action: filter.action } : {}),
          ...(filter.entityType ? { entityType: filter.entityType } : {}),
        },
      }),
  });
}

export function useContactMessages() {
  return useQuery({
    queryKey: adminKeys.contact(),
    queryFn: async () => (await api(adminRoutes.listContactMessages)).messages,
  });
}

/** Every console write refreshes the console's reads: counts, lists and the activity log all move together. */
function useConsoleMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useCreateCompany() {
  return useConsoleMutation((body: CreateCompanyRequest) => api(adminRoutes.createCompany, { body }));
}

export function useUpdateCompany() {
  return useConsoleMutation(({ id, ...body }: UpdateCompanyRequest & { id: string }) =>
    api(adminRoutes.updateCompany, { params: { id }, body }),
  );
}

export function useSavePlan() {
  return useConsoleMutation(({ id, ...body }: SavePlanRequest & { id?: string }) =>
    id ? api(adminRoutes.updatePlan, { params: { id }, body }) : api(adminRoutes.createPlan, { body }),
  );
}
