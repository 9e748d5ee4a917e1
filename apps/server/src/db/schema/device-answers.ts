import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { swots } from './swots.ts';

/**
 * The browsers that answered a SWOT through its shared link while repeat
 * answers are off: the SHA-256 (hex) of each one's random device cookie,
 * never the cookie itself. Deliberately apart from swot_responses, with no
 * column in common but the SWOT: nothing here says which answer a browser
 * gave (see docs/decisions.md, "Anonymity model"). created_at is the hour,
 * as an answer's is. The primary key is what refuses a second answer: the
 * row is inserted (ON CONFLICT DO NOTHING) in the answer's transaction.
 */
export const swotDeviceAnswers = pgTable(
  'swot_device_answers',
  {
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.swotId, table.deviceHash] })],
);
