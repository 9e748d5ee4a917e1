import { AlertTriangle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { useCanCall } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { useT } from '@/lib/use-t';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import {
  AiAnalysisCard,
  AnalyticsOverview,
  FocusAreas,
  GoalsProgress,
  RecentActivity,
  ResponseDistribution,
  StrategicInsightsCard,
  TeamEngagement,
} from './insight-cards';
import { InsightsSkeleton } from './dashboard-skeleton';
import { GettingStartedCard } from './getting-started-card';
import { AiServiceNotice } from './notices';
import { StatCards } from './stat-cards';
import { useComprehensive, useDashboardLiveUpdates, useDashboardStats, useRecentAnalyses } from './use-dashboard';

/**
 * Dashboard (spec part 2). Composed in by the app: `headerActions` is the
 * Logout button, `allowanceBanner` the usage feature's Free-plan banner,
 * `goalsCard` the goals feature's Strategic Goals card, `prioritiesCard` the
 * rounds feature's latest prioritised SWOT.
 */
export function DashboardPage({
  headerActions,
  allowanceBanner,
  goalsCard,
  prioritiesCard,
}: {
  headerActions?: ReactNode;
  allowanceBanner?: ReactNode;
  goalsCard?: ReactNode;
  prioritiesCard?: ReactNode;
}) {
  const t = useT();
  usePageTitle(t('nav.dashboard'));
  // New Analysis starts a SWOT: not offered to a role that may not create one (a viewer).
  const canCreate = useCanCall(swotRoutes.createSwot);
  const live = useDashboardLiveUpdates();
  const stats = useDashboardStats();
  const comprehensive = useComprehensive(live);
  const recent = useRecentAnalyses();
  const data = comprehensive.data;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div lang={t.lang} className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('nav.dashboard')}</h1>
        <div className="flex gap-2">
          {canCreate ? (
            <Button asChild>
              <Link to="/swot-management">
                <Plus aria-hidden="true" /> {t('dashboard.newAnalysis')}
              </Link>
            </Button>
          ) : null}
          {headerActions}
        </div>
      </div>
      {allowanceBanner}
      {canCreate ? <GettingStartedCard /> : null}
      <AiServiceNotice summary={data?.aiAnalysis.summary} />
      <StatCards stats={stats.data?.stats} />
      {comprehensive.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 p-6 text-center">
            <AlertTriangle className="size-6 text-warning" aria-hidden="true" />
            <p className="font-medium">{t('dashboard.insightsFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void comprehensive.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </CardContent>
        </Card>
      ) : !data ? (
        <div role="status" aria-label={t('common.loading')}>
          <InsightsSkeleton />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <ResponseDistribution data={data} />
          <TeamEngagement data={data} />
          <AiAnalysisCard data={data} />
          <FocusAreas data={data} />
          <AnalyticsOverview data={data} />
          <StrategicInsightsCard data={data} />
          {goalsCard ?? <GoalsProgress />}
          {prioritiesCard}
          <RecentActivity analyses={recent.data} />
        </div>
      )}
    </div>
  );
}
