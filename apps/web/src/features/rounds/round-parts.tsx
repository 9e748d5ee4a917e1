import { AlertTriangle, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { RoundStatus, RoundSummary } from '@foursight/shared/contract/rounds';
import { countOf } from '@foursight/shared/domain/plural';
import { ApiError } from '@/lib/api-client';
import { formatScheduleDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { RoundResultsView } from './round-results';
import { useRoundResults } from './use-rounds';

// What the round card and the earlier rounds' list share: a round's status, schedule and count in
// words, its results once closed, and a load failure said in words that fit.

export const STATUS: Record<RoundStatus, { label: string; variant: 'secondary' | 'success' | 'outline' }> = {
  not_started: { label: 'Not started', variant: 'outline' },
  open: { label: 'Open', variant: 'success' },
  closed: { label: 'Closed', variant: 'secondary' },
};

/** What went wrong, in words that fit: no access and gone are not connection trouble. */
function explain(error: unknown, fallback = 'Check your connection and try again.'): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'Your role does not allow this. Ask an owner of the account for access.';
    if (error.status === 404) return error.serverMessage ?? 'It no longer exists in your account.';
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

export function ErrorCard({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const retryable = !(error instanceof ApiError && (error.status === 403 || error.status === 404));
  return (
    <Card role="alert">
      <CardContent className="grid gap-3 p-6 text-center">
        <AlertTriangle className="size-8 justify-self-center text-warning" aria-hidden="true" />
        <p className="font-medium">{title}</p>
        <p className="break-words text-sm text-muted-foreground">{explain(error)}</p>
        {retryable ? (
          <Button variant="outline" className="justify-self-center" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function schedule(round: RoundSummary): string {
  return `${formatScheduleDate(round.startDate)}, ${round.startTime} to ${formatScheduleDate(round.endDate)}, ${round.endTime} (${round.timezone.replace('_', ' ')})`;
}

export function ballots(round: RoundSummary): string {
  // A shared link takes ballots from anyone with it: "of M" would mislead.
  return round.sharedToken
    ? countOf(round.ballotCount, 'ballot', 'ballots')
    : `${round.ballotCount} of ${countOf(round.invitedCount, 'ballot', 'ballots')}`;
}

export function RoundResultsSection({ swotId, round }: { swotId: string; round: RoundSummary }) {
  const results = useRoundResults(swotId, round.id, round.status === 'closed');
  return (
    <div className="grid min-w-0 gap-3 border-t pt-4">
      <h4 className="font-semibold">Results: the prioritised SWOT</h4>
      {results.isError && !results.data ? (
        <ErrorCard
          title="The results could not be loaded"
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : !results.data ? (
        <div role="status" aria-label="Loading results" className="grid gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <RoundResultsView results={results.data} />
      )}
    </div>
  );
}

export function EarlierRound({ swotId, round }: { swotId: string; round: RoundSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = `round-${round.id}-results`;
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words text-sm font-medium">{schedule(round)}</p>
          <p className="text-sm text-muted-foreground">
            {STATUS[round.status].label} · {ballots(round)}
          </p>
        </div>
        {round.status === 'closed' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Hide results' : 'View results'}
            <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="min-w-0">
          <RoundResultsSection swotId={swotId} round={round} />
        </div>
      ) : null}
    </li>
  );
}
