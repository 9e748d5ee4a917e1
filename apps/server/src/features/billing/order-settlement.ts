import { STARTING_PLAN, type Plan } from '@foursight/shared/domain/plans';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findPlan } from '../plans/plans.service.ts';
import { lockUsage, periodOf, recordPurchase } from '../usage/usage.service.ts';
import { issueInvoice } from './invoice-issue.ts';
import { setCompanyPlan } from '../accounts/accounts.service.ts';
import * as repository from './payments.repository.ts';

export type SettlementResult =
  | { outcome: 'not_found' }
  | {
      /** `settled`: this call applied the payment; `already_paid`: an earlier call had, nothing changed. */
      outcome: 'settled' | 'already_paid';
      order: repository.PaymentOrderRow;
      invoiceId: string | null;
      invoiceNumber: string | null;
      /** The company's plan after the payment. */
      plan: Plan;
    }
  | {
      /**
       * The payment bought nothing (a plan order cancelled by a newer one, or
       * for a plan the company already has or is above): no invoice, nothing
       * applied, its money given back (order-refund.ts). The order's status
       * says how far the refund is: refund_due, refunding or refunded.
       */
      outcome: 'refund';
      order: repository.PaymentOrderRow;
      /** The company's plan, unchanged by this payment. */
      plan: Plan;
    };

export interface SettleInput {
  providerOrderId: string;
  providerPaymentId: string;
  /** Only this company's order (the browser's verify); webhooks find any order. */
  companyId?: string;
  /** Who settled, for the audit log. */
  via: { kind: 'verify'; userId: string; ip: string } | { kind: 'webhook'; eventId: string };
}

/** A plan's rank in the catalogue (an upgrade goes up); a plan no longer there ranks lowest. */
export async function rankOf(db: Database, plan: Plan): Promise<number> {
  return (await findPlan(db, plan))?.rank ?? -1;
}

const REFUND_STATUSES: readonly repository.PaymentOrderRow['status'][] = ['refund_due', 'refunding', 'refunded'];

/** Whether a plan order, paid now, would give the company nothing: replaced by a newer order, or the plan already held. */
async function buysNothing(tx: Database, order: repository.PaymentOrderRow, plan: Plan): Promise<boolean> {
  if (order.kind !== 'plan') return false;
  if (order.status === 'cancelled' || !order.plan) return true;
  return (await rankOf(tx, order.plan)) <= (await rankOf(tx, plan));
}

/**
 * Applies a successful payment exactly once. Everything happens in the
 * caller's transaction, after locking the order row: a concurrent settlement
 * of the same order (the browser's verify racing the webhooks, a webhook
 * redelivered, another process) waits for the lock and then finds the order
 * paid, and answers success without changing anything. The first one writes
 * the credits or the plan to the ledger and the totals, marks the order paid,
 * issues the invoice and records the audit entry, all of which commit or roll
 * back together. A plan order whose payment would buy nothing is instead
 * marked refund_due (with the payment and an audit entry) in the same way,
 * exactly once; the refund itself is an outside call the caller makes after
 * this transaction commits (refundDueOrder).
 */
export async function settleOrder(deps: AppDeps, tx: Database, input: SettleInput): Promise<SettlementResult> {
  const order = await repository.lockOrder(tx, input.providerOrderId, input.companyId);
  if (!order) return { outcome: 'not_found' };
  return settleLockedOrder(deps, tx, order, input);
}

/** settleOrder for a caller that has already locked the order row in this transaction (the webhook). */
export async function settleLockedOrder(
  deps: AppDeps,
  tx: Database,
  order: repository.PaymentOrderRow,
  input: Omit<SettleInput, 'providerOrderId' | 'companyId'>,
): Promise<Exclude<SettlementResult, { outcome: 'not_found' }>> {
  if (REFUND_STATUSES.includes(order.status)) {
    if (order.providerPaymentId !== input.providerPaymentId) {
      deps.logger.warn(
        { orderId: order.id, refunding: order.providerPaymentId, reported: input.providerPaymentId },
        'an order whose payment is being refunded was reported paid by another payment',
      );
    }
    return { outcome: 'refund', order, plan: (await repository.findCompanyPlan(tx, order.companyId)) ?? STARTING_PLAN };
  }
  if (order.status === 'paid') {
    const invoice = await repository.findInvoiceOfOrder(tx, order.id);
    if (order.providerPaymentId !== input.providerPaymentId) {
      deps.logger.warn(
        { orderId: order.id, paidWith: order.providerPaymentId, reported: input.providerPaymentId },
        'a paid order was reported paid again by another payment',
      );
    }
    return {
      outcome: 'already_paid',
      order,
      invoiceId: invoice?.id ?? null,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      plan: (await repository.findCompanyPlan(tx, order.companyId)) ?? STARTING_PLAN,
    };
  }

  const paidAt = deps.now();
  // Every writer of the totals takes this lock first (usage.service lockUsage), so a response being
  // counted for the company meanwhile sees the credits either before or after, never half.
  const totals = await lockUsage(tx, order.companyId);
  let plan = totals.plan;
  if (await buysNothing(tx, order, plan)) return markRefundDue(tx, order, plan, input);
  if (order.kind === 'credits') {
    await recordPurchase(tx, {
      companyId: order.companyId,
      kind: 'credit_purchase',
      credits: order.credits,
      amountPaise: order.amountPaise,
      period: periodOf(paidAt),
    });
  } else {
    await recordPurchase(tx, {
      companyId: order.companyId,
      kind: 'plan_purchase',
      credits: 0,
      amountPaise: order.amountPaise,
      period: periodOf(paidAt),
    });
    // A step up (buysNothing ruled out the rest: the admin may have moved the company meanwhile).
    plan = order.plan!;
    await setCompanyPlan(tx, order.companyId, plan, paidAt);
  }
  await repository.markOrderPaid(tx, order.id, input.providerPaymentId, paidAt);
  const paid = { ...order, status: 'paid' as const, providerPaymentId: input.providerPaymentId, paidAt };
  const invoice = await issueInvoice(tx, deps.config.seller, paid, { paymentId: input.providerPaymentId, paidAt });
  await recordAudit(tx, {
    action: 'PAYMENT_COMPLETED',
    ...auditActor(input.via),
    companyId: order.companyId,
    entityType: 'payment_order',
    entityId: order.id,
    metadata: {
      kind: order.kind,
      credits: order.credits,
      plan: order.plan,
      amountPaise: order.amountPaise,
      providerOrderId: order.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      invoiceNumber: invoice.invoiceNumber,
      via: input.via.kind,
      ...(input.via.kind === 'webhook' ? { eventId: input.via.eventId } : {}),
    },
  });
  return { outcome: 'settled', order: paid, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, plan };
}

/** Who settled, as the audit log records it. */
export function auditActor(via: SettleInput['via']) {
  return via.kind === 'verify'
    ? { actorType: 'user' as const, actorId: via.userId, ipAddress: via.ip }
    : { actorType: 'system' as const, actorId: null, ipAddress: null };
}

/**
 * The payment of a plan order that buys nothing: recorded with its payment
 * id as refund_due, audited, nothing else written (no ledger row, no plan, no
 * invoice). Under the order's lock, so of verify and the webhooks exactly one
 * gets here; the others find refund_due and change nothing.
 */
async function markRefundDue(
  tx: Database,
  order: repository.PaymentOrderRow,
  plan: Plan,
  input: Omit<SettleInput, 'providerOrderId' | 'companyId'>,
): Promise<Extract<SettlementResult, { outcome: 'refund' }>> {
  await repository.markOrderRefundDue(tx, order.id, input.providerPaymentId);
  await recordAudit(tx, {
    action: 'PAYMENT_REFUND_DUE',
    ...auditActor(input.via),
    companyId: order.companyId,
    entityType: 'payment_order',
    entityId: order.id,
    metadata: {
      reason: order.status === 'cancelled' ? 'order_replaced' : 'plan_already_held',
      kind: order.kind,
      plan: order.plan,
      companyPlan: plan,
      amountPaise: order.amountPaise,
      providerOrderId: order.providerOrderId,
      providerPaymentId: input.providerPaymentId,
      via: input.via.kind,
      ...(input.via.kind === 'webhook' ? { eventId: input.via.eventId } : {}),
    },
  });
  return {
    outcome: 'refund',
    order: { ...order, status: 'refund_due', providerPaymentId: input.providerPaymentId },
    plan,
  };
}
