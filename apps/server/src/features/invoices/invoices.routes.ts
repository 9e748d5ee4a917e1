import type { FastifyInstance } from 'fastify';
import { billingRoutes } from '@foursight/shared/contract/billing';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { createInvoicePdfCache, downloadInvoice, listInvoices, viewInvoice } from './invoices.service.ts';

/** The company's invoices: the list, each as a printable page, each as a PDF. Company id from the session only. */
export function invoicesPlugin(app: FastifyInstance, deps: AppDeps): void {
  const pdfs = createInvoicePdfCache();
  registerRoute(app, deps, billingRoutes.listInvoices, async ({ actor }) => listInvoices(deps, actor.companyId));

  registerRoute(app, deps, billingRoutes.viewInvoice, async ({ actor, params }) =>
    viewInvoice(deps, actor.companyId, params.id),
  );

  registerRoute(app, deps, billingRoutes.downloadInvoice, async ({ actor, params }) =>
    downloadInvoice(deps, pdfs, actor.companyId, params.id),
  );
}
