import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake, { type Content, type TDocumentDefinitions } from 'pdfmake';
import type { ReportQuadrant, ReportView } from '@foursight/shared/contract/reports';
import {
  documentMaker,
  LOW_CONFIDENCE_SENTIMENT,
  participationText,
  quadrantToneFigures,
} from '@foursight/shared/domain/reports';
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

/**
 * A section's heading. Sections follow each other on the page (a page each
 * left the first pages more than half empty); only the SWOT grid starts a
 * page, to be seen whole. A heading that would end a page moves to the next
 * (keepWithNext, below).
 */
const heading = (text: string, brand: string, pageBreak = false): Content => ({
  text,
  fontSize: 17,
  bold: true,
  color: brand,
  margin: [0, 14, 0, 10],
  headlineLevel: 1,
  ...(pageBreak ? { pageBreak: 'before' } : {}),
});

/**
 * A label over a list ("Immediate (0-30 days)"): the label and the first item
 * are one unbreakable block, so a label never ends a page without its list;
 * the rest of the list may run on. Only for a first item that surely fits a
 * page: pdfmake drops an unbreakable block taller than a page, text and all.
 */
const KEEP_WITH_LABEL_CHARACTERS = 600;

function labelledList(label: string, items: string[]): Content[] {
  const [first, ...rest] = items;
  const title: Content = { text: label, bold: true };
  if (first === undefined) return [{ stack: [title, bullets([])], unbreakable: true }];
  // A line break costs a line whatever the characters: count it as a line's worth.
  const size = first.length + (first.split('\n').length - 1) * 100;
  if (size > KEEP_WITH_LABEL_CHARACTERS) return [title, bullets(items)];
  return [
    { stack: [title, { ul: [first], margin: [0, 0, 0, rest.length ? 0 : 8] }], unbreakable: true },
    ...(rest.length ? [bullets(rest)] : []),
  ];
}

/** pdfmake's pageBreakBefore: a section heading with nothing starting after it on its page goes to the next page. */
const keepWithNext: NonNullable<TDocumentDefinitions['pageBreakBefore']> = (node, nodes) => {
  if (node.headlineLevel === undefined) return false;
  const page = node.startPosition.pageNumber;
  return !nodes.getFollowingNodesOnPage().some((next) => next.startPosition.pageNumber === page);
};

// A copy: pdfmake replaces the strings of a list it lays out with its own objects.
const bullets = (items: string[]): Content =>
  items.length
    ? { ul: [...items], margin: [0, 0, 0, 8] }
    : { text: 'None recorded.', color: MUTED, margin: [0, 0, 0, 8] };

/** The group's ranking from its second round, most important first (nothing without one). */
function prioritiesContent(view: ReportView, brand: string): Content[] {
  const p = view.priorities;
  if (!p) return [];
  const body: Content[] = p.withheld
    ? [{ text: p.withheld, color: MUTED, margin: [0, 0, 0, 8] }]
    : p.quadrants.flatMap((q): Content[] => [
        ...labelledList(
          q.label,
          q.items.map((item, index) => `${index + 1}. ${item}`),
        ),
        ...(q.concordance ? [{ text: q.concordance, color: MUTED, margin: [0, -4, 0, 8] } as Content] : []),
      ]);
  return [heading('Priorities', brand), { text: p.basis, margin: [0, 0, 0, 6] }, ...body];
}

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
        ...(a.sentiment.confidence === 'low'
          ? [{ text: LOW_CONFIDENCE_SENTIMENT, margin: [0, 0, 0, 8] } as Content]
          : []),
        ...labelledList('Key insights', a.keyInsights),
        heading('SWOT grid', brand, true),
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
        ...labelledList('SO: use strengths to seize opportunities', a.tows.so),
        ...labelledList('ST: use strengths to counter threats', a.tows.st),
        ...labelledList('WO: overcome weaknesses through opportunities', a.tows.wo),
        ...labelledList('WT: reduce weaknesses, avoid threats', a.tows.wt),
        heading('Action plan', brand),
        ...labelledList('Immediate (0-30 days)', a.actionPlan.immediate),
        ...labelledList('Short term (1-6 months)', a.actionPlan.shortTerm),
        ...labelledList('Long term (6+ months)', a.actionPlan.longTerm),
        ...prioritiesContent(view, brand),
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
        heading('Methodology', brand),
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
      creator: documentMaker(view),
      producer: documentMaker(view),
    },
    defaultStyle: { font: 'NotoSans', fontSize: 10, color: '#0f172a', lineHeight: 1.2 },
    footer: (page, pages) => ({
      text: breakLongWords(`${view.title} · page ${page} of ${pages}`),
      alignment: 'center',
      fontSize: 8,
      color: '#94a3b8',
      margin: [40, 16, 40, 0],
    }),
    pageBreakBefore: keepWithNext,
    content: withBreakableWords([...cover, ...body]),
  };
}

export function renderReportPdf(view: ReportView): Promise<Buffer> {
  preparePdfmake();
  return pdfmake.createPdf(reportDefinition(view)).getBuffer();
}
