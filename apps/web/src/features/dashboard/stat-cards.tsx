import { Activity, BarChart3, MessageSquare, Users } from 'lucide-react';
import type { DashboardStats } from '@foursight/shared/contract/dashboard';
import { useT, type Translate } from '@/lib/use-t';
import { Card, CardContent } from '@/ui/card';
import { StatCardsSkeleton } from './dashboard-skeleton';

type T = Translate;

/** The change since last month in words: `change` null is a first month, 0 no change. */
function changeLabel(t: T, change: number | null, what: 'created' | 'responses' | 'analyses'): string {
  if (change === null) return t('dashboard.change.new');
  if (change === 0) return t('dashboard.change.same');
  return t(`dashboard.change.${what}`, { change: `${change > 0 ? '+' : ''}${change}` });
}

/** The four stat cards (spec part 2, Dashboard), each with its change label. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const t = useT();
  if (!stats) {
    return (
      <div role="status" aria-label={t('dashboard.loadingFigures')}>
        <StatCardsSkeleton />
      </div>
    );
  }
  // `key` names the figure for tests and never changes with the language; `title` is what is shown.
  const cards = [
    {
      key: 'active-swot-sessions',
      title: t('dashboard.activeSwots'),
      value: stats.activeSwots,
      change: t('dashboard.activeSwotsChange', {
        total: stats.totalSwots,
        change: changeLabel(t, stats.changes.swots, 'created'),
      }),
      icon: Activity,
    },
    {
      key: 'response-rate',
      title: t('dashboard.responseRate'),
      value: `${stats.responseRate}%`,
      change: t('dashboard.responseRateChange', { count: stats.totalResponses }),
      icon: Users,
    },
    {
      key: 'total-responses',
      title: t('dashboard.totalResponses'),
      value: stats.totalResponses,
      change: changeLabel(t, stats.changes.responses, 'responses'),
      icon: MessageSquare,
    },
    {
      key: 'total-analyses',
      title: t('dashboard.totalAnalyses'),
      value: stats.totalAnalyses,
      change: changeLabel(t, stats.changes.analyses, 'analyses'),
      icon: BarChart3,
    },
  ];
  return (
    <div lang={t.lang} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ key, title, value, change, icon: Icon }) => (
        <Card key={key}>
          <CardContent className="grid gap-1 p-5">
            <div className="flex items-center justify-between text-sm text-muted-foreground">
              <h2>{title}</h2>
              <Icon className="size-4" aria-hidden="true" />
            </div>
            <p className="text-3xl font-bold" data-testid={`stat-${key}`}>
              {value}
            </p>
            <p className="text-xs text-muted-foreground">{change}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
