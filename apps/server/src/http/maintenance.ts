import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../app-deps.ts';

/** What the route helper reads of the site's settings: whether the API is paused, and what to say. */
export interface MaintenanceState {
  maintenanceMode: boolean;
  maintenanceMessage: string;
}

/** Where that is read from; the feature that keeps the site settings (cms) gives it when the app is composed. */
export type MaintenanceSource = (deps: AppDeps) => Promise<MaintenanceState>;

const sources = new WeakMap<AppDeps, MaintenanceSource>();

/** Called by app.ts for each app it builds: this layer knows no feature, so it is told where to look. */
export function setMaintenanceSource(deps: AppDeps, source: MaintenanceSource): void {
  sources.set(deps, source);
}

/**
 * Maintenance mode (spec part 1 §4): API routes answer 503 with the admin's
 * message. The route helper (route.ts) asks this for every route except
 * admin routes (the admin must be able to switch it off) and routes that
 * declare `duringMaintenance` in the contract (participation links, health,
 * the public site settings that carry the message). Pages are served as
 * usual; the web app shows the message. An app built without a source
 * refuses every such route: maintenance must never be skipped by omission.
 */
export async function assertMaintenanceAllows(deps: AppDeps): Promise<void> {
  const source = sources.get(deps);
  if (!source) throw new AppError('SERVICE_UNAVAILABLE', 'The server is starting. Please try again in a moment.');
  const site = await source(deps);
  if (site.maintenanceMode) throw new AppError('SERVICE_UNAVAILABLE', site.maintenanceMessage);
}
