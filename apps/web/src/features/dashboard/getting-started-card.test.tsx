import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GettingStarted } from '@foursight/shared/contract/dashboard';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { GettingStartedCard } from './getting-started-card';

function serve(steps: GettingStarted['steps']) {
  const fetch = vi.fn(() => Promise.resolve(jsonResponse(200, { steps })));
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
});
