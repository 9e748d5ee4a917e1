import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@foursight/shared/domain/languages';
import type { BrandColors, ColorScheme } from '@foursight/shared/domain/theme';
import { companies } from './companies.ts';

/**
 * What color_scheme holds. Version 1 (no `version` key; rows saved before hex
 * colours were kept): the HSL triplets alone. Version 2: the triplets the
 * theme applies and the hex colours as chosen, so a colour reads back exactly.
 */
export type StoredColorScheme = ColorScheme | { version: 2; hsl: ColorScheme; hex: BrandColors };

/**
 * A company's settings (spec part 2 Settings). One row per company, made on
 * first save; until then the defaults apply. The AI key is kept only sealed
 * (AES-256-GCM, see integrations/secrets) with a masked hint for the screen.
 */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  colorScheme: jsonb('color_scheme').$type<StoredColorScheme>(),
  displayName: text('display_name').notNull().default(''),
  website: text('website').notNull().default(''),
  description: text('description').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  /** The language a new SWOT is held in unless its organiser picks another (issue 32). */
  defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('en'),
  /** The logo as a data URL (PNG or JPEG, checked by content, size-limited). */
  logo: text('logo'),
  aiEnabled: boolean('ai_enabled').notNull().default(false),
  aiKeySealed: text('ai_key_sealed'),
  aiKeyHint: text('ai_key_hint'),
  /** The fewest responses a department needs to be shown on its own in a breakdown (never below 3). */
  anonymityThreshold: integer('anonymity_threshold').notNull().default(5),
  /** The Participants tab shows per person whether they answered; off: counts per group at the threshold only. */
  showWhoAnswered: boolean('show_who_answered').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
