import type { FastifyInstance } from 'fastify';
import { templateRoutes } from '@foursight/shared/contract/templates';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import * as templates from './templates.service.ts';

export function templatesPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, templateRoutes.listTemplates, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { templates: await templates.listTemplates(deps, session) };
  });

  registerRoute(app, templateRoutes.createTemplate, async ({ body }, request, reply) => {
    const session = await requireUser(deps, request);
    const template = await templates.createTemplate(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'Template created successfully!', template };
  });

  registerRoute(app, templateRoutes.updateTemplate, async ({ params, body }, request) => {
    const session = await requireUser(deps, request);
    const template = await templates.editTemplate(deps, session, params.id, body, request.ip);
    return { success: true, message: 'Template updated successfully!', template };
  });

  registerRoute(app, templateRoutes.deleteTemplate, async ({ params }, request) => {
    const session = await requireUser(deps, request);
    await templates.removeTemplate(deps, session, params.id, request.ip);
    return { success: true, message: 'Template deleted successfully!' };
  });
}
