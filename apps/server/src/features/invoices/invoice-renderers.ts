import type { ThreadHandlers } from '../../threads/serve-thread.ts';
import { INVOICE_PDF_KIND } from './invoice-files.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceView } from './invoice-view.ts';

/** What the document thread does for invoices (invoice-files.ts asks for it). */
export const invoiceRenderers: ThreadHandlers = {
  calls: { [INVOICE_PDF_KIND]: (view: InvoiceView) => renderInvoicePdf(view) },
  streams: {},
};
