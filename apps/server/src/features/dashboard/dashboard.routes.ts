import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@foursight/shared/contract/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { createEventStreams } from '../../http/event-stream.ts';
import { registerRoute } from '../../http/route.ts';
import { listenForResponses } from '../swots/swot-events.service.ts';
import { getAiInsights, getComprehensive, getRecentAnalyses, getStats } from './dashboard.service.ts';
import { getGettingStarted } from './getting-started.service.ts';

export function dashboardPlugin(app: FastifyInstance, deps: AppDeps): void {
  const streams = createEventStreams(app);

  // Every SWOT of the caller's company: the dashboard's counts move with each new response.
  registerRoute(app, deps, dashboardRoutes.events, async ({ actor: session }, _request, reply) =>
    streams.open(reply, listenForResponses(deps, session.companyId)),
  );

  registerRoute(app, deps, dashboardRoutes.getGettingStarted, ({ actor: session }) =>
    getGettingStarted(deps, session.companyId),
  );

  registerRoute(app, deps, dashboardRoutes.getStats, async ({ actor: session }) => {
    return { success: true, stats: await getStats(deps, session.companyId) };
  });

  registerRoute(app, deps, dashboardRoutes.getRecentAnalyses, async ({ actor: session }) => {
    return { success: true, analyses: await getRecentAnalyses(deps, session.companyId) };
  });

  registerRoute(app, deps, dashboardRoutes.getAiInsights, async ({ actor: session }) => {
    return { success: true, ...(await getAiInsights(deps, session.companyId)) };
  });

  registerRoute(app, deps, dashboardRoutes.getComprehensive, async ({ actor: session }) => {
    return { success: true, data: await getComprehensive(deps, session.companyId) };
  });
}
