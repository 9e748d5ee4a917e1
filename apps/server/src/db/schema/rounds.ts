import {
  type AnyPgColumn,
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
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { companies } from './companies.ts';
import { swotInvitees, swots } from './swots.ts';

/**
 * A later round of a SWOT (features/rounds): the group rates the themes the
 * first round produced. `ballot` is the frozen ballot, a versioned document
 * (features/rounds/ballot-document.ts) parsed on read: the themes as they
 * stood when the round started, corrections included, so later corrections
 * or analyses never change what people voted on. The schedule is kept as
 * typed, in the SWOT's timezone, and as the two instants it names.
 * ballot_count is updated in the same transaction as each ballot.
 */
export const swotRounds = pgTable(
  'swot_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    swotId: uuid('swot_id')
      .notNull()
      .references(() => swots.id, { onDelete: 'cascade' }),
    /** 2 for the second round, 3 for its feedback round. */
    number: integer('number').notNull(),
    /** A feedback round's second round: whose group figures it shows and whose ballots it revises. */
    previousRoundId: uuid('previous_round_id').references((): AnyPgColumn => swotRounds.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    startTime: text('start_time').notNull(),
    endDate: text('end_date').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone', { enum: TIMEZONES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ballot: jsonb('ballot').$type<unknown>().notNull(),
    /** The shared link's token, when the round has one (like swots.unique_token). */
    sharedToken: text('shared_token'),
    invitedCount: integer('invited_count').notNull().default(0),
    ballotCount: integer('ballot_count').notNull().default(0),
    /**
     * The ballots as counted once the round closed (features/rounds/round-tally.ts, a versioned
     * document): a closed round's ballots never change, so its results are not counted again.
     */
    tally: jsonb('tally').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('swot_rounds_swot_idx').on(table.swotId, table.createdAt),
    uniqueIndex('swot_rounds_shared_token_idx').on(table.sharedToken),
  ],
);

/**
 * One invitee's personal link to a round. Only the SHA-256 of its token is
 * kept, and the token sealed with the server's key (for a resend). `voted` is
 * a flag without a time, set in a transaction of its own before the ballot is
 * written, so nothing ties a ballot to the link it came through (the
 * anonymity model of the first round, docs/decisions.md). No name or address
 * either: the invitation carried those; a round's links are counted, never listed.
 */
export const swotRoundLinks = pgTable(
  'swot_round_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => swotRounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed'),
    voted: boolean('voted').notNull().default(false),
    /** Whose invitation it was (a feedback round invites those whose link voted); never read beside a ballot. */
    inviteeId: uuid('invitee_id').references(() => swotInvitees.id, { onDelete: 'cascade' }),
    /** In a feedback round, the same person's link of the second round: it finds their earlier ballot. */
    previousLinkId: uuid('previous_link_id').references((): AnyPgColumn => swotRoundLinks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('swot_round_links_token_hash_idx').on(table.tokenHash),
    index('swot_round_links_round_idx').on(table.roundId),
  ],
);

/**
 * One anonymous ballot: ratings and picks (a versioned document,
 * features/rounds/ballot-document.ts), with no link, name, address or
 * device (a personal link's ballot carries a keyed digest of its token). idempotency_key makes a retried vote store once. submitted_at is
 * the hour, as an answer's is.
 */
export const swotRoundBallots = pgTable(
  'swot_round_ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => swotRounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * Personal links only: the server's keyed digest of the link's token (SecretBox.digest), so a feedback
     * round can show the same person their earlier ratings. Without the server's key it names no link.
     */
    voterKey: text('voter_key'),
    ballot: jsonb('ballot').$type<unknown>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('swot_round_ballots_idempotency_idx').on(table.roundId, table.idempotencyKey),
    index('swot_round_ballots_voter_idx').on(table.roundId, table.voterKey),
  ],
);

/**
 * The browsers that voted through a round's shared link: the SHA-256 of each
 * one's device cookie, apart from the ballots (as swot_device_answers is from
 * the answers). The primary key refuses a second ballot from one browser.
 */
export const swotRoundDevices = pgTable(
  'swot_round_devices',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => swotRounds.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.deviceHash] })],
);
