import { z } from 'zod';
import { ALLOWANCE_PERIODS, STARTING_PLAN } from '../domain/plans.ts';
import { PlanNameSchema } from './plan-name.ts';
import { GstinOrNoneSchema, RegisterRequestSchema } from './auth.ts';
import { defineRoutes, FileResponseSchema } from './route.ts';

/** The platform admin console's data (spec part 1 §3, §7). Money in cents (paise for INR). */

export const AdminStatsSchema = z.object({
  totalCompanies: z.number(),
  activeCompanies: z.number(),
  /** Active companies on a paid plan. */
  activeSubscriptions: z.number(),
  /** Payments received this calendar month (UTC), in cents. */
  monthlyRevenue: z.number(),
  newSignupsThisMonth: z.number(),
  subscriptionBreakdown: z.array(
    z.object({ plan: z.string(), planName: z.string().optional(), count: z.number(), revenue: z.number() }),
  ),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'suspended'] as const;

export const AdminCompanySchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  /** The same as organizationName: the dashboard list's field name. */
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  createdAt: z.iso.datetime(),
  /** The catalogue plan's name; `planName` is how screens show it. */
  plan: z.string(),
  subscriptionPlan: z.string(),
  planName: z.string().optional(),
  isActive: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Paid this month, in cents. */
  monthlyRevenue: z.number(),
  maxUsers: z.number(),
  maxSWOTs: z.number(),
  /** The company's GSTIN ("Tax / GSTIN Number"), printed on its invoices as the buyer's; null when it has none. */
  taxNumber: z.string().nullable().optional(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const CreateCompanyRequestSchema = RegisterRequestSchema.extend({ plan: PlanNameSchema.default(STARTING_PLAN) });
export type CreateCompanyRequest = z.input<typeof CreateCompanyRequestSchema>;

export const UpdateCompanyRequestSchema = z
  .object({
    isActive: z.boolean().optional(),
    plan: PlanNameSchema.optional(),
    /** The buyer's GSTIN for invoices issued from now on; null or blank removes it. Unique platform-wide. */
    taxNumber: GstinOrNoneSchema.optional(),
  })
  .refine(
    (body) => body.isActive !== undefined || body.plan !== undefined || body.taxNumber !== undefined,
    'Nothing to change',
  );
export type UpdateCompanyRequest = z.input<typeof UpdateCompanyRequestSchema>;

const Cents = z.number().int('Use whole cents').min(0, 'A price cannot be negative').max(1_000_000_000);
export const NO_RECURRING_FEE =
  'Foursight has no monthly or yearly fee: leave this at 0 and set the one-time upgrade price (upgradePrice).';
/**
 * The spec's monthlyPrice and yearlyPrice are kept for its clients, always 0:
 * plans are bought once (decisions.md, "Plan prices"), so a recurring price
 * would be a figure that no screen shows and nothing charges. Left out, 0.
 */
const NoRecurringFee = z.literal(0, { error: NO_RECURRING_FEE }).default(0);
const Limit = z.number().int().min(-1, 'Use -1 for unlimited').max(1_000_000);

export const SubscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  /** What upgrading to this plan costs, once, in cents (paise): the price every screen shows and billing charges. */
  upgradePrice: z.number(),
  maxUsers: z.number(),
  maxSWOTs: z.number(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  /** Responses included each period (-1: unlimited); optional, as the spec's plan does not carry it. */
  responseAllowance: z.number().optional(),
  allowancePeriod: z.enum(ALLOWANCE_PERIODS).optional(),
  includesWhatsApp: z.boolean().optional(),
  /** AI analysis with the company's own key. */
  includesAi: z.boolean().optional(),
  /** White-label: participants and report readers see the organisation's name where Foursight's would be. */
  includesWhiteLabel: z.boolean().optional(),
  /** Listing order and upgrade order: a company buys only a plan of higher rank. */
  rank: z.number().optional(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export { PLAN_NAME } from './plan-name.ts';
export const SavePlanRequestSchema = z.object({
  name: PlanNameSchema,
  displayName: z.string().trim().min(1, 'Display name is required').max(100),
  monthlyPrice: NoRecurringFee,
  yearlyPrice: NoRecurringFee,
  /**
   * What upgrading costs, once, in cents (paise): the single price of the plan.
   * Optional for the spec's clients; a new plan without it costs nothing to join, an edit keeps the stored price.
   */
  upgradePrice: Cents.optional(),
  maxUsers: Limit,
  maxSWOTs: Limit,
  features: z.array(z.string().trim().min(1).max(200)).max(30),
  isActive: z.boolean(),
  /**
   * The plan's terms, each optional for the spec's clients: left out, a new plan allows 50 responses a
   * month with AI, without WhatsApp or white-label, and ranks above every plan; an edit keeps what is stored.
   */
  responseAllowance: Limit.optional(),
  allowancePeriod: z.enum(ALLOWANCE_PERIODS).optional(),
  includesWhatsApp: z.boolean().optional(),
  includesAi: z.boolean().optional(),
  includesWhiteLabel: z.boolean().optional(),
  rank: z.number().int().min(0).max(1000).optional(),
});
export type SavePlanRequest = z.input<typeof SavePlanRequestSchema>;

export const AuditLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  actorType: z.string(),
  /** Who did it: the user's or admin's id, and for an organiser their sign-in e-mail (null once they are removed). */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  companyId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CompanyPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  kind: z.enum(['credits', 'plan']),
  /** "25 credits", "Pay-as-You-Go plan". */
  description: z.string(),
  /** Cents (paise). */
  amount: z.number(),
  /**
   * created: waiting for payment; paid; failed: the last attempt was declined (it may still be paid);
   * cancelled: a plan order replaced by a newer one; refund_due, refunding, refunded: a plan order
   * whose payment bought nothing (replaced, or the plan already held), its money being given back.
   */
  status: z.enum(['created', 'paid', 'failed', 'cancelled', 'refund_due', 'refunding', 'refunded']),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The invoice's id, for the console's view of it (viewCompanyInvoice); null without an invoice. */
  invoiceId: z.string().nullable().optional(),
});
export type CompanyPayment = z.infer<typeof CompanyPaymentSchema>;

const IdParams = z.object({ id: z.uuid('Unknown id') });
const CompanyResult = z.object({ success: z.boolean(), message: z.string(), company: AdminCompanySchema });
const PlanResult = z.object({ success: z.boolean(), message: z.string(), plan: SubscriptionPlanSchema });

export const adminRoutes = defineRoutes({
  getDashboardStats: {
    method: 'GET',
    path: '/api/admin/dashboard-stats',
    auth: 'admin',
    response: z.object({ success: z.boolean(), stats: AdminStatsSchema }),
  },
  listCompanies: {
    method: 'GET',
    path: '/api/admin/companies',
    auth: 'admin',
    response: z.object({ success: z.boolean(), companies: z.array(AdminCompanySchema) }),
  },
  createCompany: {
    method: 'POST',
    path: '/api/admin/companies',
    auth: 'admin',
    body: CreateCompanyRequestSchema,
    response: CompanyResult,
  },
  updateCompany: {
    method: 'PATCH',
    path: '/api/admin/companies/:id',
    auth: 'admin',
    params: IdParams,
    body: UpdateCompanyRequestSchema,
    response: CompanyResult,
  },
  /** A company's payments, newest first, with the invoice each one issued. */
  listCompanyPayments: {
    method: 'GET',
    path: '/api/admin/companies/:id/payments',
    auth: 'admin',
    params: IdParams,
    response: z.object({ success: z.boolean(), payments: z.array(CompanyPaymentSchema) }),
  },
  /** One of a company's invoices as its people see it (an A4 HTML page), for the console's payments. */
  viewCompanyInvoice: {
    method: 'GET',
    path: '/api/admin/companies/:id/invoices/:invoiceId/view',
    auth: 'admin',
    params: z.object({ id: z.uuid('Unknown id'), invoiceId: z.uuid('Unknown id') }),
    response: FileResponseSchema,
  },
  /** The same invoice as the PDF the company downloads (laid out on the document thread). */
  downloadCompanyInvoice: {
    method: 'GET',
    path: '/api/admin/companies/:id/invoices/:invoiceId/download',
    auth: 'admin',
    offLoop: 'documents',
    params: z.object({ id: z.uuid('Unknown id'), invoiceId: z.uuid('Unknown id') }),
    response: FileResponseSchema,
  },
  listPlans: {
    method: 'GET',
    path: '/api/admin/subscription-plans',
    auth: 'admin',
    response: z.object({ success: z.boolean(), plans: z.array(SubscriptionPlanSchema) }),
  },
  createPlan: {
    method: 'POST',
    path: '/api/admin/subscription-plans',
    auth: 'admin',
    body: SavePlanRequestSchema,
    response: PlanResult,
  },
  updatePlan: {
    method: 'PUT',
    path: '/api/admin/subscription-plans/:id',
    auth: 'admin',
    params: IdParams,
    body: SavePlanRequestSchema,
    response: PlanResult,
  },
  listAuditLogs: {
    method: 'GET',
    path: '/api/admin/audit-logs',
    auth: 'admin',
    query: z.object({
      action: z.string().max(100).optional(),
      entityType: z.string().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(20),
      offset: z.coerce.number().int().min(0).default(0),
    }),
    response: z.object({ success: z.boolean(), logs: z.array(AuditLogSchema), total: z.number() }),
  },
  listContactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    auth: 'admin',
    response: z.object({ success: z.boolean(), messages: z.array(ContactMessageSchema) }),
  },
});
