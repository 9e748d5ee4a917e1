import type { CmsPage, SavePageRequestSchema, SiteSettings } from '@foursight/shared/contract/cms';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { uniqueViolationIndex } from '../../db/unique-violation.ts';
import type { MaintenanceState } from '../../http/maintenance.ts';
import type { AdminSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repository from './cms.repository.ts';
import { cleanCustomCss } from './custom-css.ts';
import { cleanPageContent } from './page-content.ts';

type SavePage = z.output<typeof SavePageRequestSchema>;

/**
 * Paths the web app already answers: a CMS page there would be unreachable
 * at /{slug}, so those slugs are refused (pages are also served at /p/{slug}).
 */
export const RESERVED_SLUGS = new Set([
  'about',
  'features',
  'how-it-works',
  'pricing',
  'faq',
  'terms',
  'privacy',
  'contact',
  'login',
  'register',
  'admin',
  'admin-dashboard',
  'dashboard',
  'settings',
  'profile',
  'participate',
  'p',
  'api',
  'assets',
  'reports',
  'invoices',
  'swot',
  'swot-management',
  'create-swot',
  'manage-users',
  'manage-usage',
  'org-chart',
  'email-templates',
  'strategic-goals',
  'performance-comparison',
]);

const SLUG_TAKEN = 'Another page already uses this slug.';

export function toCmsPage(row: repository.PageRow): CmsPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    content: row.content,
    isPublished: row.isPublished,
    showInMenu: row.showInMenu,
    menuOrder: row.menuOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function pageValues(input: SavePage): repository.PageValues {
  if (RESERVED_SLUGS.has(input.slug)) {
    const message = `"/${input.slug}" is a page of the site already; choose another slug.`;
    throw new AppError('VALIDATION_FAILED', message, { slug: message });
  }
  const content = cleanPageContent(input.content);
  if (!content) {
    throw new AppError('VALIDATION_FAILED', 'Content is required', {
      content: 'Nothing is left once unsafe markup is removed.',
    });
  }
  return { ...input, content };
}

async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationIndex(error) === 'cms_pages_slug_idx')
      throw new AppError('CONFLICT', SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw error;
  }
}

export async function listPages(deps: AppDeps): Promise<CmsPage[]> {
  return (await repository.listPages(deps.database.db)).map(toCmsPage);
}

export async function createPage(deps: AppDeps, admin: AdminSession, input: SavePage, ip: string) {
  const values = pageValues(input);
  const row = await withSlugCheck(() => repository.insertPage(deps.database.db, values));
  await audit(deps, admin, 'CMS_PAGE_CREATED', 'cms_page', row.id, ip);
  return toCmsPage(row);
}

export async function updatePage(deps: AppDeps, admin: AdminSession, id: string, input: SavePage, ip: string) {
  const values = pageValues(input);
  const row = await withSlugCheck(() => repository.updatePage(deps.database.db, id, values, deps.now()));
  if (!row) throw new AppError('NOT_FOUND', 'Page not found.');
  await audit(deps, admin, 'CMS_PAGE_UPDATED', 'cms_page', id, ip);
  return toCmsPage(row);
}

export async function deletePage(deps: AppDeps, admin: AdminSession, id: string, ip: string) {
  if (!(await repository.deletePage(deps.database.db, id))) throw new AppError('NOT_FOUND', 'Page not found.');
  await audit(deps, admin, 'CMS_PAGE_DELETED', 'cms_page', id, ip);
}

function toSiteSettings(row: repository.SiteSettingsRow): SiteSettings {
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/**
 * Site settings are read on every request (maintenance mode), so each
 * process keeps them for a moment. A save here is seen at once; another
 * process sees it within SETTINGS_TTL_MS.
 */
const SETTINGS_TTL_MS = 2000;
const cached = new WeakMap<AppDeps, { at: number; settings: SiteSettings }>();

const maintenanceCached = new WeakMap<AppDeps, { at: number; state: MaintenanceState }>();

/**
 * What the route helper asks before every organiser route (http/maintenance.ts, composed in app.ts): the
 * maintenance switch and message alone, kept for SETTINGS_TTL_MS like the settings, so a request never
 * reads or cleans the custom CSS. Taken from the cached settings while they are fresh.
 */
export async function getMaintenanceState(deps: AppDeps): Promise<MaintenanceState> {
  const now = Date.now();
  const settings = cached.get(deps);
  if (settings && now - settings.at < SETTINGS_TTL_MS) {
    return {
      maintenanceMode: settings.settings.maintenanceMode,
      maintenanceMessage: settings.settings.maintenanceMessage,
    };
  }
  const hit = maintenanceCached.get(deps);
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.state;
  const state = await repository.readMaintenance(deps.database.db);
  maintenanceCached.set(deps, { at: now, state });
  return state;
}

export async function getSiteSettings(deps: AppDeps): Promise<SiteSettings> {
  const hit = cached.get(deps);
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.settings;
  const stored = toSiteSettings(await repository.readSiteSettings(deps.database.db));
  // CSS saved before the parser-based cleaner existed is cleaned again on its way out (cleaning is idempotent).
  const settings = { ...stored, customCss: cleanCustomCss(stored.customCss) };
  cached.set(deps, { at: Date.now(), settings });
  return settings;
}

export async function saveSiteSettings(deps: AppDeps, admin: AdminSession, input: SiteSettings, ip: string) {
  const row = await repository.writeSiteSettings(
    deps.database.db,
    { ...input, customCss: cleanCustomCss(input.customCss) },
    deps.now(),
  );
  const settings = toSiteSettings(row);
  cached.set(deps, { at: Date.now(), settings });
  maintenanceCached.delete(deps);
  await audit(deps, admin, 'SITE_SETTINGS_UPDATED', 'site_settings', null, ip, {
    maintenanceMode: settings.maintenanceMode,
  });
  return settings;
}

export function listMenuPages(deps: AppDeps) {
  return repository.listMenuPages(deps.database.db);
}

export async function getPublishedPage(deps: AppDeps, slug: string) {
  const row = await repository.findPublishedPage(deps.database.db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'Page not found.');
  return { slug: row.slug, title: row.title, metaDescription: row.metaDescription, content: row.content };
}

async function audit(
  deps: AppDeps,
  admin: AdminSession,
  action: 'CMS_PAGE_CREATED' | 'CMS_PAGE_UPDATED' | 'CMS_PAGE_DELETED' | 'SITE_SETTINGS_UPDATED',
  entityType: string,
  entityId: string | null,
  ip: string,
  metadata: Record<string, unknown> = {},
) {
  await recordAudit(deps.database.db, {
    action,
    actorType: 'admin',
    actorId: admin.adminId,
    entityType,
    entityId,
    ipAddress: ip,
    metadata,
  });
}
