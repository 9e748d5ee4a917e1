import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentSignature, webhookSignature } from '../src/integrations/payments/razorpay-signature.ts';

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
