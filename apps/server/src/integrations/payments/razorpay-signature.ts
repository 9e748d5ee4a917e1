import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both HMAC-SHA256 as lowercase hex:
 * - the checkout's callback signs `order_id|payment_id` with the key secret;
 * - a webhook signs its raw body (the bytes as sent) with the webhook secret.
 * We accept exactly what Razorpay's own SDK accepts (a test holds us to it),
 * but compare in constant time, so a forger learns nothing from timing.
 */

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function signHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The checkout's signature over an order and its payment. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return signHex(keySecret, `${orderId}|${paymentId}`);
}

/** A webhook's signature over its raw body. */
export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return signHex(webhookSecret, rawBody);
}

/**
 * Whether `given` is exactly `expected` (lowercase hex), in constant time.
 * Anything that is not 64 lowercase hex digits fails before comparing: the
 * SDK's plain `===` refuses those too (uppercase hex included).
 */
function sameHex(given: string, expected: string): boolean {
  if (!HEX_SHA256.test(given)) return false;
  const a = Buffer.from(given, 'ascii');
  const b = Buffer.from(expected, 'ascii');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyPaymentSignature(input: {
  orderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  return sameHex(input.signature, paymentSignature(input.orderId, input.paymentId, input.keySecret));
}

export function verifyWebhookSignature(rawBody: string | Buffer, signature: string, webhookSecret: string): boolean {
  return sameHex(signature, webhookSignature(rawBody, webhookSecret));
}
