import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { companies } from './companies.ts';
import { swots } from './swots.ts';

/**
 * The themes of a SWOT's newest analysis as records (contract/themes.ts),
 * written by features/analysis with the analysis document, in the same
 * transaction, as a diff of what changed. A person's corrections live here:
 * `edited` keeps a label, `hidden` keeps a theme out of the analysis, and a
 * pinned statement stays in its theme; the next analysis starts from these
 * rows, so the corrections survive it.
 */
export const analysisThemes = pgTable(
  'analysis_themes',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    quadrant: text('quadrant', { enum: SWOT_CATEGORIES }).notNull(),
    label: text('label').notNull(),
    edited: boolean('edited').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Rank in the analysis (largest first): the order the themes are listed in. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analysis_themes_swot_idx').on(table.swotId, table.position)],
);

/**
 * A theme's member statements. Read through the theme (the key's first
 * column), so a SWOT's statements are found by its themes' ids; no company
 * column of their own: every read and write goes through a theme row of the
 * company. `text` is bounded (features/analysis/themes.repository.ts).
 */
export const analysisThemeStatements = pgTable(
  'analysis_theme_statements',
  {
    themeId: uuid('theme_id')
      .notNull()
      .references(() => analysisThemes.id, { onDelete: 'cascade' }),
    /** `<responseId>:<quadrant typed in>:<index>`: stable, as answers never change. */
    statementKey: text('statement_key').notNull(),
    responseId: uuid('response_id').notNull(),
    text: text('text').notNull(),
    writtenIn: text('written_in', { enum: SWOT_CATEGORIES }).notNull(),
    /** A person placed it in this theme: later analyses leave it here. */
    pinned: boolean('pinned').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.themeId, table.statementKey] })],
);
