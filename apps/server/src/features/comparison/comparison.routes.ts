import type { FastifyInstance } from 'fastify';
import { comparisonRoutes } from '@foursight/shared/contract/comparison';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { compareMonths, compareSwots, getOptions, getPerformance } from './comparison.service.ts';

export function comparisonPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, comparisonRoutes.options, async ({ actor }) => getOptions(deps, actor.companyId));

  registerRoute(app, deps, comparisonRoutes.swots, async ({ query, actor }) =>
    compareSwots(deps, actor.companyId, query.ids),
  );

  registerRoute(app, deps, comparisonRoutes.months, async ({ query, actor }) =>
    compareMonths(deps, actor.companyId, query.months),
  );

  registerRoute(app, deps, comparisonRoutes.performance, async ({ actor }) => getPerformance(deps, actor.companyId));
}
