import { Activity, BarChart3, MessageSquare, Users } from 'lucide-react';
import type { DashboardStats } from '@foursight/shared/contract/dashboard';
import { Card, CardContent } from '@/ui/card';
import { countOf } from '@foursight/shared/domain/plural';
import { StatCardsSkeleton } from './dashboard-skeleton';

function changeLabel(change: number | null, noun: string): string {
  if (change === null) return `New this month`;
  if (change === 0) return `Same as last month`;
  return `${change > 0 ? '+' : ''}${change}% ${noun} vs last month`;
}

/** The four stat cards (spec part 2, Dashboard), each with its change label. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div role="status" aria-label="Loading figures">
        <StatCardsSkeleton />
      </div>
    );
  }
  const cards = [
    {
      title: 'Active SWOT Sessions',
      value: stats.activeSwots,
      change: `${stats.totalSwots} in total; ${changeLabel(stats.changes.swots, 'created')}`,
      icon: Activity,
    },
    {
      title: 'Response Rate',
      value: `${stats.responseRate}%`,
      change: `${countOf(stats.totalResponses, 'response', 'responses')} from those expected`,
      icon: Users,
    },
    {
      title: 'Total Responses',
      value: stats.totalResponses,
      change: changeLabel(stats.changes.responses, 'responses'),
      icon: MessageSquare,
    },
    {
      title: 'Total Analyses',
      value: stats.totalAnalyses,
      change: changeLabel(stats.changes.analyses, 'analyses'),
      icon: BarChart3,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ title, value, change, icon: Icon }) => (
        <Card key={title}>
          <CardContent className="grid gap-1 p-5">
            <div className="flex items-center justify-between text-sm text-muted-foreground">
              <h2>{title}</h2>
              <Icon className="size-4" aria-hidden="true" />
            </div>
            <p className="text-3xl font-bold" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </p>
            <p className="text-xs text-muted-foreground">{change}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
