import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '@foursight/shared/contract/reports';
import { renderReportPdf } from './report-pdf.ts';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'report-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const quadrant = (key: 'strengths' | 'weaknesses' | 'opportunities' | 'threats', label: string) => ({
  key,
  label,
  responses: 12,
  sentiment: 0,
  tone: null,
  themes: [{ label: 'field service', mentions: 7 }],
  snippets: ['Our engineers reach a hospital within four hours.'],
});

/** Each line of an action, numbered, so the text of every page can be searched for it. */
const longAction = (name: string, words: number) =>
  Array.from({ length: words }, (_, index) => `${name}${index}`).join(' ');

function viewWith(actionPlan: NonNullable<ReportView['analysis']>['actionPlan']): ReportView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Strategy 2027 / Pune',
    description: '',
    company: { name: 'Acme', logo: null, primary: '#1d4ed8', secondary: '#64748b' },
    status: 'Active',
    startDate: '2027-01-04',
    endDate: '2027-01-18',
    timezone: 'Asia/Kolkata',
    createdAt: '2027-01-04T04:30:00.000Z',
    responseCount: 12,
    invitedCount: 20,
    participation: 60,
    analysisState: 'ready',
    aiNotice: null,
    analysis: {
      source: 'statistical',
      responseCount: 12,
      generatedAt: '2027-01-10T04:30:00.000Z',
      summary: 'Field service is the leading strength.',
      keyInsights: ['7 of 12 responses name field service as a strength.'],
      sentiment: { score: 2, label: 'positive' },
      quadrants: [
        quadrant('strengths', 'Strengths'),
        quadrant('weaknesses', 'Weaknesses'),
        quadrant('opportunities', 'Opportunities'),
        quadrant('threats', 'Threats'),
      ],
      tows: { so: ['Use field service to win hospital contracts.'], st: [], wo: [], wt: [] },
      actionPlan,
      methodology: 'Statistical analysis.',
    },
    priorities: null,
    fileStem: 'Strategy-2027-Pune-2027-01-10',
  };
}

async function pagesOf(view: ReportView): Promise<string[]> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, await renderReportPdf(view));
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 1 << 24 });
  return stdout.split('\f');
}

describe('the report PDF', () => {
  it('puts the executive summary on the cover page and starts the grid on the next', async () => {
    const pages = await pagesOf(viewWith({ immediate: ['Name an owner.'], shortTerm: [], longTerm: [] }));
    expect(pages[0]).toContain('Executive summary');
    expect(pages[1]).toContain('SWOT grid');
  });

  it('keeps every word of an action longer than a page, and of the actions after it', async () => {
    // pdfmake drops an unbreakable block taller than a page: a label kept with a first item that long would vanish.
    const huge = longAction('alpha', 1500);
    const pages = await pagesOf(
      viewWith({ immediate: [huge, 'Second action.'], shortTerm: ['Later action.'], longTerm: [] }),
    );
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('alpha0 ');
    expect(text).toContain('alpha1499');
    expect(text).toContain('Second action.');
    expect(text).toContain('Later action.');
    expect(text).toContain('Immediate (0-30 days)');
  });

  it('never leaves a list label alone at the foot of a page', async () => {
    // Lists of growing length move the page end across the action plan's labels; none may end a page.
    const many = (name: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${name} action number ${index + 1}, with an owner and a date.`);
    for (let count = 20; count <= 44; count += 2) {
      const pages = await pagesOf(
        viewWith({ immediate: many('Immediate', count), shortTerm: many('Short', 3), longTerm: many('Long', 3) }),
      );
      for (const page of pages) {
        const lines = page.split('\n').filter((line) => line.trim() && !/ · page \d+ of \d+/.test(line));
        if (lines.length) expect(lines.at(-1)).not.toMatch(/^(Immediate|Short term|Long term) \(/);
      }
    }
  }, 30_000);
});
