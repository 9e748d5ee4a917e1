import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLANS } from '@foursight/shared/domain/plans';

/**
 * A tenant: one organisation. The *_key columns hold the normalised form
 * (lowercase, trimmed; domains without scheme or www.) so uniqueness holds
 * in the database, whatever two simultaneous registrations send.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationName: text('organization_name').notNull(),
    organizationNameKey: text('organization_name_key').notNull(),
    officialDomain: text('official_domain').notNull(),
    officialDomainKey: text('official_domain_key').notNull(),
    taxNumber: text('tax_number'),
    taxNumberKey: text('tax_number_key'),
    fullAddress: text('full_address').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    plan: text('plan', { enum: PLANS }).notNull().default('free'),
    isActive: boolean('is_active').notNull().default(true),
    /** The company's choice to notify participants on WhatsApp too; only honoured on plans that include it. */
    whatsappNotifications: boolean('whatsapp_notifications').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_organization_name_key_idx').on(table.organizationNameKey),
    uniqueIndex('companies_official_domain_key_idx').on(table.officialDomainKey),
    uniqueIndex('companies_tax_number_key_idx').on(table.taxNumberKey),
  ],
);
