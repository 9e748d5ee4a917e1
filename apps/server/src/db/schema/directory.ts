import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The people of an organisation who can be invited to a SWOT (spec part 2
 * "organisation user"). They never sign in. E-mail is unique per company
 * (email_key is its lowercase form). The department is the name as typed;
 * department_key links it to the departments table without a foreign key,
 * so renaming a department is a later, explicit operation.
 */
export const directoryUsers = pgTable(
  'directory_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    designation: text('designation').notNull().default(''),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    department: text('department').notNull().default(''),
    departmentKey: text('department_key').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('directory_users_company_email_idx').on(table.companyId, table.emailKey),
    index('directory_users_company_department_idx').on(table.companyId, table.departmentKey),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('departments_company_name_idx').on(table.companyId, table.nameKey)],
);

export const userLists = pgTable(
  'user_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_lists_company_idx').on(table.companyId)],
);

export const userListMembers = pgTable(
  'user_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => directoryUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.userId] }),
    index('user_list_members_user_idx').on(table.userId),
  ],
);
