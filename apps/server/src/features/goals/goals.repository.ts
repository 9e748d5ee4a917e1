import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { goalCheckIns, strategicGoals } from '../../db/schema/goals.ts';
import { isSampleSwot, swotRecords as swots } from '../swots/swot-read-model.ts';
import { withDigests } from '../analysis/analysis-digest.ts';
import { analysisSummaries as analyses, readCurrentAnalyses } from '../analysis/analysis-read-model.ts';
import { readGoalSource, type GoalSource } from './goal-source.ts';

type StoredGoal = typeof strategicGoals.$inferSelect;
/** A goal as read: its stored source parsed (goal-source.ts). */
export type GoalRow = Omit<StoredGoal, 'source'> & { source: GoalSource | null };

/** A row with its goal source parsed: every read of a goal's source goes through here. */
function withSource<Row extends { source: unknown }>(row: Row): Omit<Row, 'source'> & { source: GoalSource | null } {
  return { ...row, source: readGoalSource(row.source) };
}
export type NewGoal = Omit<typeof strategicGoals.$inferInsert, 'id'>;
export type GoalChanges = Partial<Omit<NewGoal, 'companyId' | 'createdAt'>>;

/**
 * How many check-ins a goal has. Written with the tables named: in a query on
 * one table drizzle leaves column names bare, and a bare "id" inside the
 * subquery would be the check-in's own id (the count was always 0).
 */
const checkInCount = sql<number>`(select count(*) from ${goalCheckIns} where ${goalCheckIns}.goal_id = ${strategicGoals}.id)::int`;
/** The day of a goal's latest check-in ('YYYY-MM-DD'), or null. */
const lastCheckIn = sql<
  string | null
>`(select max(${goalCheckIns}.checked_on)::text from ${goalCheckIns} where ${goalCheckIns}.goal_id = ${strategicGoals}.id)`;

/** Whether a goal was made from the company's sample SWOT (its table named, as for checkInCount). */
const fromSample = isSampleSwot(sql`${strategicGoals}.swot_id`);
/** Leaves out goals made from the sample SWOT: figures across goals count the company's own. */
const notFromSample = sql`not ${fromSample}`;

/**
 * Which analyses a read takes: the company's own (never the sample SWOT's), or one SWOT's only, which is
 * how the sample SWOT gets its goals.
 */
export interface AnalysisScope {
  swotId?: string;
}
const scoped = (scope: AnalysisScope) => (scope.swotId ? eq(swots.id, scope.swotId) : eq(swots.isSample, false));

/** A company's goals, oldest first, with how many check-ins each has and whether the sample SWOT made it. */
export async function listGoals(db: Database, companyId: string, includeArchived: boolean) {
  const rows = await db
    .select({
      goal: strategicGoals,
      checkIns: checkInCount,
      sample: fromSample,
    })
    .from(strategicGoals)
    .where(
      includeArchived
        ? eq(strategicGoals.companyId, companyId)
        : and(eq(strategicGoals.companyId, companyId), isNull(strategicGoals.archivedAt)),
    )
    .orderBy(asc(strategicGoals.createdAt), asc(strategicGoals.id));
  return rows.map((row) => ({ ...row, goal: withSource(row.goal) }));
}

/** What figures across goals need (status, category, source SWOT), without check-ins or sources: the comparison's read. */
export async function listGoalFacts(db: Database, companyId: string) {
  const rows = await db
    .select({
      id: strategicGoals.id,
      swotId: strategicGoals.swotId,
      category: strategicGoals.category,
      currentValue: strategicGoals.currentValue,
      targetValue: strategicGoals.targetValue,
      deadline: strategicGoals.deadline,
      statusOverride: strategicGoals.statusOverride,
      createdAt: strategicGoals.createdAt,
      checkIns: checkInCount,
      // A generated goal's source (a few hundred bytes): its measure and theme, to re-measure it.
      source: strategicGoals.source,
      editedAt: strategicGoals.editedAt,
      lastCheckIn,
    })
    .from(strategicGoals)
    .where(and(eq(strategicGoals.companyId, companyId), isNull(strategicGoals.archivedAt), notFromSample));
  return rows.map(withSource);
}

export async function findGoal(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(strategicGoals)
    .where(and(eq(strategicGoals.companyId, companyId), eq(strategicGoals.id, id)));
  return row ? withSource(row) : null;
}

export function listCheckIns(db: Database, companyId: string, goalIds: string[]) {
  if (goalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(goalCheckIns)
    .where(and(eq(goalCheckIns.companyId, companyId), inArray(goalCheckIns.goalId, goalIds)))
    .orderBy(asc(goalCheckIns.checkedOn), asc(goalCheckIns.createdAt));
}

export async function insertGoal(db: Database, goal: NewGoal) {
  const [row] = await db.insert(strategicGoals).values(goal).returning();
  return row!;
}

/** False when a goal with the same generation key exists already. */
export async function insertGeneratedGoal(db: Database, goal: NewGoal): Promise<boolean> {
  const rows = await db
    .insert(strategicGoals)
    .values(goal)
    .onConflictDoNothing({ target: [strategicGoals.companyId, strategicGoals.generationKey] })
    .returning({ id: strategicGoals.id });
  return rows.length > 0;
}

export async function updateGoal(db: Database, companyId: string, id: string, changes: GoalChanges) {
  const [row] = await db
    .update(strategicGoals)
    .set(changes)
    .where(and(eq(strategicGoals.companyId, companyId), eq(strategicGoals.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Gives a generated goal the newer generation's figures and wording, unless a
 * person edited or archived it meanwhile (a generation can wait seconds for
 * the AI between reading the goals and writing them): false when it was left.
 */
export async function refreshGeneratedGoal(
  db: Database,
  companyId: string,
  id: string,
  changes: GoalChanges,
): Promise<boolean> {
  const rows = await db
    .update(strategicGoals)
    .set(changes)
    .where(
      and(
        eq(strategicGoals.companyId, companyId),
        eq(strategicGoals.id, id),
        isNull(strategicGoals.editedAt),
        isNull(strategicGoals.archivedAt),
      ),
    )
    .returning({ id: strategicGoals.id });
  return rows.length > 0;
}

export async function goalsByGenerationKey(db: Database, companyId: string, keys: string[]): Promise<GoalRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(strategicGoals)
    .where(and(eq(strategicGoals.companyId, companyId), inArray(strategicGoals.generationKey, keys)));
  return rows.map(withSource);
}

/**
 * Records a check-in and makes the goal's current value the latest check-in's
 * (by date, then by when it was recorded), in one transaction.
 */
export async function recordCheckIn(
  db: Database,
  companyId: string,
  goalId: string,
  checkIn: { value: number; note: string; checkedOn: string; createdAt: Date },
) {
  return db.transaction(async (tx) => {
    await tx.insert(goalCheckIns).values({ goalId, companyId, ...checkIn });
    const [latest] = await tx
      .select({ value: goalCheckIns.value })
      .from(goalCheckIns)
      .where(and(eq(goalCheckIns.companyId, companyId), eq(goalCheckIns.goalId, goalId)))
      .orderBy(desc(goalCheckIns.checkedOn), desc(goalCheckIns.createdAt))
      .limit(1);
    await tx
      .update(strategicGoals)
      .set({ currentValue: latest!.value })
      .where(and(eq(strategicGoals.companyId, companyId), eq(strategicGoals.id, goalId)));
  });
}

/** The full analyses of the latest analysed SWOTs, newest SWOT first: what goals are generated from. */
export async function latestAnalyses(db: Database, companyId: string, limit: number, scope: AnalysisScope = {}) {
  const rows = await db
    .select({ swotId: swots.id, title: swots.title, createdAt: swots.createdAt, responseCount: analyses.responseCount })
    .from(analyses)
    .innerJoin(swots, eq(swots.id, analyses.swotId))
    .where(and(eq(analyses.companyId, companyId), gt(analyses.responseCount, 0), scoped(scope)))
    .orderBy(desc(swots.createdAt))
    .limit(limit);
  // An analysis stored in an older shape is left out until its fresh run replaces it (analysis-document.ts);
  // the limit applies before, so until then goals read fewer SWOTs than asked for.
  const documents = await readCurrentAnalyses(
    db,
    companyId,
    rows.map((row) => row.swotId),
  );
  return rows.flatMap((row) => {
    const document = documents.get(row.swotId);
    return document ? [{ ...row, result: document.result }] : [];
  });
}

/** The digests of the latest analysed SWOTs, newest SWOT first, parsed: what goals are re-measured against. */
export async function latestDigests(db: Database, companyId: string, limit: number) {
  const rows = await db
    .select({
      swotId: swots.id,
      title: swots.title,
      createdAt: swots.createdAt,
      responseCount: analyses.responseCount,
      digest: analyses.digest,
    })
    .from(analyses)
    .innerJoin(swots, eq(swots.id, analyses.swotId))
    .where(and(eq(analyses.companyId, companyId), gt(analyses.responseCount, 0), scoped({})))
    .orderBy(desc(swots.createdAt))
    .limit(limit);
  return withDigests(rows);
}

export async function countAnalysedSwots(db: Database, companyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(analyses)
    .innerJoin(swots, eq(swots.id, analyses.swotId))
    // Generate reads the company's own SWOTs only, so the sample is not one to offer it for.
    .where(and(eq(analyses.companyId, companyId), gt(analyses.responseCount, 0), scoped({})));
  return row?.count ?? 0;
}

/** Deletes the goals made from one SWOT (the sample's, when it is deleted; goals otherwise outlive their SWOT). */
export async function deleteGoalsOfSwot(db: Database, companyId: string, swotId: string): Promise<number> {
  const rows = await db
    .delete(strategicGoals)
    .where(and(eq(strategicGoals.companyId, companyId), eq(strategicGoals.swotId, swotId)))
    .returning({ id: strategicGoals.id });
  return rows.length;
}
