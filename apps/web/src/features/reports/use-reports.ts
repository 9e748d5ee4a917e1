import { useQuery } from '@tanstack/react-query';
import { reportRoutes } from '@foursight/shared/contract/reports';
import { ApiError, api } from '@/lib/api-client';

/** The reports feature's query keys: the list and every report sit under `all`. */
export const reportsKeys = {
  all: ['reports'] as const,
  list: () => [...reportsKeys.all, 'list'] as const,
  detail: (id: string) => [...reportsKeys.all, 'detail', id] as const,
};

/** GET /api/reports: a card per analysis, refreshed on focus. */
export function useReportList() {
  return useQuery({
    queryKey: reportsKeys.list(),
    queryFn: async () => (await api(reportRoutes.listReports)).reports,
  });
}

/**
 * GET /api/reports/:id. A report whose analysis is still being made asks
 * again every 5 s until it lands; a missing report (404, or a malformed id
 * answered 400) is not retried.
 */
export function useReport(id: string) {
  return useQuery({
    queryKey: reportsKeys.detail(id),
    queryFn: async () => (await api(reportRoutes.getReport, { params: { id } })).report,
    refetchInterval: (query) => (query.state.data?.analysisState === 'pending' ? 5_000 : false),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
