import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { invoices, paymentOrders } from '../src/db/schema/billing.ts';
import type {
  InvoiceDocumentV1,
  InvoiceDocumentV2,
  InvoiceParty,
  InvoiceSeller,
} from '../src/features/billing/invoice-document.ts';
import { formatInvoiceNumber } from '../src/features/billing/invoice-number.ts';

/**
 * Paid orders and their invoices written straight into the database, for
 * tests of what reads invoices (list, view, PDF). The documents are built
 * here in the stored shape (version 2, or version 1 with its old
 * `FS/2026-27/000001` number when asked), with GST worked out the way an
 * Indian invoice does for a price that includes it.
 */
export type TaxCase = 'intra-state' | 'inter-state' | 'none';

export interface InvoiceFixtureOptions {
  companyId: string;
  credits?: number;
  /** Paise; defaults to ₹15 a credit. */
  amountPaise?: number;
  description?: string;
  issuedAt?: Date;
  tax?: TaxCase;
  buyer?: Partial<InvoiceParty>;
  status?: 'paid' | 'pending';
  /** The number's financial year; the serial is random and unique. */
  financialYear?: string;
  /** 1: an invoice issued before issue 36, numbered `FS/2026-27/…`, lines without their own tax. */
  version?: 1 | 2;
}

export interface InvoiceFixture {
  id: string;
  invoiceNumber: string;
  document: InvoiceDocumentV1 | InvoiceDocumentV2;
}

export const TEST_SELLER: InvoiceSeller = {
  name: 'Foursight Analytics Private Limited',
  address: ['4th Floor, 80 Feet Road', 'Koramangala, Bengaluru 560034'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AABCF1234L1Z5',
  pan: 'AABCF1234L',
  email: 'billing@foursight.example',
  phone: '+91 80 4000 1234',
};

/**
 * What CGST Rule 46(b) asks of a number the product issues: at most 16
 * characters, `FS2627/000001`, in the given financial year when one is named.
 */
export function expectLawfulInvoiceNumber(invoiceNumber: string | null | undefined, financialYear?: string): void {
  expect(invoiceNumber).toMatch(/^FS\d{4}\/\d{6,9}$/);
  expect(invoiceNumber!.length).toBeLessThanOrEqual(16);
  // The year in the number is the financial year's two halves: FS2627 for 2026-27.
  if (financialYear) expect(invoiceNumber!.split('/')[0]).toBe(formatInvoiceNumber(financialYear, 1).split('/')[0]);
}

const BUYER: InvoiceParty = {
  name: 'Acme Retail',
  address: ['12 MG Road', 'Bengaluru 560001'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29ABCDE1234F1Z5',
  email: 'asha@acme.example',
  phone: '+91 98450 12345',
};

const GST_RATE = 18;

/** The tax inside a GST-inclusive price: taxable = total × 100 / 118, rounded to the paisa. */
export function taxInside(totalPaise: number, kind: Exclude<TaxCase, 'none'>) {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE));
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = kind === 'intra-state' ? Math.floor(taxPaise / 2) : 0;
  return {
    kind,
    ratePercent: GST_RATE,
    taxablePaise,
    cgstPaise,
    sgstPaise: kind === 'intra-state' ? taxPaise - cgstPaise : 0,
    igstPaise: kind === 'inter-state' ? taxPaise : 0,
  };
}

export async function companyIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await queryRows<{ company_id: string }>(
    db,
    sql`SELECT company_id FROM users WHERE email_key = ${email.toLowerCase()}`,
  );
  if (!row) throw new Error(`No user ${email}`);
  return row.company_id;
}

/** A paid order and its invoice for the company; returns the invoice's id, number and document. */
export async function insertInvoice(db: Database, options: InvoiceFixtureOptions): Promise<InvoiceFixture> {
  const credits = options.credits ?? 25;
  const totalPaise = options.amountPaise ?? credits * 1500;
  const issuedAt = options.issuedAt ?? new Date();
  const taxCase = options.tax ?? 'intra-state';
  const status = options.status ?? 'paid';
  const financialYear = options.financialYear ?? '2026-27';
  const buyer: InvoiceParty = {
    ...BUYER,
    ...(taxCase === 'inter-state' ? { state: 'Maharashtra', stateCode: '27', gstin: '27ABCDE1234F1Z5' } : {}),
    ...options.buyer,
  };
  const providerOrderId = `order_${randomBytes(7).toString('hex')}`;
  const paymentId = status === 'paid' ? `pay_${randomBytes(7).toString('hex')}` : null;

  const [order] = await db
    .insert(paymentOrders)
    .values({
      companyId: options.companyId,
      providerOrderId,
      kind: 'credits',
      credits,
      amountPaise: totalPaise,
      status: status === 'paid' ? 'paid' : 'created',
      providerPaymentId: paymentId,
      createdAt: issuedAt,
      paidAt: status === 'paid' ? issuedAt : null,
    })
    .returning({ id: paymentOrders.id });

  // Numbers are unique across every test file sharing the database: a random serial, drawn again on a clash.
  const version = options.version ?? 2;
  const tax = taxCase === 'none' ? null : taxInside(totalPaise, taxCase);
  for (;;) {
    const serial = randomInt(1, 1_000_000);
    const invoiceNumber =
      version === 1
        ? `FS/${financialYear}/${String(serial).padStart(6, '0')}`
        : formatInvoiceNumber(financialYear, serial);
    const seller = taxCase === 'none' ? { ...TEST_SELLER, gstin: null } : TEST_SELLER;
    const line = {
      description: options.description ?? `${credits} response credits`,
      sac: '998314',
      quantity: credits,
      unitPricePaise: credits > 0 ? Math.round(totalPaise / credits) : totalPaise,
      amountPaise: totalPaise,
    };
    const common = {
      invoiceNumber,
      issuedAt: issuedAt.toISOString(),
      buyer,
      placeOfSupply: buyer.state ? `${buyer.state}${buyer.stateCode ? ` (${buyer.stateCode})` : ''}` : null,
      totalPaise,
      tax,
      payment: {
        provider: 'razorpay' as const,
        orderId: providerOrderId,
        paymentId,
        paidAt: status === 'paid' ? issuedAt.toISOString() : null,
      },
      status,
    };
    const { pan: _pan, ...sellerV1 } = seller;
    const document: InvoiceDocumentV1 | InvoiceDocumentV2 =
      version === 1
        ? { version: 1, ...common, seller: sellerV1, lines: [line] }
        : {
            version: 2,
            ...common,
            seller,
            lines: [{ ...line, taxablePaise: tax?.taxablePaise ?? null, gstRatePercent: tax?.ratePercent ?? null }],
          };
    const [row] = await db
      .insert(invoices)
      .values({
        companyId: options.companyId,
        orderId: order!.id,
        invoiceNumber,
        financialYear,
        credits,
        amountPaise: totalPaise,
        status,
        document,
        createdAt: issuedAt,
      })
      .onConflictDoNothing({ target: invoices.invoiceNumber })
      .returning({ id: invoices.id });
    if (row) return { id: row.id, invoiceNumber, document };
  }
}
