import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { companySettings } from '../../db/schema/settings.ts';

/** The company's settings row (or null before the first save) with the company facts Settings shows. */
export async function readSettings(db: Database, companyId: string) {
  const [row] = await db
    .select({
      organizationName: companies.organizationName,
      plan: companies.plan,
      settings: companySettings,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export type SettingsRow = NonNullable<Awaited<ReturnType<typeof readSettings>>>;
export type SettingsValues = Omit<typeof companySettings.$inferInsert, 'companyId' | 'updatedAt'>;

/** Writes the given columns only; on a company's first save the others take their defaults. */
export async function writeSettings(db: Database, companyId: string, values: SettingsValues, now: Date): Promise<void> {
  await db
    .insert(companySettings)
    .values({ companyId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { ...values, updatedAt: now } });
}

/** The AI switch and the sealed key (whether or not AI is switched on), for the analysis job and the key test. */
export async function readAiKey(db: Database, companyId: string) {
  const [row] = await db
    .select({ enabled: companySettings.aiEnabled, sealed: companySettings.aiKeySealed })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .limit(1);
  return row ?? { enabled: false, sealed: null };
}

/** The language the company's new SWOTs are held in (English before the first save). */
export async function readDefaultLanguage(db: Database, companyId: string) {
  const [row] = await db
    .select({ language: companySettings.defaultLanguage })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .limit(1);
  return row?.language ?? 'en';
}

/** Name, logo and colours shown to participants ("Organized by ..."). */
export async function readBranding(db: Database, companyId: string) {
  const [row] = await db
    .select({
      displayName: companySettings.displayName,
      logo: companySettings.logo,
      colorScheme: companySettings.colorScheme,
    })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .limit(1);
  return row ?? null;
}
