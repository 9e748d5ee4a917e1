import { planLabel } from '@foursight/shared/domain/plans';
import type { SellerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findPlan } from '../plans/plans.service.ts';
import { financialYearOf } from './financial-year.ts';
import { formatInvoiceNumber } from './invoice-number.ts';
import { gstInside, stateCodeOf, stateNameOf } from './gst.ts';
import type { InvoiceDocumentV2, InvoiceParty, InvoiceSeller } from './invoice-document.ts';
import * as repository from './payments.repository.ts';

/** What the order bought, as the invoice's one line reads. */
export function describePurchase(
  order: Pick<repository.PaymentOrderRow, 'kind' | 'credits' | 'plan'>,
  planDisplayName?: string,
): string {
  if (order.kind === 'credits') {
    return `${order.credits} SWOT response ${order.credits === 1 ? 'credit' : 'credits'}`;
  }
  return `${planLabel(order.plan ?? '', planDisplayName)} plan upgrade`;
}

/** SELLER_ADDRESS holds its lines separated by new lines (or "\n" written out, as env files allow) or semicolons. */
function addressLines(address: string | null): string[] {
  if (!address) return [];
  return address
    .split(/\r?\n|\\n|;/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function sellerParty(seller: SellerConfig): InvoiceSeller {
  return {
    name: seller.name,
    address: addressLines(seller.address),
    state: seller.state,
    stateCode: stateCodeOf({ state: seller.state, gstin: seller.gstin }),
    gstin: seller.gstin,
    pan: seller.pan,
    email: seller.email,
    phone: seller.phone,
  };
}

function buyerParty(buyer: repository.Buyer): InvoiceParty {
  const gstin = buyer.taxNumber?.trim() ? buyer.taxNumber.trim().toUpperCase() : null;
  const cityLine = [buyer.city, [buyer.state, buyer.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: buyer.organizationName,
    address: [buyer.fullAddress, cityLine, buyer.country].map((line) => line.trim()).filter(Boolean),
    state: buyer.state || null,
    stateCode: stateCodeOf({ state: buyer.state, gstin }),
    gstin,
    email: buyer.email,
    phone: buyer.mobileNumber || null,
  };
}

/** "Karnataka (29)": where the service is supplied, from the buyer's state. */
function placeOfSupply(buyer: InvoiceParty): string | null {
  if (buyer.stateCode) return `${stateNameOf(buyer.stateCode) ?? buyer.state} (${buyer.stateCode})`;
  return buyer.state;
}

/**
 * Issues the invoice of a settled order, in the settling transaction: the
 * next number of the financial year, and the document with every figure
 * (seller, buyer, line, the GST inside the price) as they are now. The
 * caller has locked the order and marked it paid.
 */
export async function issueInvoice(
  tx: Database,
  seller: SellerConfig,
  order: repository.PaymentOrderRow,
  payment: { paymentId: string; paidAt: Date },
): Promise<{ id: string; invoiceNumber: string }> {
  const buyerRow = await repository.findBuyer(tx, order.companyId);
  if (!buyerRow) throw new Error(`company ${order.companyId} of order ${order.id} not found`);
  const financialYear = financialYearOf(payment.paidAt);
  const invoiceNumber = formatInvoiceNumber(financialYear, await repository.nextInvoiceSequence(tx, financialYear));
  const sellerSide = sellerParty(seller);
  const buyerSide = buyerParty(buyerRow);
  const quantity = order.kind === 'credits' ? order.credits : 1;
  // The plan's name as the catalogue has it now: the invoice keeps it even if the plan is renamed later.
  const plan = order.plan ? await findPlan(tx, order.plan) : null;
  // Without the seller's GSTIN no tax may be shown (an unregistered seller charges none).
  const tax = seller.gstin ? gstInside(order.amountPaise, sellerSide.stateCode, buyerSide.stateCode) : null;
  const document: InvoiceDocumentV2 = {
    version: 2,
    invoiceNumber,
    issuedAt: payment.paidAt.toISOString(),
    seller: sellerSide,
    buyer: buyerSide,
    placeOfSupply: placeOfSupply(buyerSide),
    lines: [
      {
        description: describePurchase(order, plan?.displayName),
        sac: seller.sac,
        quantity,
        unitPricePaise: Math.round(order.amountPaise / quantity),
        amountPaise: order.amountPaise,
        // The one line is the whole order, so its taxable value is the total's, to the paisa.
        taxablePaise: tax ? tax.taxablePaise : null,
        gstRatePercent: tax ? tax.ratePercent : null,
      },
    ],
    totalPaise: order.amountPaise,
    tax,
    payment: {
      provider: 'razorpay',
      orderId: order.providerOrderId,
      paymentId: payment.paymentId,
      paidAt: payment.paidAt.toISOString(),
    },
    status: 'paid',
  };
  const id = await repository.insertInvoice(tx, {
    companyId: order.companyId,
    orderId: order.id,
    invoiceNumber,
    financialYear,
    credits: order.credits,
    amountPaise: order.amountPaise,
    status: 'paid',
    document,
    createdAt: payment.paidAt,
  });
  return { id, invoiceNumber };
}
