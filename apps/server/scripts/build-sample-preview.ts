import type { ResponseText } from '@foursight/analysis/analyse-swot';
import type {
  SamplePreview,
  SamplePreviewGoal,
  SamplePreviewQuadrant,
  SamplePreviewReport,
} from '@foursight/shared/domain/sample-preview';
import { SAMPLE_ANSWERS, SAMPLE_SWOT } from '@foursight/shared/domain/sample-swot';
import { calendarDateIn, zonedTimeToUtc } from '@foursight/shared/domain/schedule';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import type { swots } from '../src/db/schema/swots.ts';
import { ANALYSIS_DOCUMENT_VERSION, type CurrentAnalysisRow } from '../src/features/analysis/analysis-document.ts';
import { analysisRow } from '../src/features/analysis/analysis-store.ts';
import { createInlineAnalysisRunner } from '../src/features/analysis/analysis-thread.ts';
import { goalCandidates, measureSentence } from '../src/features/goals/goal-candidates.ts';
import { buildReportView, snippet } from '../src/features/reports/report-view.ts';

/**
 * The instant the home page's sample is analysed at: fixed, so the same answers give the same file on
 * every build (the analysis and the goals' deadlines are dated by it).
 */
export const SAMPLE_PREVIEW_DATE = new Date('2026-11-20T10:00:00+05:30');

const THEMES_SHOWN = 3;
const QUOTES_SHOWN = 1;
/** A quote longer than this is cut (the report's own snippet rule) unless a shorter one is there. */
const SHORT_QUOTE = 110;
const INSIGHTS_SHOWN = 3;
const IDS = { company: '00000000-0000-4000-8000-000000000001', swot: '00000000-0000-4000-8000-000000000002' };

type SwotRow = typeof swots.$inferSelect;

/**
 * The home page's picture of the product, from the real engine on the sample's answers: the analysis as
 * the server's analysis runner makes it (the in-thread runner tools use; the same engine, parser and
 * word vectors as the analysis thread), the statistical goals as goal generation proposes them, and
 * the report's opening as the report view states it. The sample SWOT a company opens in the product
 * (POST /api/sample-swot) is analysed the same way, so both show the same themes.
 */
export async function buildSamplePreview(now: Date = SAMPLE_PREVIEW_DATE): Promise<SamplePreview> {
  // In submission order, as the server reads a SWOT's responses.
  const responses: ResponseText[] = SAMPLE_ANSWERS.map((answer, index) => ({ id: `sample-${index + 1}`, ...answer }));
  const runner = createInlineAnalysisRunner();
  const { analysis } = await runner.analyse(responses, now, { organisation: SAMPLE_SWOT.organisation });
  await runner.close();

  const swot = sampleSwotRow(now, responses.length);
  const stored: CurrentAnalysisRow = {
    ...analysisRow({
      swotId: swot.id,
      companyId: swot.companyId,
      responseCount: responses.length,
      result: analysis,
      statistics: analysis,
      aiUnavailableReason: null,
      notBefore: undefined,
      generatedAt: now,
    }),
    result: analysis,
    documentVersion: ANALYSIS_DOCUMENT_VERSION,
    revision: 0,
    aiUnavailableReason: null,
  };
  const report = buildReportView(
    swot,
    stored,
    { name: SAMPLE_SWOT.organisation, logo: null, colors: { primary: '' } },
    now,
  ).analysis;
  if (!report) throw new Error('The sample SWOT has no analysis to show: did the engine return nothing?');

  const quadrants: SamplePreviewQuadrant[] = SWOT_CATEGORIES.map((key) => {
    const reported = report.quadrants.find((quadrant) => quadrant.key === key)!;
    return {
      key,
      label: reported.label,
      responses: reported.responses,
      themes: analysis.categoryAnalysis[key].topThemes.slice(0, THEMES_SHOWN).map((theme) => ({
        label: theme.label,
        mentions: theme.mentions,
        quotes: shortQuotes(theme.quotes.map((quote) => quote.text)),
      })),
    };
  });

  const opening: SamplePreviewReport = {
    summary: report.summary,
    sentiment: report.sentiment,
    keyInsights: report.keyInsights.slice(0, INSIGHTS_SHOWN),
    tows: (['so', 'st', 'wo', 'wt'] as const).flatMap((key) => {
      const first = report.tows[key][0];
      return first ? [{ key, text: first }] : [];
    }),
  };

  const candidates = goalCandidates(
    [{ swotId: swot.id, title: swot.title, createdAt: now, responseCount: responses.length, result: analysis }],
    now,
  );
  // The leading goal of each quadrant: the goals screen's range in four cards.
  const goals: SamplePreviewGoal[] = SWOT_CATEGORIES.flatMap((quadrant) => {
    const goal = candidates.find((candidate) => candidate.source.quadrant === quadrant);
    // goalCandidates measures every goal it proposes; `measure` is optional only for goals stored before.
    const measure = goal?.source.measure;
    if (!goal || !measure) return [];
    return [
      {
        title: goal.title,
        quadrant,
        category: goal.category,
        priority: goal.priority,
        theme: goal.source.theme,
        measure: measureSentence(measure, goal.source.mentions),
      },
    ];
  });

  return {
    generatedAt: now.toISOString(),
    organisation: SAMPLE_SWOT.organisation,
    title: SAMPLE_SWOT.title.replace(/^Sample: /, ''),
    responseCount: analysis.responseCount,
    quadrants,
    report: opening,
    goals,
  };
}

/** The first short quote as written (in the engine's order), else the first cut as the report cuts it. */
function shortQuotes(texts: readonly string[]): string[] {
  const short = texts.filter((text) => Array.from(text).length <= SHORT_QUOTE).slice(0, QUOTES_SHOWN);
  if (short.length > 0) return short;
  return texts.length > 0 ? [snippet(texts[0]!, SHORT_QUOTE)] : [];
}

/**
 * The sample SWOT as the swots feature stores it (features/swots/sample-swot.service.ts): finished, two
 * weeks long and ended the day before, nobody invited, its shared link closed.
 */
function sampleSwotRow(now: Date, responseCount: number): SwotRow {
  const timezone = SAMPLE_SWOT.timezone;
  const day = 86_400_000;
  const startDate = calendarDateIn(new Date(now.getTime() - 14 * day), timezone);
  const endDate = calendarDateIn(new Date(now.getTime() - day), timezone);
  return {
    id: IDS.swot,
    companyId: IDS.company,
    title: SAMPLE_SWOT.title,
    description: SAMPLE_SWOT.description,
    startDate,
    startTime: '09:00',
    endDate,
    endTime: '18:00',
    timezone,
    language: 'en',
    startsAt: zonedTimeToUtc(startDate, '09:00', timezone),
    endsAt: zonedTimeToUtc(endDate, '18:00', timezone),
    closedAt: null,
    uniqueToken: 'sample',
    emailTemplateId: null,
    participants: { users: [], departments: [], lists: [] },
    invitedCount: 0,
    responseCount,
    sharedLinkEnabled: false,
    allowRepeatAnswers: false,
    status: 'completed',
    finishedAt: now,
    reminderDays: [],
    isSample: true,
    createdAt: now,
    updatedAt: now,
  };
}
