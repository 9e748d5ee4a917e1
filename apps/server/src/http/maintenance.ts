import type { FastifyInstance } from 'fastify';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import { getSiteSettings } from '../features/cms/cms.service.ts';

/**
 * Maintenance mode (spec part 1 §4): the API answers 503 with the admin's
 * message, except for what must keep working: the admin console (to switch
 * it off), participation links (a running SWOT keeps collecting), health
 * checks, and the public site settings (so the web app can show the message).
 * Pages themselves are served as usual; the web app shows the message.
 */
const OPEN_PREFIXES = ['/api/admin', '/api/participate/', '/api/health', '/api/site'];

export function registerMaintenanceMode(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const site = await getSiteSettings(deps);
    if (site.maintenanceMode) throw new AppError('SERVICE_UNAVAILABLE', site.maintenanceMessage);
  });
}
