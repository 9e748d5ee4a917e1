import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every outgoing e-mail and WhatsApp message, written before it is sent, so
 * nothing is lost when delivery is down or the process restarts. `transport`
 * says how it left (smtp, http-api, outbox, whatsapp); with the outbox
 * transport the stored row is the delivery.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    textBody: text('text_body').notNull(),
    /** WhatsApp template parameters, in order. */
    parameters: text('parameters').array().notNull().default([]),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    transport: text('transport'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbound_messages_company_created_idx').on(table.companyId, table.createdAt),
    index('outbound_messages_status_idx').on(table.status),
  ],
);
