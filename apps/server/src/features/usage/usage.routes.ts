import type { FastifyInstance } from 'fastify';
import { usageRoutes } from '@foursight/shared/contract/usage';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { getUsageHistory, getUsageStats, type SwotTitles } from './usage.service.ts';

/** The limit check (`GET /api/swot/check-limit`) is the swots feature's: it answers whether a SWOT can be created. */
export function usagePlugin(app: FastifyInstance, deps: AppDeps, swotTitles: SwotTitles): void {
  registerRoute(app, deps, usageRoutes.getStats, async ({ query, actor }) => getUsageStats(deps, actor, query));

  registerRoute(app, deps, usageRoutes.getHistory, async ({ query, actor }) =>
    getUsageHistory(deps, swotTitles, actor, query),
  );
}
