import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportRoutes, type ExportJob } from '@foursight/shared/contract/reports';
import type { PreparedExportFormat } from '@foursight/shared/domain/reports';
import { ApiError, api } from '@/lib/api-client';

/** The reports feature's query keys: the list and every report sit under `all`. */
export const reportsKeys = {
  all: ['reports'] as const,
  list: () => [...reportsKeys.all, 'list'] as const,
  detail: (id: string) => [...reportsKeys.all, 'detail', id] as const,
  exports: (swotId: string) => [...reportsKeys.all, 'exports', swotId] as const,
  exportJob: (swotId: string, exportId: string) => [...reportsKeys.exports(swotId), exportId] as const,
};

/** How often a file being prepared is asked about: often enough for the bar to move, cheap for the server. */
const EXPORT_POLL_MS = 1_000;

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

/** GET /api/reports/:id/exports: whether Excel and CSV are prepared in the background, and the files under way or ready. */
export function useExportList(swotId: string) {
  return useQuery({
    queryKey: reportsKeys.exports(swotId),
    queryFn: () => api(reportRoutes.listExports, { params: { id: swotId } }),
  });
}

const isPending = (job: ExportJob | undefined) => job?.state === 'queued' || job?.state === 'running';

/** One prepared file's state, asked again every second while it is queued or being written. */
export function useExportJob(swotId: string, exportId: string | null, initial: ExportJob | null = null) {
  return useQuery({
    queryKey: reportsKeys.exportJob(swotId, exportId ?? ''),
    queryFn: async () => (await api(reportRoutes.getExport, { params: { id: swotId, exportId: exportId! } })).export,
    enabled: exportId !== null,
    // The list already said where this export stands: shown at once, asked again at once (nothing is fresh here).
    initialData: initial && initial.id === exportId ? initial : undefined,
    refetchInterval: (query) => (isPending(query.state.data) ? EXPORT_POLL_MS : false),
    // Expired or gone (404) is an answer, not a hiccup.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

/** POST /api/reports/:id/exports: starts (or finds) the file's preparation and seeds its state query. */
export function useStartExport(swotId: string, format: PreparedExportFormat) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api(reportRoutes.startExport, { params: { id: swotId }, body: { format } })).export,
    onSuccess: (job) => queryClient.setQueryData(reportsKeys.exportJob(swotId, job.id), job),
  });
}
