import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Platform content, not tenant data: pages and site settings belong to the
 * platform and are edited by its admins, so these tables carry no company_id.
 * content is stored sanitised; slugs are unique.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    content: text('content').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    showInMenu: boolean('show_in_menu').notNull().default(false),
    menuOrder: integer('menu_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cms_pages_slug_idx').on(table.slug)],
);

/** One row (id 1): the public site's settings (spec part 1 §3, defaults §9). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  siteName: text('site_name').notNull().default('Foursight'),
  siteTagline: text('site_tagline').notNull().default('SWOT analyses your whole organisation can answer'),
  primaryColor: text('primary_color').notNull().default('#3B82F6'),
  secondaryColor: text('secondary_color').notNull().default('#1E40AF'),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  customCss: text('custom_css').notNull().default(''),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceMessage: text('maintenance_message')
    .notNull()
    .default('We are making Foursight better and will be back shortly.'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
