import { Plus, RefreshCw, Sparkles, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GoalsList } from '@foursight/shared/contract/goals';
import { countOf } from '@foursight/shared/domain/plural';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { GoalCard } from './goal-card';
import { GoalFormDialog } from './goal-form-dialog';
import { useGenerateGoals, useGoals } from './use-goals';

/** Strategic goals (spec part 2): generated from the SWOTs, tracked with check-ins. */
export function StrategicGoalsPage() {
  usePageTitle('Strategic Goals');
  const goals = useGoals();
  const generate = useGenerateGoals();
  // A viewer reads goals and their progress; generating, adding and checking in are an editor's.
  const canEdit = useCan('editor');
  const [creating, setCreating] = useState(false);
  const data = goals.data;

  const runGeneration = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        const { created, updated, kept } = result as { created: number; updated: number; kept: number };
        toast({
          title: created > 0 ? 'Goals Generated' : 'Goals Up to Date',
          description: `${created} new, ${updated} refreshed, ${kept} kept as you edited them.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Failed to generate goals',
          description: error instanceof ApiError ? (error.serverMessage ?? 'Please try again.') : 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Strategic Goals</h1>
          <p className="text-muted-foreground">
            Goals drawn from what people said in your SWOTs, and how far each has come.
          </p>
          {data && data.meta.swotCount > 0 ? (
            <Badge variant="secondary" className="w-fit gap-1">
              <Sparkles className="size-3" aria-hidden="true" />
              AI-Generated from {countOf(data.meta.swotCount, 'SWOT', 'SWOTs')}
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void goals.refetch()} disabled={goals.isFetching}>
            <RefreshCw aria-hidden="true" className={goals.isFetching ? 'motion-safe:animate-spin' : undefined} />
            Refresh Goals
          </Button>
          {canEdit && data && data.meta.swotCount > 0 ? (
            <Button variant="outline" onClick={runGeneration} disabled={generate.isPending}>
              <Sparkles aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Goals'}
            </Button>
          ) : null}
          {canEdit ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" /> New Goal
            </Button>
          ) : null}
        </div>
      </div>
      {goals.isError && !data ? (
        <Card role="alert">
          <CardContent className="grid gap-3 p-6 text-center">
            <p className="font-medium">Error Loading Goals</p>
            <p className="text-sm text-muted-foreground">
              Your goals could not be loaded. Check your connection and try again.
            </p>
            <Button className="justify-self-center" onClick={() => void goals.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : !data ? (
        <GoalsSkeleton />
      ) : data.goals.length === 0 ? (
        <EmptyState icon={Target} title="No Strategic Goals Yet">
          {!canEdit ? (
            <p>Goals appear here once an editor or owner generates or adds them.</p>
          ) : data.meta.swotCount > 0 ? (
            <>
              <p>Generate goals from the themes of your {data.meta.swotCount} analysed SWOTs, or add one yourself.</p>
              <Button className="mt-3" onClick={runGeneration} disabled={generate.isPending}>
                <Sparkles aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Goals'}
              </Button>
            </>
          ) : (
            <>
              <p>Goals come from what people say in your SWOTs. Run one first.</p>
              <Button asChild className="mt-3">
                <Link to="/create-swot">Create SWOT</Link>
              </Button>
            </>
          )}
        </EmptyState>
      ) : (
        <>
          <SummaryTiles summary={data.meta.summary} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.goals.map((goal) => (
              <GoalCard key={goal.id} goal={goal} canEdit={canEdit} />
            ))}
          </div>
        </>
      )}
      {canEdit ? <GoalFormDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}

function GoalsSkeleton() {
  return (
    <div className="grid gap-4" role="status">
      <p className="text-sm text-muted-foreground">Processing multiple SWOT analyses...</p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    </div>
  );
}

/** The four tiles (spec part 2): Total Goals, Completed, In Progress, Avg Progress. */
export function SummaryTiles({ summary }: { summary: GoalsList['meta']['summary'] }) {
  const tiles = [
    { label: 'Total Goals', value: summary.total },
    { label: 'Completed', value: summary.completed },
    { label: 'In Progress', value: summary.inProgress },
    { label: 'Avg Progress', value: `${summary.averageProgress}%` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label} className="p-4 sm:p-5">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold"
            data-testid={`goals-tile-${tile.label.toLowerCase().replace(' ', '-')}`}
          >
            {tile.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
