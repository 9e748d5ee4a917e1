import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Server sessions. Only a SHA-256 of the cookie's random token is stored, so
 * a copy of this table does not let anyone act as a user. A session ends at
 * idle_expires_at (pushed forward by activity) or expires_at, whichever
 * comes first, or when revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id'),
    adminId: uuid('admin_id'),
    companyId: uuid('company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_company_idx').on(table.companyId),
  ],
);

/**
 * Failed sign-ins, one row each, counted over sliding windows by account and
 * address. In the database so every process sees the same counts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_account_idx').on(table.kind, table.emailKey, table.ipAddress, table.createdAt),
    index('sign_in_failures_address_idx').on(table.ipAddress, table.createdAt),
  ],
);
