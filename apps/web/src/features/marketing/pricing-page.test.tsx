import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { faqByCategory } from './faq-content';
import { PricingPage } from './pricing-page';

afterEach(() => vi.unstubAllGlobals());

function pricing(premiumUpgrade = 99_900): Pricing {
  const plan = (name: string, displayName: string, upgradePrice: number) => ({
    name,
    displayName,
    monthlyPrice: 0,
    yearlyPrice: 0,
    upgradePrice,
    maxUsers: -1,
    maxSWOTs: -1,
    features: [`${displayName} feature`],
  });
  return {
    plans: [
      plan('free', 'Free Starter', 0),
      plan('premium', 'Pay-as-You-Go', premiumUpgrade),
      plan('enterprise', 'Enterprise', 299_900),
    ],
    creditPrice: 1500,
    creditPacks: [10, 25, 50, 100].map((credits) => ({ credits, price: credits * 1500 })),
    freeResponses: 50,
    trialDays: 14,
  };
}

function stubPricing(body: Pricing) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(url === '/api/pricing' ? jsonResponse(200, body) : jsonResponse(404, {}))),
  );
}

describe('the pricing page', () => {
  it('shows what is charged: ₹15 a response, the one-time upgrade prices, the packs, and no monthly fee', async () => {
    stubPricing(pricing());
    const { container } = renderPage(<PricingPage />, '/pricing');
    expect(await screen.findByTestId('price-free')).toHaveTextContent('Free');
    expect(screen.getByTestId('price-premium')).toHaveTextContent('₹15');
    expect(screen.getByTestId('upgrade-premium')).toHaveTextContent('₹999 one-time upgrade, no monthly fee');
    const enterprise = screen.getByTestId('price-enterprise').closest('li')!;
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('₹2,999');
    expect(within(enterprise).getByText('one-time upgrade; custom terms: contact sales')).toBeInTheDocument();
    expect(screen.getByTestId('pack-25')).toHaveTextContent('₹375');
    expect(screen.getByRole('region', { name: 'Credit packages' })).toHaveTextContent('Credits never expire');
    // No recurring price anywhere on the page, FAQ included.
    expect(container.textContent).not.toMatch(/per month|\/ ?month|a month\b|per year|\/ ?year|₹0/i);
    expect(container.textContent).toContain(
      'Upgrading is a one-time payment (Pay-as-You-Go ₹999 and Enterprise ₹2,999), never a subscription',
    );
  });

  it('follows the catalogue: an edited upgrade price is the one shown', async () => {
    stubPricing(pricing(149_900));
    renderPage(<PricingPage />, '/pricing');
    expect(await screen.findByTestId('upgrade-premium')).toHaveTextContent('₹1,499 one-time upgrade');
    expect(screen.queryByText(/₹999/)).toBeNull();
  });

  it('says so when the prices cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(500, {}))),
    );
    renderPage(<PricingPage />, '/pricing');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Prices could not be loaded');
  });
});

describe('the FAQ', () => {
  it('takes every figure from the pricing: one-time upgrades, credits that never expire', () => {
    const answers = Object.values(faqByCategory(pricing()))
      .flat()
      .map((item) => item.answer)
      .join(' ');
    expect(answers).toContain('with a one-time payment (Pay-as-You-Go ₹999 and Enterprise ₹2,999)');
    expect(answers).toContain('prepaid credits at ₹15 each');
    expect(answers).toContain('Credits never expire');
    expect(answers).not.toMatch(/per month|valid for the month|billed monthly|annually/i);
  });
});
