import type {
  CheckInInputSchema,
  GoalMeasure,
  GoalRemeasure,
  GoalInputSchema,
  GoalsList,
  GoalUpdateSchema,
  StrategicGoal,
} from '@foursight/shared/contract/goals';
import { averageProgress, goalProgress, goalStatus, type GoalStatus } from '@foursight/shared/domain/goals';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { GoalSource } from './goal-source.ts';
import { measureSentence } from './goal-candidates.ts';
import { remeasure, type DigestedSwot } from './goal-remeasure.ts';
import * as repository from './goals.repository.ts';

const NOT_FOUND = 'Strategic goal not found';
/** Goals are re-measured against the latest analyses: the current picture at a bounded cost. */
const DIGESTS_READ = 50;

type CheckInRow = Awaited<ReturnType<typeof repository.listCheckIns>>[number];

const deadlineOf = (deadline: string) => new Date(`${deadline}T23:59:59Z`);

function toGoal(
  row: repository.GoalRow,
  checkIns: CheckInRow[],
  digests: DigestedSwot[],
  now: Date,
  sample = false,
): StrategicGoal {
  const source = row.source;
  const remeasured = source ? remeasure(source, row.swotId, digests) : null;
  const currentValue = measuredValue(row, remeasured, checkIns.at(-1)?.checkedOn ?? null);
  const progress = progressOf(row, currentValue, checkIns.length > 0 || remeasured?.quadrant != null);
  const status = goalStatus({
    progress,
    checkIns: checkIns.length,
    createdAt: row.createdAt,
    deadline: deadlineOf(row.deadline),
    now,
    statusOverride: row.statusOverride,
  });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status,
    statusSetByHand: row.statusOverride !== null,
    currentValue,
    targetValue: row.targetValue,
    unit: row.unit,
    progress,
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
    swotAnalysisId: row.swotId,
    sample,
    generated: row.generationKey !== null,
    archived: row.archivedAt !== null,
    source: source
      ? {
          quadrant: source.quadrant,
          theme: source.theme,
          mentions: source.mentions,
          stance: source.quadrant === 'weaknesses' || source.quadrant === 'threats' ? 'answers' : 'builds-on',
          quotes: source.quotes,
          swotTitle: source.swotTitle,
          measuredAt: source.measuredAt,
        }
      : null,
    remeasure: remeasured,
    ...(source?.measure ? { measure: measureView(source, remeasured) } : {}),
    checkIns: checkIns.map((checkIn) => ({
      id: checkIn.id,
      value: checkIn.value,
      note: checkIn.note,
      date: checkIn.checkedOn,
    })),
  };
}

/**
 * A generated goal's current value: the share of answers raising its theme in the newest SWOT
 * analysed after its source (re-measured by the same-theme function), unless a person recorded a
 * value since (a check-in on or after that SWOT, or an edit); else the stored value.
 */
function measuredValue(
  row: Pick<repository.GoalRow, 'currentValue' | 'editedAt' | 'source'>,
  remeasured: GoalRemeasure | null,
  lastCheckIn: string | null,
): number {
  // Not among the newer SWOT's themes is not "nobody raised it": its digest holds the leading themes only.
  if (!row.source?.measure || !remeasured?.responses || remeasured.quadrant === null || row.editedAt) {
    return row.currentValue;
  }
  if (lastCheckIn !== null && lastCheckIn >= remeasured.measuredAt.slice(0, 10)) return row.currentValue;
  // Raised in another quadrant now (a weakness become a strength): nobody raises it as it was.
  if (remeasured.quadrant !== row.source.quadrant) return 0;
  return Math.round((remeasured.mentions / remeasured.responses) * 1000) / 10;
}

/**
 * A measured goal's progress counts from its baseline; before anything measured it again (the next
 * SWOT, a check-in) it has not started, even when the target is to keep what is there.
 */
function progressOf(
  row: Pick<repository.GoalRow, 'targetValue' | 'editedAt' | 'source'>,
  currentValue: number,
  measuredAgain: boolean,
): number {
  // A goal a person edited is theirs: its values and unit may say anything, counted plainly.
  if (row.editedAt) return goalProgress(currentValue, row.targetValue);
  const baseline = row.source?.measure?.baseline;
  if (baseline !== undefined && !measuredAgain) return 0;
  return goalProgress(currentValue, row.targetValue, baseline);
}

function measureView(source: GoalSource, remeasured: GoalRemeasure | null): GoalMeasure {
  const measure = source.measure!;
  const now = remeasured?.responses ? `; now ${remeasured.mentions} of ${remeasured.responses}` : '';
  return {
    direction: measure.direction,
    responses: measure.responses,
    mentions: source.mentions,
    targetMentions: measure.targetMentions,
    baseline: measure.baseline,
    sentence: `${measureSentence(measure, source.mentions)}${now}`,
  };
}

/** Goals with their computed status, check-ins and re-measurement, in four queries whatever their number. */
export async function listGoals(
  deps: AppDeps,
  companyId: string,
  options: { includeArchived?: boolean } = {},
): Promise<StrategicGoal[]> {
  const { db } = deps.database;
  const [rows, digests] = await Promise.all([
    repository.listGoals(db, companyId, options.includeArchived ?? false),
    repository.latestDigests(db, companyId, DIGESTS_READ),
  ]);
  const checkIns = await repository.listCheckIns(
    db,
    companyId,
    rows.map((row) => row.goal.id),
  );
  const byGoal = new Map<string, CheckInRow[]>();
  for (const checkIn of checkIns) byGoal.set(checkIn.goalId, [...(byGoal.get(checkIn.goalId) ?? []), checkIn]);
  const now = deps.now();
  return rows.map(({ goal, sample }) => toGoal(goal, byGoal.get(goal.id) ?? [], digests, now, sample));
}

export interface GoalFacts {
  id: string;
  swotAnalysisId: string | null;
  category: StrategicGoal['category'];
  createdAt: string;
  status: GoalStatus;
}

/** The open goals' status, category and source SWOT in two queries (goals, digests): what figures across goals need. */
export async function listGoalFacts(deps: AppDeps, companyId: string): Promise<GoalFacts[]> {
  const [rows, digests] = await Promise.all([
    repository.listGoalFacts(deps.database.db, companyId),
    repository.latestDigests(deps.database.db, companyId, DIGESTS_READ),
  ]);
  const now = deps.now();
  return rows.map((row) => {
    const remeasured = row.source ? remeasure(row.source, row.swotId, digests) : null;
    return {
      id: row.id,
      swotAnalysisId: row.swotId,
      category: row.category,
      createdAt: row.createdAt.toISOString(),
      status: goalStatus({
        progress: progressOf(
          row,
          measuredValue(row, remeasured, row.lastCheckIn),
          row.checkIns > 0 || remeasured?.quadrant != null,
        ),
        checkIns: row.checkIns,
        createdAt: row.createdAt,
        deadline: deadlineOf(row.deadline),
        now,
        statusOverride: row.statusOverride,
      }),
    };
  });
}

export function summarise(goals: StrategicGoal[]): GoalsList['meta']['summary'] {
  const count = (status: GoalStatus) => goals.filter((goal) => goal.status === status).length;
  return {
    total: goals.length,
    completed: count('Completed'),
    inProgress: count('In Progress'),
    atRisk: count('At Risk'),
    notStarted: count('Not Started'),
    averageProgress: averageProgress(goals.map((goal) => goal.progress)),
  };
}

export async function getGoalsList(deps: AppDeps, companyId: string, includeArchived: boolean): Promise<GoalsList> {
  const [goals, swotCount] = await Promise.all([
    listGoals(deps, companyId, { includeArchived }),
    repository.countAnalysedSwots(deps.database.db, companyId),
  ]);
  // Goals made from the sample SWOT are counted with what is listed here (marked): the page shows them.
  const open = goals.filter((goal) => !goal.archived);
  return { success: true, goals, meta: { swotCount, summary: summarise(open) } };
}

async function readGoal(deps: AppDeps, companyId: string, id: string): Promise<StrategicGoal> {
  const goals = await listGoals(deps, companyId, { includeArchived: true });
  const goal = goals.find((candidate) => candidate.id === id);
  if (!goal) throw new AppError('NOT_FOUND', NOT_FOUND);
  return goal;
}

async function requireGoal(deps: AppDeps, companyId: string, id: string) {
  const row = await repository.findGoal(deps.database.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function createGoal(
  deps: AppDeps,
  companyId: string,
  input: z.output<typeof GoalInputSchema>,
): Promise<StrategicGoal> {
  const row = await repository.insertGoal(deps.database.db, { companyId, ...input, createdAt: deps.now() });
  return readGoal(deps, companyId, row.id);
}

export async function updateGoal(
  deps: AppDeps,
  companyId: string,
  id: string,
  input: z.output<typeof GoalUpdateSchema>,
): Promise<StrategicGoal> {
  await requireGoal(deps, companyId, id);
  const { status, ...fields } = input;
  await repository.updateGoal(deps.database.db, companyId, id, {
    ...fields,
    ...(status !== undefined ? { statusOverride: status } : {}),
    editedAt: deps.now(),
  });
  return readGoal(deps, companyId, id);
}

export async function archiveGoal(deps: AppDeps, companyId: string, id: string): Promise<StrategicGoal> {
  const row = await requireGoal(deps, companyId, id);
  if (!row.archivedAt) await repository.updateGoal(deps.database.db, companyId, id, { archivedAt: deps.now() });
  return readGoal(deps, companyId, id);
}

export async function recordCheckIn(
  deps: AppDeps,
  companyId: string,
  id: string,
  input: z.output<typeof CheckInInputSchema>,
): Promise<StrategicGoal> {
  const row = await requireGoal(deps, companyId, id);
  if (row.archivedAt) throw new AppError('CONFLICT', 'This goal is archived; check-ins are closed.');
  await repository.recordCheckIn(deps.database.db, companyId, id, {
    value: input.value,
    note: input.note,
    checkedOn: input.date,
    createdAt: deps.now(),
  });
  return readGoal(deps, companyId, id);
}

/** Deletes the goals made from one SWOT: the sample SWOT's, in the transaction that deletes it. */
export function deleteSwotGoals(tx: Database, companyId: string, swotId: string): Promise<number> {
  return repository.deleteGoalsOfSwot(tx, companyId, swotId);
}
