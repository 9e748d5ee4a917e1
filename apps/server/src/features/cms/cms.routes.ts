import type { FastifyInstance } from 'fastify';
import { cmsRoutes } from '@foursight/shared/contract/cms';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireAdmin } from '../../http/session.ts';
import {
  createPage,
  deletePage,
  getSiteSettings,
  listMenuPages,
  listPages,
  saveSiteSettings,
  updatePage,
} from './cms.service.ts';

/** The admin console's CMS. The admin guard (admin-auth.routes.ts) covers these paths too; requireAdmin names the actor. */
export function cmsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, cmsRoutes.listPages, async () => ({ success: true, pages: await listPages(deps) }));

  registerRoute(app, cmsRoutes.createPage, async ({ body }, request, reply) => {
    const page = await createPage(deps, await requireAdmin(deps, request), body, request.ip);
    reply.code(201);
    return { success: true, message: 'Page created successfully!', page };
  });

  registerRoute(app, cmsRoutes.updatePage, async ({ params, body }, request) => {
    const page = await updatePage(deps, await requireAdmin(deps, request), params.id, body, request.ip);
    return { success: true, message: 'Page updated successfully!', page };
  });

  registerRoute(app, cmsRoutes.deletePage, async ({ params }, request) => {
    await deletePage(deps, await requireAdmin(deps, request), params.id, request.ip);
    return { success: true, message: 'Page deleted successfully!' };
  });

  registerRoute(app, cmsRoutes.getSiteSettings, async () => ({ success: true, settings: await getSiteSettings(deps) }));

  registerRoute(app, cmsRoutes.saveSiteSettings, async ({ body }, request) => {
    const settings = await saveSiteSettings(deps, await requireAdmin(deps, request), body, request.ip);
    return { success: true, message: 'Site settings updated successfully!', settings };
  });

  registerRoute(app, cmsRoutes.listMenuItems, async () => ({ success: true, items: await listMenuPages(deps) }));
  // Content blocks are listed by the console but not used yet (spec part 1 §3).
  registerRoute(app, cmsRoutes.listBlocks, () => Promise.resolve({ success: true, blocks: [] }));
}
