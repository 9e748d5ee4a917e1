import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';
import { getSiteSettings } from '../features/cms/cms.service.ts';

/**
 * Maintenance mode (spec part 1 §4): API routes answer 503 with the admin's
 * message. The route helper (route.ts) asks this for every route except
 * admin routes (the admin must be able to switch it off) and routes that
 * declare `duringMaintenance` in the contract (participation links, health,
 * the public site settings that carry the message). Pages are served as
 * usual; the web app shows the message.
 */
export async function assertMaintenanceAllows(deps: AppDeps): Promise<void> {
  const site = await getSiteSettings(deps);
  if (site.maintenanceMode) throw new AppError('SERVICE_UNAVAILABLE', site.maintenanceMessage);
}
