import type { FastifyInstance } from 'fastify';
import { marketingRoutes } from '@foursight/shared/contract/marketing';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { getPublishedPage } from '../cms/cms.service.ts';
import { getPricing, getPublicSite } from './marketing.service.ts';

/** Public reads for the marketing site: no session. */
export function marketingPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, marketingRoutes.getPricing, () => getPricing(deps));
  registerRoute(app, deps, marketingRoutes.getSite, () => getPublicSite(deps));
  registerRoute(app, deps, marketingRoutes.getPage, async ({ params }) => ({
    success: true,
    page: await getPublishedPage(deps, params.slug),
  }));
}
