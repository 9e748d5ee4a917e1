/**
 * The payment provider as billing sees it: it creates orders and refunds
 * payments. Everything else the provider does reaches us signed (the
 * checkout's callback, its webhooks), so these are the only outgoing calls.
 * A test points the Razorpay implementation at a local server speaking the
 * same protocol.
 */
export interface PaymentGateway {
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Refunds a captured payment; a refusal (unknown payment, already refunded) is a PaymentGatewayError. */
  refundPayment(input: RefundGatewayPayment): Promise<GatewayRefund>;
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

export interface RefundGatewayPayment {
  /** The provider's payment id (`pay_...`). */
  paymentId: string;
  /** Paise; the provider never refunds more than it captured, so a second full refund is refused. */
  amountPaise: number;
  /** Our reference, at most 40 characters. */
  receipt: string;
  /** Shown in the provider's dashboard; at most 15 entries of 256 characters. */
  notes: Record<string, string>;
}

export interface GatewayRefund {
  /** The provider's refund id (`rfnd_...`). */
  id: string;
  paymentId: string;
  amountPaise: number;
  /** The provider's state of the refund: `pending` (with the bank) or `processed`. */
  status: string;
}

/** The provider could not be reached or refused the call; the message is for the log, not the customer. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}
