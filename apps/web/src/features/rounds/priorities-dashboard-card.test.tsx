import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LatestPriorities } from '@foursight/shared/contract/rounds';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { PrioritiesDashboardCard } from './priorities-dashboard-card';

const SWOT = '0d9f5f0e-2b43-4c1a-8f0e-7a1f3c2b9d10';

const latest: NonNullable<LatestPriorities['latest']> = {
  swotId: SWOT,
  swotTitle: 'Plant 2027',
  roundId: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  number: 2,
  closedAt: '2026-11-20T11:30:00.000Z',
  ballotCount: 12,
  withheld: false,
  quadrants: [
    {
      quadrant: 'weaknesses',
      themes: [
        { label: 'Late salaries', median: 8.5, consensus: 'agreed_important' },
        { label: 'Old machines', median: 6, consensus: 'contested' },
      ],
    },
    { quadrant: 'threats', themes: [] },
  ],
};

function answer(body: LatestPriorities | null, status = 200) {
  const fetch = vi.fn(() => Promise.resolve(jsonResponse(status, body ?? {})));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s Latest Priorities card', () => {
  it('shows the latest prioritised SWOT’s leading themes with median and agreement, and links to its Priorities tab', async () => {
    answer({ latest });
    renderPage(<PrioritiesDashboardCard />);
    const weaknesses = await screen.findByRole('region', { name: 'Weaknesses' });
    const items = within(weaknesses).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Late salaries · median 8.5Agreed important',
      'Old machines · median 6Contested',
    ]);
    expect(within(screen.getByRole('region', { name: 'Threats' })).getByText('Too few ratings to show.')).toBeTruthy();
    expect(screen.getByText(/12 ballots, closed 20 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all priorities' }).getAttribute('href')).toBe(
      `/swot/${SWOT}?tab=priorities`,
    );
  });

  it('says how to get a prioritised SWOT when no round has closed', async () => {
    answer({ latest: null });
    renderPage(<PrioritiesDashboardCard />);
    expect(await screen.findByText('No Prioritised SWOT Yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See all priorities' })).toBeNull();
  });

  it('says when the priorities could not be loaded, and tries again on request', async () => {
    const fetch = answer(null, 500);
    renderPage(<PrioritiesDashboardCard />);
    await screen.findByText('The priorities could not be loaded.', undefined, { timeout: 5000 });
    answer({ latest: null });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Prioritised SWOT Yet')).toBeTruthy();
    expect(fetch).toHaveBeenCalled();
  });
});
