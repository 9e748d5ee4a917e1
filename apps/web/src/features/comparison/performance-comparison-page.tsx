import { GitCompareArrows } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { MonthComparisonTab } from './month-comparison-tab';
import { PerformanceTab } from './performance-tab';
import { SwotComparisonTab } from './swot-comparison-tab';
import { useComparisonOptions } from './use-comparison';

/** Performance Comparison (spec part 2): three tabs, each one call computed on the server. */
export function PerformanceComparisonPage() {
  usePageTitle('Performance Comparison');
  const canCreate = useCan('editor');
  const options = useComparisonOptions();
  const data = options.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Performance Comparison</h1>
        <p className="text-muted-foreground">What moved between your SWOTs and months, and how your goals are going.</p>
      </div>
      {options.isError && !data ? (
        <LoadError
          title="Your SWOTs could not be loaded"
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : !data ? (
        <Skeleton className="h-64" role="status" aria-label="Loading" />
      ) : data.swots.length === 0 ? (
        <EmptyState icon={GitCompareArrows} title="Nothing to compare yet">
          <p>Run two SWOTs and compare what changed between them.</p>
          {canCreate ? (
            <Button asChild className="mt-3">
              <Link to="/create-swot">Create SWOT</Link>
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <Tabs defaultValue="swots" className="grid gap-4">
          <TabsList className="w-fit max-w-full">
            <TabsTrigger value="swots">SWOT to SWOT</TabsTrigger>
            <TabsTrigger value="months">Month to Month</TabsTrigger>
            <TabsTrigger value="performance">Performance &amp; Goals</TabsTrigger>
          </TabsList>
          <TabsContent value="swots">
            <SwotComparisonTab options={data} />
          </TabsContent>
          <TabsContent value="months">
            <MonthComparisonTab options={data} />
          </TabsContent>
          <TabsContent value="performance">
            <PerformanceTab />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
