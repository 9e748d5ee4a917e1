import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportView } from '@foursight/shared/contract/reports';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { REPORT_QUADRANTS } from '@foursight/shared/contract/reports';
import type { ResponseRow } from './reports.repository.ts';
import { neutralise } from './spreadsheet-cell.ts';

const HEADER_FONT = { bold: true };

/**
 * The workbook with exceljs' streaming writer: the Responses sheet is
 * written a batch at a time and committed row by row (each row leaves memory
 * once committed), then the small Themes, Keywords and Summary sheets. Every
 * text a participant typed is formula-neutralised. Returns the stream at
 * once; the writing goes on behind it and waits whenever the reader is slow.
 */
export function reportXlsx(
  view: ReportView,
  analysis: SwotAnalysis | null,
  batches: AsyncIterable<ResponseRow[]>,
  onProgress?: (rowsWritten: number) => void | Promise<void>,
): PassThrough {
  const out = new PassThrough();
  void write(out, view, analysis, batches, onProgress).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write(
  out: PassThrough,
  view: ReportView,
  analysis: SwotAnalysis | null,
  batches: AsyncIterable<ResponseRow[]>,
  onProgress?: (rowsWritten: number) => void | Promise<void>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Foursight';
  workbook.created = new Date();

  const responses = workbook.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
  responses.columns = [
    { header: 'Submitted at', key: 'submittedAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Strengths', key: 'strengths', width: 45 },
    { header: 'Weaknesses', key: 'weaknesses', width: 45 },
    { header: 'Opportunities', key: 'opportunities', width: 45 },
    { header: 'Threats', key: 'threats', width: 45 },
  ];
  responses.getRow(1).font = HEADER_FONT;
  responses.getRow(1).commit();
  let written = 0;
  for await (const batch of batches) {
    for (const response of batch) {
      responses
        .addRow({
          submittedAt: response.submittedAt,
          strengths: neutralise(response.strengths),
          weaknesses: neutralise(response.weaknesses),
          opportunities: neutralise(response.opportunities),
          threats: neutralise(response.threats),
        })
        .commit();
    }
    written += batch.length;
    await onProgress?.(written);
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  responses.commit();

  const themes = workbook.addWorksheet('Themes');
  themes.columns = [
    { header: 'Quadrant', key: 'quadrant', width: 16 },
    { header: 'Theme', key: 'theme', width: 30 },
    { header: 'Responses', key: 'responses', width: 12 },
    { header: 'Quotes', key: 'quotes', width: 80 },
  ];
  themes.getRow(1).font = HEADER_FONT;
  const keywords = workbook.addWorksheet('Keywords');
  keywords.columns = [
    { header: 'Quadrant', key: 'quadrant', width: 16 },
    { header: 'Keyword', key: 'word', width: 24 },
    { header: 'Count', key: 'count', width: 10 },
  ];
  keywords.getRow(1).font = HEADER_FONT;
  if (analysis) {
    for (const key of REPORT_QUADRANTS) {
      for (const theme of analysis.categoryAnalysis[key].topThemes) {
        themes
          .addRow({
            quadrant: SWOT_AREAS[key].label,
            theme: neutralise(theme.label),
            responses: theme.mentions,
            quotes: neutralise(theme.quotes.map((quote) => quote.text).join(' · ')),
          })
          .commit();
      }
      for (const keyword of analysis.keywordAnalysis[key]) {
        keywords
          .addRow({ quadrant: SWOT_AREAS[key].label, word: neutralise(keyword.word), count: keyword.count })
          .commit();
      }
    }
  }
  themes.commit();
  keywords.commit();

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [
    { header: 'Item', key: 'item', width: 26 },
    { header: 'Value', key: 'value', width: 90 },
  ];
  summary.getRow(1).font = HEADER_FONT;
  const facts: [string, string | number][] = [
    ['Title', neutralise(view.title)],
    ['Company', neutralise(view.company.name)],
    ['Status', view.status],
    ['Start date', view.startDate],
    ['End date', view.endDate],
    ['Responses', view.responseCount],
    ['Invited', view.invitedCount],
    ['Participation (%)', view.participation],
  ];
  if (view.analysis) {
    facts.push(
      ['Summary', neutralise(view.analysis.summary)],
      ['Overall sentiment', `${view.analysis.sentiment.label} (${view.analysis.sentiment.score})`],
      ...view.analysis.quadrants.map((q): [string, string] => [
        `${q.label} sentiment`,
        `mean ${q.sentiment} over ${q.responses} responses`,
      ]),
      ['Methodology', view.analysis.methodology],
    );
  } else {
    facts.push(['Analysis', 'Not available yet']);
  }
  for (const [item, value] of facts) summary.addRow({ item, value }).commit();
  summary.commit();
  await workbook.commit();
}
