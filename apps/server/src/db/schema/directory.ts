import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The people of an organisation who can be invited to a SWOT (spec part 2
 * "organisation user"). They never sign in. E-mail is unique per company
 * (email_key is its lowercase form). The department is a reference to a
 * departments row (null: Unassigned), so renaming one renames it everywhere.
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
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('directory_users_company_email_idx').on(table.companyId, table.emailKey),
    index('directory_users_department_idx').on(table.departmentId),
  ],
);

/**
 * A department of a company: name unique per company case-insensitively
 * (name_key is its normalised form), an optional parent department (the org
 * chart draws the tree), and its box's place on the chart (null: never
 * placed, the chart's default layout applies).
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    positionX: integer('position_x'),
    positionY: integer('position_y'),
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
