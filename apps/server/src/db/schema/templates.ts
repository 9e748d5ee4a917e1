import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@foursight/shared/domain/languages';
import { TEMPLATE_TYPES } from '@foursight/shared/domain/templates';
import { companies } from './companies.ts';

/**
 * A company's e-mail template. html_content is stored sanitised; text_content
 * is generated from it when the author leaves it empty.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    textContent: text('text_content').notNull(),
    type: text('type', { enum: TEMPLATE_TYPES }).notNull(),
    /** The language it is written in: a SWOT's mails use a template of the SWOT's language (issue 32). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_templates_company_idx').on(table.companyId)],
);
