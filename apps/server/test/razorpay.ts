import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentSignature, webhookSignature } from '../src/integrations/payments/razorpay-signature.ts';
import { startJsonServer, type JsonAnswer, type ReceivedRequest } from './protocol-servers.ts';

/** Test keys: the server under test and the stand-ins sign and check with these. */
export const TEST_RAZORPAY = {
  keyId: 'rzp_test_Foursight01',
  keySecret: 'test-key-secret-4f9d2c',
  webhookSecret: 'test-webhook-secret-7a1e',
} as const;

/** The environment that turns payments on, pointed at a local Orders API. */
export function razorpayEnv(apiUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: TEST_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: TEST_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: TEST_RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: apiUrl,
    ...overrides,
  };
}

export function paymentId(): string {
  return `pay_${randomBytes(7).toString('hex').toUpperCase()}`;
}

/** What Razorpay's checkout hands the page after a successful payment, signed with the key secret. */
export function checkoutSuccess(orderId: string, payment = paymentId(), keySecret: string = TEST_RAZORPAY.keySecret) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: payment,
    razorpay_signature: paymentSignature(orderId, payment, keySecret),
  };
}

export type WebhookEventType = 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.created';

export interface WebhookDelivery {
  eventId: string;
  body: string;
  signature: string;
}

/** A webhook event as Razorpay sends it (the fields we read, and enough of the rest to look real), signed. */
export function webhookEvent(
  type: WebhookEventType,
  payment: { orderId: string; paymentId: string; amount: number; currency?: string },
  options: { eventId?: string; secret?: string } = {},
): WebhookDelivery {
  const now = Math.floor(Date.now() / 1000);
  const failed = type === 'payment.failed';
  const paymentEntity = {
    id: payment.paymentId,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency ?? 'INR',
    status: failed ? 'failed' : 'captured',
    order_id: payment.orderId,
    method: 'upi',
    captured: !failed,
    email: 'asha@example.test',
    contact: '+919845012345',
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed because the UPI app declined it.' : null,
    error_reason: failed ? 'payment_declined' : null,
    created_at: now,
  };
  const body = {
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event: type,
    contains: type === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: paymentEntity },
      ...(type === 'order.paid'
        ? {
            order: {
              entity: {
                id: payment.orderId,
                entity: 'order',
                amount: payment.amount,
                amount_paid: payment.amount,
                amount_due: 0,
                currency: payment.currency ?? 'INR',
                status: 'paid',
                attempts: 1,
              },
            },
          }
        : {}),
    },
    created_at: now,
  };
  const text = JSON.stringify(body);
  return {
    eventId: options.eventId ?? `evt_${randomBytes(7).toString('hex').toUpperCase()}`,
    body: text,
    signature: webhookSignature(text, options.secret ?? TEST_RAZORPAY.webhookSecret),
  };
}

/** Delivers a webhook the way Razorpay does: from another server, no cookie, no Origin. */
export function deliverWebhook(app: FastifyInstance, delivery: WebhookDelivery) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
      'user-agent': 'Razorpay-Webhook/v1',
    },
    payload: delivery.body,
  });
}

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface StandInPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'captured';
  amountRefunded: number;
}

export interface StandInRefund {
  id: string;
  paymentId: string;
  amount: number;
  receipt: string | null;
  notes: Record<string, string>;
}

export interface RazorpayApiStandIn {
  url: string;
  requests: ReceivedRequest[];
  /** Orders created, by id, as Razorpay stored them. */
  orders: Map<string, StandInOrder>;
  /** Payments captured (by `pay`), by id. */
  payments: Map<string, StandInPayment>;
  /** Refunds made, oldest first. */
  refunds: StandInRefund[];
  /**
   * Pays an order as the checkout does with automatic capture: the payment is
   * captured for the order's amount. Answers what the checkout hands the page.
   */
  pay: (orderId: string) => ReturnType<typeof checkoutSuccess>;
  /** Makes the next calls to one endpoint answer this instead (an outage, a refusal). */
  failNext: (endpoint: 'orders' | 'refunds', answer: JsonAnswer, times?: number) => void;
  /** Makes each refund take this long to answer (to hold a call in flight while others arrive). */
  delayRefunds: (ms: number) => void;
  close: () => Promise<void>;
}

const REFUND_PATH = /^\/v1\/payments\/([^/]+)\/refund$/;

/**
 * A local server speaking what Foursight uses of Razorpay's API, checking
 * what Razorpay checks that matters to us (HTTP basic auth with the key id
 * and secret, amounts in paise): the Orders API (POST /v1/orders) and the
 * Refunds API (POST /v1/payments/:id/refund), which refunds only a payment
 * it captured, never more than was captured in all.
 */
export async function startRazorpayApi(
  credentials: { keyId: string; keySecret: string } = TEST_RAZORPAY,
): Promise<RazorpayApiStandIn> {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const failures = { orders: [] as JsonAnswer[], refunds: [] as JsonAnswer[] };
  let refundDelayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const error = (status: number, description: string): JsonAnswer => ({
    status,
    body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' } },
  });
  const notesOf = (value: unknown): Record<string, string> | null => {
    const notes = (value ?? {}) as Record<string, string>;
    return typeof notes === 'object' && Object.keys(notes).length <= 15 ? notes : null;
  };

  function createOrder(body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown }): JsonAnswer {
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
      return error(400, 'The amount must be atleast INR 1.00.');
    }
    if (body.currency !== 'INR') return error(400, 'The currency provided is invalid.');
    if (typeof body.receipt !== 'string' || body.receipt.length > 40) {
      return error(400, 'The receipt may not be greater than 40 characters.');
    }
    const notes = notesOf(body.notes);
    if (!notes) return error(400, 'Number of fields in notes should be less than or equal to 15');
    const id = `order_${randomBytes(7).toString('hex').toUpperCase()}`;
    orders.set(id, { id, amount: body.amount, currency: body.currency, receipt: body.receipt, notes });
    return {
      status: 200,
      body: {
        id,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  }

  async function refund(
    paymentIdInPath: string,
    body: { amount?: unknown; speed?: unknown; receipt?: unknown; notes?: unknown },
  ): Promise<JsonAnswer> {
    if (refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, refundDelayMs));
    const payment = payments.get(paymentIdInPath);
    if (!payment) return error(400, 'The id provided does not exist');
    if (payment.status !== 'captured') return error(400, 'The payment has not been captured');
    // Razorpay refunds the whole payment when no amount is given.
    const amount = body.amount ?? payment.amount - payment.amountRefunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return error(400, 'The amount must be atleast INR 1.00.');
    }
    if (payment.amountRefunded >= payment.amount) return error(400, 'The payment has been fully refunded already');
    if (amount > payment.amount - payment.amountRefunded) {
      return error(400, 'The refund amount provided is greater than amount captured');
    }
    if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
      return error(400, 'The selected speed is invalid.');
    }
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) {
      return error(400, 'The receipt may not be greater than 40 characters.');
    }
    const notes = notesOf(body.notes);
    if (!notes) return error(400, 'Number of fields in notes should be less than or equal to 15');
    payment.amountRefunded += amount;
    const made: StandInRefund = {
      id: `rfnd_${randomBytes(7).toString('hex').toUpperCase()}`,
      paymentId: payment.id,
      amount,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      notes,
    };
    refunds.push(made);
    return {
      status: 200,
      body: {
        id: made.id,
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes,
        receipt: made.receipt,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      },
    };
  }

  const server = await startJsonServer(async (request) => {
    const refundOf = request.method === 'POST' ? REFUND_PATH.exec(request.url) : null;
    const endpoint = request.method === 'POST' && request.url === '/v1/orders' ? 'orders' : refundOf ? 'refunds' : null;
    if (!endpoint) return error(404, 'The requested URL was not found on the server.');
    if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const failure = failures[endpoint].shift();
    if (failure) return failure;
    const body = (request.body ?? {}) as Record<string, unknown>;
    return endpoint === 'orders' ? createOrder(body) : refund(decodeURIComponent(refundOf![1]!), body);
  });

  return {
    ...server,
    orders,
    payments,
    refunds,
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in created no order ${orderId}`);
      const success = checkoutSuccess(orderId, paymentId(), credentials.keySecret);
      payments.set(success.razorpay_payment_id, {
        id: success.razorpay_payment_id,
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        amountRefunded: 0,
      });
      return success;
    },
    failNext(endpoint, answer, times = 1) {
      for (let index = 0; index < times; index += 1) failures[endpoint].push(answer);
    },
    delayRefunds(ms) {
      refundDelayMs = ms;
    },
  };
}
