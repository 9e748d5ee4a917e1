import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '@foursight/shared/domain/goals';
import { companies } from './companies.ts';
import { swots } from './swots.ts';

/**
 * The theme a generated goal came from: a versioned document, typed loosely on purpose. Read only through
 * features/goals/goal-source.ts, which parses it.
 */
export type GoalSourceDocument = Record<string, unknown>;

/**
 * A company's strategic goals. Generated goals carry `generation_key`
 * (quadrant and theme), unique per company, so regenerating finds the goal it
 * made before instead of adding another; `edited_at` marks a goal a person
 * changed, which regeneration never touches. `current_value` is the latest
 * check-in's value (or the value typed in), so lists never read check-ins to
 * show progress.
 */
export const strategicGoals = pgTable(
  'strategic_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    swotId: uuid('swot_id').references(() => swots.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: GOAL_CATEGORIES }).notNull(),
    priority: text('priority', { enum: GOAL_PRIORITIES }).notNull(),
    statusOverride: text('status_override', { enum: GOAL_STATUSES }),
    currentValue: doublePrecision('current_value').notNull().default(0),
    targetValue: doublePrecision('target_value').notNull(),
    unit: text('unit').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    generationKey: text('generation_key'),
    source: jsonb('source').$type<GoalSourceDocument>(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('strategic_goals_company_idx').on(table.companyId, table.createdAt),
    uniqueIndex('strategic_goals_generation_key_idx').on(table.companyId, table.generationKey),
  ],
);

export const goalCheckIns = pgTable(
  'goal_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => strategicGoals.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    note: text('note').notNull().default(''),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('goal_check_ins_goal_idx').on(table.companyId, table.goalId, table.checkedOn)],
);
