import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@foursight/shared/contract/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import { getAiInsights, getComprehensive, getRecentAnalyses, getStats } from './dashboard.service.ts';

export function dashboardPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, dashboardRoutes.getStats, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { success: true, stats: await getStats(deps, session.companyId) };
  });

  registerRoute(app, dashboardRoutes.getRecentAnalyses, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { success: true, analyses: await getRecentAnalyses(deps, session.companyId) };
  });

  registerRoute(app, dashboardRoutes.getAiInsights, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { success: true, ...(await getAiInsights(deps, session.companyId)) };
  });

  registerRoute(app, dashboardRoutes.getComprehensive, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { success: true, data: await getComprehensive(deps, session.companyId) };
  });
}
