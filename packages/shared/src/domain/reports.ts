import { countOf } from './plural.ts';

/**
 * How a report states its participation: against the people invited by
 * name, or, when nobody was (answers came through the shared link), the
 * spec's fixed 100% said as such rather than "3 of 0 invited".
 */
export function participationText(participation: number, responses: number, invited: number): string {
  // Said as the Analytics tab says it: a shared link can bring more answers than invitations, and
  // "24 of 4 invited" read as a share of the invited.
  if (invited > 0) return `${participation}% (${countOf(responses, 'response', 'responses')} from ${invited} invited)`;
  return responses > 0 ? `${participation}% (shared link, nobody invited by name)` : 'No responses yet';
}

/**
 * Above this many responses, the Excel and CSV files of a SWOT are prepared
 * by a background job (progress, then a download link) instead of being
 * streamed to the request: a 100 000-response workbook takes seconds to
 * tens of seconds, long enough for a proxy to give up on the request. The
 * server's own figure comes from EXPORT_JOB_THRESHOLD (this by default) and
 * is told to the page, which never decides with this constant alone.
 */
export const BACKGROUND_EXPORT_THRESHOLD = 20_000;

/** The files a background job prepares: the two that hold every response. */
export const PREPARED_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type PreparedExportFormat = (typeof PREPARED_EXPORT_FORMATS)[number];

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** Exports a company may have queued or running at once; one more is refused until one ends. */
export const MAX_PENDING_EXPORTS = 3;

/** How long a prepared file is kept for download (and a failed one is listed) before housekeeping deletes it. */
export const EXPORT_LIFETIME_HOURS = 24;

/** Whole percent of the rows written, never 100 before the file is ready. */
export function exportProgress(state: ExportState, rowsDone: number, rowsTotal: number): number {
  if (state === 'ready') return 100;
  if (rowsTotal <= 0) return 0;
  return Math.min(99, Math.floor((rowsDone / rowsTotal) * 100));
}

/** When an export made (or ended) at `at` is deleted. */
export function exportExpiresAt(at: Date): Date {
  return new Date(at.getTime() + EXPORT_LIFETIME_HOURS * 60 * 60 * 1000);
}

/** One quadrant's tone as every report medium draws it: bar value, the scale either side of 0, the figure as text. */
export interface QuadrantToneFigure {
  value: number;
  scale: number;
  text: string;
}

/**
 * The tone per quadrant the report shows: the net tone (−100 to +100) the
 * analysis reads, or, for an analysis stored before it had one, the older
 * mean AFINN score per answer (−5 to +5). One report draws one kind.
 */
export function quadrantToneFigures(quadrants: { sentiment: number; tone?: { score: number } | null | undefined }[]) {
  const net = quadrants.length > 0 && quadrants.every((quadrant) => quadrant.tone);
  const figures: QuadrantToneFigure[] = quadrants.map((quadrant) =>
    net
      ? {
          value: quadrant.tone!.score,
          scale: 100,
          text: `${quadrant.tone!.score > 0 ? '+' : ''}${quadrant.tone!.score}`,
        }
      : { value: quadrant.sentiment, scale: 5, text: quadrant.sentiment.toFixed(2) },
  );
  return {
    figures,
    column: net ? 'Net tone' : 'Sentiment',
    caption: net
      ? 'Net tone per quadrant: the share of answers worded positively minus the share worded negatively (−100 to +100).'
      : 'Mean sentiment per answer in each quadrant (AFINN word list): above 0 reads positive, below 0 negative.',
  };
}

/** Who a report names and what it is made with: white-label names only the company. */
interface ReportMaker {
  title: string;
  company: { name: string; whiteLabel?: boolean };
}

/** The report's closing line, on screen and in the printable page: "prepared with Foursight" unless white-label. */
export function reportFooter(view: ReportMaker): string {
  const line = `${view.company.name} · ${view.title}`;
  return view.company.whiteLabel ? line : `${line} · prepared with Foursight`;
}

/** The application a report file says made it (PDF creator and producer, workbook creator). */
export function documentMaker(view: ReportMaker): string {
  return view.company.whiteLabel ? view.company.name : 'Foursight';
}

/**
 * Said beside a sentiment figure read mostly from answers in Hindi (its `confidence` is "low"): the word list
 * is English, so the figure rests on the few English words mixed in (issue 32). One sentence for the screen,
 * the report page and the documents.
 */
export const LOW_CONFIDENCE_SENTIMENT =
  'Low confidence: many answers are in Hindi, which the sentiment word list reads only where English words are mixed in.';
