import type { FastifyInstance } from 'fastify';
import { swotRoutes } from '@foursight/shared/contract/swots';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import * as swots from './swots.service.ts';

export function swotsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, swotRoutes.createSwot, async ({ body, actor: session }, request, reply) => {
    const result = await swots.createSwot(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'SWOT analysis created successfully!', ...result };
  });

  registerRoute(app, deps, swotRoutes.listSwots, async ({ actor }) => {
    const analyses = await swots.listSwots(deps, actor);
    return { analyses, meta: { total: analyses.length } };
  });

  registerRoute(app, deps, swotRoutes.getSwot, async ({ params, actor }) => ({
    success: true,
    swot: await swots.getSwotDetail(deps, actor, params.id),
  }));

  registerRoute(app, deps, swotRoutes.updateSchedule, async ({ params, body, actor }) => ({
    success: true,
    message: 'Schedule updated.',
    swot: await swots.changeSchedule(deps, actor, params.id, body),
  }));

  registerRoute(app, deps, swotRoutes.closeSwot, async ({ params, actor }) => ({
    success: true,
    message: 'The SWOT analysis is closed: no more responses are accepted.',
    swot: await swots.closeSwot(deps, actor, params.id),
  }));
}
