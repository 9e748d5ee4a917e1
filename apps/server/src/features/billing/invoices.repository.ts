import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';

const columns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  credits: invoices.credits,
  amountPaise: invoices.amountPaise,
  status: invoices.status,
  document: invoices.document,
  createdAt: invoices.createdAt,
};

export type InvoiceRow = Pick<typeof invoices.$inferSelect, keyof typeof columns>;

/** The company's invoices, newest first (the number breaks a tie: two issued in the same instant). */
export function listCompanyInvoices(db: Database, companyId: string): Promise<InvoiceRow[]> {
  return db
    .select(columns)
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber));
}

/** One invoice, only when it is this company's: another company's id reads as unknown. */
export async function findCompanyInvoice(db: Database, companyId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select(columns)
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .limit(1);
  return row ?? null;
}
