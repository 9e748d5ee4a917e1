import { AlertTriangle, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { GoalProgress } from './goal-progress';
import { SampleBadge } from '@/ui/sample-badge';
import { StatusBadge } from './goal-badges';
import { useGoals } from './use-goals';

const SHOWN = 4;

/** The dashboard's Strategic Goals card: the goals page's figures, from the same call. */
export function GoalsDashboardCard() {
  const goals = useGoals();
  const data = goals.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 max-sm:p-4">
        <CardTitle className="text-lg">Strategic Goals</CardTitle>
        {data && data.goals.length > 0 ? (
          <Button variant="link" size="sm" asChild className="px-0">
            <Link to="/strategic-goals">View all goals</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 max-sm:px-4 max-sm:pb-4">
        {goals.isError && !data ? (
          <div className="grid justify-items-center gap-2 text-center text-sm" role="alert">
            <AlertTriangle className="size-5 text-warning" aria-hidden="true" />
            <p>Error Loading Goals</p>
            <Button size="sm" variant="outline" onClick={() => void goals.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !data ? (
          <Skeleton className="h-32" />
        ) : data.goals.length === 0 ? (
          <EmptyState icon={Target} title="No Strategic Goals Yet">
            <Link to="/strategic-goals" className="underline">
              Set goals from your analyses
            </Link>{' '}
            to see their progress here.
          </EmptyState>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center" data-testid="dashboard-goals-summary">
              <div>
                <dt className="text-xs text-muted-foreground">Overall progress</dt>
                <dd className="text-xl font-bold">{data.meta.summary.averageProgress}%</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Completed</dt>
                <dd className="text-xl font-bold">
                  {data.meta.summary.completed} of {data.meta.summary.total}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">At risk</dt>
                <dd className="text-xl font-bold">{data.meta.summary.atRisk}</dd>
              </div>
            </dl>
            <ul className="grid gap-3">
              {data.goals.slice(0, SHOWN).map((goal) => (
                <li key={goal.id} className="grid gap-1">
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="font-medium [overflow-wrap:anywhere]">{goal.title}</span>
                    <span className="flex flex-wrap gap-1">
                      {goal.sample ? <SampleBadge /> : null}
                      <StatusBadge status={goal.status} />
                    </span>
                  </div>
                  <GoalProgress goal={goal} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
