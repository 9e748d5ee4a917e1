import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Who a second factor belongs to: an organiser (users.id) or a platform admin (admins.id). */
export const TWO_FACTOR_SUBJECTS = ['user', 'admin'] as const;

/**
 * A TOTP authenticator (RFC 6238) per account. The secret is sealed like
 * the AI keys (AES-256-GCM). `enabledAt` stays null while the person has
 * scanned the code but not yet confirmed it; `lastUsedStep` refuses a code
 * a second time within its 30-second window (no replay).
 */
export const twoFactorAuthenticators = pgTable(
  'two_factor_authenticators',
  {
    subjectKind: text('subject_kind', { enum: TWO_FACTOR_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subjectKind, table.subjectId] })],
);

/** Single-use recovery codes, stored only as SHA-256 hashes; `usedAt` is set once, atomically. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: TWO_FACTOR_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_subject_idx').on(table.subjectKind, table.subjectId)],
);

/**
 * A sign-in that passed the password step and waits for its second factor.
 * Only the SHA-256 of its token (an HttpOnly cookie) is stored; it is no
 * session: it opens nothing but the code step, for a few minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    subjectKind: text('subject_kind', { enum: TWO_FACTOR_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    companyId: uuid('company_id'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sign_in_challenges_token_hash_idx').on(table.tokenHash)],
);
