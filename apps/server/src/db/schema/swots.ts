import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@foursight/shared/domain/languages';
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { companies } from './companies.ts';

export interface StoredParticipants {
  users: string[];
  departments: string[];
  /** Departments chosen by id (beyond the spec), when any were. */
  departmentIds?: string[] | undefined;
  lists: string[];
}

/**
 * A SWOT session. The schedule is kept as typed (dates, times, IANA zone) and
 * as the two instants it names (starts_at, ends_at), computed once when it is
 * saved, so every state check is a comparison of UTC instants.
 * response_count is updated in the same transaction as each response.
 */
export const swots = pgTable(
  'swots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: text('start_date').notNull(),
    startTime: text('start_time').notNull(),
    endDate: text('end_date').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone', { enum: TIMEZONES }).notNull(),
    /** The language the participation page opens in and the SWOT's mails are written in (issue 32). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    uniqueToken: text('unique_token').notNull(),
    emailTemplateId: uuid('email_template_id'),
    participants: jsonb('participants').$type<StoredParticipants>().notNull(),
    invitedCount: integer('invited_count').notNull().default(0),
    responseCount: integer('response_count').notNull().default(0),
    /** Whether the SWOT's shared link takes answers; personal links work either way. */
    sharedLinkEnabled: boolean('shared_link_enabled').notNull().default(true),
    /** Whether the participation page offers a second answer from a browser that already answered. */
    allowRepeatAnswers: boolean('allow_repeat_answers').notNull().default(false),
    /**
     * The stored status (spec: draft, active, completed), moved by the
     * lifecycle job at the start and the end. Draft means "not started yet".
     */
    status: text('status', { enum: ['draft', 'active', 'completed'] })
      .notNull()
      .default('active'),
    /** When the end's work (last analysis, completion and results mails) was claimed; null until then. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Whole days before the end at which non-responders are reminded, largest first. */
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull().default([3, 1]),
    /**
     * A finished sample a new company can open (invented answers, made by Foursight): kept out of usage,
     * billing, comparisons, company goals and the dashboard's figures. At most one per company.
     */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swots_unique_token_idx').on(table.uniqueToken),
    index('swots_company_created_idx').on(table.companyId, table.createdAt),
    uniqueIndex('swots_one_sample_idx')
      .on(table.companyId)
      .where(sql`${table.isSample}`),
  ],
);

/**
 * One invited person of a SWOT and their personal link. Only the SHA-256 of
 * the link's token is kept (the token itself lives in the invitation alone).
 * `responded` is a flag without a time, and is set in a statement of its own
 * before the answer is written, so nothing here or in swot_responses ties an
 * answer to its author (see docs/decisions.md, "Anonymity model").
 */
export const swotInvitees = pgTable(
  'swot_invitees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    department: text('department').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    /**
     * The token sealed with the server's key (AES-256-GCM), so reminders and a
     * resend carry the same link; a database reader without the key cannot open it.
     */
    tokenSealed: text('token_sealed'),
    /** The invitation e-mail, for delivered / bounced. */
    messageId: uuid('message_id'),
    /** The day (UTC midnight) the personal link was first opened: never a finer time (anonymity model). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    responded: boolean('responded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swot_invitees_token_hash_idx').on(table.tokenHash),
    index('swot_invitees_swot_idx').on(table.swotId),
  ],
);

/**
 * One anonymous answer. Deliberately without any link to a person: no user,
 * no e-mail, no address, no user agent. idempotency_key (made by the form
 * when it loads, or sent by an API client) makes a retried submit store once;
 * a submission sent without one gets a unique server-made key.
 */
export const swotResponses = pgTable(
  'swot_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    strengths: text('strengths').notNull().default(''),
    weaknesses: text('weaknesses').notNull().default(''),
    opportunities: text('opportunities').notNull().default(''),
    threats: text('threats').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Truncated to the hour when written: no finer time is kept with an answer. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swot_responses_idempotency_idx').on(table.swotId, table.idempotencyKey),
    // Keyset order of exports and the analysis: submissions share their hour, so the id breaks ties in the index.
    index('swot_responses_swot_submitted_idx').on(table.swotId, table.submittedAt, table.id),
  ],
);

/**
 * One mail of a SWOT's lifecycle to one invitee: a reminder step
 * ("reminder-3d") or the completion mail. The primary key is the guard that
 * makes it exactly once: the row is inserted (ON CONFLICT DO NOTHING) in the
 * transaction that stores the e-mail, so two workers or a replay after a
 * restart cannot send a step twice. No time is kept here on purpose.
 */
export const swotParticipantMails = pgTable(
  'swot_participant_mails',
  {
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => swotInvitees.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id'),
  },
  (table) => [
    primaryKey({ columns: [table.inviteeId, table.step] }),
    index('swot_participant_mails_swot_idx').on(table.swotId),
  ],
);
