import type { FastifyInstance } from 'fastify';
import { swotRoutes } from '@foursight/shared/contract/swots';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import * as swots from './swots.service.ts';

export function swotsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, swotRoutes.createSwot, async ({ body }, request, reply) => {
    const session = await requireUser(deps, request);
    const result = await swots.createSwot(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'SWOT analysis created successfully!', ...result };
  });

  registerRoute(app, swotRoutes.listSwots, async (_input, request) => {
    const analyses = await swots.listSwots(deps, await requireUser(deps, request));
    return { analyses, meta: { total: analyses.length } };
  });

  registerRoute(app, swotRoutes.getSwot, async ({ params }, request) => ({
    success: true,
    swot: await swots.getSwotDetail(deps, await requireUser(deps, request), params.id),
  }));

  registerRoute(app, swotRoutes.updateSchedule, async ({ params, body }, request) => ({
    success: true,
    message: 'Schedule updated.',
    swot: await swots.changeSchedule(deps, await requireUser(deps, request), params.id, body),
  }));

  registerRoute(app, swotRoutes.closeSwot, async ({ params }, request) => ({
    success: true,
    message: 'The SWOT analysis is closed: no more responses are accepted.',
    swot: await swots.closeSwot(deps, await requireUser(deps, request), params.id),
  }));
}
