import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundResults, RoundSummary, ThemeResult } from '@foursight/shared/contract/rounds';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { RoundsPanel } from './rounds-panel';

const SWOT = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';
const ROUND = '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const theme = (n: number) =>
  `${n}${n}${n}${n}${n}${n}${n}${n}-${n}${n}${n}${n}-4${n}${n}${n}-8${n}${n}${n}-${String(n).repeat(12)}`;

const swot = {
  id: SWOT,
  title: 'Plant 2027',
  timezone: 'Asia/Kolkata',
  responseCount: 8,
  responses: [],
} as unknown as SwotDetail;

function round(overrides: Partial<RoundSummary> = {}): RoundSummary {
  return {
    id: ROUND,
    number: 2,
    startDate: '2026-11-28',
    startTime: '16:15',
    endDate: '2026-12-05',
    endTime: '17:00',
    timezone: 'Asia/Kolkata',
    startsAt: '2026-11-28T10:45:00.000Z',
    endsAt: '2026-12-05T11:30:00.000Z',
    closedAt: null,
    status: 'open',
    quadrants: [],
    invitedCount: 8,
    ballotCount: 3,
    sharedToken: null,
    createdAt: '2026-11-28T10:47:00.000Z',
    ...overrides,
  };
}

function result(n: number, label: string, overrides: Partial<ThemeResult> = {}): ThemeResult {
  return {
    themeId: theme(n),
    label,
    withheld: false,
    ratings: 6,
    skips: 1,
    median: 8,
    q1: 7,
    q3: 9,
    iqr: 2,
    shareHigh: 5 / 6,
    shareLow: 0,
    consensus: 'agreed_important',
    ...overrides,
  };
}

function results(overrides: Partial<RoundResults> = {}): RoundResults {
  return {
    round: round({ status: 'closed', closedAt: '2026-11-29T10:00:00.000Z', ballotCount: 7 }),
    anonymityThreshold: 5,
    withheld: false,
    quadrants: [
      {
        quadrant: 'strengths',
        themes: [
          result(1, 'customer service'),
          result(2, 'support team', { median: 5, iqr: 4, shareHigh: 2 / 6, consensus: 'contested' }),
          result(3, 'office coffee', { median: 2, iqr: 1, shareHigh: 0, shareLow: 1, consensus: 'agreed_unimportant' }),
          result(4, 'parking', {
            withheld: true,
            ratings: 3,
            skips: 4,
            median: null,
            q1: null,
            q3: null,
            iqr: null,
            shareHigh: null,
            shareLow: null,
            consensus: null,
          }),
        ],
        concordance: { raters: 7, items: 4, w: 0.42, chiSquare: 8.8, degreesOfFreedom: 3, pValue: 0.03 },
      },
    ],
    ...overrides,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The server: `list` answers the rounds GET, `results` the results GET; everything else is recorded and given to `answer`. */
function stubServer({
  list = () => [] as RoundSummary[],
  results: resultsAnswer = () => jsonResponse(200, results()),
  answer = () => jsonResponse(500, {}),
}: {
  list?: () => RoundSummary[];
  results?: () => Response;
  answer?: (sent: Sent) => Response;
} = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const request = { method, path, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      sent.push(request);
      if (method === 'GET' && path === `/api/swot/${SWOT}/rounds`)
        return Promise.resolve(jsonResponse(200, { rounds: list() }));
      if (method === 'GET' && path === `/api/swot/${SWOT}/rounds/${ROUND}/results`)
        return Promise.resolve(resultsAnswer());
      return Promise.resolve(answer(request));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Priorities: the second round', () => {
  it('explains the second round when there is none, with the start button for editors only', async () => {
    stubServer();
    const { unmount } = renderPage(<RoundsPanel swot={swot} />);
    expect(await screen.findByText(/Ask the group which themes matter most: a second round/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start second round' })).toBeInTheDocument();
    unmount();

    renderPage(
      <SessionRoleProvider role="viewer">
        <RoundsPanel swot={swot} />
      </SessionRoleProvider>,
    );
    expect(await screen.findByText(/Ask the group which themes matter most: a second round/)).toBeInTheDocument();
    expect(screen.getByText(/Owners and editors can start one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start second round' })).not.toBeInTheDocument();
  });

  it('starts a round with the chosen quadrants, the schedule in the SWOT timezone and the options, then shows it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:47 in UTC is 16:17 in Kolkata: the defaults are read on the SWOT's clock, not the browser's.
    vi.setSystemTime(new Date('2026-11-28T10:47:00Z'));
    const user = userEvent.setup();
    let rounds: RoundSummary[] = [];
    const sent = stubServer({
      list: () => rounds,
      answer: ({ method }) => {
        if (method !== 'POST') return jsonResponse(500, {});
        rounds = [round({ ballotCount: 0, sharedToken: 'shared-token-abc' })];
        return jsonResponse(201, { round: rounds[0], invitationsQueued: 8 });
      },
    });
    renderPage(<RoundsPanel swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Start second round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start second round' });
    expect(within(dialog).getByText(/Times are in Asia\/Kolkata/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2026-11-28');
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('16:15');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('2026-12-05');
    expect(within(dialog).getByLabelText(/^End time/)).toHaveValue('17:00');
    for (const name of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Opportunities' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /rate impact and effort/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /pick their top themes/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /shared link/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start round' }));

    expect(await screen.findByText('Second round started: 8 invitations queued')).toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/swot/${SWOT}/rounds`,
        body: {
          quadrants: ['strengths', 'weaknesses', 'threats'],
          startDate: '2026-11-28',
          startTime: '16:15',
          endDate: '2026-12-05',
          endTime: '17:00',
          rateImpactEffort: true,
          topK: true,
          sharedLink: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('region', { name: 'Second round' });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('0 ballots')).toBeInTheDocument();
    expect(within(card).getByText(/\/participate\/shared-token-abc\/round$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy shared link' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a second round in an alert, and a field error under its field', async () => {
    const user = userEvent.setup();
    let refusal = () =>
      jsonResponse(409, {
        success: false,
        code: 'CONFLICT',
        message:
          'This SWOT has no themes to rate yet: a second round asks people to rate the themes its answers produced.',
      });
    stubServer({ answer: () => refusal() });
    renderPage(<RoundsPanel swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Start second round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start second round' });
    await user.click(within(dialog).getByRole('button', { name: 'Start round' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This SWOT has no themes to rate yet');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    refusal = () =>
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'The end must be in the future.',
        fields: { endDate: 'The end must be in the future.' },
      });
    await user.click(within(dialog).getByRole('button', { name: 'Start round' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^End date/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(/^End date/)).toHaveAccessibleDescription('The end must be in the future.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while open shows the ballot count and keeps the results hidden (not even asked for)', async () => {
    const sent = stubServer({ list: () => [round()] });
    renderPage(
      <SessionRoleProvider role="viewer">
        <RoundsPanel swot={swot} />
      </SessionRoleProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Second round' });
    expect(within(card).getByText('3 of 8 ballots')).toBeInTheDocument();
    expect(within(card).getByText(/Results stay hidden until the round closes/)).toBeInTheDocument();
    expect(within(card).getByText('28 Nov 2026, 16:15 to 5 Dec 2026, 17:00 (Asia/Kolkata)')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Close round now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Results: the prioritised SWOT/)).not.toBeInTheDocument();
    expect(sent.some(({ path }) => path.endsWith('/results'))).toBe(false);
  });

  it('closes the round after confirming, then shows each quadrant’s themes in order with their agreement', async () => {
    const user = userEvent.setup();
    let current = round();
    const sent = stubServer({
      list: () => [current],
      answer: ({ method, path }) => {
        if (method !== 'POST' || path !== `/api/swot/${SWOT}/rounds/${ROUND}/close`) return jsonResponse(500, {});
        current = results().round;
        return jsonResponse(200, { round: current });
      },
    });
    renderPage(<RoundsPanel swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Close round now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close round' }));

    const strengths = await screen.findByRole('list', { name: 'Strengths by importance' });
    const rows = within(strengths).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^1\.customer serviceAgreed important.*Median 8.*spread 2.*6 ratings, 1 skip.*83% rated 7–9/,
      ),
      expect.stringMatching(/^2\.support teamContested.*Median 5.*spread 4.*33% rated 7–9/),
      expect.stringMatching(/^3\.office coffeeAgreed unimportant.*Median 2/),
      expect.stringMatching(/^4\.parkingFewer than 5 ratings: withheld$/),
    ]);
    expect(screen.getByText(/Agreement on the order: Kendall’s W 0\.42 \(p = 0\.03\)/)).toBeInTheDocument();
    expect(screen.getByText(/unlikely to be chance/)).toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/api/swot/${SWOT}/rounds/${ROUND}/close`,
    ]);
  });

  it('starts the feedback round of a closed second round after confirming, open for a week on the SWOT clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:47:00Z'));
    const user = userEvent.setup();
    const closed = round({ status: 'closed', closedAt: '2026-11-29T10:00:00.000Z', ballotCount: 7 });
    let rounds: RoundSummary[] = [closed];
    const third = round({
      id: theme(9),
      number: 3,
      previousRoundId: ROUND,
      ballotCount: 0,
      createdAt: '2026-11-29T10:48:00.000Z',
    });
    const sent = stubServer({
      list: () => rounds,
      answer: ({ method }) => {
        if (method !== 'POST') return jsonResponse(500, {});
        rounds = [third, closed];
        return jsonResponse(201, { round: third, invitationsQueued: 7 });
      },
    });
    renderPage(<RoundsPanel swot={swot} />);
    await user.click(await screen.findByRole('button', { name: 'Start feedback round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a feedback round?' });
    expect(within(dialog).getByText(/median and range beside their own rating/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start feedback round' }));
    expect(await screen.findByText('7 invitations queued.')).toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/swot/${SWOT}/rounds/${ROUND}/feedback`,
        body: { startDate: '2026-11-29', startTime: '16:15', endDate: '2026-12-06', endTime: '17:00' },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Feedback round' })).toBeInTheDocument();
  });

  it('shows a single notice instead of figures when too few ballots arrived', async () => {
    stubServer({
      list: () => [results().round],
      results: () =>
        jsonResponse(200, results({ withheld: true, round: { ...results().round, ballotCount: 3 }, quadrants: [] })),
    });
    renderPage(<RoundsPanel swot={swot} />);
    expect(await screen.findByText(/Fewer than 5 ballots arrived \(3\), so no figure is shown/)).toBeInTheDocument();
    expect(screen.queryByText(/Median/)).not.toBeInTheDocument();
  });

  it('says plainly when the person may not see the rounds, without a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(403, { success: false, code: 'FORBIDDEN', message: 'Forbidden' }))),
    );
    renderPage(<RoundsPanel swot={swot} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this');
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
