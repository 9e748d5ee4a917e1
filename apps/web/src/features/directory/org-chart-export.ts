import { browserTimezone, formatDate } from '@/lib/format';
import { CARDS_WHEN_COLLAPSED, LAYOUT, canvasSize, type ChartBox } from './org-chart-layout';

/**
 * Export as PNG: the chart drawn again onto a <canvas> from the layout data
 * (every box at its canvas position, collapsed as on screen: name, count,
 * the first cards and how many more; the lines to parent departments), so the
 * image holds the whole canvas whatever is scrolled into view or zoomed, and
 * needs no DOM-to-image library.
 */

/** Pixels per canvas pixel: sharp on high-density screens, within what browsers allow a canvas. */
function pixelRatio(width: number, height: number): number {
  const byArea = Math.sqrt(24_000_000 / (width * height));
  const bySide = 16_000 / Math.max(width, height);
  return Math.max(0.25, Math.min(2, byArea, bySide));
}

export interface ChartColours {
  background: string;
  card: string;
  border: string;
  text: string;
  muted: string;
  line: string;
}

const LIGHT: ChartColours = {
  background: '#f8fafc',
  card: '#ffffff',
  border: '#e2e8f0',
  text: '#0f172a',
  muted: '#64748b',
  line: '#94a3b8',
};

/** The theme's colours as the page resolves them (a company's scheme included), else a light default. */
export function themeColours(): ChartColours {
  const probe = document.createElement('div');
  probe.className = 'bg-card text-foreground border-border fixed invisible';
  const muted = document.createElement('span');
  muted.className = 'text-muted-foreground bg-muted';
  probe.append(muted);
  document.body.append(probe);
  try {
    const style = getComputedStyle(probe);
    const mutedStyle = getComputedStyle(muted);
    const opaque = (colour: string, fallback: string) =>
      colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour) ? colour : fallback;
    return {
      background: opaque(mutedStyle.backgroundColor, LIGHT.background),
      card: opaque(style.backgroundColor, LIGHT.card),
      border: opaque(style.borderTopColor, LIGHT.border),
      text: opaque(style.color, LIGHT.text),
      muted: opaque(mutedStyle.color, LIGHT.muted),
      line: opaque(mutedStyle.color, LIGHT.line),
    };
  } finally {
    probe.remove();
  }
}

/** `text` cut with an ellipsis to fit `width` in the context's current font. */
function fitText(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, 8);
}

function drawLines(context: CanvasRenderingContext2D, boxes: ChartBox[], colours: ChartColours) {
  const positionOf = new Map(boxes.map((box) => [box.name, box.position]));
  context.strokeStyle = colours.line;
  context.lineWidth = 2;
  for (const box of boxes) {
    const parent = box.parent ? positionOf.get(box.parent) : undefined;
    if (!parent) continue;
    const x1 = parent.x + LAYOUT.boxWidth / 2;
    const y1 = parent.y + LAYOUT.boxHeight;
    const x2 = box.position.x + LAYOUT.boxWidth / 2;
    const y2 = box.position.y;
    const middle = (y1 + y2) / 2;
    context.beginPath();
    context.moveTo(x1, y1);
    context.bezierCurveTo(x1, middle, x2, middle, x2, y2);
    context.stroke();
  }
}

function drawBox(context: CanvasRenderingContext2D, box: ChartBox, colours: ChartColours, font: string) {
  const { x, y } = box.position;
  const width = LAYOUT.boxWidth;
  context.setLineDash(box.synthetic ? [6, 4] : []);
  roundedRect(context, x, y, width, LAYOUT.boxHeight);
  context.fillStyle = colours.card;
  context.fill();
  context.strokeStyle = colours.border;
  context.lineWidth = 2;
  context.stroke();
  context.setLineDash([]);

  const count = String(box.people.length);
  context.textBaseline = 'middle';
  context.font = `12px ${font}`;
  const countWidth = context.measureText(count).width;
  context.fillStyle = colours.muted;
  context.fillText(count, x + width - 12 - countWidth, y + 18);
  context.font = `600 14px ${font}`;
  context.fillStyle = colours.text;
  context.fillText(fitText(context, box.name, width - 36 - countWidth), x + 12, y + 18);
  context.fillStyle = colours.border;
  context.fillRect(x + 2, y + 35, width - 4, 1);

  let cardY = y + 44;
  for (const person of box.people.slice(0, CARDS_WHEN_COLLAPSED)) {
    roundedRect(context, x + 10, cardY, width - 20, 44);
    context.strokeStyle = colours.border;
    context.lineWidth = 1;
    context.stroke();
    context.font = `500 13px ${font}`;
    context.fillStyle = colours.text;
    context.fillText(fitText(context, person.fullName, width - 40), x + 20, cardY + (person.designation ? 15 : 22));
    if (person.designation) {
      context.font = `11px ${font}`;
      context.fillStyle = colours.muted;
      context.fillText(fitText(context, person.designation, width - 40), x + 20, cardY + 31);
    }
    cardY += 50;
  }
  context.font = `12px ${font}`;
  context.fillStyle = colours.muted;
  const more = box.people.length - CARDS_WHEN_COLLAPSED;
  if (box.people.length === 0) context.fillText('No one yet', x + 12, cardY + 12);
  else if (more > 0) context.fillText(`and ${more} more`, x + 12, cardY + 12);
}

/** The whole chart as a canvas, with a title line in the top margin. */
export function drawChart(
  boxes: ChartBox[],
  { title, colours, font }: { title: string; colours: ChartColours; font: string },
): HTMLCanvasElement {
  const size = canvasSize(boxes);
  const ratio = pixelRatio(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * ratio);
  canvas.height = Math.round(size.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart.');
  context.scale(ratio, ratio);
  context.fillStyle = colours.background;
  context.fillRect(0, 0, size.width, size.height);
  context.font = `600 18px ${font}`;
  context.fillStyle = colours.text;
  context.textBaseline = 'middle';
  context.fillText(fitText(context, title, size.width - 2 * LAYOUT.origin), LAYOUT.origin, LAYOUT.origin / 2);
  drawLines(context, boxes, colours);
  for (const box of boxes) drawBox(context, box, colours, font);
  return canvas;
}

/** The day as YYYY-MM-DD in the browser's time zone. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `org-chart-<company>-<date>.png`, the company's name made safe for a file name; without one, just the date. */
export function exportFileName(company: string | undefined, date: Date): string {
  const slug = (company ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60);
  return slug ? `org-chart-${slug}-${localDate(date)}.png` : `org-chart-${localDate(date)}.png`;
}

/** Draws the chart and downloads it as a PNG. */
export async function downloadChartPng(boxes: ChartBox[], company: string | undefined): Promise<void> {
  const now = new Date();
  await document.fonts.ready;
  const canvas = drawChart(boxes, {
    title: [company, 'Org chart', formatDate(now.toISOString(), browserTimezone())].filter(Boolean).join(' · '),
    colours: themeColours(),
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not make the image.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(company, now);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
