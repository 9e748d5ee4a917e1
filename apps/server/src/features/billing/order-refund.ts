import type { AppDeps } from '../../app-deps.ts';
import { PaymentGatewayError } from '../../integrations/payments/payment-gateway.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { auditActor, type SettleInput } from './order-settlement.ts';
import * as repository from './payments.repository.ts';

/** How far the refund of an order that bought nothing is: made, or still to be made (due, or a call in flight). */
export type RefundState = 'refunded' | 'pending';

/** Razorpay's receipt for the refund: ours, at most 40 characters, one per order. */
export function refundReceipt(orderId: string): string {
  return `fs_rf_${orderId.replaceAll('-', '')}`;
}

/**
 * Gives back the money of an order settlement marked refund_due, through
 * the provider's Refunds API, after that transaction committed and outside
 * any transaction (the call may take seconds; no lock is held meanwhile).
 *
 * Exactly once: the order is first claimed, refund_due -> refunding in one
 * conditional statement, so of the callers racing here (the browser's
 * verify, each webhook delivery, in any process) one makes the call and the
 * others answer `pending` without calling. The result is recorded with its
 * audit entry in one transaction: refunded (with the refund id), or, when
 * the provider is unreachable or refuses, refund_due again with the reason in
 * `failure_reason`, so the next verify or webhook delivery tries again (the
 * webhook answers 503 until it is made, and Razorpay redelivers). The full
 * amount is asked for, and Razorpay never refunds more than it captured, so
 * even a call repeated after a crash cannot refund twice.
 */
export async function refundDueOrder(
  deps: AppDeps,
  order: repository.PaymentOrderRow,
  via: SettleInput['via'],
): Promise<RefundState> {
  if (order.status === 'refunded') return 'refunded';
  const db = deps.database.db;
  const gateway = deps.payments;
  const claimed = gateway ? await repository.claimRefund(db, order.id) : null;
  if (!gateway || !claimed) {
    const now = await repository.findOrder(db, order.providerOrderId);
    return now?.status === 'refunded' ? 'refunded' : 'pending';
  }
  const paymentId = claimed.providerPaymentId!;
  const audit = (action: 'PAYMENT_REFUNDED' | 'PAYMENT_REFUND_FAILED', metadata: Record<string, unknown>) => ({
    action,
    ...auditActor(via),
    companyId: claimed.companyId,
    entityType: 'payment_order',
    entityId: claimed.id,
    metadata: {
      ...metadata,
      amountPaise: claimed.amountPaise,
      providerOrderId: claimed.providerOrderId,
      providerPaymentId: paymentId,
      via: via.kind,
    },
  });

  let refund;
  try {
    refund = await gateway.refundPayment({
      paymentId,
      amountPaise: claimed.amountPaise,
      receipt: refundReceipt(claimed.id),
      notes: { orderId: claimed.id, companyId: claimed.companyId, reason: 'The payment bought nothing' },
    });
  } catch (error) {
    const reason = error instanceof PaymentGatewayError ? error.message : 'unexpected error';
    deps.logger.error({ err: error, orderId: claimed.id, paymentId }, 'refund: Razorpay did not take the refund');
    await db.transaction(async (tx) => {
      await repository.releaseRefund(tx, claimed.id, `Refund failed: ${reason}`.slice(0, 500));
      await recordAudit(tx, audit('PAYMENT_REFUND_FAILED', { error: reason.slice(0, 500) }));
    });
    if (!(error instanceof PaymentGatewayError)) throw error;
    return 'pending';
  }
  await db.transaction(async (tx) => {
    if (!(await repository.markOrderRefunded(tx, claimed.id))) {
      deps.logger.error({ orderId: claimed.id, refundId: refund.id }, 'refund: the order changed while refunding');
    }
    await recordAudit(tx, audit('PAYMENT_REFUNDED', { refundId: refund.id, refundStatus: refund.status }));
  });
  deps.logger.info({ orderId: claimed.id, paymentId, refundId: refund.id }, 'refund: made');
  return 'refunded';
}
