import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { faqByCategory, pricingFaq } from './faq-content';
import { PricingPage } from './pricing-page';

afterEach(() => vi.unstubAllGlobals());

function pricing(premiumUpgrade = 99_900, premiumName = 'Pay-as-You-Go'): Pricing {
  const plan = (name: string, displayName: string, upgradePrice: number, allowance: number, paid: boolean) => ({
    name,
    displayName,
    monthlyPrice: 0,
    yearlyPrice: 0,
    upgradePrice,
    maxUsers: -1,
    maxSWOTs: -1,
    features: [`${displayName} feature`],
    responseAllowance: allowance,
    allowancePeriod: paid ? ('month' as const) : ('total' as const),
    includesWhatsApp: paid,
    includesWhiteLabel: paid,
    includesAi: true,
  });
  return {
    plans: [
      plan('free', 'Free Starter', 0, 50, false),
      plan('premium', premiumName, premiumUpgrade, 50, true),
      plan('enterprise', 'Enterprise', 299_900, -1, true),
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

  it("names plans as the catalogue does, and says what each includes from the catalogue's terms", () => {
    // The FAQ page's answers and the pricing page's own.
    const answers = (name: string) =>
      [...Object.values(faqByCategory(pricing(99_900, name))).flat(), ...pricingFaq(pricing(99_900, name))]
        .map((item) => item.answer)
        .join(' ');
    expect(answers('Pay-as-You-Go')).toContain(
      'On Pay-as-You-Go you get 50 free responses every month, then each response uses one credit.',
    );
    expect(answers('Pay-as-You-Go')).toContain(
      'White-label branding and WhatsApp notifications come with Pay-as-You-Go and Enterprise.',
    );
    // Renamed by the admin: every answer follows, and no other name is left behind.
    const renamed = answers('Growth');
    expect(renamed).toContain('On Growth you get 50 free responses every month');
    expect(renamed).toContain('come with Growth and Enterprise.');
    expect(renamed).not.toContain('Pay-as-You-Go');
    // The plan every company starts on, by its catalogue name ("Free Starter" in this catalogue).
    expect(renamed).toContain('On the Free Starter plan, SWOTs stop collecting answers');
  });
});
