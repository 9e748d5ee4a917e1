import type { FastifyInstance } from 'fastify';
import { usageRoutes } from '@foursight/shared/contract/usage';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import { checkLimit, getUsageStats } from './usage.service.ts';

export function usagePlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, usageRoutes.checkLimit, async (_input, request) => {
    const session = await requireUser(deps, request);
    return checkLimit(deps, session.companyId);
  });

  registerRoute(app, usageRoutes.getStats, async ({ query }, request) =>
    getUsageStats(deps, await requireUser(deps, request), query),
  );
}
