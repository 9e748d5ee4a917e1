import type { ExportFormat, ReportCard, ReportView } from '@foursight/shared/contract/reports';
import type { FileResponse } from '@foursight/shared/contract/route';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { latestRoundResults } from '../rounds/round-results.service.ts';
import { getBranding } from '../settings/settings.service.ts';
import { reportPriorities } from './report-priorities.ts';
import { makeReportHtml, makeReportPdf, makeReportPptx, streamReportXlsx, streamResponsesCsv } from './report-files.ts';
import { buildReportCard, buildReportView, fileStemOf } from './report-view.ts';
import { responseBatches } from '../swots/response-batches.ts';
import * as repository from './reports.repository.ts';

const NOT_FOUND = 'Report Not Found';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export async function listReports(deps: AppDeps, companyId: string): Promise<ReportCard[]> {
  const now = deps.now();
  const rows = await repository.listSwotsWithReading(deps.database.db, companyId);
  return rows.map(({ swot, ...reading }) =>
    buildReportCard(swot, reading.analysedResponses === null ? null : reading, now),
  );
}

/** The report of the company's SWOT, with the raw analysis the spreadsheet needs; another company's id is not found. */
export async function loadReport(deps: AppDeps, companyId: string, swotId: string) {
  const db = deps.database.db;
  const row = await repository.findSwotWithAnalysis(db, companyId, swotId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const branding = await getBranding(deps, companyId, await repository.findOrganizationName(db, companyId));
  const view = buildReportView(row.swot, row.analysis, branding, deps.now());
  const round = await latestRoundResults(deps, companyId, swotId);
  if (round) view.priorities = reportPriorities(round);
  return { view, analysis: view.analysis && row.analysis ? row.analysis.result : null };
}

export async function getReport(deps: AppDeps, companyId: string, swotId: string): Promise<ReportView> {
  return (await loadReport(deps, companyId, swotId)).view;
}

/** Spec part 2 §7: the printable report's html and the name to save it under. */
export async function generatePdf(deps: AppDeps, companyId: string, swotId: string) {
  const { view } = await loadReport(deps, companyId, swotId);
  return {
    success: true,
    html: await makeReportHtml(deps, view),
    filename: `${view.fileStem}.pdf`,
    message: 'Report generated successfully',
  };
}

function fileOf(stem: string, format: ExportFormat) {
  return { contentType: CONTENT_TYPES[format], fileName: `${stem}.${format}`, disposition: 'attachment' as const };
}

/**
 * One file of the report, made on the document thread. PDF and PowerPoint
 * are made whole (they hold the analysis, not the responses); the
 * spreadsheet and CSV stream the responses a batch at a time. The CSV reads only the title before its first byte:
 * the stored analysis of 100 000 responses takes seconds to read and parse.
 */
export async function exportReport(
  deps: AppDeps,
  companyId: string,
  swotId: string,
  format: ExportFormat,
): Promise<FileResponse> {
  const batches = () => responseBatches(deps.database.db, companyId, swotId);
  if (format === 'csv') {
    const swot = await repository.findSwotTitle(deps.database.db, companyId, swotId);
    if (swot === null) throw new AppError('NOT_FOUND', NOT_FOUND);
    const stem = fileStemOf(swot.title, deps.now(), swot.timezone);
    return { ...fileOf(stem, format), body: streamResponsesCsv(deps, batches()) };
  }
  const { view, analysis } = await loadReport(deps, companyId, swotId);
  const file = fileOf(view.fileStem, format);
  switch (format) {
    case 'pdf':
      return { ...file, body: await makeReportPdf(deps, view) };
    case 'pptx':
      return { ...file, body: await makeReportPptx(deps, view) };
    case 'xlsx':
      return { ...file, body: streamReportXlsx(deps, { view, analysis }, batches()) };
  }
}
