import { z } from 'zod';
import { defineRoutes } from './route.ts';

/** The admin console's CMS (spec part 1 §2.6, §3): pages and site settings. */

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CmsPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  content: z.string(),
  isPublished: z.boolean(),
  showInMenu: z.boolean(),
  menuOrder: z.number(),
  updatedAt: z.iso.datetime(),
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

export const SavePageRequestSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Slug is required')
    .max(80, 'Slug is at most 80 characters')
    .regex(SLUG, 'Use lowercase letters, digits and single dashes, such as "our-story"'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  metaDescription: z.string().trim().max(300, 'Meta description is at most 300 characters').default(''),
  content: z.string().trim().min(1, 'Content is required').max(200_000, 'Content is too long'),
  isPublished: z.boolean().default(true),
  showInMenu: z.boolean().default(false),
  menuOrder: z.coerce.number().int().min(-1000).max(1000).catch(0).default(0),
});
export type SavePageRequest = z.input<typeof SavePageRequestSchema>;

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #3B82F6');

export const SiteSettingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(100),
  siteTagline: z.string().trim().max(200),
  primaryColor: HexColor,
  secondaryColor: HexColor,
  contactEmail: z.union([
    z.literal(''),
    z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  ]),
  contactPhone: z.string().trim().max(50),
  footerText: z.string().trim().max(500),
  customCss: z.string().max(20_000, 'Custom CSS is at most 20 000 characters'),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string().trim().max(1000),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

const IdParams = z.object({ id: z.uuid('Unknown page') });
const PageResult = z.object({ success: z.boolean(), message: z.string(), page: CmsPageSchema });

export const cmsRoutes = defineRoutes({
  listPages: {
    method: 'GET',
    path: '/api/admin/cms/pages',
    auth: 'admin',
    response: z.object({ success: z.boolean(), pages: z.array(CmsPageSchema) }),
  },
  createPage: {
    method: 'POST',
    path: '/api/admin/cms/pages',
    auth: 'admin',
    body: SavePageRequestSchema,
    response: PageResult,
  },
  updatePage: {
    method: 'PUT',
    path: '/api/admin/cms/pages/:id',
    auth: 'admin',
    params: IdParams,
    body: SavePageRequestSchema,
    response: PageResult,
  },
  deletePage: {
    method: 'DELETE',
    path: '/api/admin/cms/pages/:id',
    auth: 'admin',
    params: IdParams,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
  getSiteSettings: {
    method: 'GET',
    path: '/api/admin/cms/site-settings',
    auth: 'admin',
    response: z.object({ success: z.boolean(), settings: SiteSettingsSchema }),
  },
  saveSiteSettings: {
    method: 'PUT',
    path: '/api/admin/cms/site-settings',
    auth: 'admin',
    body: SiteSettingsSchema,
    response: z.object({ success: z.boolean(), message: z.string(), settings: SiteSettingsSchema }),
  },
  listMenuItems: {
    method: 'GET',
    path: '/api/admin/cms/menu-items',
    auth: 'admin',
    response: z.object({ success: z.boolean(), items: z.array(z.object({ slug: z.string(), title: z.string() })) }),
  },
  listBlocks: {
    method: 'GET',
    path: '/api/admin/cms/blocks',
    auth: 'admin',
    response: z.object({ success: z.boolean(), blocks: z.array(z.object({ id: z.string() })) }),
  },
});
