import { formatDate } from '@/lib/format';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Bar, ComparisonCard, Tile } from './comparison-parts';
import { usePerformance } from './use-comparison';
import { countOf } from '@foursight/shared/domain/plural';

/** Performance & Goals (spec part 2 §4). Every bar has its number written beside it. */
export function PerformanceTab() {
  const performance = usePerformance();
  const data = performance.data;
  if (performance.isError && !data) {
    return (
      <LoadError
        title="Performance could not be loaded"
        error={performance.error}
        onRetry={() => void performance.refetch()}
      />
    );
  }
  if (!data) return <Skeleton className="h-64" role="status" aria-label="Loading performance" />;
  const mostGoals = Math.max(0, ...data.goalsByStatus.map((entry) => entry.count));
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile label="Total SWOTs" value={data.totals.swots} />
        <Tile label="Total responses" value={data.totals.responses.toLocaleString('en-IN')} />
        <Tile label="Active goals" value={data.totals.activeGoals} />
        <Tile label="Completion rate" value={`${data.totals.completionRate}%`} />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <ComparisonCard title="Goals by status" contentClassName="grid gap-3">
          {data.goalsByStatus.map((entry) => (
            <Bar
              key={entry.status}
              label={entry.status}
              value={entry.count}
              max={mostGoals}
              display={String(entry.count)}
            />
          ))}
        </ComparisonCard>
        <ComparisonCard title="Completion by category" contentClassName="grid gap-3">
          {data.byCategory.map((entry) => (
            <Bar
              key={entry.category}
              label={entry.category}
              value={entry.rate}
              max={100}
              display={`${entry.rate}% (${entry.completed} of ${entry.total})`}
            />
          ))}
        </ComparisonCard>
      </div>
      <ComparisonCard title="Recent SWOTs">
        {data.recentSwots.length === 0 ? (
          <p className="text-sm text-muted-foreground">No SWOTs yet.</p>
        ) : (
          <ul className="divide-y">
            {data.recentSwots.map((swot) => (
              <li key={swot.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="font-medium [overflow-wrap:anywhere]">{swot.title}</span>
                <span className="text-muted-foreground">
                  {formatDate(swot.createdAt, swot.timezone)} · {countOf(swot.responses, 'response', 'responses')} ·
                  sentiment {swot.sentiment ?? 'N/A'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ComparisonCard>
    </div>
  );
}
