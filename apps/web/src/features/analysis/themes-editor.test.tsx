import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiAnalysisResponse, SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { ThemesEditor } from './themes-editor';

const SWOT = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';
const SERVICE = '11111111-1111-4111-8111-111111111111';
const SUPPORT = '22222222-2222-4222-8222-222222222222';
const TESTING = '33333333-3333-4333-8333-333333333333';
const COMPETITORS = '44444444-4444-4444-8444-444444444444';
const SPLIT_OFF = '55555555-5555-4555-8555-555555555555';

const swot = { id: SWOT, responseCount: 3, responses: [] } as unknown as SwotDetail;

function statement(response: string, writtenIn: ThemeRecord['quadrant'], index: number, text: string) {
  return { key: `${response}:${writtenIn}:${index}`, responseId: response, text, writtenIn, pinned: false };
}

const THEMES: ThemeRecord[] = [
  {
    id: SERVICE,
    quadrant: 'strengths',
    label: 'customer service',
    edited: false,
    hidden: false,
    statements: [
      statement('r1', 'strengths', 0, 'Excellent customer service.'),
      statement('r2', 'strengths', 0, 'Great customer service and loyal customers'),
    ],
  },
  {
    id: SUPPORT,
    quadrant: 'strengths',
    label: 'support team',
    edited: false,
    hidden: false,
    statements: [statement('r1', 'strengths', 1, 'Our support team answers within an hour.')],
  },
  {
    id: TESTING,
    quadrant: 'weaknesses',
    label: 'manual testing',
    edited: false,
    hidden: false,
    statements: [
      statement('r1', 'weaknesses', 0, 'Manual testing takes weeks.'),
      statement('r2', 'weaknesses', 0, 'Manual testing slows every release.'),
      statement('r3', 'weaknesses', 0, 'Rival firms with lower prices are winning deals.'),
    ],
  },
  {
    id: COMPETITORS,
    quadrant: 'threats',
    label: 'lower prices',
    edited: false,
    hidden: true,
    statements: [statement('r3', 'weaknesses', 1, 'Competitors with lower prices')],
  },
];

function analysisResponse(): AiAnalysisResponse {
  const measure = { score: 5, level: 'medium' as const, evidence: [] };
  const area = { responses: 1, sentiment: 0, topThemes: [], recommendations: [] };
  const analysis: SwotAnalysis = {
    source: 'statistical',
    responseCount: 3,
    generatedAt: '2026-03-01T10:00:00.000Z',
    summary: 'People value the team.',
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
  return { success: true, state: 'ready', responseCount: 3, analysis, aiUnavailableReason: null };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The server: reads answer the fixtures; each correction is recorded and answered with `answer(sent)`. */
function stubServer(answer: (sent: Sent) => Response = () => jsonResponse(200, { themes: THEMES })) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      if (method === 'GET' && path.startsWith('/api/swot/ai-analysis/'))
        return Promise.resolve(jsonResponse(200, analysisResponse()));
      if (method === 'GET' && path === `/api/swot/${SWOT}/themes`)
        return Promise.resolve(jsonResponse(200, { themes: THEMES }));
      const request = { method, path, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      sent.push(request);
      return Promise.resolve(answer(request));
    }),
  );
  return sent;
}

function themeCard(label: string): HTMLElement {
  return screen.getByRole('heading', { level: 4, name: label }).closest('li')!;
}

afterEach(() => vi.unstubAllGlobals());

describe('Correct themes', () => {
  it('refuses an empty name without a request, keeps a refused name with the reason, and saves with Enter', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent = stubServer(({ body }) => {
      if (refuse) return jsonResponse(400, { success: false, code: 'CONFLICT', message: 'That name is taken.' });
      const label = (body as { label: string }).label;
      return jsonResponse(200, {
        themes: THEMES.map((theme) => (theme.id === SERVICE ? { ...theme, label, edited: true } : theme)),
      });
    });
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Rename “customer service”' }));
    const field = screen.getByRole('textbox', { name: 'New name for “customer service”' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '80');

    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Give the theme a name');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Customer care{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken.');
    expect(field).toHaveValue('Customer care');
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/swot/${SWOT}/themes/${SERVICE}`, body: { label: 'Customer care' } },
    ]);

    refuse = false;
    await user.type(field, ' {Enter}');
    expect(await screen.findByRole('heading', { level: 4, name: 'Customer care' })).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ label: 'Customer care' });
    expect(screen.getByRole('status')).toHaveTextContent('Renamed “customer service” to “Customer care”.');
    expect(screen.getByRole('button', { name: 'Rename “Customer care”' })).toHaveFocus();
  });

  it('Escape leaves the name as it was and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = stubServer();
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Rename “support team”' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for “support team”' }), 'Helpdesk{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'support team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename “support team”' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('merges the ticked themes into the one chosen, and puts focus on it', async () => {
    const user = userEvent.setup();
    const sent = stubServer(() =>
      jsonResponse(200, {
        themes: [
          { ...THEMES[0]!, statements: [...THEMES[0]!.statements, ...THEMES[1]!.statements] },
          ...THEMES.slice(2),
        ],
      }),
    );
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select “support team” for merging' }));
    expect(screen.getByText(/tick two or more/)).toHaveTextContent('(“support team” is ticked)');
    await user.click(screen.getByRole('checkbox', { name: 'Select “customer service” for merging' }));
    expect(screen.getByText('2 themes ticked: “customer service”, “support team”')).toBeInTheDocument();
    // The largest ticked theme is offered first.
    const into = screen.getByRole('combobox', { name: 'Merge them into' });
    expect(into).toHaveValue(SERVICE);
    await user.selectOptions(into, SUPPORT);
    await user.selectOptions(into, SERVICE);
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Merged “support team” into “customer service”.'),
    );
    expect(sent).toEqual([
      { method: 'POST', path: `/api/swot/${SWOT}/themes/${SERVICE}/merge`, body: { from: [SUPPORT] } },
    ]);
    expect(screen.queryByRole('heading', { level: 4, name: 'support team' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'customer service' })).toHaveFocus();
    expect(screen.getByText(/tick two or more/)).toBeInTheDocument();
  });

  it('splits the ticked statements off into a new theme named here', async () => {
    const user = userEvent.setup();
    const sent = stubServer(() =>
      jsonResponse(200, {
        themes: [
          ...THEMES.slice(0, 2),
          { ...THEMES[2]!, statements: THEMES[2]!.statements.slice(0, 2) },
          {
            id: SPLIT_OFF,
            quadrant: 'weaknesses',
            label: 'price pressure',
            edited: true,
            hidden: false,
            statements: [{ ...THEMES[2]!.statements[2]!, pinned: true }],
          },
          THEMES[3]!,
        ],
      }),
    );
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Statements of “manual testing”' }));
    const card = themeCard('manual testing');
    await user.click(
      within(card).getByRole('checkbox', { name: '“Rival firms with lower prices are winning deals.”' }),
    );
    const name = within(card).getByRole('textbox', { name: 'Name of the new theme for the 1 statement ticked' });
    await user.click(within(card).getByRole('button', { name: 'Split off 1 statement' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Give the theme a name');
    expect(sent).toEqual([]);

    await user.type(name, 'price pressure{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Split 1 statement off “manual testing” into the new theme “price pressure”.',
      ),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/swot/${SWOT}/themes/${TESTING}/split`,
        body: { statements: ['r3:weaknesses:0'], label: 'price pressure' },
      },
    ]);
    expect(screen.getByRole('heading', { level: 4, name: 'price pressure' })).toHaveFocus();
  });

  it('will not split off every statement of a theme', async () => {
    const user = userEvent.setup();
    const sent = stubServer();
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Statements of “support team”' }));
    const card = themeCard('support team');
    await user.click(within(card).getByRole('checkbox', { name: '“Our support team answers within an hour.”' }));
    await user.type(within(card).getByRole('textbox', { name: /Name of the new theme/ }), 'helpdesk{Enter}');
    expect(within(card).getByRole('alert')).toHaveTextContent('Leave at least one statement in “support team”.');
    expect(sent).toEqual([]);
  });

  it('moves a statement to a theme of another quadrant', async () => {
    const user = userEvent.setup();
    const misfiled = THEMES[2]!.statements[2]!;
    const sent = stubServer(() =>
      jsonResponse(200, {
        themes: [
          ...THEMES.slice(0, 2),
          { ...THEMES[2]!, statements: THEMES[2]!.statements.slice(0, 2) },
          { ...THEMES[3]!, statements: [...THEMES[3]!.statements, { ...misfiled, pinned: true }] },
        ],
      }),
    );
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Statements of “manual testing”' }));
    await user.click(screen.getByRole('button', { name: 'Move “Rival firms with lower prices are winning deals.”' }));
    const dialog = screen.getByRole('dialog', { name: 'Move statement' });
    const to = within(dialog).getByRole('combobox', { name: 'Move to' });
    expect(within(to).queryByRole('option', { name: /manual testing/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose where the statement goes.');
    await user.selectOptions(to, COMPETITORS);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/swot/${SWOT}/themes/move-statement`,
        body: { statement: misfiled.key, to: { themeId: COMPETITORS } },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Moved “Rival firms with lower prices are winning deals.” from “manual testing” to “lower prices” in Threats.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Statements of “manual testing”' })).toHaveFocus());
  });

  it('moves a statement to a new theme of a quadrant, named in the dialog', async () => {
    const user = userEvent.setup();
    const sent = stubServer(() => jsonResponse(200, { themes: THEMES }));
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Statements of “manual testing”' }));
    await user.click(screen.getByRole('button', { name: 'Move “Manual testing takes weeks.”' }));
    const dialog = screen.getByRole('dialog', { name: 'Move statement' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move to' }), 'new:opportunities');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Name of the new theme in Opportunities' }),
      'automation',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      statement: 'r1:weaknesses:0',
      to: { quadrant: 'opportunities', label: 'automation' },
    });
  });

  it('shows a viewer the themes and their statements without any correction control', async () => {
    const user = userEvent.setup();
    stubServer();
    renderPage(
      <SessionRoleProvider role="viewer">
        <ThemesEditor swot={swot} />
      </SessionRoleProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Themes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'lower prices' })).toBeInTheDocument();
    expect(themeCard('lower prices')).toHaveTextContent('Hidden from the analysis');
    await user.click(screen.getByRole('button', { name: 'Statements of “lower prices”' }));
    expect(themeCard('lower prices')).toHaveTextContent('typed under Weaknesses');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Rename|Hide|Show|Move|Merge)/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/tick two or more/)).not.toBeInTheDocument();
  });

  it('hides a theme and shows a hidden one again, with the control keeping focus', async () => {
    const user = userEvent.setup();
    const sent = stubServer(({ body }) =>
      jsonResponse(200, {
        themes: THEMES.map((theme) =>
          theme.id === COMPETITORS ? { ...theme, hidden: (body as { hidden: boolean }).hidden } : theme,
        ),
      }),
    );
    renderPage(<ThemesEditor swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Show “lower prices”' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('“lower prices” is shown again in the analysis'),
    );
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/swot/${SWOT}/themes/${COMPETITORS}`, body: { hidden: false } },
    ]);
    expect(screen.getByRole('button', { name: 'Hide “lower prices”' })).toHaveFocus();
  });

  it('says so when the themes cannot be read, and Try again reads them', async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.includes('/themes') && fail)
          return Promise.resolve(
            jsonResponse(503, {
              success: false,
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is busy right now.',
            }),
          );
        return Promise.resolve(jsonResponse(200, url.includes('/themes') ? { themes: THEMES } : analysisResponse()));
      }),
    );
    renderPage(<ThemesEditor swot={swot} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The themes could not be loaded');
    expect(alert).toHaveTextContent('The service is busy right now.');
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Correct themes' })).toBeInTheDocument();
  }, 10_000);
});
