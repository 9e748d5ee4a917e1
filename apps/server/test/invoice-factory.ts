import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';
import { invoices, paymentOrders } from '../src/db/schema/billing.ts';
import type { InvoiceDocumentV1, InvoiceParty } from '../src/features/billing/invoice-document.ts';

/**
 * Paid orders and their invoices written straight into the database, for
 * tests of what reads invoices (list, view, PDF). The documents are built
 * here in the stored InvoiceDocumentV1 shape, with GST worked out the way an
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
}

export interface InvoiceFixture {
  id: string;
  invoiceNumber: string;
  document: InvoiceDocumentV1;
}

export const TEST_SELLER: InvoiceParty = {
  name: 'Foursight Analytics Private Limited',
  address: ['4th Floor, 80 Feet Road', 'Koramangala, Bengaluru 560034'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AABCF1234L1Z5',
  email: 'billing@foursight.example',
  phone: null,
};

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
  for (;;) {
    const invoiceNumber = `FS/${financialYear}/${String(randomInt(1, 1_000_000)).padStart(6, '0')}`;
    const document: InvoiceDocumentV1 = {
      version: 1,
      invoiceNumber,
      issuedAt: issuedAt.toISOString(),
      seller: taxCase === 'none' ? { ...TEST_SELLER, gstin: null } : TEST_SELLER,
      buyer,
      placeOfSupply: buyer.state ? `${buyer.state}${buyer.stateCode ? ` (${buyer.stateCode})` : ''}` : null,
      lines: [
        {
          description: options.description ?? `${credits} response credits`,
          sac: '998314',
          quantity: credits,
          unitPricePaise: credits > 0 ? Math.round(totalPaise / credits) : totalPaise,
          amountPaise: totalPaise,
        },
      ],
      totalPaise,
      tax: taxCase === 'none' ? null : taxInside(totalPaise, taxCase),
      payment: {
        provider: 'razorpay',
        orderId: providerOrderId,
        paymentId,
        paidAt: status === 'paid' ? issuedAt.toISOString() : null,
      },
      status,
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
