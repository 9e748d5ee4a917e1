import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { signatureRefused } from '../../http/route.ts';
import { verifyWebhookSignature } from '../../integrations/payments/razorpay-signature.ts';
import { refundDueOrder } from './order-refund.ts';
import { settleLockedOrder } from './order-settlement.ts';
import * as repository from './payments.repository.ts';

/**
 * Razorpay's webhooks. Each delivery is signed over its raw body with the
 * webhook secret and carries its event id in X-Razorpay-Event-Id; Razorpay
 * redelivers until it gets a 2xx, possibly several at once and out of order.
 * So each event is applied in one transaction that first records its id
 * (payment_events): a redelivery finds the id and changes nothing, and the
 * order row lock (order-settlement.ts) keeps the browser's verify and the
 * other events of the same payment from applying it twice. A payment that
 * bought nothing is refunded after that transaction (order-refund.ts); until
 * the refund is made the delivery is answered 503, and a redelivery of a
 * recorded event whose order still has its refund due tries again.
 */

/** Checks X-Razorpay-Signature over the raw body; refuses everything while no webhook secret is set. */
export function verifyRazorpayWebhook(deps: AppDeps) {
  return (rawBody: Buffer, request: FastifyRequest): void => {
    const secret = deps.config.payments?.webhookSecret;
    if (!secret) {
      request.log.warn('payment webhook refused: RAZORPAY_WEBHOOK_SECRET is not set');
      throw signatureRefused();
    }
    const signature = request.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !verifyWebhookSignature(rawBody, signature, secret)) {
      throw signatureRefused();
    }
  };
}

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error_code?: unknown;
  error_description?: unknown;
  error_reason?: unknown;
}

interface WebhookBody {
  event: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: unknown; amount_paid?: unknown; amount?: unknown } };
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** The event id Razorpay sends; for a delivery without one, the body's hash (a redelivery has the same body). */
export function eventIdOf(request: FastifyRequest, rawBody: Buffer): string {
  const header = request.headers['x-razorpay-event-id'];
  if (typeof header === 'string' && header.length > 0 && header.length <= 200) return header;
  return `body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

type Handled = 'applied' | 'duplicate' | 'ignored';

export async function handleWebhook(
  deps: AppDeps,
  body: WebhookBody,
  eventId: string,
  log: FastifyRequest['log'],
): Promise<Handled> {
  const payment = body.payload?.payment?.entity;
  const orderEntity = body.payload?.order?.entity;
  const providerOrderId = text(payment?.order_id) ?? text(orderEntity?.id);
  const paymentId = text(payment?.id);
  if (!['payment.captured', 'order.paid', 'payment.failed'].includes(body.event)) {
    // Events we did not ask for (or not yet): acknowledged, so Razorpay stops resending them.
    log.info({ event: body.event, eventId }, 'payment webhook: event not handled, acknowledged');
    return 'ignored';
  }
  if (!providerOrderId || !paymentId) {
    log.warn({ event: body.event, eventId }, 'payment webhook: no order or payment id in the payload');
    return 'ignored';
  }
  // Most redeliveries come after the first one committed: one read answers them. Concurrent ones
  // get past this read and are stopped by recordEvent, inside the transaction.
  const recorded = await repository.findRecordedEvent(deps.database.db, eventId);
  if (recorded) {
    // A delivery answered 503 because its refund was not made yet comes back here: try again.
    if (recorded.orderStatus === 'refund_due' || recorded.orderStatus === 'refunding') {
      const order = await repository.findOrder(deps.database.db, providerOrderId);
      if (order) await refundOrRedeliver(deps, order, eventId);
    }
    return 'duplicate';
  }
  const settled = await deps.database.db.transaction(async (tx): Promise<Handled | SettledOrder> => {
    const fresh = await repository.recordEvent(tx, { eventId, eventType: body.event, providerOrderId });
    if (!fresh) return 'duplicate';
    if (body.event === 'payment.failed') {
      await failOrder(tx, providerOrderId, paymentId, payment, log);
      return 'applied';
    }
    const paidAmount = body.event === 'order.paid' ? (orderEntity?.amount_paid ?? payment?.amount) : payment?.amount;
    const order = await repository.lockOrder(tx, providerOrderId);
    if (!order) {
      log.warn({ providerOrderId, eventId }, 'payment webhook: no such order here, acknowledged');
      return 'ignored';
    }
    if (paidAmount !== order.amountPaise || (payment?.currency !== undefined && payment.currency !== order.currency)) {
      // Razorpay charges the order's amount, so this is not a payment for what we sold: never settle it.
      log.error(
        { providerOrderId, eventId, paidAmount, amountPaise: order.amountPaise, currency: payment?.currency },
        'payment webhook: the paid amount does not match the order; not settled',
      );
      return 'ignored';
    }
    return settleLockedOrder(deps, tx, order, { providerPaymentId: paymentId, via: { kind: 'webhook', eventId } });
  });
  if (typeof settled === 'string') return settled;
  if (settled.outcome === 'refund') await refundOrRedeliver(deps, settled.order, eventId);
  return 'applied';
}

type SettledOrder = Awaited<ReturnType<typeof settleLockedOrder>>;

/**
 * Makes the refund of an order whose payment bought nothing, after the
 * event's transaction committed. Until it is made (Razorpay refused or was
 * unreachable, or another caller's call is in flight) the delivery is
 * answered 503: Razorpay redelivers it, and the redelivery tries again.
 */
async function refundOrRedeliver(deps: AppDeps, order: repository.PaymentOrderRow, eventId: string): Promise<void> {
  const state = await refundDueOrder(deps, order, { kind: 'webhook', eventId });
  if (state !== 'refunded') {
    throw new AppError('SERVICE_UNAVAILABLE', 'The refund of this payment is not made yet; deliver the event again.');
  }
}

/** A failed attempt marks the order failed with Razorpay's reason, unless it is already paid (a later capture still settles it). */
async function failOrder(
  tx: Database,
  providerOrderId: string,
  paymentId: string,
  payment: PaymentEntity | undefined,
  log: FastifyRequest['log'],
): Promise<void> {
  const order = await repository.lockOrder(tx, providerOrderId);
  if (!order) {
    log.warn({ providerOrderId }, 'payment webhook: failure for an order not found here, acknowledged');
    return;
  }
  // Paid, cancelled, or being refunded: a failed attempt changes none of these
  // (a cancelled order marked failed would become payable again).
  if (order.status !== 'created' && order.status !== 'failed') return;
  const reason =
    text(payment?.error_description) ?? text(payment?.error_reason) ?? text(payment?.error_code) ?? 'Payment failed';
  await repository.markOrderFailed(tx, order.id, paymentId, reason.slice(0, 500));
}
