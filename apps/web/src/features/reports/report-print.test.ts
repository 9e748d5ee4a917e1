import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportView } from '@foursight/shared/contract/reports';
import { plainTextReport, printReport } from './report-print';

const REPORT: ReportView = {
  id: '6f1c2d9e-0b4a-4c5e-9a57-0d9c1f2e3a4b',
  title: 'FY27 Review',
  description: '',
  company: { name: 'Globex', logo: null, primary: '#0066cc', secondary: '#64748b' },
  status: 'Active',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  timezone: 'Asia/Kolkata',
  createdAt: '2026-11-01T00:00:00.000Z',
  responseCount: 3,
  invitedCount: 0,
  participation: 100,
  analysisState: 'ready',
  aiNotice: null,
  analysis: {
    source: 'statistical',
    responseCount: 3,
    generatedAt: '2026-11-24T10:00:00.000Z',
    summary: 'Customer service leads.',
    keyInsights: ['3 of 3 see "customer service" as a strength.'],
    sentiment: { score: 4, label: 'positive' },
    quadrants: [
      {
        key: 'strengths',
        label: 'Strengths',
        responses: 3,
        sentiment: 2.5,
        themes: [{ label: 'customer service', mentions: 3 }],
        snippets: ['Excellent customer service from प्रिया'],
      },
    ],
    tows: { so: ['Pilot it'], st: [], wo: [], wt: [] },
    actionPlan: { immediate: ['Start a pilot'], shortTerm: [], longTerm: [] },
    methodology: 'Statistical analysis.',
  },
  fileStem: 'FY27-Review-2026-11-24',
};

/** The files the page saved, by name, with their text. */
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

function answerGeneratePdf(ok: boolean) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    ok
      ? new Response(JSON.stringify({ success: true, html: '<h1>FY27 Review</h1>', filename: 'x.pdf', message: 'ok' }))
      : new Response(JSON.stringify({ success: false, message: 'boom', code: 'INTERNAL' }), { status: 500 }),
  );
}

describe('Print Report (spec part 2 §7)', () => {
  it('writes the generated html into the window it opened and prints it', async () => {
    answerGeneratePdf(true);
    const popup = {
      closed: false,
      document: document.implementation.createHTMLDocument(),
      focus: vi.fn(),
      print: vi.fn(),
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await expect(printReport(REPORT)).resolves.toBe('printed');
    expect(popup.document.body.innerHTML).toContain('FY27 Review');
    expect(popup.print).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('downloads the html when the popup is blocked', async () => {
    answerGeneratePdf(true);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(printReport(REPORT)).resolves.toBe('html-downloaded');
    expect(saved.map((file) => file.name)).toEqual(['FY27-Review-2026-11-24.html']);
    expect(await saved[0]!.blob.text()).toContain('<h1>FY27 Review</h1>');
  });

  it('downloads a plain-text report named from the title and date when generation fails', async () => {
    answerGeneratePdf(false);
    const close = vi.fn();
    vi.spyOn(window, 'open').mockReturnValue({
      closed: false,
      document: document.implementation.createHTMLDocument(),
      close,
    } as unknown as Window);
    await expect(printReport(REPORT)).resolves.toBe('text-downloaded');
    expect(close).toHaveBeenCalled();
    expect(saved.map((file) => file.name)).toEqual(['FY27-Review-2026-11-24.txt']);
    const text = await saved[0]!.blob.text();
    expect(text).toContain('FY27 Review');
    expect(text).toContain('Immediate (0-30 days):');
  });
});

describe('the plain-text report', () => {
  it('carries the cover facts, the grid with themes and snippets, and the methodology', () => {
    const text = plainTextReport(REPORT);
    expect(text).toContain('Status: Active');
    expect(text).toContain('Participation: 100% (shared link, nobody invited by name)');
    expect(text).toContain('- customer service: 3');
    expect(text).toContain('"Excellent customer service from प्रिया"');
    expect(text).toContain('Statistical analysis.');
  });
});
