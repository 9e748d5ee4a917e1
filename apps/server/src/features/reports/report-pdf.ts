import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake, { type Content, type TDocumentDefinitions } from 'pdfmake';
import type { ReportQuadrant, ReportView } from '@foursight/shared/contract/reports';
import { participationText, quadrantToneFigures } from '@foursight/shared/domain/reports';
import { REPORT_QUADRANT_COLOURS as QUADRANT_COLOURS } from '@foursight/shared/contract/reports';
import { breakLongWords } from '@foursight/shared/domain/long-words';
import { withBreakableWords } from './pdf-text.ts';

/**
 * The report as a PDF, made with pdfmake on the server (no browser). The font
 * is Noto Sans Devanagari from @expo-google-fonts/noto-sans-devanagari (pinned,
 * installed by npm ci): it carries Latin, the rupee sign and Devanagari, so
 * "₹" and names such as "प्रिया शर्मा" are drawn and extractable. Like the
 * invoice, every URL and local path a document could name is refused.
 */
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = {
  normal: ['400Regular', 'NotoSansDevanagari_400Regular.ttf'],
  bold: ['700Bold', 'NotoSansDevanagari_700Bold.ttf'],
} as const;

let prepared = false;

function preparePdfmake(): void {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  for (const [folder, file] of Object.values(FONT_FILES)) {
    pdfmake.virtualfs.writeFileSync(file, readFileSync(require.resolve(`${FONT_DIR}/${folder}/${file}`)));
  }
  // Added beside the invoice's Roboto (setFonts would replace it).
  pdfmake.addFonts({
    NotoSans: {
      normal: FONT_FILES.normal[1],
      bold: FONT_FILES.bold[1],
      italics: FONT_FILES.normal[1],
      bolditalics: FONT_FILES.bold[1],
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  prepared = true;
}

const MUTED = '#475569';

const heading = (text: string, brand: string, pageBreak = true): Content => ({
  text,
  fontSize: 17,
  bold: true,
  color: brand,
  margin: [0, 0, 0, 10],
  ...(pageBreak ? { pageBreak: 'before' } : {}),
});

// A copy: pdfmake replaces the strings of a list it lays out with its own objects.
const bullets = (items: string[]): Content =>
  items.length
    ? { ul: [...items], margin: [0, 0, 0, 8] }
    : { text: 'None recorded.', color: MUTED, margin: [0, 0, 0, 8] };

function quadrantCell(quadrant: ReportQuadrant): Content {
  const colour = QUADRANT_COLOURS[quadrant.key];
  return {
    stack: [
      { text: `${colour.letter} · ${quadrant.label} (${quadrant.responses} responses)`, bold: true, fontSize: 11.5 },
      ...(quadrant.themes.length
        ? quadrant.themes.map((theme): Content => ({ text: `${theme.label}: ${theme.mentions}`, margin: [0, 2, 0, 0] }))
        : [{ text: 'No recurring theme.', color: MUTED }]),
      ...quadrant.snippets.map((text): Content => ({ text: `“${text}”`, fontSize: 8.5, margin: [0, 4, 0, 0] })),
    ],
    fillColor: colour.fill,
    color: colour.ink,
  };
}

function sentimentChart(quadrants: ReportQuadrant[]): Content {
  const centre = 260;
  const halfWidth = 200; // points from the centre line to either end of the scale
  const { figures } = quadrantToneFigures(quadrants);
  const canvas = quadrants.flatMap((quadrant, index) => {
    const figure = figures[index]!;
    const value = Math.max(-figure.scale, Math.min(figure.scale, figure.value));
    const width = Math.max((Math.abs(value) / figure.scale) * halfWidth, 1);
    return [
      {
        type: 'rect' as const,
        x: value >= 0 ? centre : centre - width,
        y: index * 30,
        w: width,
        h: 18,
        color: QUADRANT_COLOURS[quadrant.key].ink,
      },
    ];
  });
  canvas.push({ type: 'rect', x: centre, y: -4, w: 0.8, h: quadrants.length * 30 + 4, color: MUTED });
  return {
    columns: [
      {
        width: 110,
        stack: quadrants.map((quadrant): Content => ({ text: quadrant.label, margin: [0, 3, 0, 13.6] })),
      },
      { width: '*', canvas },
    ],
    margin: [0, 6, 0, 10],
  };
}

export function reportDefinition(view: ReportView): TDocumentDefinitions {
  const brand = view.company.primary;
  const a = view.analysis;
  const tone = quadrantToneFigures(a?.quadrants ?? []);
  const cover: Content[] = [
    { canvas: [{ type: 'rect', x: 0, y: 0, w: 515, h: 8, color: brand }], margin: [0, 0, 0, 18] },
    ...(view.company.logo ? [{ image: view.company.logo, fit: [180, 60], margin: [0, 0, 0, 16] } as Content] : []),
    { text: view.company.name, color: brand, bold: true, fontSize: 13 },
    { text: view.title, fontSize: 26, bold: true, margin: [0, 6, 0, 4] },
    { text: 'SWOT analysis report', color: MUTED, margin: [0, 0, 0, 12] },
    ...(view.description ? [{ text: view.description, margin: [0, 0, 0, 12] } as Content] : []),
    {
      table: {
        widths: ['*', '*'],
        body: [
          ['Status', view.status],
          ['Dates', `${view.startDate} to ${view.endDate}`],
          ['Responses', String(view.responseCount)],
          ['Participation', participationText(view.participation, view.responseCount, view.invitedCount)],
        ].map(([label, value]): Content[] => [
          { text: label!, color: MUTED },
          { text: value!, bold: true },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
  const body: Content[] = a
    ? [
        heading('Executive summary', brand),
        ...(view.aiNotice
          ? [
              {
                text: `${view.aiNotice}: the statistical analysis is shown.`,
                color: '#92400e',
                margin: [0, 0, 0, 8],
              } as Content,
            ]
          : []),
        { text: a.summary, margin: [0, 0, 0, 8] },
        { text: `Overall sentiment: ${a.sentiment.label} (${a.sentiment.score} on −10 to 10).`, margin: [0, 0, 0, 8] },
        { text: 'Key insights', bold: true, margin: [0, 4, 0, 4] },
        bullets(a.keyInsights),
        heading('SWOT grid', brand),
        {
          table: {
            widths: ['*', '*'],
            body: [
              [quadrantCell(a.quadrants[0]!), quadrantCell(a.quadrants[1]!)],
              [quadrantCell(a.quadrants[2]!), quadrantCell(a.quadrants[3]!)],
            ],
          },
          layout: {
            hLineWidth: () => 3,
            vLineWidth: () => 3,
            hLineColor: () => '#ffffff',
            vLineColor: () => '#ffffff',
            paddingLeft: () => 8,
            paddingRight: () => 8,
            paddingTop: () => 8,
            paddingBottom: () => 8,
          },
        },
        heading('TOWS strategies', brand),
        { text: 'SO: use strengths to seize opportunities', bold: true },
        bullets(a.tows.so),
        { text: 'ST: use strengths to counter threats', bold: true },
        bullets(a.tows.st),
        { text: 'WO: overcome weaknesses through opportunities', bold: true },
        bullets(a.tows.wo),
        { text: 'WT: reduce weaknesses, avoid threats', bold: true },
        bullets(a.tows.wt),
        heading('Action plan', brand),
        { text: 'Immediate (0-30 days)', bold: true },
        bullets(a.actionPlan.immediate),
        { text: 'Short term (1-6 months)', bold: true },
        bullets(a.actionPlan.shortTerm),
        { text: 'Long term (6+ months)', bold: true },
        bullets(a.actionPlan.longTerm),
        heading('Sentiment per quadrant', brand),
        { text: `${tone.caption} Bars left of the line read negative.`, color: MUTED },
        sentimentChart(a.quadrants),
        {
          table: {
            widths: ['*', 'auto', 'auto'],
            body: [
              ['Quadrant', 'Responses', tone.column].map((text): Content => ({ text, bold: true })),
              ...a.quadrants.map((q, index): Content[] => [q.label, String(q.responses), tone.figures[index]!.text]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        heading('Methodology', brand, false),
        { text: a.methodology },
      ]
    : [
        heading('Analysis', brand),
        {
          text:
            view.analysisState === 'empty'
              ? 'No responses yet: the analysis appears once people answer.'
              : 'The analysis of the responses is being prepared.',
        },
      ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: {
      title: view.title,
      author: view.company.name,
      subject: 'SWOT analysis report',
      creator: 'Foursight',
      producer: 'Foursight',
    },
    defaultStyle: { font: 'NotoSans', fontSize: 10, color: '#0f172a', lineHeight: 1.2 },
    footer: (page, pages) => ({
      text: breakLongWords(`${view.title} · page ${page} of ${pages}`),
      alignment: 'center',
      fontSize: 8,
      color: '#94a3b8',
      margin: [40, 16, 40, 0],
    }),
    content: withBreakableWords([...cover, ...body]),
  };
}

export function renderReportPdf(view: ReportView): Promise<Buffer> {
  preparePdfmake();
  return pdfmake.createPdf(reportDefinition(view)).getBuffer();
}
