import PptxGenJS from 'pptxgenjs';
import type { ReportView } from '@foursight/shared/contract/reports';
import { participationText, quadrantToneFigures } from '@foursight/shared/domain/reports';
import { REPORT_QUADRANT_COLOURS as QUADRANT_COLOURS } from '@foursight/shared/contract/reports';
import { containedSize, imageSizeOf } from './image-size.ts';

/**
 * The report as slides (pptxgenjs): title, SWOT grid, one slide per quadrant
 * with its themes and counts, TOWS, action plan and a sentiment chart, in the
 * company's colour. 16:9, text sized to be read from the back of a room.
 */
const hex = (colour: string) => colour.replace('#', '').toUpperCase();
const TOWS_PER_BOX = 2;
const TOWS_CHARACTERS = 170;

/** The text up to `limit` characters, ended at a word with an ellipsis when it was longer. */
export function cutAtWord(text: string, limit: number): string {
  const characters = [...text.trim()];
  if (characters.length <= limit) return text.trim();
  const head = characters.slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  let kept = space > limit / 2 ? head.slice(0, space) : head;
  while (kept.length > 0 && ' \t\n,;:.-'.includes(kept.at(-1)!)) kept = kept.slice(0, -1);
  return `${kept}…`;
}
const FONT = 'Calibri';

export async function renderReportPptx(view: ReportView): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 x 7.5 in
  pptx.company = view.company.name;
  pptx.title = view.title;
  const brand = hex(view.company.primary);

  const slideWithTitle = (title: string) => {
    const slide = pptx.addSlide();
    slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 13.33, h: 0.25, fill: { color: brand } });
    slide.addText(title, {
      x: 0.5,
      y: 0.4,
      w: 12.3,
      h: 0.8,
      fontFace: FONT,
      fontSize: 28,
      bold: true,
      color: '0F172A',
    });
    slide.addText(`${view.company.name} · ${view.title}`, {
      x: 0.5,
      y: 7.0,
      w: 12.3,
      h: 0.35,
      fontFace: FONT,
      fontSize: 10,
      color: '64748B',
    });
    return slide;
  };
  const bullets = (items: string[]) =>
    items.length
      ? items.map((text) => ({ text, options: { bullet: true, breakLine: true } }))
      : [{ text: 'None recorded.', options: { italic: true } }];

  const title = pptx.addSlide();
  title.background = { color: 'FFFFFF' };
  title.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 0.35, h: 7.5, fill: { color: brand } });
  if (view.company.logo) {
    // At the logo's own proportions: pptxgenjs's 'contain' takes w and h as the image's size, so a square
    // logo given the box's 2.2 x 0.9 came out stretched to 2.4:1.
    const bytes = Buffer.from(view.company.logo.slice(view.company.logo.indexOf(',') + 1), 'base64');
    const size = containedSize(imageSizeOf(bytes), { w: 2.2, h: 0.9 });
    title.addImage({ data: view.company.logo, x: 0.9, y: 0.6, ...size });
  }
  title.addText(view.company.name, {
    x: 0.9,
    y: 1.7,
    w: 11,
    h: 0.5,
    fontFace: FONT,
    fontSize: 18,
    bold: true,
    color: brand,
  });
  title.addText(view.title, {
    x: 0.9,
    y: 2.3,
    w: 11.5,
    h: 1.6,
    fontFace: FONT,
    fontSize: 40,
    bold: true,
    color: '0F172A',
    valign: 'top',
  });
  title.addText(
    [
      `SWOT analysis report · Status: ${view.status}`,
      `${view.startDate} to ${view.endDate}`,
      `${view.responseCount} responses · participation ${participationText(view.participation, view.responseCount, view.invitedCount)}`,
    ].join('\n'),
    { x: 0.9, y: 4.3, w: 11.5, h: 1.5, fontFace: FONT, fontSize: 18, color: '475569', valign: 'top' },
  );

  const a = view.analysis;
  if (!a) {
    const slide = slideWithTitle('Analysis');
    slide.addText(view.analysisState === 'empty' ? 'No responses yet.' : 'The analysis is being prepared.', {
      x: 0.5,
      y: 1.5,
      w: 12,
      h: 1,
      fontFace: FONT,
      fontSize: 20,
    });
    return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  }

  const summary = slideWithTitle('Executive summary');
  summary.addText([{ text: a.summary, options: { breakLine: true } }, ...bullets(a.keyInsights)], {
    x: 0.5,
    y: 1.4,
    w: 12.3,
    h: 5.4,
    fontFace: FONT,
    fontSize: 16,
    valign: 'top',
    paraSpaceAfter: 6,
  });

  const grid = slideWithTitle('SWOT grid');
  a.quadrants.forEach((quadrant, index) => {
    const colour = QUADRANT_COLOURS[quadrant.key];
    const x = 0.5 + (index % 2) * 6.2;
    const y = 1.35 + Math.floor(index / 2) * 2.8;
    grid.addText(
      [
        { text: `${quadrant.label} (${quadrant.responses})`, options: { bold: true, fontSize: 18, breakLine: true } },
        ...quadrant.themes.slice(0, 5).map((theme) => ({
          text: `${theme.label}: ${theme.mentions}`,
          options: { bullet: true, breakLine: true, fontSize: 14 },
        })),
      ],
      {
        x,
        y,
        w: 6.0,
        h: 2.65,
        fontFace: FONT,
        color: hex(colour.ink),
        fill: { color: hex(colour.fill) },
        line: { color: hex(colour.ink), width: 1.5 },
        valign: 'top',
        margin: 10,
      },
    );
  });

  for (const quadrant of a.quadrants) {
    const colour = QUADRANT_COLOURS[quadrant.key];
    const slide = slideWithTitle(`${quadrant.label}: ${quadrant.responses} responses`);
    const rows = [
      [
        { text: 'Theme', options: { bold: true, fill: { color: hex(colour.fill) } } },
        { text: 'Responses', options: { bold: true, fill: { color: hex(colour.fill) }, align: 'right' as const } },
      ],
      ...(quadrant.themes.length
        ? quadrant.themes.map((theme) => [
            { text: theme.label },
            { text: String(theme.mentions), options: { align: 'right' as const } },
          ])
        : [[{ text: 'No recurring theme.' }, { text: '' }]]),
    ];
    slide.addTable(rows, {
      x: 0.5,
      y: 1.4,
      w: 6.2,
      colW: [4.6, 1.6],
      fontFace: FONT,
      fontSize: 14,
      border: { type: 'solid', color: 'CBD5E1', pt: 0.75 },
    });
    slide.addText(
      quadrant.snippets.length
        ? quadrant.snippets.map((text) => ({ text: `“${text}”`, options: { breakLine: true, italic: true } }))
        : [{ text: 'No quotes.', options: { italic: true } }],
      {
        x: 7.0,
        y: 1.4,
        w: 5.8,
        h: 5.2,
        fontFace: FONT,
        fontSize: 14,
        color: hex(colour.ink),
        valign: 'top',
        paraSpaceAfter: 10,
      },
    );
  }

  const tows = slideWithTitle('TOWS strategies');
  (
    [
      ['SO: strengths × opportunities', a.tows.so],
      ['ST: strengths × threats', a.tows.st],
      ['WO: weaknesses × opportunities', a.tows.wo],
      ['WT: weaknesses × threats', a.tows.wt],
    ] as const
  ).forEach(([label, items], index) => {
    // Two strategies each, cut at a word near 170 characters, at 14 pt: three full ones shrank to a wall of
    // 9-point text. The PDF report carries every strategy in full, and the slide says so.
    const shown = [...items].slice(0, TOWS_PER_BOX).map((text) => cutAtWord(text, TOWS_CHARACTERS));
    tows.addText([{ text: label, options: { bold: true, breakLine: true } }, ...bullets(shown)], {
      x: 0.5 + (index % 2) * 6.2,
      y: 1.25 + Math.floor(index / 2) * 2.8,
      w: 6.0,
      h: 2.65,
      fontFace: FONT,
      fontSize: 14,
      fit: 'shrink',
      valign: 'top',
      line: { color: 'CBD5E1', width: 1 },
      margin: 8,
    });
  });
  tows.addText('Every strategy in full is in the PDF report.', {
    x: 0.5,
    y: 6.75,
    w: 12.3,
    h: 0.3,
    fontFace: FONT,
    fontSize: 11,
    italic: true,
    color: '64748B',
  });

  const plan = slideWithTitle('Action plan');
  (
    [
      ['Immediate (0-30 days)', a.actionPlan.immediate],
      ['Short term (1-6 months)', a.actionPlan.shortTerm],
      ['Long term (6+ months)', a.actionPlan.longTerm],
    ] as const
  ).forEach(([label, items], index) => {
    plan.addText(
      [{ text: label, options: { bold: true, breakLine: true, color: brand } }, ...bullets([...items].slice(0, 5))],
      {
        x: 0.5 + index * 4.15,
        y: 1.35,
        w: 3.95,
        h: 5.4,
        fontFace: FONT,
        fontSize: 13,
        fit: 'shrink',
        valign: 'top',
        margin: 8,
        line: { color: 'CBD5E1', width: 1 },
      },
    );
  });

  if (view.priorities) {
    // The group's ranking from its second round: one box per quadrant, the five most important themes.
    const p = view.priorities;
    const slide = slideWithTitle('Priorities');
    slide.addText(p.basis, { x: 0.5, y: 1.2, w: 12.3, h: 0.5, fontFace: FONT, fontSize: 12, color: '64748B' });
    if (p.withheld) slide.addText(p.withheld, { x: 0.5, y: 1.9, w: 12.3, h: 1, fontFace: FONT, fontSize: 16 });
    p.quadrants.forEach((q, index) => {
      slide.addText(
        [
          { text: q.label, options: { bold: true, breakLine: true, color: hex(QUADRANT_COLOURS[q.key].ink) } },
          ...q.items
            .slice(0, 5)
            .map((text) => ({ text, options: { bullet: { type: 'number' as const }, breakLine: true } })),
        ],
        {
          x: 0.5 + (index % 2) * 6.2,
          y: 1.8 + Math.floor(index / 2) * 2.7,
          w: 6.0,
          h: 2.55,
          fontFace: FONT,
          fontSize: 12,
          fit: 'shrink',
          valign: 'top',
          line: { color: 'CBD5E1', width: 1 },
          margin: 8,
        },
      );
    });
  }

  const chart = slideWithTitle('Sentiment per quadrant');
  const tone = quadrantToneFigures(a.quadrants);
  chart.addChart(
    pptx.ChartType.bar,
    [
      {
        name: tone.column,
        // A bar chart draws its first category at the bottom: reversed, Strengths is on top.
        labels: a.quadrants.map((q) => q.label).reverse(),
        values: tone.figures.map((figure) => figure.value).reverse(),
      },
    ],
    {
      x: 0.5,
      y: 1.3,
      w: 12.3,
      h: 5.5,
      barDir: 'bar',
      // Each bar in its quadrant's colour (the grid's, darker ink for contrast on white), in the labels' order.
      chartColors: a.quadrants.map((q) => hex(QUADRANT_COLOURS[q.key].ink)).reverse(),
      showValue: true,
      dataLabelFormatCode: '0.00',
      catAxisLabelFontSize: 14,
      // Quadrant names left of the plot, not at zero where a negative bar would cover them.
      catAxisLabelPos: 'low',
      valAxisLabelFontSize: 12,
      showLegend: false,
      showTitle: false,
    },
  );
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
