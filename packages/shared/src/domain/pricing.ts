import { FREE_PLAN_RESPONSES } from './plans.ts';

/**
 * What Foursight charges, in paise (INR × 100), in one place: the public
 * pricing page and FAQ read these through GET /api/pricing, and billing
 * charges them, so the site cannot advertise a price the product does not
 * charge. Plan prices live in the subscription plans the admin edits
 * (seeded from PLAN_PRICES_PAISE); the per-response price and packs are here.
 */
export const CREDIT_PRICE_PAISE = 1500;
/** Quick packs on the usage page and the pricing page (spec part 2 §9). */
export const CREDIT_PACKS = [10, 25, 50, 100] as const;
export const MIN_CREDIT_QUANTITY = 1;
export const MAX_CREDIT_QUANTITY = 1000;
/** One-time upgrades (spec part 2 §9); the seeded monthly price of each paid plan. */
export const PLAN_PRICES_PAISE = { premium: 99_900, enterprise: 299_900 } as const;
export const TRIAL_DAYS = 14;

export function creditPackPricePaise(credits: number): number {
  return credits * CREDIT_PRICE_PAISE;
}

export { FREE_PLAN_RESPONSES };
