import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake, { type Content, type TableCellLayout, type TDocumentDefinitions } from 'pdfmake';
import { withBreakableWords } from '../reports/pdf-text.ts';
import type { InvoiceView, PartyView } from './invoice-view.ts';

/**
 * The invoice as a PDF, made with pdfmake from the same InvoiceView as the
 * HTML page. Roboto (shipped inside pdfmake) has the rupee sign U+20B9, so
 * "₹" is drawn, embedded and extractable as text. Fonts are read once into
 * pdfmake's virtual file system; every URL and local path a document could
 * name is refused, so an invoice can never make the server fetch or read
 * anything (the text in it is the buyer's own).
 */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let prepared = false;

function preparePdfmake(): void {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  for (const file of Object.values(FONT_FILES)) {
    pdfmake.virtualfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
  }
  pdfmake.addFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  prepared = true;
}

const BLUE = '#0066cc';
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

/** Horizontal rules only, between rows; the header row shaded. */
const LINES_LAYOUT: TableCellLayout = {
  hLineWidth: (row) => (row <= 1 ? 0.8 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (row) => (row <= 1 ? RULE : '#e2e8f0'),
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 6,
  paddingBottom: () => 6,
  fillColor: (row) => (row === 0 ? '#f1f5f9' : null),
};

const NO_LINES: TableCellLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

function party(view: PartyView, nameSize: number): Content[] {
  return [
    { text: view.name, bold: true, fontSize: nameSize, color: INK, margin: [0, 0, 0, 3] },
    { text: view.lines.join('\n'), color: MUTED, lineHeight: 1.2 },
  ];
}

function label(text: string): Content {
  return {
    text: text.toUpperCase(),
    fontSize: 7.5,
    bold: true,
    color: '#64748b',
    characterSpacing: 0.6,
    margin: [0, 0, 0, 3],
  };
}

export function invoiceDefinition(view: InvoiceView): TDocumentDefinitions {
  const inclusive = view.taxInclusive ? ' (incl. GST)' : '';
  const header = (text: string, alignment: 'left' | 'right' = 'left'): Content => ({
    text,
    bold: true,
    fontSize: 8.5,
    color: '#334155',
    alignment,
  });
  const lineRows: Content[][] = view.lines.map((line, index) => [
    { text: String(index + 1), alignment: 'right', color: MUTED },
    { text: line.description },
    { text: line.sac },
    { text: line.quantity, alignment: 'right' },
    { text: line.rate, alignment: 'right', noWrap: true },
    ...(view.taxInclusive
      ? [
          { text: line.taxable, alignment: 'right', noWrap: true } as const,
          { text: line.gstRate, alignment: 'right', noWrap: true } as const,
        ]
      : []),
    { text: line.amount, alignment: 'right', noWrap: true },
  ]);
  const totalRows: Content[][] = [
    ...view.taxRows.map((row): Content[] => [
      { text: row.label, color: MUTED },
      { text: row.value, alignment: 'right', noWrap: true },
    ]),
    [
      { text: 'Total', bold: true, fontSize: 12, margin: [0, 4, 0, 0] },
      { text: view.total, bold: true, fontSize: 12, alignment: 'right', noWrap: true, margin: [0, 4, 0, 0] },
    ],
  ];

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: {
      title: `${view.title} ${view.invoiceNumber}`,
      author: view.seller.name,
      subject: `${view.title} ${view.invoiceNumber} for ${view.buyer.name}`,
      creator: 'Foursight',
      producer: 'Foursight',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: INK, lineHeight: 1.15 },
    footer: (page, pages) => ({
      text: `${view.invoiceNumber} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#94a3b8',
      margin: [40, 16, 40, 0],
    }),
    content: withBreakableWords<Content[]>([
      {
        columns: [
          { width: '*', stack: party(view.seller, 15) },
          {
            width: 'auto',
            stack: [
              {
                text: view.title.toUpperCase(),
                fontSize: 17,
                bold: true,
                color: BLUE,
                characterSpacing: 1,
                alignment: 'right',
              },
              {
                text: view.status.toUpperCase(),
                bold: true,
                fontSize: 9,
                characterSpacing: 0.6,
                color: view.status === 'Paid' ? '#166534' : '#92400e',
                alignment: 'right',
                margin: [0, 3, 0, 6],
              },
              {
                table: {
                  widths: ['auto', 'auto'],
                  body: view.meta.map((item): Content[] => [
                    { text: item.label, color: '#64748b', alignment: 'right' },
                    { text: item.value, bold: true, alignment: 'right' },
                  ]),
                },
                layout: { ...NO_LINES, paddingLeft: (column) => (column === 0 ? 0 : 10) },
              },
            ],
          },
        ],
        columnGap: 24,
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5, lineColor: BLUE }],
        margin: [0, 12, 0, 14],
      },
      label('Bill to'),
      { stack: party(view.buyer, 11.5), margin: [0, 0, 0, 16] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          // With tax, two more columns (taxable value, GST rate) take width from the description.
          widths: view.taxInclusive ? [14, '*', 34, 26, 66, 60, 38, 78] : [14, '*', 44, 30, 82, 88],
          body: [
            [
              header('#', 'right'),
              header('Description'),
              header('SAC'),
              header('Qty', 'right'),
              header(`Rate${inclusive}`, 'right'),
              ...(view.taxInclusive ? [header('Taxable value', 'right'), header('GST rate', 'right')] : []),
              header(`Amount${inclusive}`, 'right'),
            ],
            ...lineRows,
          ],
        },
        layout: LINES_LAYOUT,
      },
      {
        columns: [
          {
            width: '*',
            stack: [label('Amount in words'), { text: view.amountInWords, bold: true }],
            margin: [0, 12, 0, 0],
          },
          {
            width: 210,
            table: { widths: ['*', 'auto'], body: totalRows },
            layout: { ...NO_LINES, hLineWidth: (row) => (row === totalRows.length - 1 ? 1.2 : 0), paddingTop: () => 3 },
            margin: [0, 10, 0, 0],
          },
        ],
        columnGap: 24,
        unbreakable: true,
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: '#e2e8f0' }],
        margin: [0, 22, 0, 10],
      },
      {
        columns: [
          { width: '*', stack: [label('Payment'), { text: view.payment.join('\n'), color: MUTED, fontSize: 8.5 }] },
          {
            width: '*',
            stack: [
              label('Notes'),
              {
                text: [view.note, 'This is a computer-generated invoice and needs no signature.']
                  .filter(Boolean)
                  .join('\n'),
                color: MUTED,
                fontSize: 8.5,
              },
            ],
          },
        ],
        columnGap: 24,
        unbreakable: true,
      },
    ]),
  };
}

/** The PDF's bytes. */
export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  preparePdfmake();
  return pdfmake.createPdf(invoiceDefinition(view)).getBuffer();
}
