import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  billingRoutes,
  type CreateOrderRequest,
  type PaymentConfig,
  type VerifyPaymentResponse,
} from '@foursight/shared/contract/billing';
import { creditPackPricePaise } from '@foursight/shared/domain/pricing';
import { hslTripletToHex } from '@foursight/shared/domain/theme';
import { countOf } from '@foursight/shared/domain/plural';
import { api, describeError } from '@/lib/api-client';
import { toast } from '@/ui/toast-store';
import { refreshAfterPayment } from './after-payment';
import { loadCheckoutScript } from './checkout-script';
import type { CheckoutConstructor, CheckoutOptions, CheckoutSuccess } from './razorpay-checkout';
import { usePaymentConfig } from './use-billing';

/** What a Pay button buys. `amount` (paise) is only what the screen showed: the server prices every order itself. */
/** A plan purchase names the catalogue plan and carries its display name for what the payer reads. */
export type Purchase =
  { type: 'credits'; quantity: number } | { type: 'plan'; planType: string; planName: string; amount: number };

/**
 * How a checkout ended: paid and verified, paid but given back (the plan was
 * already active: nothing bought), closed by the payer, or failed (a toast has said why).
 */
export type CheckoutOutcome = 'paid' | 'refunded' | 'dismissed' | 'failed';

/** Spec: with no payment keys every pay button says so (and the admin can still change a plan by hand). */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server.';

function unavailableReason(config: PaymentConfig | undefined, failed: boolean): string | null {
  if (config) return config.enabled && config.checkoutUrl ? null : PAYMENTS_NOT_SET_UP;
  return failed ? 'Payments could not be checked just now. Reload the page to try again.' : null;
}

const PAYMENT_FAILED = {
  title: 'Payment Failed',
  description: 'Unable to process payment. Please try again.',
} as const;

/**
 * The checkout, spec part 2 §4: create the order on our server, open the
 * provider's payment window on it, send what it answers to our server to
 * verify, then refresh everything the payment changed. `processing` is true
 * from the click until the window is dismissed or the payment settles.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const [processing, setProcessing] = useState(false);
  // A second click before React re-renders must not open a second window.
  const busy = useRef(false);

  async function pay(purchase: Purchase): Promise<CheckoutOutcome> {
    const settings = config.data;
    if (busy.current || !settings?.enabled || !settings.checkoutUrl) return 'failed';
    busy.current = true;
    setProcessing(true);
    try {
      const outcome = await runCheckout(purchase, settings, settings.checkoutUrl);
      if (outcome.paid) {
        announcePayment(purchase, outcome.paid);
        await refreshAfterPayment(queryClient, outcome.paid);
        return 'paid';
      }
      if (outcome.refunded) {
        // The server's message says why; the plan it names may be newer than this screen's.
        toast({
          title: outcome.refunded.refund === 'refunded' ? 'Payment Refunded' : 'Payment Will Be Refunded',
          description: outcome.refunded.message,
        });
        await refreshAfterPayment(queryClient, outcome.refunded);
        return 'refunded';
      }
      return outcome.result;
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  return {
    pay,
    processing,
    /** Payments are set up on this server (false while that is being asked). */
    available: config.data?.enabled === true && Boolean(config.data.checkoutUrl),
    /** Why the Pay buttons are disabled, to show beside them; null while asking or when payments work. */
    unavailable: unavailableReason(config.data, config.isError),
  };
}

type RunResult =
  | { paid: VerifyPaymentResponse; refunded?: never; result?: never }
  | { paid?: never; refunded: VerifyPaymentResponse; result?: never }
  | { paid?: never; refunded?: never; result: Exclude<CheckoutOutcome, 'paid' | 'refunded'> };

async function runCheckout(purchase: Purchase, config: PaymentConfig, checkoutUrl: string): Promise<RunResult> {
  let order;
  try {
    order = await api(billingRoutes.createOrder, { body: orderRequest(purchase) });
  } catch (error) {
    toast({
      title: 'Failed to create payment order',
      description: describeError(error, 'Please try again.'),
      variant: 'destructive',
    });
    return { result: 'failed' };
  }
  if (!order.success) {
    toast({
      title: 'Failed to create payment order',
      description: order.message || 'Please try again.',
      variant: 'destructive',
    });
    return { result: 'failed' };
  }

  let response: CheckoutSuccess | null;
  try {
    const Razorpay = await loadCheckoutScript(checkoutUrl);
    response = await openCheckout(Razorpay, {
      key: order.keyId ?? config.keyId ?? '',
      amount: order.order.amount,
      currency: order.order.currency,
      order_id: order.order.id,
      name: 'Foursight',
      description: describePurchase(purchase),
      prefill: config.prefill,
      theme: { color: themeColour() },
    });
  } catch {
    toast({ ...PAYMENT_FAILED, variant: 'destructive' });
    return { result: 'failed' };
  }
  if (!response) return { result: 'dismissed' };

  try {
    const verified = await verify(purchase, response);
    if (verified.success) return { paid: verified };
    if (verified.refund) return { refunded: verified };
    toast({
      title: 'Payment Verification Failed',
      description: verified.message || 'Please contact support if money was deducted.',
      variant: 'destructive',
    });
  } catch (error) {
    toast({
      title: 'Payment Verification Failed',
      description: describeError(error, 'Please contact support if money was deducted.'),
      variant: 'destructive',
    });
  }
  return { result: 'failed' };
}

/**
 * Opens the payment window; resolves with what a successful payment answers,
 * or null when the payer closes it. A failed attempt inside the window is
 * told at once, and the window stays open for another try, as Razorpay's does.
 */
function openCheckout(
  Razorpay: CheckoutConstructor,
  options: Omit<CheckoutOptions, 'handler' | 'modal'>,
): Promise<CheckoutSuccess | null> {
  return new Promise((resolve) => {
    const checkout = new Razorpay({ ...options, handler: resolve, modal: { ondismiss: () => resolve(null) } });
    checkout.on('payment.failed', () => toast({ ...PAYMENT_FAILED, variant: 'destructive' }));
    checkout.open();
  });
}

function verify(purchase: Purchase, response: CheckoutSuccess) {
  return api(billingRoutes.verifyPayment, {
    body: {
      razorpay_order_id: response.razorpay_order_id,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_signature: response.razorpay_signature,
      ...(purchase.type === 'credits'
        ? { type: 'credits' as const, quantity: purchase.quantity }
        : { type: 'plan' as const, planType: purchase.planType }),
    },
  });
}

function orderRequest(purchase: Purchase): CreateOrderRequest {
  return purchase.type === 'credits'
    ? { type: 'credits', quantity: purchase.quantity, amount: creditPackPricePaise(purchase.quantity) }
    : { type: 'plan', planType: purchase.planType, amount: purchase.amount };
}

function describePurchase(purchase: Purchase): string {
  return purchase.type === 'credits'
    ? countOf(purchase.quantity, 'response credit', 'response credits')
    : `${purchase.planName} plan upgrade`;
}

function announcePayment(purchase: Purchase, result: VerifyPaymentResponse) {
  if (purchase.type === 'credits') {
    const added = result.creditsAdded ?? purchase.quantity;
    toast({
      title: 'Credits Purchased Successfully!',
      description: `${countOf(added, 'credit', 'credits')} added to your account.`,
    });
  } else {
    toast({
      title: 'Payment Successful!',
      description: `Your plan is now ${purchase.planName}. The upgrade applies at once.`,
    });
  }
}

/** The checkout in the company's own primary colour. */
function themeColour(): string {
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
  return hslTripletToHex(primary) ?? '#3b82f6';
}
