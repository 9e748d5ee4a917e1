import type { AppDeps } from '../../app-deps.ts';
import { latestRoundResults } from '../rounds/round-results.service.ts';
import { phraseGoals } from './goal-ai.ts';
import { goalCandidates } from './goal-candidates.ts';
import * as repository from './goals.repository.ts';

/** Goals are generated from the latest analyses: the current picture at a bounded cost. */
const ANALYSES_READ = 10;

/**
 * The themes each SWOT's newest closed second round agreed important (by theme record id), with the
 * sentence a goal's description says it in. A round with figures withheld says nothing.
 */
async function agreedImportant(
  deps: AppDeps,
  companyId: string,
  analyses: readonly { swotId: string }[],
): Promise<Map<string, string>> {
  const agreed = new Map<string, string>();
  for (const { swotId } of analyses) {
    const results = await latestRoundResults(deps, companyId, swotId);
    for (const theme of results?.quadrants.flatMap((quadrant) => quadrant.themes) ?? []) {
      if (theme.consensus !== 'agreed_important' || theme.median === null) continue;
      agreed.set(
        theme.themeId,
        `In the second round the group agreed it matters (median ${Math.round(theme.median * 10) / 10} of 9, ${Math.round((theme.shareHigh ?? 0) * 100)}% rating it 7 to 9).`,
      );
    }
  }
  return agreed;
}

/**
 * Generates goals from the latest analyses of the company's own SWOTs, or
 * of the one SWOT `scope` names (the sample's), phrased by the AI when the
 * company switched it on. A theme that already has a goal
 * keeps it: a goal nobody edited or archived gets the newer figures and
 * quotes; an edited or archived one is left exactly as it is.
 */
export async function generateGoals(deps: AppDeps, companyId: string, scope: repository.AnalysisScope = {}) {
  const { db } = deps.database;
  const now = deps.now();
  const analyses = await repository.latestAnalyses(db, companyId, ANALYSES_READ, scope);
  // A SWOT's own goals (the sample's) have keys of their own: they never take over, or block, a company goal
  // on the same theme, and deleting that SWOT's goals never deletes one of the company's.
  const keyPrefix = scope.swotId ? `swot:${scope.swotId}:` : '';
  const statistical = goalCandidates(analyses, now, await agreedImportant(deps, companyId, analyses)).map(
    (candidate) => ({ ...candidate, generationKey: keyPrefix + candidate.generationKey }),
  );
  const existing = new Map(
    (
      await repository.goalsByGenerationKey(
        db,
        companyId,
        statistical.map((candidate) => candidate.generationKey),
      )
    ).map((row) => [row.generationKey, row]),
  );
  // Only goals about to be written are sent to the AI: edited and archived ones stay as they are.
  const open = statistical.filter((candidate) => {
    const row = existing.get(candidate.generationKey);
    return !row || (!row.editedAt && !row.archivedAt);
  });
  const phrased = new Map(
    (await phraseGoals(deps, companyId, open)).map((candidate) => [candidate.generationKey, candidate]),
  );
  const candidates = statistical.map((candidate) => phrased.get(candidate.generationKey) ?? candidate);
  let created = 0;
  let updated = 0;
  let kept = 0;
  for (const candidate of candidates) {
    const row = existing.get(candidate.generationKey);
    if (!row) {
      // A generation running at the same moment may have inserted it: the unique key keeps one.
      if (await repository.insertGeneratedGoal(db, { companyId, ...candidate, createdAt: now })) created += 1;
    } else if (row.editedAt || row.archivedAt) {
      kept += 1;
    } else {
      const refreshed = await repository.refreshGeneratedGoal(db, companyId, row.id, {
        swotId: candidate.swotId,
        title: candidate.title,
        description: candidate.description,
        priority: candidate.priority,
        currentValue: candidate.currentValue,
        targetValue: candidate.targetValue,
        unit: candidate.unit,
        source: candidate.source,
      });
      if (refreshed) updated += 1;
      else kept += 1;
    }
  }
  return { success: true, created, updated, kept };
}
