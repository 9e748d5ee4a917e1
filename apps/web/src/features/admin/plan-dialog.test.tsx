import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPlan } from '@foursight/shared/contract/admin';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { PlanDialog, wholeRupeesToPaise } from './plan-dialog';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM: SubscriptionPlan = {
  id: '7d0c6a52-3f0e-4f7e-9a51-0b8a4b1f2c3d',
  name: 'premium',
  displayName: 'Pay-as-You-Go',
  monthlyPrice: 0,
  yearlyPrice: 0,
  upgradePrice: 99_900,
  maxUsers: -1,
  maxSWOTs: -1,
  features: ['50 free responses a month'],
  isActive: true,
};

function stubServer(answer: (body: Record<string, unknown>) => Response) {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>;
      calls.push({ url, method: init?.method ?? 'GET', body });
      return Promise.resolve(answer(body));
    }),
  );
  return calls;
}

describe('the plan dialog', () => {
  it('edits the one-time upgrade price in rupees and sends no recurring price', async () => {
    const calls = stubServer((body) =>
      jsonResponse(200, { success: true, message: 'Saved', plan: { ...PREMIUM, ...body } }),
    );
    const user = userEvent.setup();
    renderPage(<PlanDialog plan={PREMIUM} open onOpenChange={() => {}} />);
    // One price field, no monthly or yearly one.
    expect(screen.queryByLabelText(/monthly/i)).toBeNull();
    expect(screen.queryByLabelText(/yearly/i)).toBeNull();
    const price = screen.getByLabelText('Upgrade price (₹, one-time)');
    expect(price).toHaveValue(999);
    expect(price).toHaveAttribute('name', 'upgradePrice');

    await user.clear(price);
    await user.type(price, '1499');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: `/api/admin/subscription-plans/${PREMIUM.id}`,
      method: 'PUT',
      body: { upgradePrice: 149_900, monthlyPrice: 0, yearlyPrice: 0, name: 'premium' },
    });
  });

  it('names a price that is not whole rupees at its field, without calling the server', async () => {
    const calls = stubServer(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderPage(<PlanDialog plan={PREMIUM} open onOpenChange={() => {}} />);
    const price = screen.getByLabelText('Upgrade price (₹, one-time)');
    await user.clear(price);
    await user.type(price, '999.5');
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Enter the price in whole rupees (0 or more).')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('shows the server’s field message under the price', async () => {
    stubServer(() =>
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'monthlyPrice: no recurring fee',
        fields: { monthlyPrice: 'Foursight has no monthly or yearly fee.' },
      }),
    );
    const user = userEvent.setup();
    renderPage(<PlanDialog plan={PREMIUM} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Foursight has no monthly or yearly fee.')).toBeInTheDocument();
  });
});

describe("the plan dialog's features", () => {
  it('shows what the plan includes and sends AI and white-label as ticked', async () => {
    const calls = stubServer((body) =>
      jsonResponse(200, { success: true, message: 'Saved', plan: { ...PREMIUM, ...body } }),
    );
    const user = userEvent.setup();
    renderPage(
      <PlanDialog
        plan={{ ...PREMIUM, includesAi: true, includesWhiteLabel: false, includesWhatsApp: true }}
        open
        onOpenChange={() => {}}
      />,
    );
    const ai = screen.getByRole('checkbox', { name: /Includes AI analysis/ });
    const whiteLabel = screen.getByRole('checkbox', { name: /Includes white-label/ });
    expect(ai).toBeChecked();
    expect(whiteLabel).not.toBeChecked();
    await user.click(ai);
    await user.click(whiteLabel);
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ includesAi: false, includesWhiteLabel: true, includesWhatsApp: true });
  });
});

describe('wholeRupeesToPaise', () => {
  it('turns whole rupees into paise and anything else into a value the contract refuses', () => {
    expect(wholeRupeesToPaise('999')).toBe(99_900);
    expect(wholeRupeesToPaise(' 0 ')).toBe(0);
    expect(wholeRupeesToPaise('')).toBeNaN();
    expect(wholeRupeesToPaise('9.5')).toBeNaN();
    expect(wholeRupeesToPaise('abc')).toBeNaN();
  });
});
