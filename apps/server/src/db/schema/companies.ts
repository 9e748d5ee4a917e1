import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscriptionPlans } from './plans.ts';

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
    /** The catalogue plan's name (a stable slug): a rename in the catalogue follows here, a plan in use cannot be deleted. */
    plan: text('plan')
      .notNull()
      .default('free')
      .references(() => subscriptionPlans.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
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
