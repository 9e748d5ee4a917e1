import { z } from 'zod';
import { SWOT_CATEGORIES } from '../domain/swots.ts';
import { TIMEZONES } from '../domain/schedule.ts';
import { SENTIMENT_LABELS } from './analysis.ts';
import { defineRoutes, EventStreamSchema } from './route.ts';
import { DISPLAY_BADGES, SWOT_STATUSES } from './swots.ts';

/**
 * The organiser dashboard (spec part 2 Dashboard and §3 "Dashboard
 * comprehensive"). Growth figures compare this calendar month (UTC) with the
 * previous one, as a rounded percent; null when last month had nothing to compare with.
 */
export const ENGAGEMENT_LEVELS = ['high', 'medium', 'low'] as const;
export const TRENDS = ['up', 'down', 'stable'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;

const Growth = z.number().nullable();
const ByCategory = <T extends z.ZodType>(schema: T) =>
  z.object({ strengths: schema, weaknesses: schema, opportunities: schema, threats: schema });

export const DashboardStatsSchema = z.object({
  activeSwots: z.number(),
  totalSwots: z.number(),
  totalResponses: z.number(),
  /** Responses ÷ expected responses (invited, or 4 per SWOT nobody was invited to), rounded percent, at most 100. */
  responseRate: z.number(),
  totalAnalyses: z.number(),
  /** SWOTs with at least one response, as a rounded percent of all SWOTs. */
  successRate: z.number(),
  /** This month against last: SWOTs created, responses received, analyses made. */
  changes: z.object({ swots: Growth, responses: Growth, analyses: Growth }),
  /** SWOTs created this month; responses this month. */
  thisMonth: z.object({ swots: z.number(), responses: z.number() }),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const RecentAnalysisSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SWOT_STATUSES),
  badge: z.enum(DISPLAY_BADGES),
  responseCount: z.number(),
  invitedCount: z.number(),
  createdAt: z.iso.datetime(),
  /** The SWOT's own timezone, which its dates are shown in (absent from older servers: IST). */
  timezone: z.enum(TIMEZONES).optional(),
  /** −10..10, null before the first analysis. */
  sentimentScore: z.number().nullable(),
  /** The company's sample SWOT (invented answers), which no dashboard figure counts; absent means false. */
  sample: z.boolean().optional(),
});
export type RecentAnalysis = z.infer<typeof RecentAnalysisSchema>;

export const TopAreaSchema = z.object({
  area: z.string(),
  category: z.enum(SWOT_CATEGORIES),
  priority: z.enum(PRIORITIES),
  mentions: z.number(),
  /** Share of the analysed responses that raise it, rounded percent. */
  coverage: z.number(),
});
export type TopArea = z.infer<typeof TopAreaSchema>;

export const DashboardAiAnalysisSchema = z.object({
  summary: z.string(),
  sentiment: z.object({ score: z.number(), label: z.enum(SENTIMENT_LABELS) }),
  keyFindings: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** Whether the latest analysis came from the AI service. */
  aiUsed: z.boolean(),
  /** The SWOT the summary, findings and recommendations come from (the latest analysed); optional for older clients. */
  swotTitle: z.string().nullable().optional(),
});

export const StrategicInsightsSchema = z.object({
  overview: z.string(),
  keyInsights: z.array(z.string()),
  recommendations: z.array(z.string()),
  criticalActions: z.array(z.string()),
});
export type StrategicInsights = z.infer<typeof StrategicInsightsSchema>;

export const DashboardComprehensiveSchema = z.object({
  analyticsOverview: z.object({
    activeSWOTs: z.number(),
    totalSWOTs: z.number(),
    monthlyGrowth: Growth,
    responseGrowth: Growth,
    analysisGrowth: Growth,
    successRate: z.number(),
  }),
  teamEngagement: z.object({
    responseRate: z.number(),
    totalResponses: z.number(),
    trend: z.enum(TRENDS),
    engagementLevel: z.enum(ENGAGEMENT_LEVELS),
  }),
  responseDistribution: z.object({
    /** Answers written in each area, over the analysed responses. */
    distribution: ByCategory(z.number()),
    totalResponses: z.number(),
  }),
  aiAnalysis: DashboardAiAnalysisSchema,
  focusAreas: z.object({
    totalThemes: z.number(),
    analysisDepth: z.enum(['comprehensive', 'moderate', 'basic', 'none']),
    primaryFocus: z.string().nullable(),
    topAreas: z.array(TopAreaSchema),
    categoryKeywords: ByCategory(z.array(z.string())),
    recommendations: z.array(z.string()),
  }),
  strategicInsights: StrategicInsightsSchema,
});
export type DashboardComprehensive = z.infer<typeof DashboardComprehensiveSchema>;

/**
 * A new company's first steps, each ticked by what the company has done (not
 * by a click): its own logo or colours saved, someone in the directory, a
 * SWOT created, the SWOT shared (someone invited, or an answer in), and an
 * analysis to read.
 */
export const GETTING_STARTED_STEPS = ['branding', 'directory', 'firstSwot', 'linkShared', 'insight'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];
export const GettingStartedSchema = z.object({
  steps: z.object(
    Object.fromEntries(GETTING_STARTED_STEPS.map((step) => [step, z.boolean()])) as Record<
      GettingStartedStep,
      z.ZodBoolean
    >,
  ),
  /** The company's sample SWOT, once opened (POST /api/sample-swot); absent or null when there is none. */
  sampleSwotId: z.string().nullable().optional(),
});
export type GettingStarted = z.infer<typeof GettingStartedSchema>;

export const dashboardRoutes = defineRoutes({
  getGettingStarted: {
    method: 'GET',
    path: '/api/dashboard/getting-started',
    auth: 'organiser',
    response: GettingStartedSchema,
  },
  getStats: {
    method: 'GET',
    path: '/api/dashboard/stats',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), stats: DashboardStatsSchema }),
  },
  getRecentAnalyses: {
    method: 'GET',
    path: '/api/dashboard/recent-analyses',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), analyses: z.array(RecentAnalysisSchema) }),
  },
  getAiInsights: {
    method: 'GET',
    path: '/api/dashboard/ai-insights',
    auth: 'organiser',
    response: z.object({
      success: z.boolean(),
      aiAnalysis: DashboardAiAnalysisSchema,
      strategicInsights: StrategicInsightsSchema,
    }),
  },
  getComprehensive: {
    method: 'GET',
    path: '/api/dashboard/comprehensive',
    auth: 'organiser',
    response: z.object({ success: z.boolean(), data: DashboardComprehensiveSchema }),
  },
  /** Server-sent events: `responses` (swots' ResponsesEventSchema) for every SWOT of the caller's company. */
  events: {
    method: 'GET',
    path: '/api/dashboard/events',
    auth: 'organiser',
    response: EventStreamSchema,
  },
});
