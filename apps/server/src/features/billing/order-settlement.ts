import type { Plan } from '@foursight/shared/domain/plans';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockUsageTotals, periodOf } from '../usage/usage.service.ts';
import { issueInvoice } from './invoice-issue.ts';
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
    };

export interface SettleInput {
  providerOrderId: string;
  providerPaymentId: string;
  /** Only this company's order (the browser's verify); webhooks find any order. */
  companyId?: string;
  /** Who settled, for the audit log. */
  via: { kind: 'verify'; userId: string; ip: string } | { kind: 'webhook'; eventId: string };
}

const PLAN_RANK: Record<Plan, number> = { free: 0, premium: 1, enterprise: 2 };

/**
 * Applies a successful payment exactly once. Everything happens in the
 * caller's transaction, after locking the order row: a concurrent settlement
 * of the same order (the browser's verify racing the webhooks, a webhook
 * redelivered, another process) waits for the lock and then finds the order
 * paid, and answers success without changing anything. The first one writes
 * the credits or the plan to the ledger and the totals, marks the order paid,
 * issues the invoice and records the audit entry, all of which commit or roll
 * back together.
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
      plan: (await repository.findCompanyPlan(tx, order.companyId)) ?? 'free',
    };
  }

  const paidAt = deps.now();
  // Every writer of the totals takes this lock first (usage.repository), so a response being
  // counted for the company meanwhile sees the credits either before or after, never half.
  const totals = await lockUsageTotals(tx, order.companyId);
  let plan = totals.plan;
  if (order.kind === 'credits') {
    await repository.recordPurchase(tx, {
      companyId: order.companyId,
      kind: 'credit_purchase',
      credits: order.credits,
      amountPaise: order.amountPaise,
      period: periodOf(paidAt),
    });
  } else {
    await repository.recordPurchase(tx, {
      companyId: order.companyId,
      kind: 'plan_purchase',
      credits: 0,
      amountPaise: order.amountPaise,
      period: periodOf(paidAt),
    });
    const bought = order.plan ?? 'premium';
    // Never a step down: the admin may have moved the company higher while this payment was open.
    if (PLAN_RANK[bought] > PLAN_RANK[plan]) {
      await repository.setCompanyPlan(tx, order.companyId, bought, paidAt);
      plan = bought;
    }
  }
  await repository.markOrderPaid(tx, order.id, input.providerPaymentId, paidAt);
  const paid = { ...order, status: 'paid' as const, providerPaymentId: input.providerPaymentId, paidAt };
  const invoice = await issueInvoice(tx, deps.config.seller, paid, { paymentId: input.providerPaymentId, paidAt });
  await recordAudit(tx, {
    action: 'PAYMENT_COMPLETED',
    actorType: input.via.kind === 'verify' ? 'user' : 'system',
    actorId: input.via.kind === 'verify' ? input.via.userId : null,
    companyId: order.companyId,
    entityType: 'payment_order',
    entityId: order.id,
    ipAddress: input.via.kind === 'verify' ? input.via.ip : null,
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
