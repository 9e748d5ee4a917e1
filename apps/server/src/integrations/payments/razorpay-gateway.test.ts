import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayApi, TEST_RAZORPAY, type RazorpayApiStandIn } from '../../../test/razorpay.ts';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

/** The Razorpay gateway's Refunds API call, against a local server speaking Razorpay's protocol. */

let razorpay: RazorpayApiStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  razorpay = await startRazorpayApi();
  gateway = gatewayWith(TEST_RAZORPAY.keySecret);
});
afterAll(() => razorpay.close());

function gatewayWith(keySecret: string): PaymentGateway {
  return createRazorpayGateway({
    keyId: TEST_RAZORPAY.keyId,
    keySecret,
    webhookSecret: null,
    apiUrl: razorpay.url,
    checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  });
}

/** An order of `amountPaise` paid (and captured) through the stand-in's checkout; its payment id. */
async function capturedPayment(amountPaise: number): Promise<string> {
  const order = await gateway.createOrder({ amountPaise, currency: 'INR', receipt: 'fs_test', notes: {} });
  return razorpay.pay(order.id).razorpay_payment_id;
}

const refundOf = (paymentId: string, amountPaise: number) => ({
  paymentId,
  amountPaise,
  receipt: 'fs_rf_test',
  notes: { orderId: 'test' },
});

describe('refunding a payment through Razorpay', () => {
  it('posts the full amount with basic auth to the payment, and answers the refund', async () => {
    const paymentId = await capturedPayment(99_900);
    const refund = await gateway.refundPayment(refundOf(paymentId, 99_900));

    expect(refund.id).toMatch(/^rfnd_/);
    expect(refund).toMatchObject({ paymentId, amountPaise: 99_900, status: 'processed' });
    const sent = razorpay.requests.filter((request) => request.url === `/v1/payments/${paymentId}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TEST_RAZORPAY.keyId}:${TEST_RAZORPAY.keySecret}`).toString('base64')}`,
    );
    expect(sent[0]!.body).toEqual({
      amount: 99_900,
      speed: 'normal',
      receipt: 'fs_rf_test',
      notes: { orderId: 'test' },
    });
    expect(razorpay.refunds.filter((made) => made.paymentId === paymentId)).toHaveLength(1);
  });

  it('is refused, as by Razorpay, for a wrong key, an unknown payment, more than was captured, or a second time', async () => {
    const paymentId = await capturedPayment(15_000);
    const refusals: [() => Promise<unknown>, RegExp][] = [
      [() => gatewayWith('not-our-secret').refundPayment(refundOf(paymentId, 15_000)), /401.*Authentication failed/],
      [() => gateway.refundPayment(refundOf('pay_Unknown0000001', 15_000)), /400.*does not exist/],
      [() => gateway.refundPayment(refundOf(paymentId, 15_001)), /400.*greater than amount captured/],
    ];
    for (const [call, message] of refusals) {
      const refused = call();
      await expect(refused).rejects.toThrow(PaymentGatewayError);
      await expect(refused).rejects.toThrow(message);
    }
    await gateway.refundPayment(refundOf(paymentId, 15_000));
    await expect(gateway.refundPayment(refundOf(paymentId, 15_000))).rejects.toThrow(/fully refunded already/);
    expect(razorpay.refunds.filter((made) => made.paymentId === paymentId)).toHaveLength(1);
  });

  it('does not take an answer for another payment or amount, or a failed refund, as made', async () => {
    const paymentId = await capturedPayment(15_000);
    const answer = (body: Record<string, unknown>) => ({
      status: 200,
      body: {
        id: 'rfnd_Forged000001',
        entity: 'refund',
        amount: 15_000,
        currency: 'INR',
        payment_id: paymentId,
        status: 'processed',
        ...body,
      },
    });
    for (const [body, message] of [
      [{ amount: 100 }, /refunded 100/],
      [{ payment_id: 'pay_Other00000001' }, /pay_Other00000001/],
      [{ status: 'failed' }, /failed/],
    ] as const) {
      razorpay.failNext('refunds', answer(body));
      await expect(gateway.refundPayment(refundOf(paymentId, 15_000))).rejects.toThrow(message);
    }
    razorpay.failNext('refunds', { status: 502, body: 'Bad gateway' });
    await expect(gateway.refundPayment(refundOf(paymentId, 15_000))).rejects.toThrow(/502/);
  });
});
