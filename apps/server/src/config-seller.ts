import { z } from 'zod';

/**
 * The seller's settings as invoices print them, part of config.ts's
 * environment schema (kept here so config.ts stays readable). Only the name
 * has a default; every other line of the seller's block is printed when set
 * and left out when not, so a fresh install needs none of them.
 */
export const sellerEnvShape = {
  /** The seller on invoices. With SELLER_GSTIN the invoice shows the GST inside each price. */
  SELLER_NAME: z.string().min(1).default('Foursight'),
  SELLER_ADDRESS: z.string().min(1).optional(),
  /** Indian state or union territory name (decides CGST + SGST or IGST). */
  SELLER_STATE: z.string().min(1).optional(),
  SELLER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'SELLER_GSTIN must be a 15-character GSTIN')
    .optional(),
  /** The seller's PAN (five letters, four digits, a letter), printed beside the GSTIN. */
  SELLER_PAN: z
    .string()
    .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'SELLER_PAN must be a 10-character PAN such as AABCF1234L')
    .optional(),
  /** Where a buyer writes about an invoice. */
  SELLER_EMAIL: z.email('SELLER_EMAIL must be an e-mail address').optional(),
  SELLER_PHONE: z.string().min(1).optional(),
  /** Services accounting code printed on invoices (998315: IT infrastructure and software services). */
  SELLER_SAC: z
    .string()
    .regex(/^[0-9]{6}$/, 'SELLER_SAC must be 6 digits')
    .default('998315'),
};

type SellerEnv = z.infer<z.ZodObject<typeof sellerEnvShape>>;

export interface SellerConfig {
  name: string;
  address: string | null;
  state: string | null;
  gstin: string | null;
  pan: string | null;
  email: string | null;
  phone: string | null;
  sac: string;
}

export function sellerConfig(env: SellerEnv): SellerConfig {
  return {
    name: env.SELLER_NAME,
    address: env.SELLER_ADDRESS ?? null,
    state: env.SELLER_STATE ?? null,
    gstin: env.SELLER_GSTIN ?? null,
    pan: env.SELLER_PAN ?? null,
    email: env.SELLER_EMAIL ?? null,
    phone: env.SELLER_PHONE ?? null,
    sac: env.SELLER_SAC,
  };
}
