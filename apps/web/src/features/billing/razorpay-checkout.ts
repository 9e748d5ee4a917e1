/**
 * The part of Razorpay's checkout script (checkout.js) the app uses: the
 * constructor it puts on `window`, its options and its callbacks. Typed here
 * because the script is loaded at run time, not installed.
 */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error?: { description?: string; reason?: string } | undefined;
}

export interface CheckoutOptions {
  key: string;
  /** Paise, as the order has it. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}
