import type { PaymentsConfig } from '../../config.ts';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';

/** Razorpay answers order creation and refunds within a second or two; past this the call is better retried. */
const TIMEOUT_MS = 15_000;

interface RazorpayAnswer {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  payment_id?: unknown;
  status?: unknown;
  error?: { description?: string; code?: string };
}

/**
 * Razorpay's API with HTTP basic auth (key id : key secret) and JSON bodies:
 * the Orders API (POST /v1/orders with {amount, currency, receipt, notes},
 * answering the order, whose id the checkout needs) and the Refunds API
 * (POST /v1/payments/:id/refund with {amount, speed, receipt, notes},
 * answering the refund).
 */
export function createRazorpayGateway(config: PaymentsConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown, what: string): Promise<RazorpayAnswer> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentGatewayError(`Razorpay could not be reached (${what}): ${(error as Error).message}`, {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => null)) as RazorpayAnswer | null;
    if (!response.ok) {
      throw new PaymentGatewayError(
        `Razorpay answered ${response.status} (${what}): ${answer?.error?.description ?? response.statusText}`,
      );
    }
    return answer ?? {};
  }

  return {
    async createOrder(input) {
      const body = await post(
        '/v1/orders',
        { amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes },
        'order',
      );
      if (typeof body.id !== 'string' || typeof body.amount !== 'number' || typeof body.currency !== 'string') {
        throw new PaymentGatewayError('Razorpay answered without an order id, amount and currency');
      }
      // An order for another amount would be charged as Razorpay says, not as we priced it.
      if (body.amount !== input.amountPaise || body.currency !== input.currency) {
        throw new PaymentGatewayError(
          `Razorpay created ${body.currency} ${body.amount} for ${input.currency} ${input.amountPaise}`,
        );
      }
      return { id: body.id, amountPaise: body.amount, currency: body.currency };
    },

    async refundPayment(input) {
      const body = await post(
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
        'refund',
      );
      if (typeof body.id !== 'string' || typeof body.amount !== 'number' || typeof body.status !== 'string') {
        throw new PaymentGatewayError('Razorpay answered without a refund id, amount and status');
      }
      if (body.payment_id !== input.paymentId || body.amount !== input.amountPaise) {
        throw new PaymentGatewayError(
          `Razorpay refunded ${String(body.amount)} of ${String(body.payment_id)} for ${input.amountPaise} of ${input.paymentId}`,
        );
      }
      if (body.status === 'failed') throw new PaymentGatewayError(`Razorpay's refund ${body.id} failed`);
      return { id: body.id, paymentId: input.paymentId, amountPaise: body.amount, status: body.status };
    },
  };
}
