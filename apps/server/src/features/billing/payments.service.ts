import { randomUUID } from 'node:crypto';
import type { CompanyPayment } from '@foursight/shared/contract/admin';
import type {
  CreateOrderRequestSchema,
  CreateOrderResponse,
  PaymentConfig,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponse,
} from '@foursight/shared/contract/billing';
import { CREDIT_PRICE_PAISE } from '@foursight/shared/domain/pricing';
import { planLabel, STARTING_PLAN, type Plan } from '@foursight/shared/domain/plans';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { PaymentsConfig } from '../../config.ts';
import { hitDatabaseRateLimit } from '../../http/rate-limit.ts';
import type { UserSession } from '../../http/session.ts';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import { verifyPaymentSignature } from '../../integrations/payments/razorpay-signature.ts';
import { refundDueOrder, type RefundState } from './order-refund.ts';
import { findPlan, listPlans } from '../plans/plans.service.ts';
import { rankOf, settleOrder } from './order-settlement.ts';
import * as repository from './payments.repository.ts';

export const NOT_CONFIGURED = 'Payments are not set up on this server.';
const ORDER_FAILED = 'Failed to create payment order. Please try again in a moment.';
const VERIFICATION_FAILED = 'Payment verification failed';

/** Orders a company may start per hour: enough for any customer's retries, too few to flood Razorpay. */
export const ORDERS_PER_HOUR = 60;
const ORDER_LIMIT = {
  scope: 'payment-order',
  limit: ORDERS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: 'Too many payment attempts in the last hour. Please try again later.',
};

function requirePayments(deps: AppDeps): { config: PaymentsConfig; gateway: PaymentGateway } {
  if (!deps.config.payments || !deps.payments) throw new AppError('PAYMENTS_NOT_CONFIGURED', NOT_CONFIGURED);
  return { config: deps.config.payments, gateway: deps.payments };
}

export async function getPaymentConfig(deps: AppDeps, session: UserSession): Promise<PaymentConfig> {
  const prefill = await repository.findPrefill(deps.database.db, session.companyId, session.userId);
  const payments = deps.config.payments;
  return {
    enabled: payments !== null,
    // The key id is public (the checkout needs it); the secrets never leave the server.
    keyId: payments?.keyId ?? null,
    checkoutUrl: payments?.checkoutUrl ?? null,
    prefill: { name: prefill?.name ?? '', email: prefill?.email ?? '', contact: prefill?.contact ?? '' },
  };
}

type CreateOrderInput = z.output<typeof CreateOrderRequestSchema>;

/** What an order buys and costs, priced here from the catalogue, whatever the browser said. */
async function priceOrder(
  deps: AppDeps,
  companyId: string,
  input: CreateOrderInput,
): Promise<
  { kind: 'credits'; credits: number; amountPaise: number } | { kind: 'plan'; plan: Plan; amountPaise: number }
> {
  if (input.type === 'credits') {
    return { kind: 'credits', credits: input.quantity, amountPaise: input.quantity * CREDIT_PRICE_PAISE };
  }
  const db = deps.database.db;
  const currentName = (await repository.findCompanyPlan(db, companyId)) ?? STARTING_PLAN;
  const [current, wanted] = await Promise.all([findPlan(db, currentName), findPlan(db, input.planType)]);
  const label = (name: string, row: { displayName: string } | null) => planLabel(name, row?.displayName);
  // Any active catalogue plan with a price is for sale: the seeded ones and those the admin adds.
  if (!wanted || !wanted.isActive || wanted.upgradePricePaise <= 0) {
    throw new AppError('CONFLICT', `The ${label(input.planType, wanted)} plan cannot be bought at the moment.`);
  }
  if (wanted.rank <= (current?.rank ?? -1)) {
    throw new AppError(
      'CONFLICT',
      currentName === input.planType
        ? `Your organisation is already on the ${label(currentName, current)} plan.`
        : `Your organisation's ${label(currentName, current)} plan already includes everything in ${wanted.displayName}.`,
    );
  }
  return { kind: 'plan', plan: wanted.name, amountPaise: wanted.upgradePricePaise };
}

/**
 * Starts a payment: prices it from the catalogue, creates the order with
 * Razorpay and stores it as `created` with what it buys, so verification and
 * webhooks read what was bought from here, never from the browser. A plan
 * order cancels the company's other open plan orders in the same transaction.
 */
export async function createOrder(
  deps: AppDeps,
  session: UserSession,
  input: CreateOrderInput,
): Promise<CreateOrderResponse> {
  const { config, gateway } = requirePayments(deps);
  const priced = await priceOrder(deps, session.companyId, input);
  if (input.amount !== undefined && input.amount !== priced.amountPaise && input.amount * 100 !== priced.amountPaise) {
    // The browser showed another price than the catalogue's: worth knowing, never what is charged.
    deps.logger.warn(
      { companyId: session.companyId, clientAmount: input.amount, amountPaise: priced.amountPaise },
      'create-order: the client amount differs from the catalogue price; charging the catalogue price',
    );
  }
  // Counted in the database, so the cap holds across processes and concurrent requests.
  await hitDatabaseRateLimit(deps, ORDER_LIMIT, session.companyId);

  const id = randomUUID();
  let order;
  try {
    order = await gateway.createOrder({
      amountPaise: priced.amountPaise,
      currency: 'INR',
      receipt: `fs_${id.replaceAll('-', '')}`,
      notes: {
        companyId: session.companyId,
        purchase: priced.kind === 'credits' ? `${priced.credits} credits` : `${priced.plan} plan`,
      },
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.logger.error({ err: error, companyId: session.companyId }, 'create-order: Razorpay refused or timed out');
    throw new AppError('SERVICE_UNAVAILABLE', ORDER_FAILED);
  }
  const stored: repository.NewPaymentOrder = {
    id,
    companyId: session.companyId,
    providerOrderId: order.id,
    kind: priced.kind,
    credits: priced.kind === 'credits' ? priced.credits : 0,
    plan: priced.kind === 'plan' ? priced.plan : null,
    amountPaise: order.amountPaise,
    currency: order.currency,
    status: 'created',
    createdAt: deps.now(),
  };
  if (priced.kind === 'credits') {
    await repository.insertOrder(deps.database.db, stored);
  } else {
    // One open plan order per company: an older payment window paid later buys nothing and is refunded.
    const cancelled = await deps.database.db.transaction(async (tx) => {
      await repository.insertOrder(tx, stored);
      return repository.cancelOpenPlanOrders(tx, session.companyId, id);
    });
    if (cancelled > 0) {
      deps.logger.info({ companyId: session.companyId, cancelled }, 'create-order: older open plan orders cancelled');
    }
  }
  return {
    success: true,
    message: 'Payment order created',
    order: { id: order.id, amount: order.amountPaise, currency: order.currency },
    keyId: config.keyId,
  };
}

type VerifyInput = z.output<typeof VerifyPaymentRequestSchema>;

/**
 * The checkout's success callback. The signature proves Razorpay took this
 * payment for this order; what the order buys comes from our database, and
 * only the caller's own company's order is found. Settling is idempotent: a
 * repeat, or a webhook that got there first, answers the same success. A
 * plan payment that bought nothing is refunded (refundDueOrder) and answered
 * `success: false` with `refund` and a message saying so.
 */
export async function verifyPayment(
  deps: AppDeps,
  session: UserSession,
  input: VerifyInput,
  ip: string,
): Promise<VerifyPaymentResponse> {
  const { config } = requirePayments(deps);
  const signed = verifyPaymentSignature({
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
    keySecret: config.keySecret,
  });
  if (!signed) {
    deps.logger.warn(
      { companyId: session.companyId, providerOrderId: input.razorpay_order_id },
      'verify: the payment signature does not match',
    );
    throw new AppError('BAD_REQUEST', VERIFICATION_FAILED);
  }
  const result = await deps.database.db.transaction((tx) =>
    settleOrder(deps, tx, {
      providerOrderId: input.razorpay_order_id,
      providerPaymentId: input.razorpay_payment_id,
      companyId: session.companyId,
      via: { kind: 'verify', userId: session.userId, ip },
    }),
  );
  if (result.outcome === 'not_found') throw new AppError('NOT_FOUND', 'Payment order not found.');
  const { order } = result;
  if (result.outcome === 'refund') {
    const via = { kind: 'verify' as const, userId: session.userId, ip };
    const refund = await refundDueOrder(deps, order, via);
    // Not a success: the payment bought nothing. Said plainly, for the spec's clients too.
    return {
      success: false,
      message: await refundMessage(deps, order, result.plan, refund),
      plan: result.plan,
      creditsAdded: 0,
      refund,
    };
  }
  return {
    success: true,
    message:
      order.kind === 'credits'
        ? `${order.credits} ${order.credits === 1 ? 'credit was' : 'credits were'} added to your account.`
        : `Your organisation is now on the ${await displayNameOf(deps, result.plan)} plan.`,
    plan: result.plan,
    creditsAdded: order.credits,
    ...(result.invoiceId ? { invoiceId: result.invoiceId } : {}),
  };
}

async function displayNameOf(deps: AppDeps, plan: Plan): Promise<string> {
  return planLabel(plan, (await findPlan(deps.database.db, plan))?.displayName);
}

/** What the payer is told of a plan payment that bought nothing and is given back. */
async function refundMessage(
  deps: AppDeps,
  order: repository.PaymentOrderRow,
  plan: Plan,
  refund: RefundState,
): Promise<string> {
  const refunded =
    refund === 'refunded' ? 'this payment was refunded in full' : 'this payment will be refunded in full';
  const bought = order.plan ?? plan;
  const { db } = deps.database;
  if ((await rankOf(db, plan)) < (await rankOf(db, bought))) {
    return `A newer order replaced this one, so ${refunded}. Your plan is unchanged.`;
  }
  return plan === bought
    ? `Your organisation is already on the ${await displayNameOf(deps, plan)} plan, so ${refunded}.`
    : `Your organisation's ${await displayNameOf(deps, plan)} plan already includes ${await displayNameOf(deps, bought)}, so ${refunded}.`;
}

/** The admin console's view of one company's payments, newest first. */
export async function listCompanyPayments(deps: AppDeps, companyId: string): Promise<CompanyPayment[]> {
  const [rows, catalogue] = await Promise.all([
    repository.listCompanyOrders(deps.database.db, companyId),
    listPlans(deps, false),
  ]);
  const names = new Map(catalogue.map((plan) => [plan.name, plan.displayName]));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    description:
      row.kind === 'credits'
        ? `${row.credits} credits`
        : `${planLabel(row.plan ?? '', names.get(row.plan ?? ''))} plan`,
    amount: row.amountPaise,
    status: row.status,
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    invoiceNumber: row.invoiceNumber,
    invoiceId: row.invoiceId,
  }));
}
