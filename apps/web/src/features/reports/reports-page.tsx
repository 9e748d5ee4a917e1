import { Eye, FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportCard } from '@foursight/shared/contract/reports';
import { countOf } from '@foursight/shared/domain/plural';
import { formatScheduleDate } from '@/lib/format';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { SampleBadge } from '@/ui/sample-badge';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useReportList } from './use-reports';

/** The list badge (spec part 2 §4) in words, never colour alone. */
const BADGE_VARIANT = { Active: 'success', Pending: 'warning', Completed: 'default', Expired: 'secondary' } as const;

function matches(report: ReportCard, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return (
    !needle || report.title.toLowerCase().includes(needle) || (report.reading ?? '').toLowerCase().includes(needle)
  );
}

function readingOf(report: ReportCard): string {
  if (report.reading) return report.reading;
  if (report.analysisState === 'empty') return 'No responses yet.';
  return 'The analysis is being prepared.';
}

/** Reports (spec part 2 "Reports"): a card per analysis, search, View Report. */
export function ReportsPage() {
  usePageTitle('Reports');
  const canCreate = useCan('editor');
  const list = useReportList();
  const [search, setSearch] = useState('');
  const reports = list.data?.filter((report) => matches(report, search)) ?? [];

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">
          {list.data
            ? countOf(list.data.length, 'report', 'reports')
            : 'Printable reports and exports of your analyses'}
        </p>
      </div>
      <div className="relative max-w-md">
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search reports"
          placeholder="Search title or reading"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading reports">
          {[0, 1, 2].map((index) => (
            <Card key={index}>
              <CardContent className="grid gap-3 p-6">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-9 w-32" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : list.isError ? (
        <LoadError title="We could not load your reports." error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={FileText} title="No reports yet">
          A report appears here for each SWOT analysis.{' '}
          {canCreate ? (
            <>
              <Link to="/create-swot" className="font-medium text-link underline-offset-4 hover:underline">
                Create SWOT
              </Link>{' '}
              to start collecting input.
            </>
          ) : null}
        </EmptyState>
      ) : reports.length === 0 ? (
        <EmptyState icon={Search} title={`No reports match "${search}"`} />
      ) : (
        <ul className="grid gap-4" aria-label="Reports">
          {reports.map((report) => (
            <li key={report.id}>
              <Card>
                <CardContent className="grid gap-4 p-6">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h2 className="min-w-0 break-words text-lg font-semibold">{report.title}</h2>
                    <span className="flex flex-wrap gap-1">
                      {report.sample ? <SampleBadge /> : null}
                      <Badge variant={BADGE_VARIANT[report.badge]}>{report.badge}</Badge>
                    </span>
                  </div>
                  <p className="text-sm" data-testid="report-reading">
                    {readingOf(report)}
                  </p>
                  <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-muted-foreground">Status</dt>
                      <dd className="capitalize">{report.status}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Dates</dt>
                      <dd>
                        {formatScheduleDate(report.startDate)} to {formatScheduleDate(report.endDate)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Responses</dt>
                      <dd className="font-medium">{report.responseCount}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Invited</dt>
                      <dd>{report.invitedCount}</dd>
                    </div>
                  </dl>
                  <div>
                    <Button asChild size="sm">
                      <Link to={`/reports/${report.id}`} aria-label={`View Report: ${report.title}`}>
                        <Eye aria-hidden="true" /> View Report
                      </Link>
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
