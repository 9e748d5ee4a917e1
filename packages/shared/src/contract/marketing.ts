import { z } from 'zod';
import { ALLOWANCE_PERIODS } from '../domain/plans.ts';
import { defineRoutes } from './route.ts';

/** Public reads for the marketing site: prices, site settings and menu, CMS pages. No session needed. */

export const PublicPlanSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  /** Paise (INR × 100); 0 for free. */
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  /** Paise, paid once to move to this plan (0 for free). */
  upgradePrice: z.number(),
  maxUsers: z.number(),
  maxSWOTs: z.number(),
  features: z.array(z.string()),
  /** The catalogue's order: the list is sorted by it, and an upgrade goes to a higher rank. */
  rank: z.number().optional(),
  /** The plan's terms, as the catalogue holds them (optional: the spec's plan does not carry them). */
  responseAllowance: z.number().optional(),
  allowancePeriod: z.enum(ALLOWANCE_PERIODS).optional(),
  includesWhatsApp: z.boolean().optional(),
  includesAi: z.boolean().optional(),
  includesWhiteLabel: z.boolean().optional(),
});
export type PublicPlan = z.infer<typeof PublicPlanSchema>;

export const PricingSchema = z.object({
  plans: z.array(PublicPlanSchema),
  /** Paise per response beyond the free allowance. */
  creditPrice: z.number(),
  creditPacks: z.array(z.object({ credits: z.number(), price: z.number() })),
  freeResponses: z.number(),
  trialDays: z.number(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const MenuPageSchema = z.object({ slug: z.string(), title: z.string() });

export const PublicSiteSchema = z.object({
  siteName: z.string(),
  siteTagline: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  footerText: z.string(),
  /** Sanitised CSS for public pages only. */
  customCss: z.string(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  menu: z.array(MenuPageSchema),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

export const PublicPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type PublicPage = z.infer<typeof PublicPageSchema>;

export const marketingRoutes = defineRoutes({
  getPricing: { method: 'GET', path: '/api/pricing', auth: 'public', response: PricingSchema },
  getSite: { method: 'GET', path: '/api/site', auth: 'public', duringMaintenance: true, response: PublicSiteSchema },
  getPage: {
    method: 'GET',
    path: '/api/pages/:slug',
    auth: 'public',
    params: z.object({ slug: z.string().max(100) }),
    response: z.object({ success: z.boolean(), page: PublicPageSchema }),
  },
});
