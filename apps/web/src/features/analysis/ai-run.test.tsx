import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiRun } from '@foursight/shared/contract/analysis';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { AiRunControl, formatRunTime } from './ai-run';

const ID = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';
const REFUSED: AiRun = {
  status: 'key_refused',
  at: '2026-03-01T10:00:00.000Z',
  message: 'AI Analysis Temporarily Unavailable: the AI service refused the saved API key; check it in Settings.',
};

afterEach(() => vi.unstubAllGlobals());

function control(lastRun: AiRun | undefined) {
  return <AiRunControl swotId={ID} responseCount={3} timeZone="Asia/Kolkata" lastRun={lastRun} />;
}

describe('Run AI analysis again', () => {
  it("shows when the AI last ran, in the SWOT's own time zone, and what came of it", () => {
    renderPage(control(REFUSED));
    expect(
      screen.getByText('Last AI run: 1 Mar 2026, 15:30 (Asia/Kolkata), the AI service refused the saved API key.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run AI analysis again' })).toBeEnabled();
  });

  it('is busy while it runs, then announces the outcome', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderPage(control(undefined));

    await userEvent.click(screen.getByRole('button', { name: 'Run AI analysis' }));
    const busy = screen.getByRole('button', { name: 'Running AI analysis...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Running the AI analysis.');
    expect(fetch).toHaveBeenCalledWith(`/api/swot/${ID}/ai-analysis/run`, expect.objectContaining({ method: 'POST' }));

    const run: AiRun = { status: 'over_quota', at: '2026-03-02T04:45:00.000Z', message: 'quota' };
    answer(
      jsonResponse(200, {
        success: true,
        state: 'ready',
        responseCount: 3,
        analysis: null,
        aiUnavailableReason: 'quota',
        run,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        "AI analysis ran at 2 Mar 2026, 10:15 (Asia/Kolkata): the key's quota or rate limit was reached. The statistical analysis is shown.",
      ),
    );
    expect(screen.getByRole('button', { name: 'Run AI analysis' })).toBeEnabled();
  });

  it("passes on the server's words when a run is already under way", async () => {
    const message = 'The AI analysis of this SWOT is already running. Its result will show here when it finishes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(409, { success: false, code: 'CONFLICT', message }))),
    );
    renderPage(control(REFUSED));
    await userEvent.click(screen.getByRole('button', { name: 'Run AI analysis again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Run AI analysis again' })).toBeEnabled();
  });

  it('offers viewers the last run but not the button (the server refuses them anyway)', () => {
    renderPage(<SessionRoleProvider role="viewer">{control(REFUSED)}</SessionRoleProvider>);
    expect(screen.getByText(/^Last AI run: 1 Mar 2026, 15:30/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("falls back to the viewer's zone for a zone the browser does not know", () => {
    expect(formatRunTime('2026-03-01T10:00:00.000Z', 'Not/AZone')).not.toContain('Not/AZone');
  });
});
