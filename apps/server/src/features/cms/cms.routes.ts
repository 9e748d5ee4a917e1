import type { FastifyInstance } from 'fastify';
import { cmsRoutes } from '@foursight/shared/contract/cms';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import {
  createPage,
  deletePage,
  getSiteSettings,
  listMenuPages,
  listPages,
  saveSiteSettings,
  updatePage,
} from './cms.service.ts';

/** The admin console's CMS: admin routes (the contract says so; the route helper checks the admin session). */
export function cmsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, cmsRoutes.listPages, async () => ({ success: true, pages: await listPages(deps) }));

  registerRoute(app, deps, cmsRoutes.createPage, async ({ body, actor }, request, reply) => {
    const page = await createPage(deps, actor, body, request.ip);
    reply.code(201);
    return { success: true, message: 'Page created successfully!', page };
  });

  registerRoute(app, deps, cmsRoutes.updatePage, async ({ params, body, actor }, request) => {
    const page = await updatePage(deps, actor, params.id, body, request.ip);
    return { success: true, message: 'Page updated successfully!', page };
  });

  registerRoute(app, deps, cmsRoutes.deletePage, async ({ params, actor }, request) => {
    await deletePage(deps, actor, params.id, request.ip);
    return { success: true, message: 'Page deleted successfully!' };
  });

  registerRoute(app, deps, cmsRoutes.getSiteSettings, async () => ({
    success: true,
    settings: await getSiteSettings(deps),
  }));

  registerRoute(app, deps, cmsRoutes.saveSiteSettings, async ({ body, actor }, request) => {
    const settings = await saveSiteSettings(deps, actor, body, request.ip);
    return { success: true, message: 'Site settings updated successfully!', settings };
  });

  registerRoute(app, deps, cmsRoutes.listMenuItems, async () => ({ success: true, items: await listMenuPages(deps) }));
  // Content blocks are listed by the console but not used yet (spec part 1 §3).
  registerRoute(app, deps, cmsRoutes.listBlocks, () => Promise.resolve({ success: true, blocks: [] }));
}
