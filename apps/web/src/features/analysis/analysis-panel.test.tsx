import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiAnalysisResponse, SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { AnalysisPanel } from './analysis-panel';

const ID = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';
const KEY_MISSING =
  'AI Analysis Unavailable: please ensure the OpenAI API key is configured in settings. Showing the statistical analysis.';

const swot = { id: ID, responseCount: 3, responses: [] } as unknown as SwotDetail;

function ready(aiUnavailableReason: string | null): AiAnalysisResponse {
  const measure = { score: 5, level: 'medium' as const, evidence: [] };
  const area = { responses: 1, sentiment: 0, topThemes: [], recommendations: [] };
  const analysis: SwotAnalysis = {
    source: 'statistical',
    responseCount: 3,
    generatedAt: '2026-03-01T10:00:00.000Z',
    summary: 'People value the team and worry about delivery times.',
    keyInsights: [],
    strategicRecommendations: [],
    priorityActions: [],
    quickWins: [],
    actionPlan: { immediate: [], shortTerm: [], longTerm: [] },
    keywordAnalysis: { overall: [], strengths: [], weaknesses: [], opportunities: [], threats: [] },
    categoryAnalysis: {
      strengths: { ...area, strategicValue: measure },
      weaknesses: { ...area, impact: measure },
      opportunities: { ...area, potential: measure },
      threats: { ...area, urgency: measure },
    },
    sentiment: { score: 0, label: 'neutral', positiveEvidence: 0, negativeEvidence: 0 },
    tows: { so: [], st: [], wo: [], wt: [] },
  };
  return { success: true, state: 'ready', responseCount: 3, analysis, aiUnavailableReason };
}

afterEach(() => vi.unstubAllGlobals());

describe('AI analysis tab', () => {
  it('says a server failure is a server failure, not a missing OpenAI key, and Try again loads the analysis', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        calls += 1;
        // Retried once (spec: the analysis is retried once), so two failures reach the reader.
        return Promise.resolve(
          calls <= 2
            ? jsonResponse(500, { success: false, message: 'Internal error' })
            : jsonResponse(200, ready(null)),
        );
      }),
    );
    renderPage(<AnalysisPanel swot={swot} tab="ai-insights" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The analysis could not be loaded');
    expect(alert).toHaveTextContent('error 500');
    expect(alert).not.toHaveTextContent(/OpenAI|API key/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('People value the team and worry about delivery times.')).toBeInTheDocument();
  }, 10_000);

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<AnalysisPanel swot={swot} tab="ai-insights" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Could not reach the server');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/OpenAI|API key/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 10_000);

  it("passes on the busy server's own words when it sheds load", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(503, {
            success: false,
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is busy right now. Please try again in a few seconds.',
          }),
        ),
      ),
    );
    renderPage(<AnalysisPanel swot={swot} tab="ai-insights" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The service is busy');
    expect(alert).toHaveTextContent('Please try again in a few seconds.');
  }, 10_000);

  it("keeps the spec's words when the OpenAI key is missing, above the statistical analysis", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, ready(KEY_MISSING)))),
    );
    renderPage(<AnalysisPanel swot={swot} tab="ai-insights" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(KEY_MISSING));
    expect(screen.getByText('Statistical analysis')).toBeInTheDocument();
    expect(screen.getByText('People value the team and worry about delivery times.')).toBeInTheDocument();
  });
});
