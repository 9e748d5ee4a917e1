import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORGANISER_ROLES } from '@foursight/shared/domain/roles';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * An invitation for a colleague to sign in to a company with a role. Only a
 * SHA-256 of the link's 256-bit random token is stored. Single use: accepted_at
 * is set in the same transaction that creates the account, on the condition
 * that it was still null; an invitation also ends when it expires or is revoked.
 */
export const colleagueInvitations = pgTable(
  'colleague_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    role: text('role', { enum: ORGANISER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('colleague_invitations_token_hash_idx').on(table.tokenHash),
    index('colleague_invitations_company_idx').on(table.companyId),
  ],
);
