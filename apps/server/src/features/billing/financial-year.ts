/**
 * Indian financial years run from 1 April to 31 March and invoices are
 * numbered within one (invoice-number.ts). The year turns at midnight in
 * India, so an instant is read in Asia/Kolkata (UTC+5:30 all year: India has
 * no daylight saving).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
