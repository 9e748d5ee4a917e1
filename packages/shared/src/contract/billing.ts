import { z } from 'zod';
import { MAX_CREDIT_QUANTITY, MIN_CREDIT_QUANTITY } from '../domain/pricing.ts';
import { PlanNameSchema } from './plan-name.ts';
import { defineRoutes, FileResponseSchema } from './route.ts';

const Quantity = z.coerce
  .number()
  .int('Choose a whole number of credits')
  .min(MIN_CREDIT_QUANTITY, `Buy at least ${MIN_CREDIT_QUANTITY} credit`)
  .max(MAX_CREDIT_QUANTITY, `Buy at most ${MAX_CREDIT_QUANTITY} credits at a time`);

/**
 * Spec part 2 §7: `planType` and `amount`, or `type: "credits"` with
 * `quantity` and `amount`. `amount` is accepted and ignored (the server
 * prices every order from the plan catalogue and logs a mismatch).
 */
export const CreateOrderRequestSchema = z.union([
  z.object({ type: z.literal('credits'), quantity: Quantity, amount: z.number().optional() }),
  z.object({
    type: z.literal('plan').optional(),
    /** The catalogue plan's name ('premium', 'enterprise', or one the admin added). */
    planType: PlanNameSchema,
    amount: z.number().optional(),
  }),
]);
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

export const PaymentOrderSchema = z.object({
  /** The payment provider's order id, handed to the checkout. */
  id: z.string(),
  /** Paise. */
  amount: z.number(),
  currency: z.string(),
});

export const CreateOrderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  order: PaymentOrderSchema,
  /** The checkout's public key id (optional: the spec's response does not carry it). */
  keyId: z.string().optional(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/**
 * Spec part 2 §7: the checkout's three fields, plus what was bought. What an
 * order buys is read from our database by its id; `planType`, `type` and
 * `quantity` are accepted for the spec's clients and not trusted.
 */
export const VerifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().trim().min(1, 'Missing order id').max(100),
  razorpay_payment_id: z.string().trim().min(1, 'Missing payment id').max(100),
  razorpay_signature: z.string().trim().min(1, 'Missing signature').max(200),
  planType: z.string().max(50).optional(),
  type: z.enum(['credits', 'plan']).optional(),
  quantity: z.coerce.number().optional(),
});
export type VerifyPaymentRequest = z.input<typeof VerifyPaymentRequestSchema>;

export const VerifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** What the payment changed, so the screen can update at once. */
  plan: z.string().optional(),
  creditsAdded: z.number().optional(),
  invoiceId: z.string().optional(),
  /**
   * Set when the payment bought nothing (the plan was already active, or a
   * newer order replaced this one) and is given back in full: `refunded`, or
   * `pending` while the refund is still being made. `success` is then false
   * and `message` says so.
   */
  refund: z.enum(['refunded', 'pending']).optional(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

/** Whether this server can take payments, and the checkout's public details. */
export const PaymentConfigSchema = z.object({
  enabled: z.boolean(),
  keyId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** Prefill for the checkout (spec: the company's name, e-mail and phone). */
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** Spec part 2 §3: id, invoiceNumber, createdAt, credits, amount, status (paid, otherwise pending). */
export const InvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  createdAt: z.iso.datetime(),
  credits: z.number(),
  /** Paise. */
  amount: z.number(),
  status: z.string(),
  /** What was bought, in words ("25 credits", "Pay-as-You-Go plan"). */
  description: z.string().optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

const InvoiceParams = z.object({ id: z.uuid('Unknown invoice') });

export const billingRoutes = defineRoutes({
  getPaymentConfig: {
    method: 'GET',
    path: '/api/payment/config',
    auth: 'organiser',
    role: 'owner',
    response: PaymentConfigSchema,
  },
  createOrder: {
    method: 'POST',
    path: '/api/payment/create-order',
    auth: 'organiser',
    role: 'owner',
    body: CreateOrderRequestSchema,
    response: CreateOrderResponseSchema,
  },
  verifyPayment: {
    method: 'POST',
    path: '/api/payment/verify',
    auth: 'organiser',
    role: 'owner',
    body: VerifyPaymentRequestSchema,
    response: VerifyPaymentResponseSchema,
  },
  /** Razorpay's webhooks: signed over the raw body, no session. */
  receiveWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    auth: 'signature',
    duringMaintenance: true,
    body: z.looseObject({ event: z.string(), payload: z.looseObject({}).optional() }),
    bodyLimit: 256 * 1024,
    response: z.object({ received: z.boolean() }),
  },
  listInvoices: {
    method: 'GET',
    path: '/api/invoices',
    auth: 'organiser',
    role: 'owner',
    response: z.object({ invoices: z.array(InvoiceSchema) }),
  },
  /** The invoice as an HTML page that prints on A4. */
  viewInvoice: {
    method: 'GET',
    path: '/api/invoices/:id/view',
    auth: 'organiser',
    role: 'owner',
    params: InvoiceParams,
    response: FileResponseSchema,
  },
  /** The invoice as a PDF. */
  downloadInvoice: {
    method: 'GET',
    path: '/api/invoices/:id/download',
    auth: 'organiser',
    role: 'owner',
    offLoop: 'documents',
    params: InvoiceParams,
    response: FileResponseSchema,
  },
});
