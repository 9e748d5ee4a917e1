/**
 * The invoice number, in one place. CGST Rule 46(b) asks for "a consecutive
 * serial number not exceeding sixteen characters ... unique for a financial
 * year"; the first format (`FS/2026-27/000001`) had 17. Now it is the prefix,
 * the two two-digit halves of the financial year and the serial:
 * `FS2627/000001` (13 characters). The year in the number keeps it unique
 * across years (the unique index on `invoices.invoice_number` holds it for a
 * century); the serial comes from `invoice_counters`, one row a year, so the
 * numbers of a year are consecutive without a gap (decisions.md, "Invoice
 * numbers per financial year"). Invoices issued before keep the number they
 * were stored with; a year that straddles the change goes on counting.
 */
export const INVOICE_PREFIX = 'FS';

/** The legal limit (CGST Rule 46(b)). */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * The largest serial a year may reach: 9 digits keep `FS2627/999999999` at
 * exactly 16 characters. A settlement past it fails (and rolls back, giving
 * the number back) rather than print an unlawful number.
 */
export const INVOICE_SEQUENCE_MAX = 999_999_999;

const FINANCIAL_YEAR = /^(\d{2})(\d{2})-(\d{2})$/;

/** `FS2627/000001` for the first invoice of financial year "2026-27". */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  const year = FINANCIAL_YEAR.exec(financialYear);
  if (!year) throw new Error(`not a financial year: ${financialYear}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > INVOICE_SEQUENCE_MAX) {
    throw new Error(`invoice serial ${sequence} is outside 1 to ${INVOICE_SEQUENCE_MAX}`);
  }
  return `${INVOICE_PREFIX}${year[2]}${year[3]}/${String(sequence).padStart(6, '0')}`;
}
