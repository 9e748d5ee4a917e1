import type { RunAiAnalysisResponse } from '@foursight/shared/contract/analysis';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { hitDatabaseRateLimit } from '../../http/rate-limit.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { refuseAiOutsidePlan, wantsAiAnalysis } from '../settings/settings.service.ts';
import { claimAiRun, releaseAiRun } from './ai-run.repository.ts';
import { getAiAnalysis, runAnalysis, type AnalysisRequests } from './analysis.service.ts';
import { findSwotFacts } from './analysis.repository.ts';

/**
 * Each run is a paid call with the company's key: a company may ask at most 10 times a minute (counted in
 * the database, so across processes), on top of one run per SWOT at a time.
 */
const RUN_LIMIT = {
  scope: 'ai-analysis-run',
  limit: 10,
  windowMs: 60_000,
  message: 'Too many AI analysis runs in a minute. Please wait a minute, then run it again.',
};

/**
 * Past this, a claimed run counts as dead (its process stopped mid-run) and a new one may start: the AI
 * call's one attempt, plus two minutes for the statistics of a large SWOT.
 */
const staleAfterMs = (deps: AppDeps) => deps.config.ai.timeoutMs + 120_000;

export const ALREADY_RUNNING =
  'The AI analysis of this SWOT is already running. Its result will show here when it finishes.';

/**
 * "Run AI analysis again": a fresh statistical analysis and one request to the AI service now, while the
 * person waits (one attempt, no retry: they can ask again). Whatever the AI's outcome, the analysis
 * stored and answered keeps the statistics; the outcome is in `run` (and on the analysis as `ai`).
 */
export async function runAiAnalysisAgain(
  deps: AppDeps,
  requests: AnalysisRequests,
  session: UserSession,
  swotId: string,
  ip: string,
): Promise<RunAiAnalysisResponse> {
  const { db } = deps.database;
  const { companyId } = session;
  const swot = await findSwotFacts(db, companyId, swotId);
  if (!swot) throw new AppError('NOT_FOUND', 'SWOT Analysis Not Found');
  if (swot.responseCount === 0) {
    throw new AppError(
      'CONFLICT',
      'There are no responses to analyse yet. The AI analysis can run once people answer.',
    );
  }
  await refuseAiOutsidePlan(deps, companyId);
  if (!(await wantsAiAnalysis(deps, companyId))) {
    throw new AppError(
      'CONFLICT',
      'AI analysis is switched off for your organisation. Switch it on in Settings with your OpenAI API key, then run it again.',
    );
  }
  // Wall-clock time, not deps.now(): the claim is about a process still being at work.
  const startedAt = new Date();
  const staleBefore = new Date(startedAt.getTime() - staleAfterMs(deps));
  if (!(await claimAiRun(db, companyId, swotId, startedAt, staleBefore))) {
    throw new AppError('CONFLICT', ALREADY_RUNNING);
  }
  try {
    await hitDatabaseRateLimit(deps, RUN_LIMIT, companyId);
    const run = await runAnalysis(deps, companyId, swotId, { paced: false, personWaiting: true });
    if (!run) throw new AppError('NOT_FOUND', 'SWOT Analysis Not Found'); // deleted meanwhile
    await recordAudit(db, {
      action: 'AI_ANALYSIS_RUN',
      actorType: 'user',
      actorId: session.userId,
      companyId,
      entityType: 'swot',
      entityId: swotId,
      ipAddress: ip,
      // The outcome only: never the key, never what the service said.
      metadata: { outcome: run.status },
    });
    return { ...(await getAiAnalysis(deps, requests, companyId, swotId)), run };
  } finally {
    await releaseAiRun(db, companyId, swotId, startedAt);
  }
}
