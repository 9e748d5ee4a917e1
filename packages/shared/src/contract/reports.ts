import { z } from 'zod';
import { ANALYSIS_STATES } from './analysis.ts';
import { defineRoutes, FileResponseSchema } from './route.ts';
import { DISPLAY_BADGES, SWOT_STATUSES } from './swots.ts';
import { EXPORT_STATES, PREPARED_EXPORT_FORMATS } from '../domain/reports.ts';

/**
 * Reports (spec part 2 "Reports", §7, §8, §9): a card per analysis, the
 * printable report, the report as HTML for printing (generate-pdf) and the
 * report's files (PDF, PowerPoint, Excel, CSV).
 */
export const ReportCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Stored status, capitalised on the report (Active, Completed, Draft). */
  status: z.enum(SWOT_STATUSES),
  badge: z.enum(DISPLAY_BADGES),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.iso.datetime(),
  responseCount: z.number(),
  invitedCount: z.number(),
  analysisState: z.enum(ANALYSIS_STATES),
  /** One line reading the analysis (overall sentiment and the leading theme), or null while there is none. */
  reading: z.string().nullable(),
  /** The company's sample SWOT (invented answers); absent means false. */
  sample: z.boolean().optional(),
});
export type ReportCard = z.infer<typeof ReportCardSchema>;

export const REPORT_QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
export type ReportQuadrantKey = (typeof REPORT_QUADRANTS)[number];

/**
 * Quadrant colours every report medium shares (page, print, PDF, slides):
 * dark ink on a fill, the fills differing in lightness as well as hue so a
 * greyscale print still tells them apart; each quadrant also carries its
 * letter, never colour alone.
 */
export const REPORT_QUADRANT_COLOURS: Record<ReportQuadrantKey, { ink: string; fill: string; letter: string }> = {
  strengths: { ink: '#14532d', fill: '#dcfce7', letter: 'S' },
  weaknesses: { ink: '#7f1d1d', fill: '#fecaca', letter: 'W' },
  opportunities: { ink: '#1e3a8a', fill: '#eff6ff', letter: 'O' },
  threats: { ink: '#78350f', fill: '#fde68a', letter: 'T' },
};

/** Action plan horizons (spec part 2 §9), in the order every report shows them. */
export const ACTION_PLAN_HORIZONS = [
  { key: 'immediate', label: 'Immediate', span: '0-30 days' },
  { key: 'shortTerm', label: 'Short term', span: '1-6 months' },
  { key: 'longTerm', label: 'Long term', span: '6+ months' },
] as const;

export const ReportQuadrantSchema = z.object({
  key: z.enum(REPORT_QUADRANTS),
  label: z.string(),
  /** Responses that wrote something in this quadrant. */
  responses: z.number(),
  /** Mean AFINN score per answer in this quadrant: what analyses stored before `tone` have; show `tone`. */
  sentiment: z.number(),
  /** Net tone (share of answers worded positively minus share worded negatively, −100 to +100) and its sentence. */
  tone: z.object({ score: z.number(), summary: z.string() }).nullable().optional(),
  themes: z.array(z.object({ label: z.string(), mentions: z.number() })),
  /** At most 3, each at most 100 characters (spec part 2 §9), from this quadrant's answers. */
  snippets: z.array(z.string()),
});
export type ReportQuadrant = z.infer<typeof ReportQuadrantSchema>;

export const ReportPrioritiesSchema = z.object({
  /** "20 ballots, round closed 4 December 2026": what the figures rest on. */
  basis: z.string(),
  /** Said instead of the lists when fewer ballots than the anonymity threshold arrived. */
  withheld: z.string().nullable(),
  quadrants: z.array(
    z.object({
      key: z.enum(REPORT_QUADRANTS),
      label: z.string(),
      /** "Driver attrition: median 8, agreed important (15 of 18 rate it 7 to 9)", first the most important. */
      items: z.array(z.string()),
      /** "Kendall's W 0.42 (p = 0.03): ..." when top picks were asked. */
      concordance: z.string().nullable(),
    }),
  ),
});
export type ReportPriorities = z.infer<typeof ReportPrioritiesSchema>;

/** Everything a report shows, computed once on the server and drawn by the page, the HTML, the PDF and the slides. */
export const ReportViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.object({
    name: z.string(),
    /** A data URL (PNG or JPEG) or null. */
    logo: z.string().nullable(),
    /** #rrggbb */
    primary: z.string(),
    secondary: z.string(),
    /** The company's plan includes white-label: the report does not say it was prepared with Foursight. */
    whiteLabel: z.boolean().optional(),
  }),
  /** Capitalised: Active, Completed, Draft. */
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timezone: z.string(),
  createdAt: z.iso.datetime(),
  responseCount: z.number(),
  invitedCount: z.number(),
  /** Rounded percent, capped at 100. */
  participation: z.number(),
  analysisState: z.enum(ANALYSIS_STATES),
  /** Said on the report when AI was asked for and could not be used ("AI Analysis Temporarily Unavailable"). */
  aiNotice: z.string().nullable(),
  analysis: z
    .object({
      source: z.enum(['statistical', 'ai']),
      responseCount: z.number(),
      generatedAt: z.iso.datetime(),
      summary: z.string(),
      keyInsights: z.array(z.string()),
      /** `confidence` "low": a third of the answers or more are in Hindi, which the lexicon reads in part. */
      sentiment: z.object({ score: z.number(), label: z.string(), confidence: z.enum(['normal', 'low']).optional() }),
      quadrants: z.array(ReportQuadrantSchema),
      tows: z.object({
        so: z.array(z.string()),
        st: z.array(z.string()),
        wo: z.array(z.string()),
        wt: z.array(z.string()),
      }),
      actionPlan: z.object({
        immediate: z.array(z.string()),
        shortTerm: z.array(z.string()),
        longTerm: z.array(z.string()),
      }),
      methodology: z.string(),
    })
    .nullable(),
  /**
   * What the group ranked in the SWOT's newest closed second round (issue 31): per quadrant its themes by median
   * importance, each said as one line with its consensus. Optional: absent or null without a closed round.
   */
  priorities: ReportPrioritiesSchema.nullable().optional(),
  /** "Acme-Strategy-2026-11-24": the stem of every file name of this report. */
  fileStem: z.string(),
});
export type ReportView = z.infer<typeof ReportViewSchema>;

export const EXPORT_FORMATS = ['pdf', 'pptx', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A file of a large SWOT prepared in the background (see
 * BACKGROUND_EXPORT_THRESHOLD): its progress while the job writes it, then
 * its size until it expires.
 */
export const ExportJobSchema = z.object({
  id: z.string(),
  swotId: z.string(),
  format: z.enum(PREPARED_EXPORT_FORMATS),
  state: z.enum(EXPORT_STATES),
  /** Responses written so far, of rowsTotal (the count when the job started). */
  rowsDone: z.number(),
  rowsTotal: z.number(),
  /** Whole percent, 100 only when ready. */
  progress: z.number(),
  fileName: z.string(),
  /** Bytes, once ready. */
  size: z.number().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** When the file is deleted; download it before. */
  expiresAt: z.iso.datetime(),
  /** Why it failed, said to the person; null otherwise. */
  message: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;

const IdParams = z.object({ id: z.uuid('Report Not Found') });
const ExportParams = z.object({ id: z.uuid('Report Not Found'), exportId: z.uuid('Export Not Found') });

export const StartExportRequestSchema = z.object({ format: z.enum(PREPARED_EXPORT_FORMATS) });

export const GeneratePdfRequestSchema = z.object({ swotId: z.uuid('Report Not Found') });

function exportRoute<F extends ExportFormat>(format: F) {
  return {
    method: 'GET',
    path: `/api/reports/:id/${format}` as const,
    auth: 'organiser',
    offLoop: 'documents',
    params: IdParams,
    response: FileResponseSchema,
  } as const;
}

export const reportRoutes = defineRoutes({
  listReports: {
    method: 'GET',
    path: '/api/reports',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), reports: z.array(ReportCardSchema) }),
  },
  getReport: {
    method: 'GET',
    path: '/api/reports/:id',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ success: z.boolean(), report: ReportViewSchema }),
  },
  /** Spec part 2 §7: the printable report as HTML; the client prints it or falls back (§7 fallbacks). */
  generatePdf: {
    method: 'POST',
    path: '/api/generate-pdf',
    auth: 'organiser',
    // A read: the report rendered as HTML, sent as a POST only for its body.
    role: 'viewer',
    offLoop: 'documents',
    body: GeneratePdfRequestSchema,
    response: z.object({ success: z.boolean(), html: z.string(), filename: z.string(), message: z.string() }),
  },
  /** The report as a PDF (pdfmake on the server), an attachment named from the title and date. */
  exportPdf: exportRoute('pdf'),
  /** The report as slides. */
  exportPptx: exportRoute('pptx'),
  /** The workbook: Responses (streamed), Themes, Keywords, Summary. */
  exportXlsx: exportRoute('xlsx'),
  /** The responses as CSV (streamed, UTF-8 with a byte order mark). */
  exportCsv: exportRoute('csv'),
  /**
   * Whether this SWOT's Excel and CSV are prepared in the background
   * (`background`: more responses than `threshold`), and its exports not yet
   * expired, newest first.
   */
  listExports: {
    method: 'GET',
    path: '/api/reports/:id/exports',
    auth: 'organiser',
    params: IdParams,
    response: z.object({
      success: z.boolean(),
      responseCount: z.number(),
      threshold: z.number(),
      background: z.boolean(),
      exports: z.array(ExportJobSchema),
    }),
  },
  /**
   * Starts preparing a file (any size is accepted; the page asks only for
   * large SWOTs). One already queued or running for the same file, or a ready
   * one that holds every current response, is answered instead of a new one.
   * More than MAX_PENDING_EXPORTS pending for the company: 429.
   */
  startExport: {
    method: 'POST',
    path: '/api/reports/:id/exports',
    auth: 'organiser',
    // A read of the report's data, sent as a POST because it starts work.
    role: 'viewer',
    params: IdParams,
    body: StartExportRequestSchema,
    response: z.object({ success: z.boolean(), export: ExportJobSchema }),
  },
  getExport: {
    method: 'GET',
    path: '/api/reports/:id/exports/:exportId',
    auth: 'organiser',
    params: ExportParams,
    response: z.object({ success: z.boolean(), export: ExportJobSchema }),
  },
  /** The prepared file, an attachment; 409 until it is ready, 404 once expired. */
  downloadExport: {
    method: 'GET',
    path: '/api/reports/:id/exports/:exportId/file',
    auth: 'organiser',
    params: ExportParams,
    response: FileResponseSchema,
  },
});
