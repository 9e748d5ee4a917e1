import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/templates.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type TemplateValues = Pick<
  typeof emailTemplates.$inferInsert,
  'name' | 'subject' | 'htmlContent' | 'textContent' | 'type' | 'isActive' | 'language'
>;

export function listTemplates(db: Database, companyId: string) {
  return db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId))
    .orderBy(desc(emailTemplates.isDefault), asc(emailTemplates.name));
}

export async function findTemplate(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)));
  return row ?? null;
}

export async function insertTemplate(
  db: Database,
  companyId: string,
  values: TemplateValues & { isDefault?: boolean },
) {
  const [row] = await db
    .insert(emailTemplates)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateTemplate(db: Database, companyId: string, id: string, values: TemplateValues, now: Date) {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: now })
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}

/**
 * The company's template of a type in a language, for a SWOT's mails when it names none: the default one,
 * else the first active one written.
 */
export async function findTemplateOfType(
  db: Database,
  companyId: string,
  type: TemplateRow['type'],
  language: TemplateRow['language'],
) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        eq(emailTemplates.type, type),
        eq(emailTemplates.language, language),
        eq(emailTemplates.isActive, true),
      ),
    )
    .orderBy(desc(emailTemplates.isDefault), asc(emailTemplates.createdAt))
    .limit(1);
  return row ?? null;
}
