import type { AppDeps } from '../../app-deps.ts';
import type { InvoiceView } from './invoice-view.ts';

/** The invoice PDF's task on the document thread (invoice-renderers.ts makes it). */
export const INVOICE_PDF_KIND = 'invoice-pdf';

/** The PDF's bytes, laid out on the document thread, never on the HTTP thread. */
export function makeInvoicePdf(deps: AppDeps, view: InvoiceView): Promise<Uint8Array> {
  return deps.documents.call(INVOICE_PDF_KIND, view);
}
