import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@foursight/shared/contract/admin';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { listContactMessages } from '../contact/contact.service.ts';
import { createInvoicePdfCache, downloadInvoice, viewInvoice } from '../invoices/invoices.service.ts';
import {
  createCompany,
  createPlan,
  getDashboardStats,
  listAuditLogs,
  listCompanies,
  listPlans,
  updateCompany,
  companyPayments,
  updatePlan,
} from './admin-console.service.ts';

/** The admin console (spec part 1 §7). Every path is behind the admin guard of admin-auth.routes.ts. */
export function adminConsolePlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, adminRoutes.getDashboardStats, async () => ({
    success: true,
    stats: await getDashboardStats(deps),
  }));

  registerRoute(app, deps, adminRoutes.listCompanies, async () => ({
    success: true,
    companies: await listCompanies(deps),
  }));

  registerRoute(app, deps, adminRoutes.createCompany, async ({ body, actor }, request, reply) => {
    const company = await createCompany(deps, actor, body, request.ip);
    reply.code(201);
    return { success: true, message: 'Company added.', company };
  });

  registerRoute(app, deps, adminRoutes.updateCompany, async ({ params, body, actor }, request) => {
    const company = await updateCompany(deps, actor, params.id, body, request.ip);
    return { success: true, message: 'Company updated.', company };
  });

  registerRoute(app, deps, adminRoutes.listCompanyPayments, async ({ params }) => ({
    success: true,
    payments: await companyPayments(deps, params.id),
  }));

  // The company is the path's, not a session's: the platform admin may open any company's invoice.
  registerRoute(app, deps, adminRoutes.viewCompanyInvoice, async ({ params }) =>
    viewInvoice(deps, params.id, params.invoiceId),
  );
  const invoicePdfs = createInvoicePdfCache();
  registerRoute(app, deps, adminRoutes.downloadCompanyInvoice, async ({ params }) =>
    downloadInvoice(deps, invoicePdfs, params.id, params.invoiceId),
  );

  registerRoute(app, deps, adminRoutes.listPlans, async () => ({ success: true, plans: await listPlans(deps) }));

  registerRoute(app, deps, adminRoutes.createPlan, async ({ body, actor }, request, reply) => {
    const plan = await createPlan(deps, actor, body, request.ip);
    reply.code(201);
    return { success: true, message: 'Plan created.', plan };
  });

  registerRoute(app, deps, adminRoutes.updatePlan, async ({ params, body, actor }, request) => {
    const plan = await updatePlan(deps, actor, params.id, body, request.ip);
    return { success: true, message: 'Plan updated.', plan };
  });

  registerRoute(app, deps, adminRoutes.listAuditLogs, async ({ query }) => ({
    success: true,
    ...(await listAuditLogs(deps, query)),
  }));

  registerRoute(app, deps, adminRoutes.listContactMessages, async () => ({
    success: true,
    messages: await listContactMessages(deps),
  }));
}
