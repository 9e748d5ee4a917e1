import type { ReportQuadrant, ReportView } from '@foursight/shared/contract/reports';
import {
  LOW_CONFIDENCE_SENTIMENT,
  participationText,
  quadrantToneFigures,
  reportFooter,
} from '@foursight/shared/domain/reports';
import { ACTION_PLAN_HORIZONS, REPORT_QUADRANT_COLOURS as QUADRANT_COLOURS } from '@foursight/shared/contract/reports';

/**
 * The printable report as one self-contained HTML document (spec part 2 §7:
 * the html of POST /api/generate-pdf). No script, no external resource: the
 * logo is the stored data URL. Printed on A4 with each section on its own
 * page; the quadrant colours differ in lightness as well as hue, and every
 * quadrant carries its letter, so a greyscale print still tells them apart.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const list = (items: string[], empty = 'None recorded.') =>
  items.length
    ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`
    : `<p class="muted">${empty}</p>`;

function quadrantHtml(quadrant: ReportQuadrant): string {
  const colour = QUADRANT_COLOURS[quadrant.key];
  const themes = quadrant.themes.length
    ? `<table class="themes"><thead><tr><th scope="col">Theme</th><th scope="col" class="num">Responses</th></tr></thead><tbody>${quadrant.themes
        .map((theme) => `<tr><td>${escape(theme.label)}</td><td class="num">${theme.mentions}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="muted">No recurring theme.</p>';
  const snippets = quadrant.snippets.length
    ? `<ul class="snippets">${quadrant.snippets.map((text) => `<li>“${escape(text)}”</li>`).join('')}</ul>`
    : '';
  return `<section class="quadrant q-${quadrant.key}" style="background:${colour.fill};color:${colour.ink};border-color:${colour.ink}">
  <h3><span class="letter" aria-hidden="true" style="background:${colour.ink}">${colour.letter}</span> ${escape(quadrant.label)} <span class="count">${quadrant.responses} responses</span></h3>
  ${themes}${snippets}
</section>`;
}

/** Bars either side of a centre line (±100 net tone, or ±5 for older analyses), with the numbers as a table for screen readers and greyscale. */
export function sentimentChartSvg(quadrants: ReportQuadrant[]): string {
  const width = 520;
  const rowHeight = 34;
  const centre = 300;
  const halfWidth = 200; // px from the centre line to either end of the scale
  const { figures, caption } = quadrantToneFigures(quadrants);
  const rows = quadrants
    .map((quadrant, index) => {
      const figure = figures[index]!;
      const value = Math.max(-figure.scale, Math.min(figure.scale, figure.value));
      const y = 10 + index * rowHeight;
      const barWidth = (Math.abs(value) / figure.scale) * halfWidth;
      const x = value >= 0 ? centre : centre - barWidth;
      const colour = QUADRANT_COLOURS[quadrant.key].ink;
      return `<text x="0" y="${y + 17}" font-size="13">${escape(quadrant.label)}</text>
<rect x="${x}" y="${y + 4}" width="${Math.max(barWidth, 1)}" height="18" fill="${colour}"/>
<text x="${value >= 0 ? centre + barWidth + 6 : centre - barWidth - 6}" y="${y + 17}" font-size="12" text-anchor="${value >= 0 ? 'start' : 'end'}">${escape(figure.text)}</text>`;
    })
    .join('');
  const height = 20 + quadrants.length * rowHeight;
  return `<svg role="img" aria-labelledby="sentiment-title" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px" xmlns="http://www.w3.org/2000/svg">
<title id="sentiment-title">${escape(caption)}</title>
<line x1="${centre}" y1="4" x2="${centre}" y2="${height - 4}" stroke="#475569" stroke-width="1"/>${rows}</svg>`;
}

export function sentimentTableHtml(quadrants: ReportQuadrant[]): string {
  const { figures, column, caption } = quadrantToneFigures(quadrants);
  return `<table class="data"><caption>${escape(caption)}</caption>
<thead><tr><th scope="col">Quadrant</th><th scope="col" class="num">Responses</th><th scope="col" class="num">${column}</th></tr></thead><tbody>${quadrants
    .map(
      (quadrant, index) =>
        `<tr><th scope="row">${escape(quadrant.label)}</th><td class="num">${quadrant.responses}</td><td class="num">${escape(figures[index]!.text)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

const STYLE = `
@page { size: A4; margin: 18mm 16mm 20mm; }
* { box-sizing: border-box; }
body { font-family: "Noto Sans", "Noto Sans Devanagari", Roboto, Arial, sans-serif; color: #0f172a; margin: 0; line-height: 1.45; font-size: 11pt; }
main { max-width: 800px; margin: 0 auto; padding: 24px; overflow-wrap: anywhere; }
h1 { font-size: 26pt; margin: 0 0 8px; line-height: 1.15; }
h2 { font-size: 16pt; margin: 0 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--brand); }
h3 { font-size: 12pt; margin: 0 0 8px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
section.page { padding: 8px 0 24px; }
/* Two lines of method: they follow the chart instead of taking a page of their own. */
section.closing { padding: 8px 0 24px; break-inside: avoid; }
.cover { min-height: 60vh; border-top: 10px solid var(--brand); padding-top: 24px; }
.cover img { max-height: 64px; max-width: 220px; display: block; margin-bottom: 24px; }
.cover .company { font-size: 13pt; color: var(--brand); font-weight: 600; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 12px; margin-top: 24px; }
.facts div { border: 1px solid #cbd5e1; border-radius: 6px; padding: 8px 10px; }
.facts dt { font-size: 9pt; color: #475569; text-transform: uppercase; letter-spacing: .04em; }
.facts dd { margin: 2px 0 0; font-weight: 600; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.quadrant { border: 2px solid; border-radius: 6px; padding: 10px 12px; break-inside: avoid; }
.q-weaknesses, .q-threats { border-style: dashed; }
.letter { display: inline-block; width: 1.6em; height: 1.6em; line-height: 1.6em; text-align: center; border-radius: 50%; color: #fff; }
.count { font-weight: 400; font-size: 9.5pt; margin-left: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid rgba(15,23,42,.15); vertical-align: top; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.snippets { margin: 8px 0 0; padding-left: 18px; font-style: italic; font-size: 10pt; }
.tows { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.tows > div { border: 1px solid #cbd5e1; border-radius: 6px; padding: 8px 12px; }
.muted { color: #475569; }
.notice { border: 1px solid #92400e; background: #fffbeb; padding: 8px 12px; border-radius: 6px; }
caption { text-align: left; font-size: 9.5pt; color: #475569; padding-bottom: 4px; }
footer { font-size: 9pt; color: #475569; border-top: 1px solid #cbd5e1; padding-top: 8px; }
@media (max-width: 600px) { .grid, .tows { grid-template-columns: 1fr; } main { padding: 12px; } }
@media print {
  main { padding: 0; max-width: none; }
  section.page { break-before: page; }
  section.page.cover { break-before: auto; }
  .quadrant, .tows > div, table { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

export function renderReportHtml(view: ReportView): string {
  const a = view.analysis;
  const cover = `<section class="page cover">
  ${view.company.logo ? `<img src="${escape(view.company.logo)}" alt="${escape(view.company.name)} logo">` : ''}
  <p class="company">${escape(view.company.name)}</p>
  <h1>${escape(view.title)}</h1>
  <p class="muted">SWOT analysis report</p>
  ${view.description ? `<p>${escape(view.description)}</p>` : ''}
  <dl class="facts">
    <div><dt>Status</dt><dd>${escape(view.status)}</dd></div>
    <div><dt>Dates</dt><dd>${escape(view.startDate)} to ${escape(view.endDate)}</dd></div>
    <div><dt>Responses</dt><dd>${view.responseCount}</dd></div>
    <div><dt>Participation</dt><dd>${escape(participationText(view.participation, view.responseCount, view.invitedCount))}</dd></div>
  </dl>
</section>`;
  if (!a) {
    const why =
      view.analysisState === 'empty'
        ? 'No responses yet: the analysis appears once people answer.'
        : 'The analysis of the responses is being prepared; open the report again in a minute.';
    return documentOf(view, `${cover}<section class="page"><h2>Analysis</h2><p>${why}</p></section>`);
  }
  const sections = `
<section class="page"><h2>Executive summary</h2>
  ${view.aiNotice ? `<p class="notice">${escape(view.aiNotice)}: the statistical analysis is shown.</p>` : ''}
  <p>${escape(a.summary)}</p>
  <p>Overall sentiment: <strong>${escape(a.sentiment.label)}</strong> (${a.sentiment.score} on a scale of −10 to 10).</p>${a.sentiment.confidence === 'low' ? `\n  <p>${escape(LOW_CONFIDENCE_SENTIMENT)}</p>` : ''}
  <h3>Key insights</h3>${list(a.keyInsights)}
</section>
<section class="page"><h2>SWOT grid</h2><div class="grid">${a.quadrants.map(quadrantHtml).join('')}</div></section>
<section class="page"><h2>TOWS strategies</h2><div class="tows">
  <div><h3>SO: use strengths to seize opportunities</h3>${list(a.tows.so)}</div>
  <div><h3>ST: use strengths to counter threats</h3>${list(a.tows.st)}</div>
  <div><h3>WO: overcome weaknesses through opportunities</h3>${list(a.tows.wo)}</div>
  <div><h3>WT: reduce weaknesses, avoid threats</h3>${list(a.tows.wt)}</div>
</div></section>
<section class="page"><h2>Action plan</h2>
  ${ACTION_PLAN_HORIZONS.map((h) => `<h3>${h.label} (${h.span})</h3>${list(a.actionPlan[h.key])}`).join('\n  ')}
</section>
${prioritiesHtml(view)}
<section class="page"><h2>Sentiment per quadrant</h2>${sentimentChartSvg(a.quadrants)}${sentimentTableHtml(a.quadrants)}</section>
<section class="closing"><h2>Methodology</h2><p>${escape(a.methodology)}</p></section>`;
  return documentOf(view, cover + sections);
}

/** What the group ranked in its second round, most important first in each quadrant (nothing without one). */
function prioritiesHtml(view: ReportView): string {
  const p = view.priorities;
  if (!p) return '';
  const body = p.withheld
    ? `<p class="notice">${escape(p.withheld)}</p>`
    : p.quadrants
        .map(
          (q) =>
            `<h3>${escape(q.label)}</h3><ol>${q.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ol>${
              q.concordance ? `<p class="muted">${escape(q.concordance)}</p>` : ''
            }`,
        )
        .join('\n  ');
  return `<section class="page"><h2>Priorities</h2><p>${escape(p.basis)}</p>
  ${body}
</section>`;
}

function documentOf(view: ReportView, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(view.title)}: SWOT report</title>
<style>:root { --brand: ${/^#[0-9a-f]{6}$/i.test(view.company.primary) ? view.company.primary : '#0066cc'}; }${STYLE}</style></head>
<body><main>${body}
<footer>${escape(reportFooter(view))}</footer></main></body></html>`;
}
