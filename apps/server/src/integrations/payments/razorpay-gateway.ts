import type { PaymentsConfig } from '../../config.ts';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';

/** Razorpay answers order creation within a second or two; past this the customer is better told to retry. */
const TIMEOUT_MS = 15_000;

interface RazorpayOrder {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error?: { description?: string; code?: string };
}

/**
 * Razorpay's Orders API: POST {apiUrl}/v1/orders with HTTP basic auth
 * (key id : key secret) and {amount, currency, receipt, notes}; it answers
 * with the order, whose id the checkout needs.
 */
export function createRazorpayGateway(config: PaymentsConfig): PaymentGateway {
  const endpoint = `${config.apiUrl}/v1/orders`;
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    async createOrder(input) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            amount: input.amountPaise,
            currency: input.currency,
            receipt: input.receipt,
            notes: input.notes,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentGatewayError(`Razorpay could not be reached: ${(error as Error).message}`, { cause: error });
      }
      const body = (await response.json().catch(() => null)) as RazorpayOrder | null;
      if (!response.ok) {
        throw new PaymentGatewayError(
          `Razorpay answered ${response.status}: ${body?.error?.description ?? response.statusText}`,
        );
      }
      if (typeof body?.id !== 'string' || typeof body.amount !== 'number' || typeof body.currency !== 'string') {
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
  };
}
