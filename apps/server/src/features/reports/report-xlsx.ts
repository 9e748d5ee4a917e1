import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportView } from '@foursight/shared/contract/reports';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { REPORT_QUADRANTS } from '@foursight/shared/contract/reports';
import type { ResponseRow } from '../swots/response-batches.ts';
import { textCell, wrappedRowHeight } from './spreadsheet-cell.ts';
import { documentMaker, LOW_CONFIDENCE_SENTIMENT } from '@foursight/shared/domain/reports';

// Named and sized: a font given only as bold is read by LibreOffice as its default serif.
const HEADER_FONT = { name: 'Calibri', size: 11, bold: true };
/** Long answers wrap inside their column (read on screen and printed), aligned to the top of the row. */
const WRAPPED = { alignment: { wrapText: true, vertical: 'top' as const } };
const TOP = { alignment: { vertical: 'top' as const } };
const ANSWER_WIDTH = 45;

function fitHeight(row: ExcelJS.Row, cells: { text: string; width: number }[]): void {
  const height = wrappedRowHeight(cells);
  if (height !== null) row.height = height;
}
/** Printed on A4 landscape, every column on one page width, as many pages down as it takes. */
const SHEET_OPTIONS = {
  pageSetup: { paperSize: 9, orientation: 'landscape' as const, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
};

/**
 * The workbook with exceljs' streaming writer: the Responses sheet is
 * written a batch at a time and committed row by row (each row leaves memory
 * once committed), then the small Themes, Keywords and Summary sheets. Every
 * text is a string cell holding exactly what was typed (textCell: never read
 * as a formula, so without the CSV's apostrophe). Returns the stream at
 * once; the writing goes on behind it and waits whenever the reader is slow.
 */
export function reportXlsx(
  view: ReportView,
  analysis: SwotAnalysis | null,
  batches: AsyncIterable<ResponseRow[]>,
): PassThrough {
  const out = new PassThrough();
  void write(out, view, analysis, batches).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write(
  out: PassThrough,
  view: ReportView,
  analysis: SwotAnalysis | null,
  batches: AsyncIterable<ResponseRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = documentMaker(view);
  workbook.created = new Date();

  const responses = workbook.addWorksheet('Responses', { ...SHEET_OPTIONS, views: [{ state: 'frozen', ySplit: 1 }] });
  responses.columns = [
    { header: 'Submitted at', key: 'submittedAt', width: 17, style: { ...TOP, numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Strengths', key: 'strengths', width: ANSWER_WIDTH, style: WRAPPED },
    { header: 'Weaknesses', key: 'weaknesses', width: ANSWER_WIDTH, style: WRAPPED },
    { header: 'Opportunities', key: 'opportunities', width: ANSWER_WIDTH, style: WRAPPED },
    { header: 'Threats', key: 'threats', width: ANSWER_WIDTH, style: WRAPPED },
  ];
  responses.getRow(1).font = HEADER_FONT;
  responses.getRow(1).commit();
  for await (const batch of batches) {
    for (const response of batch) {
      const answers = [response.strengths, response.weaknesses, response.opportunities, response.threats];
      const row = responses.addRow({
        submittedAt: response.submittedAt,
        strengths: textCell(response.strengths),
        weaknesses: textCell(response.weaknesses),
        opportunities: textCell(response.opportunities),
        threats: textCell(response.threats),
      });
      fitHeight(
        row,
        answers.map((text) => ({ text, width: ANSWER_WIDTH })),
      );
      row.commit();
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  responses.commit();

  const themes = workbook.addWorksheet('Themes', SHEET_OPTIONS);
  themes.columns = [
    { header: 'Quadrant', key: 'quadrant', width: 16, style: TOP },
    { header: 'Theme', key: 'theme', width: 30, style: WRAPPED },
    { header: 'Responses', key: 'responses', width: 12, style: TOP },
    { header: 'Quotes', key: 'quotes', width: 80, style: WRAPPED },
  ];
  themes.getRow(1).font = HEADER_FONT;
  const keywords = workbook.addWorksheet('Keywords', SHEET_OPTIONS);
  keywords.columns = [
    { header: 'Quadrant', key: 'quadrant', width: 16 },
    { header: 'Keyword', key: 'word', width: 24 },
    { header: 'Count', key: 'count', width: 10 },
  ];
  keywords.getRow(1).font = HEADER_FONT;
  if (analysis) {
    for (const key of REPORT_QUADRANTS) {
      for (const theme of analysis.categoryAnalysis[key].topThemes) {
        // One quote a line inside the wrapped cell.
        const quotes = theme.quotes.map((quote) => quote.text).join('\n');
        const row = themes.addRow({
          quadrant: SWOT_AREAS[key].label,
          theme: textCell(theme.label),
          responses: theme.mentions,
          quotes: textCell(quotes),
        });
        fitHeight(row, [
          { text: theme.label, width: 30 },
          { text: quotes, width: 80 },
        ]);
        row.commit();
      }
      for (const keyword of analysis.keywordAnalysis[key]) {
        keywords
          .addRow({ quadrant: SWOT_AREAS[key].label, word: textCell(keyword.word), count: keyword.count })
          .commit();
      }
    }
  }
  themes.commit();
  keywords.commit();

  const summary = workbook.addWorksheet('Summary', SHEET_OPTIONS);
  summary.columns = [
    { header: 'Item', key: 'item', width: 26, style: TOP },
    {
      header: 'Value',
      key: 'value',
      width: 90,
      style: { ...WRAPPED, alignment: { ...WRAPPED.alignment, horizontal: 'left' as const } },
    },
  ];
  summary.getRow(1).font = HEADER_FONT;
  const facts: [string, string | number][] = [
    ['Title', view.title],
    ['Company', view.company.name],
    ['Status', view.status],
    ['Start date', view.startDate],
    ['End date', view.endDate],
    ['Responses', view.responseCount],
    ['Invited', view.invitedCount],
    ['Participation (%)', view.participation],
  ];
  if (view.analysis) {
    facts.push(
      ['Summary', view.analysis.summary],
      ['Overall sentiment', `${view.analysis.sentiment.label} (${view.analysis.sentiment.score})`],
      ...(view.analysis.sentiment.confidence === 'low'
        ? [['Sentiment confidence', LOW_CONFIDENCE_SENTIMENT] satisfies [string, string]]
        : []),
      ...view.analysis.quadrants.map((q): [string, string] => [
        `${q.label} sentiment`,
        `mean ${q.sentiment} over ${q.responses} responses`,
      ]),
      ['Methodology', view.analysis.methodology],
    );
  } else {
    facts.push(['Analysis', 'Not available yet']);
  }
  // The group's ranking from its second round: one row per quadrant, its themes most important first.
  if (view.priorities) {
    facts.push(['Priorities', view.priorities.basis]);
    if (view.priorities.withheld) facts.push(['Priorities withheld', view.priorities.withheld]);
    for (const q of view.priorities.quadrants) {
      facts.push([
        `${q.label} priorities`,
        [...q.items.map((item, index) => `${index + 1}. ${item}`), ...(q.concordance ? [q.concordance] : [])].join(
          '\n',
        ),
      ]);
    }
  }
  for (const [item, value] of facts) {
    const row = summary.addRow({ item, value });
    fitHeight(row, [{ text: String(value), width: 90 }]);
    row.commit();
  }
  summary.commit();
  await workbook.commit();
}
