import type { FastifyInstance } from 'fastify';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { deleteSampleSwot, openSampleSwot } from './sample-swot.service.ts';

export function sampleSwotPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, swotRoutes.createSampleSwot, async ({ actor }, request, reply) => {
    const { swot, created } = await openSampleSwot(deps, actor, request.ip);
    reply.code(created ? 201 : 200);
    const message = created ? 'Sample SWOT created.' : 'Your sample SWOT is already here.';
    return { success: true, message, swot, created };
  });

  registerRoute(app, deps, swotRoutes.deleteSampleSwot, async ({ actor }, request) => {
    if (!(await deleteSampleSwot(deps, actor, request.ip))) {
      throw new AppError('NOT_FOUND', 'There is no sample SWOT to delete.');
    }
    return { success: true, message: 'Sample SWOT deleted.' };
  });
}
