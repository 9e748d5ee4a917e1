import type { InvoiceDocument, InvoiceParty, InvoiceSeller } from '../billing/invoice-document.ts';
import { amountInWords } from './amount-in-words.ts';

/**
 * What an invoice shows, as text, computed once from the stored document:
 * the HTML view and the PDF both render this, so the two can never say
 * different things. Nothing is recomputed from the company or the seller's
 * configuration; every figure comes from the document as issued.
 */
export interface InvoiceView {
  /** "Tax Invoice" when the seller charged GST (has a GSTIN), else "Invoice". */
  title: 'Tax Invoice' | 'Invoice';
  invoiceNumber: string;
  /** dd/mm/yyyy, Indian time. */
  date: string;
  status: 'Paid' | 'Pending';
  seller: PartyView;
  buyer: PartyView;
  /** Label/value pairs beside the number: date, place of supply, reverse charge. */
  meta: { label: string; value: string }[];
  /** Whether line amounts include GST (said in the column headings); then each line shows its taxable value and GST rate. */
  taxInclusive: boolean;
  lines: InvoiceLineView[];
  /** Taxable value, then CGST + SGST or IGST with their rates; empty without tax. */
  taxRows: { label: string; value: string }[];
  total: string;
  amountInWords: string;
  /** The payment reference, a line each. */
  payment: string[];
  /** What a reader needs to know about the figures, or null. */
  note: string | null;
  /** `invoice-FS2627-000001`: for file names. */
  fileStem: string;
}

export interface InvoiceLineView {
  description: string;
  sac: string;
  quantity: string;
  /** Unit price, GST included when `taxInclusive`. */
  rate: string;
  /** The line without its GST, and the GST rate ("18%"); "—" when a document does not say. */
  taxable: string;
  gstRate: string;
  amount: string;
}

export interface PartyView {
  name: string;
  /** Address lines, then state, GSTIN and contact lines, each already labelled. */
  lines: string[];
}

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Paise as rupees with paise and Indian grouping: 12345600 is "₹1,23,456.00" (an invoice shows the paise of its tax). */
export function formatRupees(paise: number): string {
  return `₹${RUPEES.format(paise / 100)}`;
}

/** An instant as dd/mm/yyyy in India. */
export function formatIndianDate(iso: string | Date): string {
  return DATE.format(typeof iso === 'string' ? new Date(iso) : iso);
}

function formatRate(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/(?<!0)0+$/, '')}%`;
}

function stateLine(party: InvoiceParty): string | null {
  if (!party.state) return null;
  return `State: ${party.state}${party.stateCode ? ` (${party.stateCode})` : ''}`;
}

function partyView(party: InvoiceParty | InvoiceSeller): PartyView {
  const lines = [
    ...party.address,
    stateLine(party),
    party.gstin ? `GSTIN: ${party.gstin}` : null,
    'pan' in party && party.pan ? `PAN: ${party.pan}` : null,
    party.email ? `Email: ${party.email}` : null,
    party.phone ? `Phone: ${party.phone}` : null,
  ];
  return { name: party.name, lines: lines.filter((line): line is string => Boolean(line?.trim())) };
}

/** File names carry the number without its slashes: `invoice-FS2627-000001` (`invoice-FS-2026-27-000001` for the first format). */
export function invoiceFileStem(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}`;
}

/**
 * Each line with its taxable value and GST rate as stored. Version 1 did not
 * store them per line, but its one line was the whole invoice, so the
 * document's own taxable value and rate are that line's (read, not worked out
 * again); a version 1 document of several lines, never issued, would say "—".
 */
function lineTaxes(document: InvoiceDocument) {
  if (document.version === 2) return document.lines.map((line) => ({ line, ...line }));
  const only = document.lines.length === 1 && document.tax ? document.tax : null;
  return document.lines.map((line) => ({
    line,
    taxablePaise: only ? only.taxablePaise : null,
    gstRatePercent: document.tax ? document.tax.ratePercent : null,
  }));
}

/**
 * The invoice to show. `status` is the invoice row's (a pending invoice that
 * was later paid reads Paid); every other figure is the document's.
 */
export function invoiceView(document: InvoiceDocument, status: string): InvoiceView {
  const tax = document.tax;
  const taxRows = !tax
    ? []
    : [
        { label: 'Taxable value', value: formatRupees(tax.taxablePaise) },
        ...(tax.kind === 'intra-state'
          ? [
              { label: `CGST @ ${formatRate(tax.ratePercent / 2)}`, value: formatRupees(tax.cgstPaise) },
              { label: `SGST @ ${formatRate(tax.ratePercent / 2)}`, value: formatRupees(tax.sgstPaise) },
            ]
          : [{ label: `IGST @ ${formatRate(tax.ratePercent)}`, value: formatRupees(tax.igstPaise) }]),
      ];
  const date = formatIndianDate(document.issuedAt);
  const meta = [
    { label: 'Invoice No.', value: document.invoiceNumber },
    { label: 'Invoice date', value: date },
    ...(document.placeOfSupply ? [{ label: 'Place of supply', value: document.placeOfSupply }] : []),
    ...(tax ? [{ label: 'Reverse charge', value: 'No' }] : []),
  ];
  const { payment } = document;
  return {
    title: tax ? 'Tax Invoice' : 'Invoice',
    invoiceNumber: document.invoiceNumber,
    date,
    status: status === 'paid' ? 'Paid' : 'Pending',
    seller: partyView(document.seller),
    buyer: partyView(document.buyer),
    meta,
    taxInclusive: tax !== null,
    lines: lineTaxes(document).map(({ line, taxablePaise, gstRatePercent }) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity.toLocaleString('en-IN'),
      rate: formatRupees(line.unitPricePaise),
      taxable: taxablePaise === null ? '—' : formatRupees(taxablePaise),
      gstRate: gstRatePercent === null ? '—' : formatRate(gstRatePercent),
      amount: formatRupees(line.amountPaise),
    })),
    taxRows,
    total: formatRupees(document.totalPaise),
    amountInWords: amountInWords(document.totalPaise),
    payment: [
      'Payment method: Razorpay',
      ...(payment.paymentId ? [`Payment ID: ${payment.paymentId}`] : []),
      `Order ID: ${payment.orderId}`,
      ...(payment.paidAt ? [`Paid on ${formatIndianDate(payment.paidAt)}`] : []),
    ],
    note: tax ? 'Prices include GST. The tax inside them is shown above.' : null,
    fileStem: invoiceFileStem(document.invoiceNumber),
  };
}
