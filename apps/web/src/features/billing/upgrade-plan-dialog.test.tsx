import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentConfig, VerifyPaymentResponse } from '@foursight/shared/contract/billing';
import type { Pricing } from '@foursight/shared/contract/marketing';
import { storeUser, readStoredUser } from '@/lib/stored-user';
import { jsonResponse, renderPage } from '../../../test/render-page';
import type { CheckoutOptions } from './razorpay-checkout';
import { UpgradePlanButton } from './upgrade-plan-dialog';

const CONFIG: PaymentConfig = {
  enabled: true,
  keyId: 'rzp_test_k3y',
  checkoutUrl: 'https://checkout.example.test/v1/checkout.js',
  prefill: { name: 'Globex Ltd', email: 'owner@globex.test', contact: '+91 98450 22222' },
};
const plan = (name: string, displayName: string, upgradePrice: number, features: string[]) => ({
  name,
  displayName,
  monthlyPrice: 0,
  yearlyPrice: 0,
  upgradePrice,
  maxUsers: -1,
  maxSWOTs: -1,
  features,
});
const PRICING: Pricing = {
  // The catalogue's order is not the plans' order: the dialog sorts them.
  plans: [
    plan('enterprise', 'Enterprise', 299_900, ['Unlimited responses']),
    plan('free', 'Free Starter', 0, ['50 SWOT responses']),
    plan('premium', 'Pay-as-You-Go', 123_400, ['50 free responses a month', 'WhatsApp notifications']),
  ],
  creditPrice: 1500,
  creditPacks: [],
  freeResponses: 50,
  trialDays: 14,
};

let opened: CheckoutOptions[] = [];
let calls: { route: string; body: unknown }[] = [];
let verifyAnswer: VerifyPaymentResponse;

beforeEach(() => {
  opened = [];
  calls = [];
  verifyAnswer = { success: true, message: 'Payment verified', plan: 'premium' };
  window.Razorpay = class {
    constructor(readonly options: CheckoutOptions) {}
    open() {
      opened.push(this.options);
    }
    on() {}
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answers: Record<string, unknown> = {
        'GET /api/payment/config': CONFIG,
        'GET /api/pricing': PRICING,
        'POST /api/payment/create-order': {
          success: true,
          message: 'Order created',
          order: { id: 'order_U1', amount: 123_400, currency: 'INR' },
        },
        'POST /api/payment/verify': verifyAnswer,
      };
      return Promise.resolve(route in answers ? jsonResponse(200, answers[route]) : jsonResponse(404, {}));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

describe('the upgrade dialog', () => {
  it('shows every plan with its catalogue price and what it includes, the current one marked, Pay on the higher ones', async () => {
    const user = userEvent.setup();
    renderPage(<UpgradePlanButton currentPlan="premium" />);
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    await within(dialog).findByText('Current plan');
    const names = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Free Starter', 'Pay-as-You-Go', 'Enterprise']);
    const current = within(dialog).getByText('Current plan').closest('li')!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByText('₹1,234')).toBeInTheDocument();
    expect(within(current).getByText('WhatsApp notifications')).toBeInTheDocument();
    // Only Enterprise is above Pay-as-You-Go.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Pay / })
        .map((button) => button.textContent),
    ).toEqual(['Pay ₹2,999']);
  });

  it('pays for a plan, then the plan is the new one in the stored user record', async () => {
    storeUser({
      contactName: 'Meera',
      email: 'owner@globex.test',
      organizationName: 'Globex',
      plan: 'free',
      role: 'owner',
    });
    const user = userEvent.setup();
    renderPage(<UpgradePlanButton currentPlan="free" />);
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,234 to upgrade to Pay-as-You-Go' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(calls.find((call) => call.route === 'POST /api/payment/create-order')?.body).toEqual({
      type: 'plan',
      planType: 'premium',
      amount: 123_400,
    });
    expect(opened[0]).toMatchObject({
      order_id: 'order_U1',
      amount: 123_400,
      description: 'Pay-as-You-Go plan upgrade',
    });

    opened[0]!.handler({ razorpay_order_id: 'order_U1', razorpay_payment_id: 'pay_U1', razorpay_signature: 'cd34' });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText(/Your plan is now Pay-as-You-Go/)).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST /api/payment/verify')?.body).toMatchObject({
      razorpay_order_id: 'order_U1',
      type: 'plan',
      planType: 'premium',
    });
    expect(readStoredUser()?.plan).toBe('premium');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the payment was refunded when the plan was already active, and never that it succeeded', async () => {
    storeUser({
      contactName: 'Meera',
      email: 'owner@globex.test',
      organizationName: 'Globex',
      plan: 'free',
      role: 'owner',
    });
    const message = 'Your organisation is already on the Pay-as-You-Go plan, so this payment was refunded in full.';
    verifyAnswer = { success: false, message, plan: 'premium', creditsAdded: 0, refund: 'refunded' };
    const user = userEvent.setup();
    renderPage(<UpgradePlanButton currentPlan="free" />);
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,234 to upgrade to Pay-as-You-Go' }));
    await waitFor(() => expect(opened).toHaveLength(1));

    opened[0]!.handler({ razorpay_order_id: 'order_U1', razorpay_payment_id: 'pay_U2', razorpay_signature: 'ef56' });
    expect(await screen.findByText('Payment Refunded')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Verification Failed')).not.toBeInTheDocument();
    // The plan the server says the company is on (another tab may have bought it).
    expect(readStoredUser()?.plan).toBe('premium');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
