import type { Invoice } from '@foursight/shared/contract/billing';
import type { FileResponse } from '@foursight/shared/contract/route';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { findIssuedInvoice, listIssuedInvoices, type IssuedInvoice } from '../billing/issued-invoices.service.ts';
import { renderInvoiceHtml } from './invoice-html.ts';
import { makeInvoicePdf } from './invoice-files.ts';
import { invoiceView, type InvoiceView } from './invoice-view.ts';
import { createPdfCache, type PdfCache } from './pdf-cache.ts';

/** Spec part 2 §3: the list's fields, and what was bought in words from the document's lines. */
function toInvoice(row: IssuedInvoice): Invoice {
  const { document } = row;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
    credits: row.credits,
    amount: row.amountPaise,
    status: row.status,
    description: document.lines.map((line) => line.description).join(', '),
  };
}

export async function listInvoices(deps: AppDeps, companyId: string): Promise<{ invoices: Invoice[] }> {
  const rows = await listIssuedInvoices(deps.database.db, companyId);
  return { invoices: rows.map(toInvoice) };
}

/** The company's invoice, ready to show; another company's id, like an unknown one, is not found. */
async function viewOf(deps: AppDeps, companyId: string, id: string): Promise<InvoiceView> {
  const row = await findIssuedInvoice(deps.database.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
  return invoiceView(row.document, row.status);
}

/** The HTML page, shown in the browser (inline), printable on A4. */
export async function viewInvoice(deps: AppDeps, companyId: string, id: string): Promise<FileResponse> {
  const view = await viewOf(deps, companyId, id);
  return {
    contentType: 'text/html; charset=utf-8',
    body: renderInvoiceHtml(view),
    fileName: `${view.fileStem}.html`,
    disposition: 'inline',
  };
}

/** A cache of rendered invoice PDFs, one per route that serves them (the company's, the platform admin's). */
export function createInvoicePdfCache(): PdfCache {
  return createPdfCache();
}

/** The PDF, saved by the browser as `invoice-FS-2026-27-000001.pdf`. */
export async function downloadInvoice(
  deps: AppDeps,
  pdfs: PdfCache,
  companyId: string,
  id: string,
): Promise<FileResponse> {
  // The cache is consulted only after the invoice was found for the caller's company.
  const view = await viewOf(deps, companyId, id);
  return {
    contentType: 'application/pdf',
    body: await pdfs.get(`${id}:${view.status}`, async () => Buffer.from(await makeInvoicePdf(deps, view))),
    fileName: `${view.fileStem}.pdf`,
    disposition: 'attachment',
  };
}
