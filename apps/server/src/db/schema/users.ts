import { pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { APP_LANGUAGES } from '@foursight/shared/domain/languages';
import { ORGANISER_ROLES } from '@foursight/shared/domain/roles';
import { companies } from './companies.ts';

/**
 * A person who signs in to a company account. The registering contact is
 * its first owner; colleagues join by invitation with a role (team feature). E-mail is unique
 * across the platform because it is the sign-in name.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    contactName: text('contact_name').notNull(),
    role: text('role', { enum: ORGANISER_ROLES }).notNull().default('owner'),
    passwordHash: text('password_hash').notNull(),
    profileImageUrl: text('profile_image_url'),
    /** The language the organiser app is shown in for this person (issue 32): their own choice, on the Profile. */
    language: text('language', { enum: APP_LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key_idx').on(table.emailKey), index('users_company_idx').on(table.companyId)],
);
