import { organisationNameOf } from './organisation-name.ts';
import { readDigest } from './analysis-digest.ts';
import { randomUUID } from 'node:crypto';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ThemesResponse } from '@foursight/shared/contract/themes';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { analyseSwotJob } from './analysis.jobs.ts';
import * as analysisRows from './analysis.repository.ts';
import { analysisRow, storeAnalysis } from './analysis-store.ts';
import { applyCorrection, type ThemeCorrection } from './theme-corrections.ts';
import { boundRecord, inListOrder, readThemeRecords, readThemeState } from './themes.repository.ts';

const SWOT_NOT_FOUND = 'SWOT not found';
/** A correction that keeps meeting a newer store (answers analysed meanwhile) is tried this many times. */
const ATTEMPTS = 3;
const CHANGED_MEANWHILE = 'The themes changed while your correction was being saved: reload them and try again.';

/** Every theme record of the SWOT's newest analysis, hidden ones too, largest first within each quadrant. */
export async function listThemes(deps: AppDeps, companyId: string, swotId: string): Promise<ThemesResponse> {
  const { db } = deps.database;
  if (!(await analysisRows.findSwotFacts(db, companyId, swotId))) throw new AppError('NOT_FOUND', SWOT_NOT_FOUND);
  return { themes: inListOrder(await readThemeRecords(db, companyId, swotId)) };
}

/**
 * Applies a person's correction to the SWOT's theme records and analyses the
 * SWOT again from them (on the analysis thread), storing the new analysis and
 * records with the audit entry in one transaction: the dashboard, report,
 * exports, goals and comparison read the corrected themes from then on, and
 * every later analysis starts from them (ids, labels, hidden flags and pinned
 * statements kept). If an analysis was stored meanwhile (new answers), the
 * correction is applied again to what is stored now (storeAnalysis).
 */
export async function correctThemes(
  deps: AppDeps,
  session: UserSession,
  swotId: string,
  correction: ThemeCorrection,
  ip: string,
): Promise<ThemesResponse> {
  const { db } = deps.database;
  const { companyId } = session;
  if (!(await analysisRows.findSwotFacts(db, companyId, swotId))) throw new AppError('NOT_FOUND', SWOT_NOT_FOUND);
  const organisation = await organisationNameOf(deps, companyId, swotId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const read = await readThemeState(db, companyId, swotId);
    const { records, audit } = applyCorrection(read.records, correction, randomUUID);
    const previous = await analysisRows.readAnalysis(db, companyId, swotId);
    const responses = await analysisRows.readResponseTexts(db, companyId, swotId);
    const now = deps.now();
    const { analysis: statistics, themes } = await deps.analysis.analyse(responses, now, {
      themes: records,
      organisation,
    });
    const result = previous?.result.source === 'ai' ? keepNarrative(previous.result, statistics) : statistics;
    const stored = await storeAnalysis(
      db,
      analysisRow({
        swotId,
        companyId,
        responseCount: responses.length,
        result,
        statistics,
        aiUnavailableReason: previous?.aiUnavailableReason ?? null,
        notBefore: previous ? readDigest(previous.digest)?.notBefore : undefined,
        generatedAt: now,
      }),
      { read, records: themes },
      (tx) =>
        recordAudit(tx, {
          action: audit.action,
          actorType: 'user',
          actorId: session.userId,
          companyId,
          entityType: 'swot_theme',
          entityId: audit.themeId,
          ipAddress: ip,
          metadata: { swotId, ...audit.metadata },
        }),
    );
    if (!stored) continue;
    if (result.source === 'ai') await requestNarrative(deps, companyId, swotId);
    return { themes: inListOrder(themes.map(boundRecord)) };
  }
  throw new AppError('CONFLICT', CHANGED_MEANWHILE);
}

/**
 * The analysis before the correction with the corrected statistics in it:
 * the themes, counts, keywords, sentiment and TOWS are the new ones at once,
 * and what the AI wrote (and what is kept of its run) stays until the run
 * queued after the correction (requestNarrative) writes it again over the
 * corrected themes, rather than vanish until then.
 */
function keepNarrative(previous: SwotAnalysis, statistics: SwotAnalysis): SwotAnalysis {
  const categoryAnalysis = { ...statistics.categoryAnalysis };
  for (const category of SWOT_CATEGORIES) {
    Object.assign(categoryAnalysis, {
      [category]: {
        ...statistics.categoryAnalysis[category],
        recommendations: previous.categoryAnalysis[category].recommendations,
      },
    });
  }
  return {
    ...previous,
    responseCount: statistics.responseCount,
    generatedAt: statistics.generatedAt,
    keywordAnalysis: statistics.keywordAnalysis,
    categoryAnalysis,
    sentiment: statistics.sentiment,
    tows: statistics.tows,
  };
}

/** Queues the SWOT's analysis (after the usual delay, once however many corrections), so the AI reads the corrected themes. */
async function requestNarrative(deps: AppDeps, companyId: string, swotId: string): Promise<void> {
  await deps.queue.enqueueUnlessQueued(
    analyseSwotJob,
    { companyId, swotId },
    { singletonKey: swotId, startAfter: new Date(Date.now() + deps.config.analysisDelaySeconds * 1000) },
  );
}
