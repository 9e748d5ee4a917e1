import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import type { ReportView } from '@foursight/shared/contract/reports';
import { participationText, reportFooter } from '@foursight/shared/domain/reports';
import { formatScheduleDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { ExportLinks, exportUrl } from './export-links';
import { ActionPlan, Bullets, Priorities, ReportSection, SentimentChart, SwotGrid, TowsGrid } from './report-sections';
import { printReport } from './report-print';
import { LowConfidenceNote } from '@/ui/low-confidence-note';
import { isNotFound, useReport } from './use-reports';

/** A4 with margins while this page is shown; the shell's navigation hides itself in print. */
const PRINT_PAGE = '@page { size: A4; margin: 16mm 14mm 18mm; }';

function ReportSkeleton() {
  return (
    <div className="mx-auto grid max-w-4xl gap-4" role="status" aria-label="Loading report">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-40 w-full" />
      <div className="grid gap-3 md:grid-cols-2">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="grid gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">Report Not Found</h1>
        <p className="text-muted-foreground">This report does not exist in your account.</p>
        <Button variant="outline" asChild className="justify-self-center">
          <Link to="/reports">Back to Reports</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Cover({ report }: { report: ReportView }) {
  const facts: [string, string][] = [
    ['Status', report.status],
    ['Dates', `${formatScheduleDate(report.startDate)} to ${formatScheduleDate(report.endDate)}`],
    ['Responses', String(report.responseCount)],
    ['Participation', participationText(report.participation, report.responseCount, report.invitedCount)],
  ];
  return (
    <header className="grid gap-4 rounded-lg border border-t-[10px] border-t-[var(--brand)] bg-card p-4 sm:p-8 [print-color-adjust:exact] print:border-x-0 print:border-b-0 print:p-0 print:pt-6">
      {report.company.logo ? (
        <img
          src={report.company.logo}
          alt={`${report.company.name} logo`}
          className="max-h-16 max-w-[220px] object-contain"
        />
      ) : null}
      <p className="font-semibold">{report.company.name}</p>
      <div className="grid gap-1">
        <h1 className="break-words text-3xl font-bold tracking-tight sm:text-4xl">{report.title}</h1>
        <p className="text-muted-foreground">SWOT analysis report</p>
      </div>
      {report.description ? <p className="break-words">{report.description}</p> : null}
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-semibold" data-testid={`report-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function Toolbar({ report }: { report: ReportView }) {
  const print = useMutation({
    mutationFn: () => printReport(report),
    onSuccess: (outcome) => {
      if (outcome === 'html-downloaded')
        toast({
          title: 'Report downloaded',
          description: 'Your browser blocked the print window; open the HTML file to print it.',
        });
      if (outcome === 'text-downloaded')
        toast({
          title: 'Report downloaded as text',
          description: 'The printable report could not be made, so a plain-text copy was saved.',
          variant: 'destructive',
        });
    },
  });
  return (
    <div className="grid gap-3 print:hidden">
      <Button variant="ghost" size="sm" asChild className="-ml-3 justify-self-start">
        <Link to="/reports">
          <ArrowLeft aria-hidden="true" /> Reports
        </Link>
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={exportUrl(report.id, 'pdf')} download>
            <Download aria-hidden="true" /> Download Report
          </a>
        </Button>
        <Button variant="outline" onClick={() => print.mutate()} disabled={print.isPending}>
          <Printer aria-hidden="true" /> {print.isPending ? 'Preparing...' : 'Print Report'}
        </Button>
      </div>
      <ExportLinks swotId={report.id} title={report.title} />
    </div>
  );
}

function Analysis({ report }: { report: ReportView }) {
  const a = report.analysis;
  if (!a) {
    return (
      <ReportSection id="analysis" title="Analysis">
        <p role="status">
          {report.analysisState === 'empty'
            ? 'No responses yet: the analysis appears once people answer.'
            : 'The analysis of the responses is being prepared; this page updates when it is ready.'}
        </p>
      </ReportSection>
    );
  }
  return (
    <>
      <ReportSection id="summary" title="Executive summary">
        {report.aiNotice ? (
          <p className="rounded-md border border-warning bg-warning/10 p-3 text-sm" role="note">
            <strong>{report.aiNotice}</strong>: the statistical analysis is shown.
          </p>
        ) : null}
        <p className="break-words">{a.summary}</p>
        <p>
          Overall sentiment: <strong className="capitalize">{a.sentiment.label}</strong> ({a.sentiment.score} on a scale
          of −10 to 10).
        </p>
        <LowConfidenceNote confidence={a.sentiment.confidence} />
        <h3 className="font-semibold">Key insights</h3>
        <Bullets items={a.keyInsights} />
      </ReportSection>
      <ReportSection id="swot-grid" title="SWOT grid">
        <SwotGrid quadrants={a.quadrants} />
      </ReportSection>
      <ReportSection id="tows" title="TOWS strategies">
        <TowsGrid tows={a.tows} />
      </ReportSection>
      <ReportSection id="action-plan" title="Action plan">
        <ActionPlan plan={a.actionPlan} />
      </ReportSection>
      {report.priorities ? (
        <ReportSection id="priorities" title="Priorities">
          <Priorities priorities={report.priorities} />
        </ReportSection>
      ) : null}
      <ReportSection id="sentiment" title="Sentiment per quadrant">
        <SentimentChart quadrants={a.quadrants} />
      </ReportSection>
      <ReportSection id="methodology" title="Methodology" className="print:mt-8 print:break-before-auto">
        <p className="text-sm">{a.methodology}</p>
      </ReportSection>
    </>
  );
}

/** The report a consultant hands to a board (spec part 2 "Reports"), with its print stylesheet. */
export function ReportPage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  usePageTitle(report.data ? `${report.data.title}: report` : 'Report');

  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) {
    if (isNotFound(report.error)) return <NotFound />;
    return (
      <div className="mx-auto max-w-xl">
        <LoadError title="We could not load this report." error={report.error} onRetry={() => void report.refetch()} />
      </div>
    );
  }
  const view = report.data;
  const brand = { '--brand': view.company.primary } as CSSProperties;
  return (
    <article
      className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 print:max-w-none print:gap-0"
      style={brand}
    >
      <style>{PRINT_PAGE}</style>
      <Toolbar report={view} />
      <Cover report={view} />
      <Analysis report={view} />
      <footer className="text-xs text-muted-foreground print:mt-6 print:border-t print:pt-2">
        {reportFooter(view)}
      </footer>
    </article>
  );
}
