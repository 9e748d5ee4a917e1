import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { swotResponses, swots } from '../../db/schema/swots.ts';

/**
 * What other features read of SWOTs and their answers: swots owns swots, swot_invitees, swot_responses and
 * swot_participant_mails, and publishes these read models (subqueries a report, the dashboard, goals, a
 * comparison, rounds or usage joins in its own query, so a read across a company's SWOTs stays one
 * query). PostgreSQL pulls a plain subquery up into the query that joins it: the plan, and the indexes it
 * uses, are those of a join on the table itself. Writes go through swots' own modules (response-store.ts
 * for participation's answers).
 */
const recordFields = {
  id: swots.id,
  companyId: swots.companyId,
  title: swots.title,
  description: swots.description,
  startDate: swots.startDate,
  startTime: swots.startTime,
  endDate: swots.endDate,
  endTime: swots.endTime,
  timezone: swots.timezone,
  language: swots.language,
  startsAt: swots.startsAt,
  endsAt: swots.endsAt,
  closedAt: swots.closedAt,
  status: swots.status,
  uniqueToken: swots.uniqueToken,
  invitedCount: swots.invitedCount,
  responseCount: swots.responseCount,
  sharedLinkEnabled: swots.sharedLinkEnabled,
  allowRepeatAnswers: swots.allowRepeatAnswers,
  reminderDays: swots.reminderDays,
  /** The sample SWOT (invented answers): figures, goals, comparisons and the public API leave it out. */
  isSample: swots.isSample,
  createdAt: swots.createdAt,
};

/** A SWOT as others read it: what its summary (the specification's SWOT payload) is made from. */
export const swotRecords = new QueryBuilder().select(recordFields).from(swots).as('swot_records');

/** One SWOT of the read model, as a row. */
export type SwotRecord = Pick<typeof swots.$inferSelect, keyof typeof recordFields>;

/** The read model's columns as one object, to select a whole record nested: `select({ swot: swotRecordColumns })`. */
export const swotRecordColumns = Object.fromEntries(
  Object.keys(recordFields).map((name) => [name, swotRecords[name as keyof typeof recordFields]]),
) as { [Name in keyof typeof recordFields]: (typeof swotRecords)[Name] };

/**
 * Whether the SWOT of this id is the company's sample (false for no SWOT), as a condition a read embeds:
 * goals and rounds leave the sample's out of their figures. Name the outer column with its table
 * (sql`${table}.swot_id`): in a select list of one table drizzle writes columns without it.
 */
export const isSampleSwot = (swotId: SQL) =>
  sql<boolean>`coalesce((select ${swots.isSample} from ${swots} where ${swots.id} = ${swotId}), false)`;

/**
 * The text of each answer, by SWOT, for reads that search it in SQL (comparison: does a theme still come
 * up). No idempotency key, no time: an answer's order and origin stay with swots (response-batches.ts
 * reads them in submission order for the analysis and exports).
 */
export const swotAnswers = new QueryBuilder()
  .select({
    swotId: swotResponses.swotId,
    companyId: swotResponses.companyId,
    strengths: swotResponses.strengths,
    weaknesses: swotResponses.weaknesses,
    opportunities: swotResponses.opportunities,
    threats: swotResponses.threats,
  })
  .from(swotResponses)
  .as('swot_answers');

/** The titles of these SWOTs of the company, by id (the usage history names the SWOTs it counted). */
export async function swotTitles(
  db: Database,
  companyId: string,
  swotIds: readonly string[],
): Promise<Map<string, string>> {
  if (swotIds.length === 0) return new Map();
  const rows = await db
    .select({ id: swots.id, title: swots.title })
    .from(swots)
    .where(and(eq(swots.companyId, companyId), inArray(swots.id, [...swotIds])));
  return new Map(rows.map((row) => [row.id, row.title]));
}
