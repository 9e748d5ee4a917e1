import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GettingStarted } from '@foursight/shared/contract/dashboard';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { GettingStartedCard } from './getting-started-card';

function serve(steps: GettingStarted['steps'], sampleSwotId: string | null = null) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(jsonResponse(200, { steps, sampleSwotId })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const NONE = { branding: false, directory: false, firstSwot: false, linkShared: false, insight: false };

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the getting-started checklist', () => {
  it('lists the five steps, ticks those done and links each open one to where it is done', async () => {
    serve({ ...NONE, branding: true, firstSwot: true });
    renderPage(<GettingStartedCard />);
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(within(card).getByText('2 of 5 done. Each step ticks itself as you go.')).toBeVisible();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Done: Make it yours$/),
      expect.stringMatching(/^To do: Add your people/),
      expect.stringMatching(/^Done: Create your first SWOT$/),
      expect.stringMatching(/^To do: Share the link/),
      expect.stringMatching(/^To do: Read the insight/),
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Open Manage Users' })).toHaveAttribute('href', '/manage-users');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
  });

  it('leaves once every step is done', async () => {
    const fetch = serve({ branding: true, directory: true, firstSwot: true, linkShared: true, insight: true });
    renderPage(<GettingStartedCard />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('can be hidden, and stays hidden in this browser without asking the server', async () => {
    serve(NONE);
    const first = renderPage(<GettingStartedCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide checklist' }));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    first.unmount();
    const fetch = serve(NONE);
    renderPage(<GettingStartedCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a sample SWOT, made on the first click and opened after', async () => {
    const fetch = serve(NONE);
    const first = renderPage(<GettingStartedCard />);
    const card = await screen.findByRole('region', { name: 'Get started' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Explore a sample SWOT' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url.endsWith('/api/sample-swot') && init?.method === 'POST')).toBe(
        true,
      ),
    );
    first.unmount();

    serve(NONE, '0b7d8f52-51c8-4a51-9f7e-3d3f2f1c9a10');
    renderPage(<GettingStartedCard />);
    const again = await screen.findByRole('region', { name: 'Get started' });
    expect(within(again).getByRole('link', { name: 'Open the sample SWOT' })).toHaveAttribute(
      'href',
      '/swot/0b7d8f52-51c8-4a51-9f7e-3d3f2f1c9a10',
    );
    expect(within(again).queryByRole('button', { name: 'Explore a sample SWOT' })).toBeNull();
  });
});
