import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { companies } from './companies.ts';

export interface StoredParticipants {
  users: string[];
  departments: string[];
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
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    uniqueToken: text('unique_token').notNull(),
    emailTemplateId: uuid('email_template_id'),
    participants: jsonb('participants').$type<StoredParticipants>().notNull(),
    invitedCount: integer('invited_count').notNull().default(0),
    responseCount: integer('response_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swots_unique_token_idx').on(table.uniqueToken),
    index('swots_company_created_idx').on(table.companyId, table.createdAt),
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
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swot_responses_idempotency_idx').on(table.swotId, table.idempotencyKey),
    index('swot_responses_swot_submitted_idx').on(table.swotId, table.submittedAt),
  ],
);
