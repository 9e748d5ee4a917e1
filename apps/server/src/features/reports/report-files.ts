import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ReportView } from '@foursight/shared/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { ResponseRow } from '../swots/response-batches.ts';

/**
 * The report's documents, made on the document thread (deps.documents), never
 * on the HTTP thread: laying out a PDF of long answers took the event loop
 * for seconds. The names are the thread's task kinds (report-renderers.ts
 * does the work); this file only asks, so the heavy libraries load where the
 * documents are made.
 */
export const REPORT_FILE_KINDS = {
  pdf: 'report-pdf',
  pptx: 'report-pptx',
  html: 'report-html',
  xlsx: 'report-xlsx',
  csv: 'report-csv',
} as const;

export interface WorkbookRequest {
  view: ReportView;
  analysis: SwotAnalysis | null;
}

export function makeReportPdf(deps: AppDeps, view: ReportView): Promise<Uint8Array> {
  return deps.documents.call(REPORT_FILE_KINDS.pdf, view);
}

export function makeReportPptx(deps: AppDeps, view: ReportView): Promise<Uint8Array> {
  return deps.documents.call(REPORT_FILE_KINDS.pptx, view);
}

export function makeReportHtml(deps: AppDeps, view: ReportView): Promise<string> {
  return deps.documents.call(REPORT_FILE_KINDS.html, view);
}

/** The workbook, written as the responses' batches are fed to the thread. */
export function streamReportXlsx(
  deps: AppDeps,
  request: WorkbookRequest,
  batches: AsyncIterable<ResponseRow[]>,
): AsyncIterable<Uint8Array> {
  return deps.documents.stream(REPORT_FILE_KINDS.xlsx, request, batches);
}

export function streamResponsesCsv(deps: AppDeps, batches: AsyncIterable<ResponseRow[]>): AsyncIterable<Uint8Array> {
  return deps.documents.stream(REPORT_FILE_KINDS.csv, null, batches);
}
