import type { Insight, SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ReportCard, ReportQuadrant, ReportView } from '@foursight/shared/contract/reports';
import { REPORT_QUADRANTS } from '@foursight/shared/contract/reports';
import { DEFAULT_BRAND_COLORS, hslTripletToHex } from '@foursight/shared/domain/theme';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { calendarDateIn } from '@foursight/shared/domain/schedule';
import type { AnalysisDigest } from '../analysis/analysis-digest.ts';
import type { CurrentAnalysisRow } from '../analysis/analysis-document.ts';
import type { SwotRecord } from '../swots/swot-read-model.ts';
import { toSwotSummary } from '../swots/swots.service.ts';

export interface Branding {
  name: string;
  logo: string | null;
  colors: { primary: string; secondary?: string };
  /** The plan includes white-label: the report names only the company. */
  whiteLabel?: boolean;
}

/** Spec part 2 §9: report snippets are cut at 100 characters (whole characters, an ellipsis inside the 100). */
export function snippet(text: string, limit = 100): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length <= limit
    ? clean
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * "Q3 Strategy / Pune" on 2026-11-24 → "Q3-Strategy-Pune-2026-11-24" (letters of every script kept), dated
 * on the SWOT's calendar: a file made at 02:30 in Pune on the 28th says the 28th, not the UTC 27th.
 */
export function fileStemOf(title: string, day: Date, timeZone: string): string {
  const stem =
    title
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|(?<!-)-+$/g, '')
      // By code point: slicing UTF-16 could split a letter outside the basic plane in two, and the
      // lone half makes the Content-Disposition header's encodeURIComponent throw.
      .match(/^.{0,80}/su)![0] || 'SWOT-Report';
  return `${stem}-${calendarDateIn(day, timeZone)}`;
}

const texts = (items: Insight[]) => items.map((item) => item.text);

/** Several lists as one, each statement once, in order. */
const merged = (...lists: Insight[][]) => [...new Set(lists.flatMap(texts))];

function quadrantOf(analysis: SwotAnalysis, key: (typeof REPORT_QUADRANTS)[number]): ReportQuadrant {
  const category = analysis.categoryAnalysis[key];
  const seen = new Set<string>();
  const snippets: string[] = [];
  for (const theme of category.topThemes) {
    for (const quote of theme.quotes) {
      const cut = snippet(quote.text);
      if (!cut || seen.has(cut)) continue;
      seen.add(cut);
      if (snippets.length < 3) snippets.push(cut);
    }
  }
  return {
    key,
    label: SWOT_AREAS[key].label,
    responses: category.responses,
    sentiment: Math.round(category.sentiment * 100) / 100,
    tone: category.tone ? { score: category.tone.score, summary: category.tone.summary } : null,
    themes: category.topThemes.map((theme) => ({ label: theme.label, mentions: theme.mentions })),
    snippets,
  };
}

function methodologyOf(analysis: SwotAnalysis, timezone: string): string {
  const method =
    analysis.source === 'ai'
      ? 'AI-assisted analysis: themes, keywords and sentiment counted statistically, the narrative written by the AI service over those figures'
      : 'Statistical analysis: themes and keywords counted from the answers, sentiment scored with the AFINN word list';
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: timezone }).format(
    new Date(analysis.generatedAt),
  );
  const count = analysis.responseCount;
  return `${method}. Based on ${count} response${count === 1 ? '' : 's'}; generated ${when} (${timezone}).`;
}

function participationOf(responses: number, invited: number): number {
  return invited > 0 ? Math.min(100, Math.round((responses / invited) * 100)) : responses > 0 ? 100 : 0;
}

function stateOf(swot: SwotRecord, analysedResponses: number | null): ReportView['analysisState'] {
  if (swot.responseCount === 0) return 'empty';
  return analysedResponses !== null && analysedResponses > 0 ? 'ready' : 'pending';
}

export function buildReportView(
  swot: SwotRecord,
  analysisRow: CurrentAnalysisRow | null,
  branding: Branding,
  now: Date,
): ReportView {
  const summary = toSwotSummary(swot, now);
  const state = stateOf(swot, analysisRow?.responseCount ?? null);
  const result = state === 'ready' && analysisRow ? analysisRow.result : null;
  return {
    id: swot.id,
    title: swot.title,
    description: swot.description,
    company: {
      name: branding.name,
      logo: branding.logo,
      primary: hslTripletToHex(branding.colors.primary) ?? DEFAULT_BRAND_COLORS.primary,
      secondary:
        (branding.colors.secondary && hslTripletToHex(branding.colors.secondary)) || DEFAULT_BRAND_COLORS.secondary,
      whiteLabel: branding.whiteLabel,
    },
    status: capitalise(summary.status),
    startDate: summary.startDate,
    endDate: summary.endDate,
    timezone: summary.timezone,
    createdAt: summary.createdAt,
    responseCount: summary.responseCount,
    invitedCount: summary.invitedCount,
    participation: participationOf(summary.responseCount, summary.invitedCount),
    analysisState: state,
    aiNotice: result && analysisRow?.aiUnavailableReason ? 'AI Analysis Temporarily Unavailable' : null,
    analysis: result
      ? {
          source: result.source,
          responseCount: result.responseCount,
          generatedAt: result.generatedAt,
          summary: result.summary,
          keyInsights: texts(result.keyInsights).slice(0, 5),
          sentiment: {
            score: result.sentiment.score,
            label: result.sentiment.label,
            ...(result.sentiment.confidence ? { confidence: result.sentiment.confidence } : {}),
          },
          quadrants: REPORT_QUADRANTS.map((key) => quadrantOf(result, key)),
          tows: {
            so: texts(result.tows.so),
            st: texts(result.tows.st),
            wo: texts(result.tows.wo),
            wt: texts(result.tows.wt),
          },
          // Spec part 2 §9: quick wins are the 30-day horizon, priority actions the 6-12-month one.
          actionPlan: {
            immediate: merged(result.quickWins, result.actionPlan.immediate),
            shortTerm: texts(result.actionPlan.shortTerm),
            longTerm: merged(result.priorityActions, result.actionPlan.longTerm),
          },
          methodology: methodologyOf(result, swot.timezone),
        }
      : null,
    fileStem: fileStemOf(swot.title, now, swot.timezone),
  };
}

/** What a card reads of an analysis: its size, sentiment and themes (the digest), not the whole result. */
export interface AnalysisReading {
  analysedResponses: number | null;
  sentimentScore: number | null;
  sentimentLabel: string | null;
  themes: AnalysisDigest['themes'] | null;
}

/** The list's card: one line reading the analysis. */
export function buildReportCard(swot: SwotRecord, analysis: AnalysisReading | null, now: Date): ReportCard {
  const summary = toSwotSummary(swot, now);
  const state = stateOf(swot, analysis?.analysedResponses ?? null);
  let reading: string | null = null;
  if (state === 'ready' && analysis) {
    const leading = [...(analysis.themes ?? [])].sort((a, b) => b.mentions - a.mentions)[0];
    const score = Math.round((analysis.sentimentScore ?? 0) * 10) / 10;
    reading =
      `${capitalise(analysis.sentimentLabel ?? 'neutral')} overall (${score})` +
      (leading ? `; leading theme: ${leading.label} (${SWOT_AREAS[leading.category].label.toLowerCase()})` : '') +
      '.';
  }
  return {
    id: summary.id,
    title: summary.title,
    status: summary.status,
    badge: summary.badge,
    startDate: summary.startDate,
    endDate: summary.endDate,
    createdAt: summary.createdAt,
    responseCount: summary.responseCount,
    invitedCount: summary.invitedCount,
    analysisState: state,
    reading,
    sample: summary.sample,
  };
}
