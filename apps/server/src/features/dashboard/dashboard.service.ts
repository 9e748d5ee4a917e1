import type {
  DashboardComprehensive,
  DashboardStats,
  RecentAnalysis,
  StrategicInsights,
  TopArea,
} from '@foursight/shared/contract/dashboard';
import { displayBadge } from '@foursight/shared/domain/schedule';
import { SWOT_AREAS, SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { groupSameThemes } from '@foursight/analysis/same-theme';
import { actionTitle } from '@foursight/analysis/wording';
import { countOf } from '@foursight/shared/domain/plural';
import type { AppDeps } from '../../app-deps.ts';
import { responsesInMonths } from '../usage/usage.service.ts';
import * as repository from './dashboard.repository.ts';

/** Limits of the dashboard (spec part 2 §9). */
const TOP_AREAS = 5;
const INSIGHTS = 3;
const CRITICAL_ACTIONS = 2;
const RECENT_SWOTS = 5;
/** Focus areas and insights read the latest analyses only: the current picture, at a bounded cost. */
const DIGESTS_READ = 50;

function months(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return {
    monthStart,
    lastMonthStart,
    period: monthStart.toISOString().slice(0, 7),
    lastPeriod: lastMonthStart.toISOString().slice(0, 7),
  };
}

/** Percent change, rounded; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

export async function getStats(deps: AppDeps, companyId: string): Promise<DashboardStats> {
  const { db } = deps.database;
  const now = deps.now();
  const { monthStart, lastMonthStart, period, lastPeriod } = months(now);
  const [swots, analyses, perMonth] = await Promise.all([
    repository.swotTotals(db, companyId, now, monthStart, lastMonthStart),
    repository.analysisTotals(db, companyId, monthStart, lastMonthStart),
    responsesInMonths(deps, companyId, [period, lastPeriod]),
  ]);
  const responsesThisMonth = perMonth.get(period) ?? 0;
  return {
    activeSwots: swots.active,
    totalSwots: swots.total,
    totalResponses: swots.responses,
    responseRate: swots.expected === 0 ? 0 : Math.min(100, Math.round((swots.responses / swots.expected) * 100)),
    totalAnalyses: analyses.total,
    successRate: swots.total === 0 ? 0 : Math.round((swots.withResponses / swots.total) * 100),
    changes: {
      swots: growth(swots.createdThisMonth, swots.createdLastMonth),
      responses: growth(responsesThisMonth, perMonth.get(lastPeriod) ?? 0),
      analyses: growth(analyses.thisMonth, analyses.lastMonth),
    },
    thisMonth: { swots: swots.createdThisMonth, responses: responsesThisMonth },
  };
}

export async function getRecentAnalyses(deps: AppDeps, companyId: string): Promise<RecentAnalysis[]> {
  const now = deps.now();
  const rows = await repository.recentSwots(deps.database.db, companyId, RECENT_SWOTS);
  return rows.map((row) => {
    const ended = now >= row.endsAt || Boolean(row.closedAt && row.closedAt <= now);
    return {
      id: row.id,
      title: row.title,
      status: ended ? 'completed' : 'active',
      badge: displayBadge(row, now),
      responseCount: row.responseCount,
      invitedCount: row.invitedCount,
      createdAt: row.createdAt.toISOString(),
      timezone: row.timezone,
      sentimentScore: row.sentimentScore,
      sample: row.sample,
    };
  });
}

type Digest = Awaited<ReturnType<typeof repository.recentDigests>>[number];

export async function getComprehensive(deps: AppDeps, companyId: string): Promise<DashboardComprehensive> {
  const { db } = deps.database;
  const { monthStart, lastMonthStart } = months(deps.now());
  const [stats, analyses, digests] = await Promise.all([
    getStats(deps, companyId),
    repository.analysisTotals(db, companyId, monthStart, lastMonthStart),
    repository.recentDigests(db, companyId, DIGESTS_READ),
  ]);
  const responseGrowth = stats.changes.responses;
  const focus = focusAreas(digests);
  return {
    analyticsOverview: {
      activeSWOTs: stats.activeSwots,
      totalSWOTs: stats.totalSwots,
      monthlyGrowth: stats.changes.swots,
      responseGrowth,
      analysisGrowth: stats.changes.analyses,
      successRate: stats.successRate,
    },
    teamEngagement: {
      responseRate: stats.responseRate,
      totalResponses: stats.totalResponses,
      trend: responseGrowth === null || responseGrowth > 5 ? 'up' : responseGrowth < -5 ? 'down' : 'stable',
      engagementLevel: stats.responseRate >= 80 ? 'high' : stats.responseRate >= 60 ? 'medium' : 'low',
    },
    responseDistribution: {
      distribution: {
        strengths: analyses.strengths,
        weaknesses: analyses.weaknesses,
        opportunities: analyses.opportunities,
        threats: analyses.threats,
      },
      totalResponses: analyses.analysedResponses,
    },
    aiAnalysis: aiSummary(digests, analyses.sentiment),
    focusAreas: focus,
    strategicInsights: strategicInsights(digests, focus.topAreas),
  };
}

export async function getAiInsights(deps: AppDeps, companyId: string) {
  const { db } = deps.database;
  const { monthStart, lastMonthStart } = months(deps.now());
  const [analyses, digests] = await Promise.all([
    repository.analysisTotals(db, companyId, monthStart, lastMonthStart),
    repository.recentDigests(db, companyId, DIGESTS_READ),
  ]);
  return {
    aiAnalysis: aiSummary(digests, analyses.sentiment),
    strategicInsights: strategicInsights(digests, focusAreas(digests).topAreas),
  };
}

function aiSummary(digests: Digest[], sentiment: number): DashboardComprehensive['aiAnalysis'] {
  const latest = digests[0];
  const score = Math.round(sentiment * 10) / 10;
  const label = score >= 2 ? 'positive' : score <= -2 ? 'negative' : 'neutral';
  if (!latest) {
    return {
      summary: 'No Data Available',
      sentiment: { score, label },
      keyFindings: [],
      recommendations: [],
      aiUsed: false,
    };
  }
  // The reason AI was not used leads, so the dashboard can show its notice (spec part 2, Dashboard).
  const summary = latest.aiUnavailableReason
    ? `${latest.aiUnavailableReason} ${latest.digest.summary}`
    : latest.digest.summary;
  // One SWOT's reading, named: findings from several SWOTs beside one SWOT's summary read as a contradiction.
  return {
    summary,
    sentiment: { score, label },
    keyFindings: firstUnique(latest.digest.keyInsights, INSIGHTS),
    recommendations: firstUnique(latest.digest.recommendations, INSIGHTS),
    aiUsed: latest.source === 'ai',
    swotTitle: latest.swotTitle,
  };
}

/**
 * Themes across the latest analyses: one theme in the same area adds up, however each SWOT named it
 * (packages/analysis/src/same-theme.ts: "drivers" and "driver attrition", "EV" and "electric vehicles").
 */
function focusAreas(digests: Digest[]): DashboardComprehensive['focusAreas'] {
  const analysed = digests.reduce((sum, digest) => sum + digest.responseCount, 0);
  const merged = SWOT_CATEGORIES.flatMap((category) => {
    const themes = digests
      .flatMap(({ digest }, source) =>
        digest.themes
          .filter((theme) => theme.category === category)
          .map((theme) => ({ label: theme.label, mentions: theme.mentions, source })),
      )
      .sort((a, b) => b.mentions - a.mentions || a.source - b.source);
    return groupSameThemes(themes, (theme) => String(theme.source)).map((group) => ({
      area: group[0]!.label,
      category,
      mentions: group.reduce((sum, theme) => sum + theme.mentions, 0),
    }));
  });
  const ranked = [...merged].sort((a, b) => b.mentions - a.mentions || a.area.localeCompare(b.area));
  const topAreas: TopArea[] = ranked.slice(0, TOP_AREAS).map((entry) => {
    const coverage = analysed === 0 ? 0 : Math.min(100, Math.round((entry.mentions / analysed) * 100));
    return { ...entry, coverage, priority: coverage >= 30 ? 'high' : coverage >= 15 ? 'medium' : 'low' };
  });
  const keywordCounts = (category: SwotCategory) => {
    const counts = new Map<string, number>();
    for (const { digest } of digests) {
      digest.keywords[category].forEach((word, rank) => counts.set(word, (counts.get(word) ?? 0) + (6 - rank)));
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 6)
      .map(([word]) => word);
  };
  const primary = topAreas[0];
  return {
    totalThemes: merged.length,
    analysisDepth: analysed >= 100 ? 'comprehensive' : analysed >= 20 ? 'moderate' : analysed > 0 ? 'basic' : 'none',
    primaryFocus: primary ? `${primary.area} (${SWOT_AREAS[primary.category].label})` : null,
    topAreas,
    categoryKeywords: {
      strengths: keywordCounts('strengths'),
      weaknesses: keywordCounts('weaknesses'),
      opportunities: keywordCounts('opportunities'),
      threats: keywordCounts('threats'),
    },
    recommendations: topAreas.slice(0, INSIGHTS).map((area) => recommend(area)),
  };
}

/** Spec §4's dashboard recommendation for a leading theme, worded by the analysis's action table (as goals are). */
function recommend(area: TopArea): string {
  const mentions = countOf(area.mentions, 'mention', 'mentions');
  switch (area.category) {
    case 'strengths':
      return `${actionTitle(area.category, area.area)}: ${mentions} make it a shared strength.`;
    case 'weaknesses':
      return `${actionTitle(area.category, area.area)} (${mentions}): give it an owner and a target.`;
    case 'opportunities':
      return `${actionTitle(area.category, area.area)} (${mentions}): assess it and decide on a first step.`;
    case 'threats':
      return `${actionTitle(area.category, area.area)} (${mentions}): prepare a mitigation plan.`;
  }
}

function strategicInsights(digests: Digest[], topAreas: TopArea[]): StrategicInsights {
  if (digests.length === 0) {
    return { overview: 'No Strategic Data', keyInsights: [], recommendations: [], criticalActions: [] };
  }
  const analysed = digests.reduce((sum, digest) => sum + digest.responseCount, 0);
  const byCategory = SWOT_CATEGORIES.map((category) => topAreas.find((area) => area.category === category))
    .filter((area) => area !== undefined)
    .map((area) => `${area.area} (${SWOT_AREAS[area.category].label.toLowerCase()})`);
  // Every line reads the themes across the same SWOTs as the overview and Strategic Focus Areas, so
  // no two places on the dashboard give one theme two counts.
  const across = countOf(digests.length, 'SWOT', 'SWOTs');
  const pressing = topAreas.filter((area) => area.category === 'weaknesses' || area.category === 'threats');
  return {
    overview: `${countOf(digests.length, 'analysed SWOT', 'analysed SWOTs')} with ${countOf(analysed, 'response', 'responses')}${
      byCategory.length ? `; leading themes: ${byCategory.join(', ')}` : ''
    }.`,
    keyInsights: topAreas
      .slice(0, INSIGHTS)
      .map(
        (area) =>
          `${capitalise(area.area)} (${SINGULAR[area.category]}): raised in ${countOf(area.mentions, 'response', 'responses')} across ${across}, ${area.coverage}% of all.`,
      ),
    recommendations: topAreas.slice(0, INSIGHTS).map((area) => recommend(area)),
    criticalActions: pressing
      .slice(0, CRITICAL_ACTIONS)
      .map(
        (area) =>
          `${actionTitle(area.category, area.area)}: give it an owner and a 90-day target (raised in ${countOf(area.mentions, 'response', 'responses')}).`,
      ),
  };
}

const SINGULAR: Record<SwotCategory, string> = {
  strengths: 'strength',
  weaknesses: 'weakness',
  opportunities: 'opportunity',
  threats: 'threat',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function firstUnique(items: string[], limit: number): string[] {
  return [...new Set(items)].slice(0, limit);
}
