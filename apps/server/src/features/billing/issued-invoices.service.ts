import type { Database } from '../../db/client.ts';
import { readInvoiceDocument, type InvoiceDocument } from './invoice-document.ts';
import * as repository from './invoices.repository.ts';

/**
 * The invoices billing issued, as the invoices feature (list, page, PDF) and the admin read them: billing
 * owns the invoices table and its versioned document, so the document leaves here parsed.
 */
export type IssuedInvoice = Omit<repository.InvoiceRow, 'document'> & { document: InvoiceDocument };

function issued(row: repository.InvoiceRow): IssuedInvoice {
  return { ...row, document: readInvoiceDocument(row.document) };
}

/** The company's invoices, newest first. */
export async function listIssuedInvoices(db: Database, companyId: string): Promise<IssuedInvoice[]> {
  return (await repository.listCompanyInvoices(db, companyId)).map(issued);
}

/** One of the company's invoices; another company's id, like an unknown one, is null. */
export async function findIssuedInvoice(db: Database, companyId: string, id: string): Promise<IssuedInvoice | null> {
  const row = await repository.findCompanyInvoice(db, companyId, id);
  return row ? issued(row) : null;
}
