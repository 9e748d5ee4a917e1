import type { AiAnalysisResponse, AiRun, SwotAnalysis } from '@foursight/shared/contract/analysis';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { readUsableAiKey, wantsAiAnalysis } from '../settings/settings.service.ts';
import { aiRunOf, shortfallOf } from './ai-outcome.ts';
import { AiNarrativeSchema, buildPrompt, mergeNarrative, SYSTEM_PROMPT } from './ai-prompt.ts';
import { analyseSwotJob } from './analysis.jobs.ts';
import * as repository from './analysis.repository.ts';
import { analysisRow, storeAnalysis } from './analysis-store.ts';
import { readThemeState } from './themes.repository.ts';
import { organisationNameOf } from './organisation-name.ts';

const NOT_FOUND = 'SWOT Analysis Not Found';

/**
 * Analysis requests are coalesced twice: by each requester, at most one
 * enqueue per SWOT per window (a cheap guard for the submit path); in the
 * database, the stately queue keeps one waiting job per SWOT, whoever asked.
 * The window is shorter than the job's delay, so an answer whose request was
 * skipped is always committed before the waiting job starts and reads the
 * responses. Each path that asks (the submit path, the analysis read) makes
 * its requester once per app and passes it in.
 */
export interface AnalysisRequests {
  /** Fire-and-forget, for request paths: a failed enqueue is logged, and the next read asks again. */
  requestSoon(companyId: string, swotId: string): void;
}

export function createAnalysisRequests(deps: AppDeps): AnalysisRequests {
  const recentlyRequested = new Map<string, number>();

  async function request(companyId: string, swotId: string): Promise<void> {
    const delayMs = deps.config.analysisDelaySeconds * 1000;
    const now = Date.now();
    const last = recentlyRequested.get(swotId);
    if (last !== undefined && now - last < delayMs * 0.6) return;
    recentlyRequested.set(swotId, now);
    if (recentlyRequested.size > 10_000) recentlyRequested.clear();
    await deps.queue.enqueueUnlessQueued(
      analyseSwotJob,
      { companyId, swotId },
      { singletonKey: swotId, startAfter: new Date(now + delayMs) },
    );
  }

  return {
    requestSoon(companyId, swotId) {
      request(companyId, swotId).catch((error: unknown) => {
        deps.logger.error({ err: error, swotId }, 'could not queue analysis');
      });
    },
  };
}

/**
 * Queues a fresh run for every SWOT whose stored analysis is of an older
 * shape (analysis-document.ts), once, when the workers start: after a
 * release that changed the shape, the reports, goals and dashboards read by
 * nobody's analysis panel are recomputed too. Answers how many were queued.
 */
export async function requestStaleAnalyses(deps: AppDeps): Promise<number> {
  const stale = await repository.findStaleAnalyses(deps.database.db);
  for (const { companyId, swotId } of stale) {
    await deps.queue.enqueueUnlessQueued(analyseSwotJob, { companyId, swotId }, { singletonKey: swotId });
  }
  if (stale.length > 0) deps.logger.info({ swots: stale.length }, 'analyses of an older shape queued again');
  return stale.length;
}

/**
 * The analysis of a SWOT whose schedule ended, run before its results-ready mail (the swots feature's
 * lifecycle is handed this where the app is composed): unpaced, since pacing would only queue it for later.
 */
export function analyseEndedSwot(deps: AppDeps, companyId: string, swotId: string) {
  return runAnalysis(deps, companyId, swotId, { paced: false });
}

/**
 * Analyses a SWOT's responses and stores the result: statistics always, the
 * AI's narrative over them when the company switched AI on and the call
 * works. Safe to run twice: it recomputes from the stored responses.
 * Answers what came of asking the AI (kept on the analysis as `ai`), null
 * when it was not asked. `personWaiting`: one AI attempt, no retry.
 */
export async function runAnalysis(
  deps: AppDeps,
  companyId: string,
  swotId: string,
  options: { paced?: boolean; personWaiting?: boolean } = {},
): Promise<AiRun | null> {
  const { db } = deps.database;
  const swot = await repository.findSwotFacts(db, companyId, swotId);
  if (!swot) return null; // deleted meanwhile
  // Unpaced when a caller needs the analysis now (a SWOT's end, before "results are ready" is sent).
  const notBefore = options.paced === false ? null : await pacedStart(deps, companyId, swotId);
  if (notBefore) {
    await deps.queue.enqueueUnlessQueued(
      analyseSwotJob,
      { companyId, swotId },
      { singletonKey: swotId, startAfter: notBefore },
    );
    return null;
  }
  const started = performance.now();
  // The theme records (a person's corrections among them) before the responses: see storeAnalysis.
  const read = await readThemeState(db, companyId, swotId);
  const organisation = await organisationNameOf(deps, companyId, swotId);
  const responses = await repository.readResponseTexts(db, companyId, swotId);
  const readMs = Math.round(performance.now() - started);
  const { analysis: statistics, themes } = await deps.analysis.analyse(responses, deps.now(), {
    themes: read.records,
    organisation,
  });
  const durationMs = Math.round(performance.now() - started);
  deps.logger.debug({ swotId, responses: responses.length, readMs, durationMs }, 'analysis run');

  let result: SwotAnalysis = statistics;
  let aiRun: AiRun | null = null;
  if (responses.length > 0 && (await wantsAiAnalysis(deps, companyId))) {
    ({ result, run: aiRun } = await askAi(deps, companyId, swot, statistics, options.personWaiting !== true));
  }
  const aiUnavailableReason = aiRun && aiRun.status !== 'ok' ? (aiRun.message ?? null) : null;

  const stored = await storeAnalysis(
    db,
    analysisRow({
      swotId,
      companyId,
      responseCount: responses.length,
      result,
      statistics,
      aiUnavailableReason,
      notBefore: nextRunNotBefore(responses.length, durationMs),
      generatedAt: deps.now(),
    }),
    { read, records: themes },
  );
  // A correction (or another run) was stored while this one ran: its result started from theme records that
  // are no longer there, so it is dropped and a run from what is stored now is queued.
  if (!stored) await deps.queue.enqueueUnlessQueued(analyseSwotJob, { companyId, swotId }, { singletonKey: swotId });
  return aiRun;
}

/**
 * A SWOT whose analysis takes long is analysed again at most once per ten times its last run's
 * duration (a 2 s analysis of 40 000 answers: every 20 s at most, however fast answers arrive), so a
 * busy session's analysis never takes more than a tenth of the database and the analysis thread. The
 * instant is kept in the stored analysis, so it holds across processes and restarts; a run asked for
 * earlier is queued again for that instant, never dropped.
 */
const PACE = 10;
/**
 * Below this many answers a run is not paced: it is cheap whatever its clock
 * time said, and that time can be mostly the analysis thread's start (its
 * language model loading), which would make a workshop's first themes wait
 * tens of seconds on a fresh server.
 */
const PACED_FROM_RESPONSES = 1_000;

function nextRunNotBefore(responses: number, durationMs: number): number | undefined {
  return responses < PACED_FROM_RESPONSES ? undefined : Date.now() + PACE * durationMs;
}

async function pacedStart(deps: AppDeps, companyId: string, swotId: string): Promise<Date | null> {
  // Wall-clock time, not deps.now(): pacing is about the machine's load, not the business calendar.
  const notBefore = await repository.findNotBefore(deps.database.db, companyId, swotId);
  return notBefore !== null && notBefore > Date.now() ? new Date(notBefore) : null;
}

/**
 * The analysis to store, with what came of asking the AI on it (`ai`): the AI's narrative over the
 * statistics when it answered usably, else the statistics as they are. Never throws, never logs the key.
 */
async function askAi(
  deps: AppDeps,
  companyId: string,
  swot: { title: string; description: string },
  statistics: SwotAnalysis,
  retry: boolean,
): Promise<{ result: SwotAnalysis; run: AiRun }> {
  const fallback = (run: AiRun) => ({ result: { ...statistics, ai: run }, run });
  let apiKey: string | null;
  try {
    apiKey = await readUsableAiKey(deps, companyId);
  } catch {
    deps.logger.error({ companyId }, 'the saved AI key could not be decrypted (was ENCRYPTION_KEY changed?)');
    apiKey = null;
  }
  if (!apiKey) return fallback(aiRunOf(deps.now(), { failure: 'no-key' }));
  const { user, quotes } = buildPrompt({ title: swot.title, description: swot.description, statistics });
  try {
    const narrative = await deps.ai.complete({
      apiKey,
      system: SYSTEM_PROMPT,
      user,
      schema: AiNarrativeSchema,
      schemaName: 'swot_analysis',
      retry,
    });
    const run = aiRunOf(deps.now());
    return { result: { ...mergeNarrative(statistics, narrative, quotes), ai: run }, run };
  } catch (error) {
    const shortfall = shortfallOf(error);
    deps.logger.warn({ companyId, ...shortfall }, 'AI analysis failed; serving the statistical analysis');
    return fallback(aiRunOf(deps.now(), shortfall));
  }
}

export async function getAiAnalysis(
  deps: AppDeps,
  requests: AnalysisRequests,
  companyId: string,
  swotId: string,
): Promise<AiAnalysisResponse> {
  const { db } = deps.database;
  const swot = await repository.findSwotFacts(db, companyId, swotId);
  if (!swot) throw new AppError('NOT_FOUND', NOT_FOUND);
  // Null too when the stored document is of an older version: the run asked for below replaces it.
  const stored = await repository.readAnalysis(db, companyId, swotId);
  // Self-healing: whenever what is stored is behind the responses, make sure a run is on its way.
  if (swot.responseCount > 0 && (stored?.responseCount ?? 0) < swot.responseCount) {
    requests.requestSoon(companyId, swotId);
  }
  if (swot.responseCount === 0) {
    return { success: true, state: 'empty', responseCount: 0, analysis: null, aiUnavailableReason: null };
  }
  if (!stored || stored.responseCount === 0) {
    return {
      success: true,
      state: 'pending',
      responseCount: swot.responseCount,
      analysis: null,
      aiUnavailableReason: null,
    };
  }
  return {
    success: true,
    state: 'ready',
    responseCount: swot.responseCount,
    analysis: stored.result,
    aiUnavailableReason: stored.aiUnavailableReason,
  };
}
