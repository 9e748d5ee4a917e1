import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TWO_FACTOR_SUBJECTS } from './two-factor.ts';

/**
 * A password reset link (auth feature). Only a SHA-256 of the link's 256-bit
 * random token is stored. Single use: `used_at` is set by the one statement
 * that takes the token, on the condition that it was still null and the link
 * has not expired; a reset also ends every other open link of that account.
 * The account is an organiser (users.id) or a platform admin (admins.id), as
 * for two-factor; rows are purged by housekeeping a day after they expire.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: TWO_FACTOR_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_idx').on(table.tokenHash),
    index('password_resets_subject_idx').on(table.subjectKind, table.subjectId),
  ],
);
