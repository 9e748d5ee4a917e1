import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonOptions, SwotComparison } from '@foursight/shared/contract/comparison';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { SwotComparisonTab } from './swot-comparison-tab';

const EARLIER = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';
const LATER = '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

const options: ComparisonOptions = {
  success: true,
  swots: [
    { id: LATER, title: 'Plant 2027', createdAt: '2026-11-20T11:30:00.000Z' },
    { id: EARLIER, title: 'Plant 2026', createdAt: '2025-11-20T11:30:00.000Z' },
  ],
  months: [],
};

const swot = (id: string, title: string, createdAt: string) => ({
  id,
  title,
  createdAt,
  responses: 12,
  participationRate: 60,
  sentiment: 1.5,
  topKeywords: [],
  relatedGoals: 0,
});

const comparison: SwotComparison = {
  success: true,
  swots: [
    swot(EARLIER, 'Plant 2026', '2025-11-20T11:30:00.000Z'),
    swot(LATER, 'Plant 2027', '2026-11-20T11:30:00.000Z'),
  ],
  responseGrowth: 0,
  sentimentChange: 0,
  participationTrend: 'stable',
  improvements: [],
  themeMovements: [],
  priorityMovements: {
    earlier: { swotId: EARLIER, title: 'Plant 2026' },
    later: { swotId: LATER, title: 'Plant 2027' },
    movements: [
      {
        theme: 'Late salaries',
        quadrant: 'weaknesses',
        from: { median: 6, consensus: 'contested', rank: 2 },
        to: { median: 8, consensus: 'agreed_important', rank: 1 },
        sentence: 'Late salaries: contested, median 6 → agreed important, median 8 (Weaknesses)',
      },
      {
        theme: 'Export orders',
        quadrant: 'opportunities',
        from: { median: 7, consensus: 'contested', rank: 1 },
        to: { median: 4.5, consensus: 'contested', rank: 3 },
        sentence: 'Export orders: contested, median 7 → contested, median 4.5 (Opportunities)',
      },
    ],
  },
};

function answer(body: SwotComparison) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, body))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the SWOT comparison’s How priorities moved card', () => {
  it('lists, in words, how each theme’s rating moved between the two prioritised SWOTs', async () => {
    answer(comparison);
    renderPage(<SwotComparisonTab options={options} />);
    const list = await screen.findByRole('list', { name: 'Priority movements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Late salaries: contested, median 6 → agreed important, median 8 (Weaknesses)',
      'Export orders: contested, median 7 → contested, median 4.5 (Opportunities)',
    ]);
    expect(screen.getByText(/second rounds of Plant 2026 and Plant 2027/)).toBeTruthy();
  });

  it('says so when no priority moved', async () => {
    answer({ ...comparison, priorityMovements: { ...comparison.priorityMovements!, movements: [] } });
    renderPage(<SwotComparisonTab options={options} />);
    expect(await screen.findByText('No theme’s priority moved between these second rounds.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Priority movements' })).toBeNull();
  });

  it('shows no card when fewer than two SWOTs were prioritised, or the server does not say', async () => {
    answer({ ...comparison, priorityMovements: null });
    const { unmount } = renderPage(<SwotComparisonTab options={options} />);
    expect(await screen.findByText('Theme movement')).toBeTruthy();
    expect(screen.queryByText('How priorities moved')).toBeNull();
    unmount();
    const { priorityMovements: _left, ...older } = comparison;
    answer(older);
    renderPage(<SwotComparisonTab options={options} />);
    expect(await screen.findByText('Theme movement')).toBeTruthy();
    expect(screen.queryByText('How priorities moved')).toBeNull();
  });
});

describe('the SWOT comparison’s dates', () => {
  it('shows each SWOT’s date on its own calendar, IST when the server does not say', async () => {
    // 23:30 UTC on 28 February: still 28 February in New York, already 1 March in India.
    const lateEvening = '2026-02-28T23:30:00.000Z';
    answer({
      ...comparison,
      swots: [
        { ...swot(EARLIER, 'Plant 2026', lateEvening), timezone: 'America/New_York' },
        swot(LATER, 'Plant 2027', lateEvening),
      ],
    });
    renderPage(<SwotComparisonTab options={options} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('28 Feb 2026');
    expect(rows[1]).toHaveTextContent('1 Mar 2026');
  });
});
