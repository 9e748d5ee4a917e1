import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cmsPages, siteSettings } from '../../db/schema/cms.ts';

// Platform content: no tenant filter by design (the tables have no company).

export type PageRow = typeof cmsPages.$inferSelect;
export type PageValues = Omit<typeof cmsPages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SiteSettingsRow = typeof siteSettings.$inferSelect;

export function listPages(db: Database) {
  return db.select().from(cmsPages).orderBy(asc(cmsPages.menuOrder), desc(cmsPages.updatedAt));
}

export async function insertPage(db: Database, values: PageValues): Promise<PageRow> {
  const [row] = await db.insert(cmsPages).values(values).returning();
  return row!;
}

export async function updatePage(db: Database, id: string, values: PageValues, now: Date): Promise<PageRow | null> {
  const [row] = await db
    .update(cmsPages)
    .set({ ...values, updatedAt: now })
    .where(eq(cmsPages.id, id))
    .returning();
  return row ?? null;
}

export async function deletePage(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning({ id: cmsPages.id });
  return rows.length > 0;
}

export async function findPublishedPage(db: Database, slug: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), eq(cmsPages.isPublished, true)));
  return row ?? null;
}

export function listMenuPages(db: Database) {
  return db
    .select({ slug: cmsPages.slug, title: cmsPages.title })
    .from(cmsPages)
    .where(and(eq(cmsPages.isPublished, true), eq(cmsPages.showInMenu, true)))
    .orderBy(asc(cmsPages.menuOrder), asc(cmsPages.title));
}

export async function readSiteSettings(db: Database): Promise<SiteSettingsRow> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (row) return row;
  // The migration seeds the row; this covers a database where someone deleted it.
  const [created] = await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await readSiteSettings(db));
}

/** Only the maintenance switch and message: what every organiser request asks (no CSS, no theme). */
export async function readMaintenance(db: Database) {
  const [row] = await db
    .select({ maintenanceMode: siteSettings.maintenanceMode, maintenanceMessage: siteSettings.maintenanceMessage })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { maintenanceMode: false, maintenanceMessage: '' };
}

export async function writeSiteSettings(
  db: Database,
  values: Omit<typeof siteSettings.$inferInsert, 'id' | 'updatedAt'>,
  now: Date,
): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
