import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '@foursight/shared/contract/health';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { healthStatusCode, type HealthCheck } from './health.service.ts';

/** `check` is shared with the liveness fast path (liveness-fast-path.ts): one database check a second serves both. */
export function healthPlugin(app: FastifyInstance, deps: AppDeps, check: HealthCheck): void {
  registerRoute(app, deps, healthRoutes.getHealth, async ({ query }, _request, reply) => {
    const health = query.probe ? await check.deep() : await check.liveness();
    void reply.status(healthStatusCode(health));
    return health;
  });
}
