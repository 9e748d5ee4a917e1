import type { SwotSummary } from '@foursight/shared/contract/swots';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { runAnalysis } from '../analysis/analysis.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { generateGoals } from '../goals/goal-generation.service.ts';
import { deleteSwotGoals } from '../goals/goals.service.ts';
import { lockSampleSwot, removeSampleSwot, storeSampleSwot } from '../swots/sample-swot.service.ts';

/**
 * The sample SWOT a new company can explore before inviting anyone: finished, analysed, with goals and a
 * report, made from invented answers (packages/shared/src/domain/sample-swot.ts). This feature only puts
 * the others together: the SWOT and its answers are the swots feature's, the analysis and goals theirs.
 * Why it is kept out of usage, billing, comparisons and company figures: docs/decisions.md.
 */
export async function openSampleSwot(
  deps: AppDeps,
  session: UserSession,
  ip: string,
): Promise<{ swot: SwotSummary; created: boolean }> {
  const { swot, created } = await storeSampleSwot(deps, session.companyId);
  if (!created) return { swot, created };
  await recordAudit(deps.database.db, {
    action: 'SAMPLE_SWOT_CREATED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'swot',
    entityId: swot.id,
    ipAddress: ip,
    metadata: { responses: swot.responseCount },
  });
  // Analysed now (on the analysis thread, not this one), so the person lands on a finished SWOT. Should it
  // fail, the SWOT is there and its first read asks for the analysis again, as for any SWOT.
  try {
    await runAnalysis(deps, session.companyId, swot.id, { paced: false, personWaiting: true });
    await generateGoals(deps, session.companyId, { swotId: swot.id });
  } catch (error) {
    deps.logger.error({ err: error, swotId: swot.id }, 'the sample SWOT could not be analysed');
  }
  return { swot, created };
}

/**
 * Deletes the sample SWOT and the goals made from it in one transaction: goals outlive an ordinary SWOT
 * (their link is set null), so a sample deleted without its goals would leave them as the company's own.
 * False when the company has none.
 */
export function deleteSampleSwot(deps: AppDeps, session: UserSession, ip: string): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const id = await lockSampleSwot(tx, session.companyId);
    if (!id) return false;
    const goals = await deleteSwotGoals(tx, session.companyId, id);
    await removeSampleSwot(tx, session.companyId, id);
    await recordAudit(tx, {
      action: 'SAMPLE_SWOT_DELETED',
      actorType: 'user',
      actorId: session.userId,
      companyId: session.companyId,
      entityType: 'swot',
      entityId: id,
      ipAddress: ip,
      metadata: { goals },
    });
    return true;
  });
}
