import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { countOf } from '@foursight/shared/domain/plural';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { describePeriod, type UsagePeriod } from './usage-period';
import { useUsageHistory } from './use-usage';

interface SwotUsage {
  swotId: string;
  title: string;
  responses: number;
}

/**
 * SWOT usage history (spec part 2, usage page): responses per SWOT in the
 * chosen month, as bars (numbers people compare, design rule) and as a
 * table, which is also the chart's text alternative.
 */
export function UsageHistory({ period }: { period: UsagePeriod }) {
  const history = useUsageHistory(period.year, period.month);
  const when = describePeriod(period);
  return (
    <Card>
      <CardHeader className="max-sm:p-4">
        <CardTitle className="text-lg">SWOT usage history</CardTitle>
        <CardDescription>Responses each SWOT analysis collected in {when}.</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-4 max-sm:pb-4">
        {history.isError && !history.data ? (
          <div role="alert" className="grid gap-3 rounded-md border border-dashed p-6 text-center">
            <p className="font-medium">The usage history could not be loaded</p>
            <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
            <Button variant="outline" className="justify-self-center" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : !history.data ? (
          <div className="grid gap-3" role="status" aria-label="Loading usage history">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        ) : history.data.swots.length === 0 ? (
          <EmptyState icon={BarChart3} title={`No responses in ${when}`}>
            <p>Responses your SWOT analyses collect in this month will show here.</p>
            <Button asChild variant="outline" className="mt-3 h-auto whitespace-normal py-2">
              <Link to="/swot-management">Go to SWOT Management</Link>
            </Button>
          </EmptyState>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2" aria-busy={history.isPlaceholderData}>
            <UsageBars swots={history.data.swots} when={when} />
            <UsageTable swots={history.data.swots} when={when} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Horizontal bars: long titles wrap above their bar, so the chart fits a 320-px phone. */
function UsageBars({ swots, when }: { swots: SwotUsage[]; when: string }) {
  const most = Math.max(1, ...swots.map((swot) => swot.responses));
  return (
    <figure className="grid content-start gap-3" aria-label={`Responses per SWOT in ${when}, as bars`}>
      {/* The bars repeat the table beside them, which screen readers read instead. */}
      <ul className="grid gap-3" aria-hidden="true">
        {swots.map((swot) => (
          <li key={swot.swotId} className="grid gap-1">
            <span className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">{swot.title}</span>
              <span className="shrink-0 font-medium tabular-nums">{swot.responses}</span>
            </span>
            <span className="h-3 rounded-full bg-muted">
              <span
                className="block h-3 rounded-full bg-primary"
                style={{ width: `${Math.max(2, (swot.responses / most) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="text-xs text-muted-foreground">
        {countOf(
          swots.reduce((sum, swot) => sum + swot.responses, 0),
          'response',
          'responses',
        )}{' '}
        across {countOf(swots.length, 'SWOT analysis', 'SWOT analyses')}.
      </figcaption>
    </figure>
  );
}

function UsageTable({ swots, when }: { swots: SwotUsage[]; when: string }) {
  return (
    <Table>
      <caption className="sr-only">Responses per SWOT analysis in {when}</caption>
      <thead>
        <TableRow>
          <TableHead>SWOT analysis</TableHead>
          <TableHead className="text-right">Responses</TableHead>
        </TableRow>
      </thead>
      <tbody>
        {swots.map((swot) => (
          <TableRow key={swot.swotId}>
            <TableCell className="[overflow-wrap:anywhere]">
              <Link to={`/swot/${swot.swotId}`} className="text-link underline-offset-4 hover:underline">
                {swot.title}
              </Link>
            </TableCell>
            <TableCell className="text-right tabular-nums">{swot.responses}</TableCell>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}
