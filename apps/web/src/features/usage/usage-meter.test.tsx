import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Allowance, UsageStats } from '@foursight/shared/contract/usage';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { AllowanceBannerView } from './allowance-banner';
import { UsageMeter } from './usage-meter';

afterEach(() => vi.unstubAllGlobals());

function allowance(overrides: Partial<Allowance>): Allowance {
  return {
    plan: 'free',
    used: 0,
    freeLimit: 50,
    freeRemaining: 50,
    credits: 0,
    total: 50,
    percent: 0,
    status: 'ok',
    ...overrides,
  };
}

/**
 * The server's answers. The stats' own figures (allowanceUsed, purchasedCredits)
 * are set to values a client-side computation would turn into something else,
 * so a meter that did its own arithmetic would show it.
 */
function stubServer(summary: Allowance) {
  const stats: UsageStats = {
    currentMonthUsage: 0,
    purchasedCredits: summary.credits,
    totalSpent: 0,
    plan: summary.plan,
    allowanceUsed: summary.used,
    allowance: summary,
  };
  const limit = {
    canCreate: summary.status !== 'reached',
    currentCount: summary.used,
    limit: summary.total,
    plan: summary.plan,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/usage/stats'
          ? jsonResponse(200, stats)
          : url === '/api/swot/check-limit'
            ? jsonResponse(200, limit)
            : jsonResponse(404, {}),
      ),
    ),
  );
}

async function meter() {
  const count = await screen.findByTestId('usage-count');
  return {
    count: count.textContent,
    bar: screen.queryByRole('progressbar'),
    notice: screen.queryByTestId('usage-notice')?.textContent ?? null,
  };
}

describe('the sidebar usage meter', () => {
  it.each([
    ['Free, nothing used', allowance({}), '0 / 50', 0, null],
    [
      'Free, 45 used',
      allowance({ used: 45, freeRemaining: 5, percent: 90, status: 'approaching' }),
      '45 / 50',
      90,
      'Approaching free limit',
    ],
    [
      'Free, 50 used',
      allowance({ used: 50, freeRemaining: 0, percent: 100, status: 'reached' }),
      '50 / 50',
      100,
      'Free limit reached',
    ],
    [
      'Free, 50 used and 10 credits',
      allowance({ used: 50, freeRemaining: 0, credits: 10, total: 60, percent: 83 }),
      '50 / 60',
      83,
      '+10 purchased credits',
    ],
    // 5 of 10 bought credits spent: 50 + 5 credits left would read 55 / 55; the server says 55 / 60.
    [
      'Free, spending credits',
      allowance({ used: 55, freeRemaining: 0, credits: 5, total: 60, percent: 92 }),
      '55 / 60',
      92,
      '+5 purchased credits',
    ],
    [
      'Free, one credit',
      allowance({ used: 50, freeRemaining: 0, credits: 1, total: 51, percent: 98 }),
      '50 / 51',
      98,
      '+1 purchased credit',
    ],
    ['Pay-as-You-Go', allowance({ plan: 'premium', used: 12, freeRemaining: 38, percent: 24 }), '12 / 50', 24, null],
  ] as const)('%s', async (_name, summary, count, percent, notice) => {
    stubServer(summary);
    renderPage(<UsageMeter />);
    const shown = await meter();
    expect(shown.count).toBe(count);
    expect(shown.bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(shown.notice).toBe(notice);
    expect(screen.getByText(summary.plan === 'free' ? 'Responses' : 'Responses this month')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/manage-usage');
  });

  it('shows an unlimited plan as unlimited, by its catalogue name, with this month’s count and no bar', async () => {
    stubServer(
      allowance({ plan: 'enterprise', used: 700, freeLimit: -1, freeRemaining: -1, total: -1, status: 'unlimited' }),
    );
    renderPage(<UsageMeter />);
    const shown = await meter();
    expect(shown).toEqual({ count: '700', bar: null, notice: 'Unlimited on Enterprise' });
  });

  it('names an unlimited plan the admin added as the catalogue does', async () => {
    stubServer(
      allowance({
        plan: 'scale',
        planName: 'Scale',
        used: 9,
        freeLimit: -1,
        freeRemaining: -1,
        total: -1,
        status: 'unlimited',
      }),
    );
    renderPage(<UsageMeter />);
    expect((await meter()).notice).toBe('Unlimited on Scale');
  });

  it('stays hidden until both the usage and the limit check are loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/usage/stats' ? Promise.resolve(jsonResponse(200, {})) : new Promise<Response>(() => {}),
      ),
    );
    const { container } = renderPage(<UsageMeter />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('the dashboard allowance banner', () => {
  it('says nothing while there is room', () => {
    renderPage(<AllowanceBannerView allowance={allowance({ used: 39, percent: 78 })} />);
    expect(screen.queryByTestId('allowance-banner')).toBeNull();
  });

  it('warns in amber when approaching, with the server’s figures', () => {
    renderPage(<AllowanceBannerView allowance={allowance({ used: 45, percent: 90, status: 'approaching' })} />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Approaching free limit: 45 of 50 responses used.');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/manage-usage');
    expect(screen.getByRole('link', { name: 'See plans in Settings' })).toHaveAttribute('href', '/settings');
  });

  it('alerts in red once nothing more can be accepted, after spent credits too', () => {
    renderPage(<AllowanceBannerView allowance={allowance({ used: 60, total: 60, percent: 100, status: 'reached' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Free limit reached: 60 of 60 responses used.');
    expect(screen.getByRole('alert')).toHaveTextContent('New answers are refused until you buy credits or upgrade.');
  });

  it('speaks of this month on Pay-as-You-Go, and offers credits rather than plans', () => {
    renderPage(
      <AllowanceBannerView allowance={allowance({ plan: 'premium', used: 50, percent: 100, status: 'reached' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Free limit reached: 50 of 50 responses used this month.');
    expect(screen.queryByRole('link', { name: 'See plans in Settings' })).toBeNull();
  });

  it('is never shown on Enterprise or with credits left', () => {
    renderPage(
      <>
        <AllowanceBannerView allowance={allowance({ plan: 'enterprise', used: 900, total: -1, status: 'unlimited' })} />
        <AllowanceBannerView allowance={allowance({ used: 50, credits: 3, total: 53, percent: 94 })} />
      </>,
    );
    expect(screen.queryByTestId('allowance-banner')).toBeNull();
  });
});
