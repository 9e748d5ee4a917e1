import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiAnalysisResponse, SwotAnalysis, Theme } from '@foursight/shared/contract/analysis';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '../../../test/render-page';
import { liveBoard } from './swot-live-data';
import { SwotLivePage } from './swot-live-page';

const ID = '6f1c1c1e-7d1a-4c57-9a53-0c7a7c2f1a10';

/** EventSource as the browser gives it, opened and fed by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
}

function detail(responseCount: number, byCategory: Record<SwotCategory, number>): SwotDetail {
  return {
    id: ID,
    title: 'Quarterly planning workshop',
    description: '',
    startDate: '2026-03-01',
    startTime: '09:00',
    endDate: '2026-03-02',
    endTime: '17:00',
    timezone: 'UTC',
    startsAt: '2026-03-01T09:00:00.000Z',
    endsAt: '2026-03-02T17:00:00.000Z',
    closedAt: null,
    status: 'active',
    badge: 'Active',
    uniqueToken: 'room-token-123',
    responseCount,
    invitedCount: 0,
    createdAt: '2026-02-20T10:00:00.000Z',
    sharedLinkEnabled: true,
    allowRepeatAnswers: false,
    reminderDays: [],
    participants: { users: [], departments: [], lists: [] },
    emailTemplateId: null,
    // What a person wrote: the live view must never show it.
    responses: Array.from({ length: responseCount }, (_, index) => ({
      id: `r${index}`,
      submittedAt: '2026-03-01T10:00:00.000Z',
      strengths: `Secret answer number ${index}`,
      weaknesses: '',
      opportunities: '',
      threats: '',
    })),
    analytics: { byCategory, overTime: [], responseProgress: 100, participationRate: 100 },
  };
}

const theme = (label: string, mentions: number): Theme => ({
  label,
  keywords: [],
  mentions,
  quotes: [{ responseId: 'r0', text: `A quote about ${label}` }],
  responseIds: [],
});

function analysis(responseCount: number, themes: Partial<Record<SwotCategory, Theme[]>>): AiAnalysisResponse {
  const measure = { score: 5, level: 'medium' as const, evidence: [] };
  const area = (key: SwotCategory) => ({
    responses: 0,
    sentiment: 0,
    topThemes: themes[key] ?? [],
    recommendations: [],
  });
  const body: SwotAnalysis = {
    source: 'statistical',
    responseCount,
    generatedAt: '2026-03-01T10:00:00.000Z',
    summary: '',
    keyInsights: [],
    strategicRecommendations: [],
    priorityActions: [],
    quickWins: [],
    actionPlan: { immediate: [], shortTerm: [], longTerm: [] },
    keywordAnalysis: { overall: [], strengths: [], weaknesses: [], opportunities: [], threats: [] },
    categoryAnalysis: {
      strengths: { ...area('strengths'), strategicValue: measure },
      weaknesses: { ...area('weaknesses'), impact: measure },
      opportunities: { ...area('opportunities'), potential: measure },
      threats: { ...area('threats'), urgency: measure },
    },
    sentiment: { score: 0, label: 'neutral', positiveEvidence: 0, negativeEvidence: 0 },
    tows: { so: [], st: [], wo: [], wt: [] },
  };
  return { success: true, state: 'ready', responseCount, analysis: body, aiUnavailableReason: null };
}

/** The server as the page sees it; the test changes what it answers. */
let server: { detail: SwotDetail; analysis: AiAnalysisResponse | null };
function answer(url: string): Response {
  if (url === `/api/swot/details/${ID}`) return jsonResponse(200, { success: true, swot: server.detail });
  if (url === `/api/swot/ai-analysis/${ID}`) return jsonResponse(200, server.analysis);
  if (url === `/api/swot/${ID}/participation-qr`)
    return jsonResponse(200, {
      success: true,
      link: 'https://app.example/participate/room-token-123',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
  return jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
}
const fetchMock = vi.fn((url: string) => Promise.resolve(answer(url)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderLive() {
  const router = createMemoryRouter([{ path: '/swot/:id/live', element: <SwotLivePage /> }], {
    initialEntries: [`/swot/${ID}/live`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const quadrant = (name: string) => screen.getByRole('region', { name });
const fetched = (path: string) => fetchMock.mock.calls.some(([url]) => url === path);

describe('the big-screen live view', () => {
  it('shows the four quadrants with their top themes and counts, the count and the code, and no answer', async () => {
    server = {
      detail: detail(4, { strengths: 4, weaknesses: 2, opportunities: 1, threats: 0 }),
      analysis: analysis(4, {
        strengths: [theme('Customer support', 2), theme('Loyal customers', 3)],
        weaknesses: [theme('Slow releases', 2)],
      }),
    };
    renderLive();

    expect(await screen.findByRole('heading', { name: 'Quarterly planning workshop', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('live-response-count')).toHaveTextContent('4responses');
    const strengths = quadrant('Strengths');
    expect(strengths).toHaveTextContent('4 answers');
    // Most raised first, each with how many raised it.
    const themes = await within(strengths).findAllByRole('listitem');
    expect(themes.map((item) => item.textContent)).toEqual(['Loyal customers3 answers', 'Customer support2 answers']);
    expect(within(quadrant('Weaknesses')).getByRole('listitem')).toHaveTextContent('Slow releases2 answers');
    expect(quadrant('Opportunities')).toHaveTextContent('No shared theme yet.');
    expect(quadrant('Threats')).toHaveTextContent('Nothing here yet.');
    expect(screen.getByText('Themes from all 4 answers.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of the link app.example/participate/room-token-123' }));
    expect(screen.getByText('app.example/participate/room-token-123')).toBeInTheDocument();
    // Themes, never what one person wrote (nor a theme's quotes).
    expect(screen.queryByText(/Secret answer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/A quote about/)).not.toBeInTheDocument();
    expect(FakeEventSource.last?.url).toBe(`/api/swot/${ID}/events`);
  });

  it('waits for the first answers, withholds the quadrants below 3, and fills in when the stream says more came', async () => {
    server = { detail: detail(0, { strengths: 0, weaknesses: 0, opportunities: 0, threats: 0 }), analysis: null };
    renderLive();
    expect(await screen.findByText('Waiting for the first answers… scan the code to take part.')).toBeInTheDocument();
    act(() => FakeEventSource.last!.open());

    // One answer: the count moves, and the analysis is not even asked for.
    server.detail = detail(1, { strengths: 1, weaknesses: 0, opportunities: 0, threats: 0 });
    act(() => FakeEventSource.last!.emit('responses', { swotId: ID, responseCount: 1 }));
    expect(await screen.findByText(/1 answer in\. Themes appear once 3 people have answered/)).toBeInTheDocument();
    expect(fetched(`/api/swot/ai-analysis/${ID}`)).toBe(false);

    // Two answers: the analysis is fetched (so the third answer's themes come with its count), and none of it,
    // nor any count per quadrant, is on the screen.
    server.detail = detail(2, { strengths: 2, weaknesses: 1, opportunities: 0, threats: 0 });
    server.analysis = analysis(2, { strengths: [theme('Early theme', 2)] });
    act(() => FakeEventSource.last!.emit('responses', { swotId: ID, responseCount: 2 }));
    expect(await screen.findByText(/2 answers in\. Themes appear once 3 people have answered/)).toBeInTheDocument();
    expect(screen.getByTestId('live-response-count')).toHaveTextContent('2responses');
    await vi.waitFor(() => expect(fetched(`/api/swot/ai-analysis/${ID}`)).toBe(true));
    expect(quadrant('Strengths')).not.toHaveTextContent('2 answers');
    expect(quadrant('Strengths')).toHaveTextContent('Themes appear here.');
    expect(screen.queryByText('Early theme')).not.toBeInTheDocument();

    // The third answer: the quadrants fill in from the analysis.
    server.detail = detail(3, { strengths: 3, weaknesses: 1, opportunities: 1, threats: 1 });
    server.analysis = analysis(3, { threats: [theme('New competitors', 2)] });
    act(() => FakeEventSource.last!.emit('responses', { swotId: ID, responseCount: 3 }));
    expect(await within(quadrant('Threats')).findByText('New competitors')).toBeInTheDocument();
    expect(screen.getByTestId('live-response-count')).toHaveTextContent('3responses');
    expect(quadrant('Strengths')).toHaveTextContent('3 answers');
    expect(screen.getByText('Themes from all 3 answers.')).toBeInTheDocument();
  });

  it('says so when the SWOT is not in the account', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' })),
    );
    renderLive();
    expect(await screen.findByRole('heading', { name: 'SWOT Analysis Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to SWOT Management' })).toHaveAttribute('href', '/swot-management');
  });
});

describe('what the board shows of an analysis', () => {
  const threeAnswers = detail(3, { strengths: 3, weaknesses: 0, opportunities: 0, threats: 0 });

  it('never shows one read while the quadrants were withheld, even after the third answer came in', () => {
    // Read at two answers (kept from the prefetch), of the first answer alone.
    const readAtTwo = { ...analysis(1, { strengths: [theme('First answer only', 1)] }), responseCount: 2 };
    const board = liveBoard(threeAnswers, { data: readAtTwo, isError: false });
    expect(board.themes).toBe('finding');
    expect(board.quadrants.flatMap((quadrant) => quadrant.themes)).toEqual([]);
  });

  it('shows one read at the floor, even while it covers fewer answers than came in', () => {
    const readAtThree = { ...analysis(2, { strengths: [theme('Customer support', 2)] }), responseCount: 3 };
    const board = liveBoard(threeAnswers, { data: readAtThree, isError: false });
    expect(board.themes).toBe('ready');
    expect(board.analysed).toBe(2);
    expect(board.quadrants[0]!.themes.map((shown) => shown.label)).toEqual(['Customer support']);
  });
});
