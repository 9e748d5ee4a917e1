import type { InvoiceLineView, InvoiceView, PartyView } from './invoice-view.ts';

/**
 * The invoice as one self-contained HTML page: inline styles only (the route
 * sends it with a policy that allows nothing else), no script, no external
 * font or image, laid out for A4 when printed and readable on a phone.
 * Every text comes from the stored document, which holds the buyer's own
 * words (their organisation's name and address): all of it is escaped.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const STYLE = `
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: #eef2f6; color: #0f172a;
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
.hint { max-width: 210mm; margin: 16px auto 0; padding: 0 4px; color: #475569; font-size: 13px; }
.sheet {
  max-width: 210mm; margin: 12px auto 32px; padding: 40px 44px; background: #fff;
  border-radius: 8px; box-shadow: 0 1px 3px rgb(15 23 42 / 0.12), 0 8px 24px rgb(15 23 42 / 0.06);
  overflow-wrap: anywhere;
}
header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 16px 32px;
  padding-bottom: 18px; border-bottom: 2px solid #0066cc; }
.seller-name { margin: 0 0 4px; font-size: 20px; font-weight: 700; }
.party p, .party-lines { margin: 0; color: #334155; }
.doc { text-align: right; min-width: 220px; }
h1 { margin: 0; font-size: 22px; letter-spacing: 0.06em; text-transform: uppercase; color: #0066cc; }
.badge { display: inline-block; margin: 6px 0 10px; padding: 1px 10px; border-radius: 999px;
  font-size: 12px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
.badge.paid { background: #dcfce7; color: #166534; }
.badge.pending { background: #fef3c7; color: #92400e; }
dl { display: grid; grid-template-columns: auto auto; justify-content: end; gap: 2px 12px; margin: 0; }
dt { color: #64748b; } dd { margin: 0; font-weight: 600; text-align: right; }
.bill { margin: 20px 0; }
.label { margin: 0 0 4px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.buyer-name { margin: 0 0 2px; font-size: 16px; font-weight: 700; }
table { width: 100%; border-collapse: collapse; }
.lines th { padding: 8px 10px; background: #f1f5f9; color: #334155; font-size: 12px; text-align: left;
  border-top: 1px solid #cbd5e1; border-bottom: 1px solid #cbd5e1; }
.lines td { padding: 10px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
.num { text-align: right !important; white-space: nowrap; font-variant-numeric: tabular-nums; }
.summary { display: flex; flex-wrap: wrap-reverse; justify-content: space-between; align-items: flex-start;
  gap: 16px 32px; margin-top: 16px; }
.words { flex: 1 1 260px; margin: 0; }
.words strong { display: block; font-size: 14px; }
.totals { flex: 0 1 300px; }
.totals td { padding: 5px 10px; }
.totals td:first-child { color: #475569; }
.totals .total td { padding-top: 10px; border-top: 2px solid #0f172a; font-size: 16px; font-weight: 700; color: #0f172a; }
footer { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px 32px; margin-top: 28px;
  padding-top: 14px; border-top: 1px solid #e2e8f0; font-size: 12px; color: #475569; }
footer p { margin: 0; }
.thanks { margin-top: 24px; font-size: 12px; color: #64748b; }
@media (max-width: 600px) {
  body { background: #fff; }
  .hint { margin-top: 12px; }
  .sheet { margin: 0; padding: 16px; border-radius: 0; box-shadow: none; }
  .doc { text-align: left; min-width: 0; }
  dl { justify-content: start; }
  dd { text-align: left; }
  .lines thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .lines tr, .lines td { display: block; }
  .lines tr { padding: 8px 0; border-bottom: 1px solid #e2e8f0; }
  .lines td { display: flex; justify-content: space-between; gap: 16px; padding: 2px 0; border: 0; }
  .lines td::before { content: attr(data-label); color: #64748b; font-weight: 400; }
  .lines td.index { display: none; }
  .lines td.description { display: block; font-weight: 600; }
  .lines td.description::before { content: none; }
  .totals { flex-basis: 100%; }
  .totals td { padding: 4px 0; }
}
@media print {
  body { background: #fff; font-size: 12px; }
  .hint { display: none; }
  .sheet { max-width: none; margin: 0; padding: 0; border-radius: 0; box-shadow: none; }
  .lines tr, .totals, .summary, footer { break-inside: avoid; }
}
`;

function party(view: PartyView, nameClass: string): string {
  const lines = view.lines.map(escapeHtml).join('<br>');
  return `<p class="${nameClass}">${escapeHtml(view.name)}</p><p class="party-lines">${lines}</p>`;
}

/** A tax invoice shows each line's taxable value and rate, not only the totals'. */
function taxCells(view: InvoiceView, line: InvoiceLineView): string {
  if (!view.taxInclusive) return '';
  return `<td data-label="Taxable value" class="num">${escapeHtml(line.taxable)}</td>
<td data-label="GST rate" class="num">${escapeHtml(line.gstRate)}</td>
`;
}

export function renderInvoiceHtml(view: InvoiceView): string {
  const inclusive = view.taxInclusive ? ' (incl. GST)' : '';
  const taxHeadings = view.taxInclusive
    ? '<th scope="col" class="num">Taxable value</th><th scope="col" class="num">GST rate</th>'
    : '';
  const lines = view.lines
    .map(
      (line, index) => `<tr>
<td class="num index">${index + 1}</td>
<td class="description">${escapeHtml(line.description)}</td>
<td data-label="SAC">${escapeHtml(line.sac)}</td>
<td data-label="Quantity" class="num">${escapeHtml(line.quantity)}</td>
<td data-label="Rate${inclusive}" class="num">${escapeHtml(line.rate)}</td>
${taxCells(view, line)}<td data-label="Amount${inclusive}" class="num">${escapeHtml(line.amount)}</td>
</tr>`,
    )
    .join('\n');
  const totals = [...view.taxRows, { label: 'Total', value: view.total }]
    .map(
      (row) =>
        `<tr${row.label === 'Total' ? ' class="total"' : ''}><td>${escapeHtml(row.label)}</td><td class="num">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('\n');
  const meta = view.meta.map((item) => `<dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd>`).join('');
  const statusClass = view.status === 'Paid' ? 'paid' : 'pending';

  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${view.title} ${view.invoiceNumber}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="hint">To save or print this invoice, use your browser's Print command (Ctrl+P, or ⌘P on a Mac).</p>
<main class="sheet">
<header>
<section class="party seller" aria-label="Seller">${party(view.seller, 'seller-name')}</section>
<section class="doc">
<h1>${escapeHtml(view.title)}</h1>
<span class="badge ${statusClass}">${escapeHtml(view.status)}</span>
<dl>${meta}</dl>
</section>
</header>
<section class="bill party" aria-label="Bill to">
<p class="label">Bill to</p>
${party(view.buyer, 'buyer-name')}
</section>
<table class="lines">
<thead><tr><th scope="col" class="num">#</th><th scope="col">Description</th><th scope="col">SAC</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Rate${inclusive}</th>${taxHeadings}<th scope="col" class="num">Amount${inclusive}</th></tr></thead>
<tbody>
${lines}
</tbody>
</table>
<section class="summary">
<p class="words"><span class="label">Amount in words</span><strong>${escapeHtml(view.amountInWords)}</strong></p>
<table class="totals" aria-label="Totals"><tbody>
${totals}
</tbody></table>
</section>
<footer>
<section aria-label="Payment"><p class="label">Payment</p><p>${view.payment.map(escapeHtml).join('<br>')}</p></section>
<section aria-label="Notes"><p class="label">Notes</p><p>${view.note ? `${escapeHtml(view.note)}<br>` : ''}This is a computer-generated invoice and needs no signature.</p></section>
</footer>
</main>
</body>
</html>
`;
}
