import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@foursight/shared/contract/reports';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { ExportLinks } from './export-links';

const SWOT = '11111111-1111-4111-8111-111111111111';
const EXPORT = '22222222-2222-4222-8222-222222222222';
const TITLE = 'Annual Survey';

afterEach(() => vi.unstubAllGlobals());

function job(overrides: Partial<ExportJob>): ExportJob {
  return {
    id: EXPORT,
    swotId: SWOT,
    format: 'xlsx',
    state: 'queued',
    rowsDone: 0,
    rowsTotal: 25_000,
    progress: 0,
    fileName: 'Annual-Survey-2026-11-24.xlsx',
    size: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    expiresAt: '2026-11-25T10:00:00.000Z',
    message: null,
    ...overrides,
  };
}

/**
 * A server stand-in: the list says how large the SWOT is; each status read
 * answers the next state of `steps` (the last one repeats).
 */
function serve(responseCount: number, steps: ExportJob[], start: () => Response = () => jsonResponse(200, {})) {
  let step = 0;
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/exports') && init?.method === 'POST') return Promise.resolve(start());
    if (url.endsWith('/exports')) {
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          responseCount,
          threshold: 20_000,
          background: responseCount > 20_000,
          exports: [],
        }),
      );
    }
    const answer = steps[Math.min(step, steps.length - 1)]!;
    step += 1;
    return Promise.resolve(jsonResponse(200, { success: true, export: answer }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('export buttons', () => {
  it('a small SWOT keeps the four direct downloads', async () => {
    serve(120, []);
    renderPage(<ExportLinks swotId={SWOT} title={TITLE} />);
    const excel = await screen.findByRole('link', { name: `Export ${TITLE} as Excel workbook` });
    expect(excel).toHaveAttribute('href', `/api/reports/${SWOT}/xlsx`);
    expect(screen.getByRole('link', { name: `Export ${TITLE} as CSV of the responses` })).toHaveAttribute(
      'href',
      `/api/reports/${SWOT}/csv`,
    );
    expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
  });

  it('a large SWOT prepares the Excel file with a progress bar, then offers the download', async () => {
    const fetch = serve(
      25_000,
      [
        job({ state: 'running', rowsDone: 10_000, progress: 40 }),
        job({ state: 'ready', progress: 100, rowsDone: 25_000, size: 3_250_000 }),
      ],
      () => jsonResponse(200, { success: true, export: job({}) }),
    );
    renderPage(<ExportLinks swotId={SWOT} title={TITLE} />);
    // PDF and PowerPoint stay direct; Excel and CSV become buttons that prepare the file.
    expect(await screen.findByRole('link', { name: `Export ${TITLE} as PDF document` })).toBeInTheDocument();
    expect(
      await screen.findByText(/With 25,000 responses, Excel and CSV are prepared on the server first/),
    ).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: `Prepare ${TITLE} as Excel workbook` }));

    const bar = await screen.findByRole('progressbar', { name: 'Preparing the Excel file' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(screen.getByText('Preparing the Excel file… 40 %')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      `/api/reports/${SWOT}/exports`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ format: 'xlsx' }) }),
    );

    const link = await screen.findByRole(
      'link',
      { name: `Download Excel: ${TITLE} as Excel workbook (3.1 MB)` },
      { timeout: 4000 },
    );
    expect(link).toHaveAttribute('href', `/api/reports/${SWOT}/exports/${EXPORT}/file`);
    expect(link).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The CSV was not asked for and is still a button.
    expect(screen.getByRole('button', { name: `Prepare ${TITLE} as CSV of the responses` })).toBeEnabled();
  });

  it('says when the file could not be prepared, and Try again starts it over', async () => {
    let starts = 0;
    serve(
      25_000,
      [job({ state: 'failed', message: 'The file could not be prepared. Try again; if it fails again, tell us.' })],
      () => {
        starts += 1;
        return jsonResponse(200, { success: true, export: job({}) });
      },
    );
    renderPage(<ExportLinks swotId={SWOT} title={TITLE} />);
    fireEvent.click(await screen.findByRole('button', { name: `Prepare ${TITLE} as Excel workbook` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be prepared. Try again; if it fails again, tell us.');
    const retry = screen.getByRole('button', { name: 'Try again: prepare the Excel file' });
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    await waitFor(() => expect(starts).toBe(2));
  });

  it("shows the server's reason when it refuses to start one more export", async () => {
    const message = '3 exports are already being prepared for your company. Wait for one to finish, then try again.';
    serve(25_000, [], () => jsonResponse(429, { success: false, code: 'RATE_LIMITED', message }));
    renderPage(<ExportLinks swotId={SWOT} title={TITLE} />);
    fireEvent.click(await screen.findByRole('button', { name: `Prepare ${TITLE} as CSV of the responses` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
