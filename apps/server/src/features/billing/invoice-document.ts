import { z } from 'zod';

/**
 * An invoice as issued, stored in `invoices.document`. It is a legal record:
 * once written it never changes, whatever later happens to the company's
 * address, the seller's configuration or this code. So it carries every
 * figure already computed (nothing is recomputed when it is shown) and a
 * version: a reader handles every version ever written, and a new shape is a
 * new version, never an edit of this one.
 */
const PartySchema = z.object({
  name: z.string(),
  /** Lines of the postal address. */
  address: z.array(z.string()),
  /** Indian state or union territory, as written; null when unknown (e.g. abroad). */
  state: z.string().nullable(),
  /** Two-digit GST state code ("29" for Karnataka); null when unknown. */
  stateCode: z.string().nullable(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

const LineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number(),
  /** Paise, GST included. */
  unitPricePaise: z.number(),
  /** Paise, GST included. */
  amountPaise: z.number(),
});

const TaxSchema = z.object({
  /** CGST + SGST when seller and buyer are in the same state, IGST otherwise. */
  kind: z.enum(['intra-state', 'inter-state']),
  ratePercent: z.number(),
  /** The price without the tax inside it (paise). */
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
});

export const InvoiceDocumentV1Schema = z.object({
  version: z.literal(1),
  invoiceNumber: z.string(),
  /** ISO time of issue. */
  issuedAt: z.string(),
  seller: PartySchema,
  buyer: PartySchema,
  /** "Karnataka (29)"; where the service is supplied, from the buyer's state. */
  placeOfSupply: z.string().nullable(),
  lines: z.array(LineSchema),
  /** Paise, GST included: what was paid. */
  totalPaise: z.number(),
  /** Null when the seller has no GSTIN: no tax is shown. */
  tax: TaxSchema.nullable(),
  payment: z.object({
    provider: z.literal('razorpay'),
    orderId: z.string(),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
  }),
  status: z.enum(['paid', 'pending']),
});
export type InvoiceDocumentV1 = z.infer<typeof InvoiceDocumentV1Schema>;
export type InvoiceParty = z.infer<typeof PartySchema>;
export type InvoiceTax = z.infer<typeof TaxSchema>;

/**
 * Version 2 (issue 36): each line carries its taxable value and GST rate, as
 * an Indian tax invoice shows them per line, and the seller its PAN. Numbers
 * issued from then on have at most 16 characters (invoice-number.ts); a
 * version 1 document keeps its `FS/2026-27/000001`.
 */
const LineV2Schema = LineSchema.extend({
  /** Paise: the line's amount without the GST inside it; null when no tax is charged. */
  taxablePaise: z.number().nullable(),
  /** The line's GST rate (CGST + SGST or IGST together, e.g. 18); null when no tax is charged. */
  gstRatePercent: z.number().nullable(),
});

const SellerV2Schema = PartySchema.extend({ pan: z.string().nullable() });

export const InvoiceDocumentV2Schema = InvoiceDocumentV1Schema.extend({
  version: z.literal(2),
  seller: SellerV2Schema,
  lines: z.array(LineV2Schema),
});
export type InvoiceDocumentV2 = z.infer<typeof InvoiceDocumentV2Schema>;
export type InvoiceSeller = z.infer<typeof SellerV2Schema>;

/** Every version a stored invoice may carry; readers switch on `version`. */
export const InvoiceDocumentSchema = z.discriminatedUnion('version', [
  InvoiceDocumentV1Schema,
  InvoiceDocumentV2Schema,
]);
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

/** Reads a stored document; a row no version accepts is a bug worth a loud error, not a blank invoice. */
export function readInvoiceDocument(stored: unknown): InvoiceDocument {
  return InvoiceDocumentSchema.parse(stored);
}
