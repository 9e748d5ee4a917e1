import type { ReportView } from '@foursight/shared/contract/reports';
import type { ThreadHandlers } from '../../threads/serve-thread.ts';
import { responsesCsv } from './report-csv.ts';
import { REPORT_FILE_KINDS, type WorkbookRequest } from './report-files.ts';
import { renderReportHtml } from './report-html.ts';
import { renderReportPdf } from './report-pdf.ts';
import { renderReportPptx } from './report-pptx.ts';
import { reportXlsx } from './report-xlsx.ts';
import type { ResponseRow } from '../swots/response-batches.ts';

/** What the document thread does for the report's files (report-files.ts asks for them). */
export const reportRenderers: ThreadHandlers = {
  calls: {
    [REPORT_FILE_KINDS.pdf]: (view: ReportView) => renderReportPdf(view),
    [REPORT_FILE_KINDS.pptx]: (view: ReportView) => renderReportPptx(view),
    [REPORT_FILE_KINDS.html]: (view: ReportView) => renderReportHtml(view),
  },
  streams: {
    [REPORT_FILE_KINDS.xlsx]: ({ view, analysis }: WorkbookRequest, input) =>
      reportXlsx(view, analysis, input as AsyncIterable<ResponseRow[]>),
    [REPORT_FILE_KINDS.csv]: (_request: null, input) => responsesCsv(input as AsyncIterable<ResponseRow[]>),
  },
};
