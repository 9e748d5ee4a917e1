import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '@foursight/shared/contract/health';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { createHealthCheck } from './health.service.ts';

export function healthPlugin(app: FastifyInstance, deps: AppDeps): void {
  const checkHealth = createHealthCheck(deps);
  registerRoute(app, deps, healthRoutes.getHealth, async ({ query }, _request, reply) => {
    const health = await checkHealth({ probe: query.probe });
    // A load balancer takes a process out of rotation on anything but 2xx.
    if (health.status !== 'ok') void reply.status(503);
    return health;
  });
}
