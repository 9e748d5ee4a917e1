import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Copy, Eye, FilePlus2, Search, Share2, Square } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { swotRoutes, type SwotSummary } from '@foursight/shared/contract/swots';
import { ApiError, api } from '@/lib/api-client';
import { countOf } from '@foursight/shared/domain/plural';
import { copyText, formatDateTime, formatScheduleDate, participationUrl } from '@/lib/format';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Input } from '@/ui/input';
import { SampleBadge } from '@/ui/sample-badge';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { ScheduleDialog } from './schedule-dialog';
import { SwotBadge } from './swot-badge';
import { swotKeys, useSwotList } from './use-swots';

function matches(swot: SwotSummary, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || swot.title.toLowerCase().includes(needle) || swot.description.toLowerCase().includes(needle);
}

async function copyLink(swot: SwotSummary) {
  if (await copyText(participationUrl(swot.uniqueToken))) toast({ title: 'Link copied', description: swot.title });
  else toast({ title: 'Could not copy', description: 'Open the SWOT and copy its link.', variant: 'destructive' });
}

async function shareLink(swot: SwotSummary) {
  const url = participationUrl(swot.uniqueToken);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: swot.title, text: `Share your view: ${swot.title}`, url });
      return;
    } catch {
      // Dismissed or unsupported: copying is the fallback.
    }
  }
  await copyLink(swot);
}

/** SWOT Management (spec part 2): search, a card per analysis, its link, schedule and early close. */
export function SwotManagementPage() {
  usePageTitle('SWOT Management');
  // A viewer reads results only: no create, schedule or close controls.
  const canEdit = useCan('editor');
  const list = useSwotList();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SwotSummary | null>(null);
  const [closing, setClosing] = useState<SwotSummary | null>(null);
  const close = useMutation({
    mutationFn: (id: string) => api(swotRoutes.closeSwot, { params: { id } }),
    onSuccess: async (result) => {
      toast({ title: 'SWOT closed', description: result.message });
      setClosing(null);
      await queryClient.invalidateQueries({ queryKey: swotKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Could not close the SWOT',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });

  const analyses = list.data?.analyses.filter((swot) => matches(swot, search)) ?? [];

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">SWOT Management</h1>
          <p className="text-muted-foreground">
            {list.data ? countOf(list.data.meta.total, 'analysis', 'analyses') : 'Your SWOT analyses'}
          </p>
        </div>
        {canEdit ? (
          <Button asChild>
            <Link to="/create-swot">
              <FilePlus2 aria-hidden="true" /> Create New SWOT
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="relative max-w-md">
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          aria-label="Search SWOT analyses"
          placeholder="Search title or description"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : list.isError ? (
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 p-6">
            <p role="alert">We could not load your SWOT analyses.</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : list.data.analyses.length === 0 ? (
        <EmptyState icon={FilePlus2} title="No SWOT analyses yet">
          {canEdit ? (
            <>
              <Link to="/create-swot" className="font-medium text-link underline-offset-4 hover:underline">
                Create your first SWOT
              </Link>{' '}
              to start collecting anonymous input.
            </>
          ) : (
            'Results appear here once an editor of your account creates a SWOT.'
          )}
        </EmptyState>
      ) : analyses.length === 0 ? (
        <EmptyState icon={Search} title={`No SWOT analyses match "${search}"`} />
      ) : (
        <ul className="grid gap-4">
          {analyses.map((swot) => (
            <li key={swot.id}>
              <Card>
                <CardContent className="grid gap-4 p-6">
                  {/* No wrap: the badge stays top right however long the description; the text shrinks instead. */}
                  <div className="flex items-start justify-between gap-3">
                    <div className="grid min-w-0 flex-1 gap-1">
                      <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{swot.title}</h2>
                      {swot.description ? (
                        <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                          {swot.description}
                        </p>
                      ) : null}
                    </div>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <SwotBadge badge={swot.badge} />
                      {swot.sample ? <SampleBadge /> : null}
                    </span>
                  </div>
                  <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-muted-foreground">Opens</dt>
                      <dd>
                        {formatScheduleDate(swot.startDate)}, {swot.startTime}
                      </dd>
                    </div>
                    <div>
                      {swot.closedAt ? (
                        <>
                          <dt className="text-muted-foreground">Closed</dt>
                          <dd>{formatDateTime(swot.closedAt, swot.timezone)}</dd>
                        </>
                      ) : (
                        <>
                          <dt className="text-muted-foreground">Closes</dt>
                          <dd>
                            {formatScheduleDate(swot.endDate)}, {swot.endTime}
                          </dd>
                        </>
                      )}
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Responses</dt>
                      <dd className="font-medium" data-testid="response-count">
                        {swot.responseCount}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Invited</dt>
                      <dd>{swot.invitedCount}</dd>
                    </div>
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link to={`/swot/${swot.id}`}>
                        <Eye aria-hidden="true" /> View
                      </Link>
                    </Button>
                    {/* The sample's link takes no answers: nothing to copy, share or reschedule. */}
                    {swot.sample ? null : (
                      <>
                        <Button variant="outline" size="sm" onClick={() => void copyLink(swot)}>
                          <Copy aria-hidden="true" /> Copy link
                        </Button>
                        <Button variant="outline" size="sm" onClick={() => void shareLink(swot)}>
                          <Share2 aria-hidden="true" /> Share
                        </Button>
                      </>
                    )}
                    {canEdit && !swot.sample ? (
                      <Button variant="ghost" size="sm" onClick={() => setEditing(swot)}>
                        <CalendarClock aria-hidden="true" /> Edit schedule
                      </Button>
                    ) : null}
                    {canEdit && swot.status === 'active' ? (
                      <Button variant="ghost" size="sm" onClick={() => setClosing(swot)}>
                        <Square aria-hidden="true" /> Close now
                      </Button>
                    ) : null}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ScheduleDialog swot={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing?.title ?? ''} now?`}
        description="The link stops accepting answers at once. Answers already given are kept. You can reopen it by editing the schedule."
        confirmLabel="Close now"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() => closing && close.mutate(closing.id)}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}
