import { invoiceRenderers } from './features/invoices/invoice-renderers.ts';
import { reportRenderers } from './features/reports/report-renderers.ts';
import type { ThreadHandlers } from './threads/serve-thread.ts';

/** Every document the document thread makes: the report's files and the invoice PDF. */
export const documentHandlers: ThreadHandlers = {
  calls: { ...reportRenderers.calls, ...invoiceRenderers.calls },
  streams: { ...reportRenderers.streams, ...invoiceRenderers.streams },
};
