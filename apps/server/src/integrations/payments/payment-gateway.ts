/**
 * The payment provider as billing sees it: it creates orders. Everything
 * else the provider does reaches us signed (the checkout's callback, its
 * webhooks), so only order creation is an outgoing call. A test points the
 * Razorpay implementation at a local server speaking the same protocol.
 */
export interface PaymentGateway {
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
}

export interface CreateGatewayOrder {
  /** Paise. */
  amountPaise: number;
  currency: 'INR';
  /** Our reference, at most 40 characters (Razorpay's limit). */
  receipt: string;
  /** Shown in the provider's dashboard; at most 15 entries of 256 characters. */
  notes: Record<string, string>;
}

export interface GatewayOrder {
  /** The provider's order id (`order_...`). */
  id: string;
  amountPaise: number;
  currency: string;
}

/** The provider could not be reached or refused the order; the message is for the log, not the customer. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}
