import type { FastifyInstance } from 'fastify';
import { templateRoutes } from '@foursight/shared/contract/templates';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import * as templates from './templates.service.ts';

export function templatesPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, templateRoutes.listTemplates, async ({ actor: session }) => {
    return { templates: await templates.listTemplates(deps, session) };
  });

  registerRoute(app, deps, templateRoutes.createTemplate, async ({ body, actor: session }, request, reply) => {
    const template = await templates.createTemplate(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'Template created successfully!', template };
  });

  registerRoute(app, deps, templateRoutes.updateTemplate, async ({ params, body, actor: session }, request) => {
    const template = await templates.editTemplate(deps, session, params.id, body, request.ip);
    return { success: true, message: 'Template updated successfully!', template };
  });

  registerRoute(app, deps, templateRoutes.deleteTemplate, async ({ params, actor: session }, request) => {
    await templates.removeTemplate(deps, session, params.id, request.ip);
    return { success: true, message: 'Template deleted successfully!' };
  });
}
