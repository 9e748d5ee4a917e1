import { ACTION_PLAN_HORIZONS, reportRoutes, type ReportView } from '@foursight/shared/contract/reports';
import { participationText } from '@foursight/shared/domain/reports';
import { api } from '@/lib/api-client';

/** What printing ended in, for the toast the page shows. */
export type PrintOutcome = 'printed' | 'html-downloaded' | 'text-downloaded';

/** Saves `content` as a file through a temporary link (no server round trip). */
export function saveFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Print Report (spec part 2 §7): POST /api/generate-pdf gives the printable
 * report's html, shown in a new window that prints it. The window is opened
 * in the click itself (a window opened after an await is blocked as a
 * popup), then filled. Fallbacks of §7: a popup blocked downloads the html
 * as a file; generation failing downloads a plain-text report named from the
 * title and the date.
 */
export async function printReport(report: ReportView): Promise<PrintOutcome> {
  const popup = window.open('', '_blank');
  popup?.document.write(
    '<!doctype html><title>Preparing the report…</title><p style="font-family:sans-serif">Preparing the report…</p>',
  );
  let html: string;
  try {
    const generated = await api(reportRoutes.generatePdf, { body: { swotId: report.id } });
    if (!generated.success || !generated.html) throw new Error(generated.message);
    html = generated.html;
  } catch {
    popup?.close();
    saveFile(plainTextReport(report), `${report.fileStem}.txt`, 'text/plain;charset=utf-8');
    return 'text-downloaded';
  }
  if (!popup || popup.closed) {
    saveFile(html, `${report.fileStem}.html`, 'text/html;charset=utf-8');
    return 'html-downloaded';
  }
  popup.document.open();
  popup.document.write(html);
  popup.document.close();
  popup.focus();
  popup.print();
  return 'printed';
}

const rule = (title: string) => `\n${title.toUpperCase()}\n${'='.repeat(title.length)}\n`;
const bullets = (items: readonly string[]) =>
  items.length ? items.map((item) => `- ${item}`).join('\n') : '- None recorded.';

/** The report as plain text: the fallback when the printable html cannot be made. */
export function plainTextReport(report: ReportView): string {
  const lines = [
    report.title,
    report.company.name,
    `SWOT analysis report`,
    '',
    `Status: ${report.status}`,
    `Dates: ${report.startDate} to ${report.endDate} (${report.timezone})`,
    `Responses: ${report.responseCount}`,
    `Participation: ${participationText(report.participation, report.responseCount, report.invitedCount)}`,
  ];
  const a = report.analysis;
  if (!a) {
    lines.push('', 'The analysis is not available yet.');
    return `${lines.join('\n')}\n`;
  }
  if (report.aiNotice) lines.push('', report.aiNotice);
  lines.push(
    rule('Executive summary'),
    a.summary,
    '',
    `Overall sentiment: ${a.sentiment.label} (${a.sentiment.score})`,
  );
  lines.push('', 'Key insights:', bullets(a.keyInsights));
  lines.push(rule('SWOT grid'));
  for (const q of a.quadrants) {
    lines.push(`${q.label} (${q.responses} responses, sentiment ${q.sentiment.toFixed(2)})`);
    lines.push(bullets(q.themes.map((t) => `${t.label}: ${t.mentions}`)));
    for (const s of q.snippets) lines.push(`  "${s}"`);
    lines.push('');
  }
  lines.push(rule('TOWS strategies'));
  lines.push(
    'SO:',
    bullets(a.tows.so),
    'ST:',
    bullets(a.tows.st),
    'WO:',
    bullets(a.tows.wo),
    'WT:',
    bullets(a.tows.wt),
  );
  lines.push(rule('Action plan'));
  for (const h of ACTION_PLAN_HORIZONS) lines.push(`${h.label} (${h.span}):`, bullets(a.actionPlan[h.key]));
  lines.push(rule('Methodology'), a.methodology);
  return `${lines.join('\n')}\n`;
}
