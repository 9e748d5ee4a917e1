import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@foursight/shared/contract/admin';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireAdmin } from '../../http/session.ts';
import { listContactMessages } from '../contact/contact.service.ts';
import {
  createCompany,
  createPlan,
  getDashboardStats,
  listAuditLogs,
  listCompanies,
  listPlans,
  updateCompany,
  updatePlan,
} from './admin-console.service.ts';

/** The admin console (spec part 1 §7). Every path is behind the admin guard of admin-auth.routes.ts. */
export function adminConsolePlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, adminRoutes.getDashboardStats, async () => ({
    success: true,
    stats: await getDashboardStats(deps),
  }));

  registerRoute(app, adminRoutes.listCompanies, async () => ({ success: true, companies: await listCompanies(deps) }));

  registerRoute(app, adminRoutes.createCompany, async ({ body }, request, reply) => {
    const company = await createCompany(deps, await requireAdmin(deps, request), body, request.ip);
    reply.code(201);
    return { success: true, message: 'Company added.', company };
  });

  registerRoute(app, adminRoutes.updateCompany, async ({ params, body }, request) => {
    const company = await updateCompany(deps, await requireAdmin(deps, request), params.id, body, request.ip);
    return { success: true, message: 'Company updated.', company };
  });

  registerRoute(app, adminRoutes.listPlans, async () => ({ success: true, plans: await listPlans(deps) }));

  registerRoute(app, adminRoutes.createPlan, async ({ body }, request, reply) => {
    const plan = await createPlan(deps, await requireAdmin(deps, request), body, request.ip);
    reply.code(201);
    return { success: true, message: 'Plan created.', plan };
  });

  registerRoute(app, adminRoutes.updatePlan, async ({ params, body }, request) => {
    const plan = await updatePlan(deps, await requireAdmin(deps, request), params.id, body, request.ip);
    return { success: true, message: 'Plan updated.', plan };
  });

  registerRoute(app, adminRoutes.listAuditLogs, async ({ query }) => ({
    success: true,
    ...(await listAuditLogs(deps, query)),
  }));

  registerRoute(app, adminRoutes.listContactMessages, async () => ({
    success: true,
    messages: await listContactMessages(deps),
  }));
}
