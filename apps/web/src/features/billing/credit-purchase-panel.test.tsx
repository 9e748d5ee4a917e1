import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentConfig } from '@foursight/shared/contract/billing';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { CreditPurchasePanel } from './credit-purchase-panel';
import type { CheckoutFailure, CheckoutOptions } from './razorpay-checkout';

const CONFIG: PaymentConfig = {
  enabled: true,
  keyId: 'rzp_test_k3y',
  checkoutUrl: 'https://checkout.example.test/v1/checkout.js',
  prefill: { name: 'Globex Ltd', email: 'owner@globex.test', contact: '+91 98450 22222' },
};
const ORDER = { success: true, message: 'Order created', order: { id: 'order_T25', amount: 37_500, currency: 'INR' } };
const SIGNED = { razorpay_order_id: 'order_T25', razorpay_payment_id: 'pay_P1', razorpay_signature: 'ab12' };

/** A stand-in for Razorpay's checkout: records what it was opened with, and lets the test act as the payer. */
class FakeCheckout {
  static opened: FakeCheckout[] = [];
  failed: ((response: CheckoutFailure) => void) | undefined;
  constructor(readonly options: CheckoutOptions) {}
  open() {
    FakeCheckout.opened.push(this);
  }
  on(_event: 'payment.failed', listener: (response: CheckoutFailure) => void) {
    this.failed = listener;
  }
}

type Answer = (body: unknown) => Response;

/** The API as the panel calls it, with answers a test can replace; every call is recorded. */
function stubServer(answers: Record<string, Answer> = {}) {
  const routes: Record<string, Answer> = {
    'GET /api/payment/config': () => jsonResponse(200, CONFIG),
    'POST /api/payment/create-order': () => jsonResponse(200, ORDER),
    'POST /api/payment/verify': () =>
      jsonResponse(200, { success: true, message: 'Payment verified', creditsAdded: 25, invoiceId: 'inv-1' }),
    ...answers,
  };
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ route, body });
      const answer = routes[route];
      return Promise.resolve(
        answer ? answer(body) : jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' }),
      );
    }),
  );
  return { calls, made: (route: string) => calls.filter((call) => call.route === route) };
}

beforeEach(() => {
  FakeCheckout.opened = [];
  window.Razorpay = FakeCheckout;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

/** Opens the purchase dialog with a quick pack and clicks Pay; returns the payment window it opened. */
async function payForPack(user: ReturnType<typeof userEvent.setup>, pack: number, price: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${pack} credits`) }));
  const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
  expect(within(dialog).getByLabelText('Number of credits')).toHaveValue(pack);
  expect(within(dialog).getByTestId('credit-total')).toHaveTextContent(price);
  await user.click(within(dialog).getByRole('button', { name: `Pay ${price}` }));
  await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
  return FakeCheckout.opened[0]!;
}

describe('buying credits', () => {
  it('creates the order, opens the payment window on it, verifies what it answers and says so', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    const checkout = await payForPack(user, 25, '₹375');

    expect(server.made('POST /api/payment/create-order')[0]?.body).toEqual({
      type: 'credits',
      quantity: 25,
      amount: 37_500,
    });
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_k3y',
      amount: 37_500,
      currency: 'INR',
      order_id: 'order_T25',
      prefill: CONFIG.prefill,
    });
    // While the window is open the dialog steps aside (a modal would block it) and the button waits.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();

    checkout.options.handler(SIGNED);
    expect(await screen.findByText('Credits Purchased Successfully!')).toBeInTheDocument();
    expect(screen.getByText('25 credits added to your account.')).toBeInTheDocument();
    expect(server.made('POST /api/payment/verify')[0]?.body).toEqual({ ...SIGNED, type: 'credits', quantity: 25 });
    expect(await screen.findByRole('button', { name: /Purchase Credits/ })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the payment window ends the processing state and brings the dialog back, verifying nothing', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    const checkout = await payForPack(user, 50, '₹750');

    checkout.options.modal.ondismiss();
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(within(dialog).getByRole('button', { name: 'Pay ₹750' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Number of credits')).toHaveValue(50);
    expect(server.made('POST /api/payment/verify')).toEqual([]);
  });

  it('a payment the server does not accept is reported with its reason, or with what to do', async () => {
    let message: string | undefined = 'Payment verification failed';
    stubServer({
      'POST /api/payment/verify': () =>
        jsonResponse(400, { success: false, code: 'BAD_REQUEST', ...(message ? { message } : {}) }),
    });
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    let checkout = await payForPack(user, 10, '₹150');
    checkout.options.handler(SIGNED);
    expect(await screen.findByText('Payment Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment verification failed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₹150' })).toBeEnabled();

    // An answer without our error body (a proxy's 502, say): the spec's advice instead.
    message = undefined;
    FakeCheckout.opened = [];
    await user.click(screen.getByRole('button', { name: 'Pay ₹150' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    checkout = FakeCheckout.opened[0]!;
    checkout.options.handler(SIGNED);
    expect(await screen.findByText('Please contact support if money was deducted.')).toBeInTheDocument();
  });

  it('says when the order cannot be created, and opens no payment window', async () => {
    stubServer({
      'POST /api/payment/create-order': () =>
        jsonResponse(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'The payment service is busy.' }),
    });
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    await user.click(await screen.findByRole('button', { name: /^Purchase Credits/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    expect(within(dialog).getByLabelText('Number of credits')).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹150' }));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();
    expect(screen.getByText('The payment service is busy.')).toBeInTheDocument();
    expect(FakeCheckout.opened).toEqual([]);
  });

  it('a failed attempt inside the payment window says Payment Failed', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    const checkout = await payForPack(user, 100, '₹1,500');
    checkout.failed?.({ error: { description: 'Card declined' } });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process payment. Please try again.')).toBeInTheDocument();
  });

  it('a payment window that cannot be loaded says Payment Failed and leaves the buttons usable', async () => {
    delete window.Razorpay; // the script is fetched, and this page cannot load it
    stubServer();
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    await user.click(await screen.findByRole('button', { name: /^Purchase Credits/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹150' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process payment. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₹150' })).toBeEnabled();
  });

  it('the quantity: Pay is disabled below 1, and leaving the box makes it at least 1', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage(<CreditPurchasePanel />);
    await user.click(await screen.findByRole('button', { name: /^Purchase Credits/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Credits' });
    const quantity = within(dialog).getByLabelText('Number of credits');
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('Buy at least 1 credit');
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('—');

    await user.tab();
    expect(quantity).toHaveValue(1);
    expect(within(dialog).getByRole('button', { name: 'Pay ₹15' })).toBeEnabled();

    await user.clear(quantity);
    await user.type(quantity, '1001');
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.tab();
    expect(quantity).toHaveValue(1000);
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('₹15,000');
  });
});

describe('a server without payment keys', () => {
  it('disables every pay button and says payments are not set up', async () => {
    stubServer({ 'GET /api/payment/config': () => jsonResponse(200, { ...CONFIG, enabled: false, keyId: null }) });
    renderPage(<CreditPurchasePanel />);
    expect(await screen.findByText(/Payments are not set up on this server/)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /credits|Purchase Credits/ });
    expect(buttons).toHaveLength(5); // four quick packs and Purchase Credits
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Payments are not set up on this server/);
    }
  });

  it('says so when the server cannot be asked, rather than leaving the buttons disabled without a word', async () => {
    stubServer({
      'GET /api/payment/config': () =>
        jsonResponse(500, { success: false, code: 'INTERNAL', message: 'Internal error' }),
    });
    renderPage(<CreditPurchasePanel />);
    expect(await screen.findByText(/Payments could not be checked just now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Purchase Credits/ })).toBeDisabled();
  });
});
