import type { FastifyInstance } from 'fastify';
import { billingRoutes } from '@foursight/shared/contract/billing';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { eventIdOf, handleWebhook, verifyRazorpayWebhook } from './payment-webhook.ts';
import { createOrder, getPaymentConfig, verifyPayment } from './payments.service.ts';

/** Paying through Razorpay (spec part 2 §7): the checkout's details, orders, verification and webhooks. */
export function paymentsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, billingRoutes.getPaymentConfig, async ({ actor }) => getPaymentConfig(deps, actor));

  registerRoute(app, deps, billingRoutes.createOrder, async ({ body, actor }) => createOrder(deps, actor, body));

  registerRoute(app, deps, billingRoutes.verifyPayment, async ({ body, actor }, request) =>
    verifyPayment(deps, actor, body, request.ip),
  );

  registerRoute(
    app,
    deps,
    billingRoutes.receiveWebhook,
    async ({ body, rawBody }, request) => {
      // Applied before answering: one short transaction, and a 2xx only once it is committed,
      // so a delivery that failed here is redelivered by Razorpay rather than lost.
      await handleWebhook(deps, body, eventIdOf(request, rawBody), request.log);
      return { received: true };
    },
    { verifySignature: verifyRazorpayWebhook(deps) },
  );
}
