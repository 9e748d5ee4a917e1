import { ArrowLeft, Copy, Presentation } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { Link, useParams, useSearchParams } from 'react-router';
import { copyText, formatScheduleDate, participationUrl } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { SampleBadge } from '@/ui/sample-badge';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { toast } from '@/ui/toast-store';
import { SampleNotice } from './sample-notice';
import { SwotAnalytics } from './swot-analytics';
import { SwotParticipants } from './swot-participants';
import { SwotResponses } from './swot-responses';
import { useSwotDetail, useSwotLiveUpdates } from './use-swots';

/** A tab another feature contributes (the analysis tabs), composed in by the router. */
export interface DetailTab {
  value: string;
  label: string;
  render: (swot: SwotDetail) => ReactNode;
}

/** The tabs this page has of its own, after those other features contribute. */
const OWN_TABS = ['analytics', 'responses', 'participants'];

/**
 * SWOT detail (spec part 2): header and six tabs, the four insight tabs
 * first; `actions` is what other features add under the header (the exports).
 */
export function SwotDetailPage({
  insightTabs = [],
  actions,
}: {
  insightTabs?: readonly DetailTab[];
  actions?: (swot: SwotDetail) => ReactNode;
}) {
  const { id = '' } = useParams();
  // A link may open a given tab (the dashboard's priorities open ?tab=priorities); an unknown one is ignored.
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tabs = [...insightTabs.map((tab) => tab.value), ...OWN_TABS];
  const firstTab = asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'analytics');
  const live = useSwotLiveUpdates(id);
  const detail = useSwotDetail(id, live);
  usePageTitle(detail.data?.title ?? 'SWOT analysis');

  if (detail.isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-4" role="status" aria-label="Loading SWOT analysis">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid gap-3 p-6 text-center">
          <h1 className="text-xl font-semibold">{notFound ? 'SWOT Analysis Not Found' : 'Could not load this SWOT'}</h1>
          <p className="text-muted-foreground">
            {notFound ? 'It does not exist in your account.' : 'Check your connection and try again.'}
          </p>
          <div className="flex justify-center gap-2">
            <Button variant="outline" asChild>
              <Link to="/swot-management">Back to SWOT Management</Link>
            </Button>
            {notFound ? null : <Button onClick={() => void detail.refetch()}>Try again</Button>}
          </div>
        </CardContent>
      </Card>
    );
  }

  const swot = detail.data;
  const link = participationUrl(swot.uniqueToken);
  return (
    // minmax(0, 1fr): a grid column would otherwise grow to its longest unbreakable line (the link) on a phone.
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="min-w-0">
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/swot-management">
            <ArrowLeft aria-hidden="true" /> SWOT Management
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">{swot.title}</h1>
          <Badge variant={swot.status === 'active' ? 'success' : 'secondary'} className="capitalize">
            {swot.status}
          </Badge>
          {swot.sample ? <SampleBadge /> : null}
          {swot.status === 'active' ? <LiveIndicator live={live} /> : null}
        </div>
        {swot.description ? <p className="mt-1 break-words text-muted-foreground">{swot.description}</p> : null}
        <p className="mt-2 text-sm">
          {formatScheduleDate(swot.startDate)}, {swot.startTime} to {formatScheduleDate(swot.endDate)}, {swot.endTime} (
          {swot.timezone.replace('_', ' ')})
        </p>
        {swot.sample ? (
          <SampleNotice />
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <code className="min-w-0 max-w-full break-all rounded bg-muted px-2 py-1">{link}</code>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyText(link).then((copied) =>
                  toast(copied ? { title: 'Link copied' } : { title: 'Could not copy', variant: 'destructive' }),
                )
              }
            >
              <Copy aria-hidden="true" /> Copy link
            </Button>
            {/* A new tab: the projector shows the live view while this page stays for the organiser. */}
            <Button variant="outline" size="sm" asChild>
              <Link to={`/swot/${swot.id}/live`} target="_blank" rel="noopener">
                <Presentation aria-hidden="true" /> Live view<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </Button>
          </div>
        )}
        {actions ? <div className="mt-3">{actions(swot)}</div> : null}
      </div>
      <Tabs defaultValue={firstTab}>
        <TabsList aria-label="SWOT analysis">
          {insightTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="responses">Responses ({swot.responseCount})</TabsTrigger>
          <TabsTrigger value="participants">Participants</TabsTrigger>
        </TabsList>
        {insightTabs.map(({ value, render }) => (
          <TabsContent key={value} value={value}>
            {render(swot)}
          </TabsContent>
        ))}
        <TabsContent value="analytics">
          <SwotAnalytics swot={swot} />
        </TabsContent>
        <TabsContent value="responses">
          <SwotResponses swot={swot} />
        </TabsContent>
        <TabsContent value="participants">
          <SwotParticipants swotId={swot.id} live={live} responseCount={swot.responseCount} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Whether new responses show up as they arrive (the live stream) or with the 15-second refresh. */
function LiveIndicator({ live }: { live: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <span
        aria-hidden="true"
        className={
          live
            ? 'size-2 rounded-full bg-success motion-safe:animate-pulse'
            : 'size-2 rounded-full bg-muted-foreground/50'
        }
      />
      {live ? 'Live' : 'Refreshes every 15 s'}
    </span>
  );
}
