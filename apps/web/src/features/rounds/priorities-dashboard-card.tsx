import { AlertTriangle, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { CONSENSUS, figure } from './round-results';
import { useLatestPriorities } from './use-rounds';

const dayOf = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The dashboard's Priorities card: the company's latest prioritised SWOT, its
 * three leading themes per quadrant with the group's median and agreement, and
 * the way to the whole result on the SWOT's Priorities tab.
 */
export function PrioritiesDashboardCard() {
  const latest = useLatestPriorities();
  const data = latest.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 max-sm:p-4">
        <CardTitle className="text-lg">Latest Priorities</CardTitle>
        {data ? (
          <Button variant="link" size="sm" asChild className="px-0">
            <Link to={`/swot/${data.swotId}?tab=priorities`}>See all priorities</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 max-sm:px-4 max-sm:pb-4">
        {latest.isError ? (
          <div className="grid justify-items-center gap-2 text-center text-sm" role="alert">
            <AlertTriangle className="size-5 text-warning" aria-hidden="true" />
            <p>The priorities could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
              Try Again
            </Button>
          </div>
        ) : data === undefined ? (
          <Skeleton className="h-32" />
        ) : data === null ? (
          <EmptyState icon={ListOrdered} title="No Prioritised SWOT Yet">
            Start a second round from a SWOT's Priorities tab: the group rates its themes, and the ones it agrees on
            show here.
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              <span className="font-medium text-foreground">{data.swotTitle}</span>:{' '}
              {countOf(data.ballotCount, 'ballot', 'ballots')}, closed {dayOf(data.closedAt)}
            </p>
            {data.withheld ? (
              <p className="text-sm">Too few ballots arrived to show any figure without singling someone out.</p>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2" data-testid="dashboard-priorities">
                {data.quadrants.map((quadrant) => (
                  <section key={quadrant.quadrant} aria-label={SWOT_AREAS[quadrant.quadrant].label} className="min-w-0">
                    <h3 className="text-sm font-semibold">{SWOT_AREAS[quadrant.quadrant].label}</h3>
                    {quadrant.themes.length === 0 ? (
                      <p className="text-sm text-muted-foreground">Too few ratings to show.</p>
                    ) : (
                      <ol className="grid list-decimal gap-1 pl-5 text-sm">
                        {quadrant.themes.map((theme, index) => (
                          // Two themes may share a label: the place keeps each key unique.
                          <li key={`${index}-${theme.label}`} className="min-w-0">
                            <span className="[overflow-wrap:anywhere]">{theme.label}</span>
                            {theme.median !== null ? (
                              <span className="whitespace-nowrap text-muted-foreground">
                                {' '}
                                · median {figure(theme.median)}
                              </span>
                            ) : null}
                            {theme.consensus ? (
                              <Badge variant={CONSENSUS[theme.consensus].variant} className="ml-2">
                                {CONSENSUS[theme.consensus].label}
                              </Badge>
                            ) : null}
                          </li>
                        ))}
                      </ol>
                    )}
                  </section>
                ))}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
