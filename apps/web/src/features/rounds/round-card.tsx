import { Copy, Lock } from 'lucide-react';
import { useState } from 'react';
import type { RoundSummary } from '@foursight/shared/contract/rounds';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { describeError } from '@/lib/api-client';
import { copyText } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { ballots, RoundResultsSection, schedule, STATUS } from './round-parts';
import { addDays, wallClockNow } from './start-round-dialog';
import { useCloseRound, useStartFeedbackRound } from './use-rounds';

/** The public link of a round's shared ballot on this site. */
export function roundUrl(token: string): string {
  return `${window.location.origin}/participate/${token}/round`;
}

/** The latest round: its schedule, live ballot count, shared link, closing, feedback round and results. */
export function RoundCard({ swot, round, canEdit }: { swot: SwotDetail; round: RoundSummary; canEdit: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseRound(swot.id);
  const status = STATUS[round.status];
  const link = round.sharedToken ? roundUrl(round.sharedToken) : null;

  const confirmClose = () =>
    close.mutate(round.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Round closed', description: 'The results are below.' });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Could not close the round',
          description: describeError(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <Card aria-labelledby={`round-${round.id}-title`} role="region">
      <CardContent className="grid min-w-0 gap-3 p-4 sm:p-6">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={`round-${round.id}-title`} className="text-lg font-semibold">
            {round.number === 3 ? 'Feedback round' : 'Second round'}
          </h3>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="break-words text-sm">{schedule(round)}</p>
        <p className="text-sm">
          <span className="text-2xl font-semibold tabular-nums">{ballots(round)}</span>
          {round.sharedToken ? (
            <span className="block text-muted-foreground">
              {round.invitedCount === 0
                ? 'Nobody was invited by e-mail: ballots come through the shared link.'
                : `${countOf(round.invitedCount, 'person', 'people')} invited by e-mail; the shared link adds more.`}
            </span>
          ) : null}
        </p>
        {link ? (
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Shared link:</span>
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
              <Copy aria-hidden="true" /> Copy<span className="sr-only"> shared link</span>
            </Button>
          </div>
        ) : null}
        {round.status === 'open' ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0">
              Results stay hidden until the round closes, so early ratings cannot sway later ones.
            </span>
          </p>
        ) : null}
        {round.status === 'not_started' ? (
          <p className="text-sm text-muted-foreground">Invitations are on their way; ballots open at the start time.</p>
        ) : null}
        {canEdit && round.status !== 'closed' ? (
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Close round now
            </Button>
            <ConfirmDialog
              open={confirming}
              title="Close the round now?"
              description={`No more ballots will be taken (${ballots(round)} so far), and the results will be shown to everyone with access to this SWOT.`}
              confirmLabel="Close round"
              pendingLabel="Closing..."
              pending={close.isPending}
              onConfirm={confirmClose}
              onCancel={() => setConfirming(false)}
            />
          </div>
        ) : null}
        {canEdit && round.status === 'closed' && round.number === 2 ? (
          <FeedbackRoundButton swot={swot} round={round} />
        ) : null}
        {round.status === 'closed' ? <RoundResultsSection swotId={swot.id} round={round} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * The Delphi method's third round: those who voted by personal link see the group's figures beside their own
 * rating and may revise it. Open from now for a week, in the SWOT's timezone.
 */
function FeedbackRoundButton({ swot, round }: { swot: SwotDetail; round: RoundSummary }) {
  const [confirming, setConfirming] = useState(false);
  const start = useStartFeedbackRound(swot.id);
  const confirm = () => {
    const now = wallClockNow(swot.timezone);
    start.mutate(
      {
        roundId: round.id,
        body: { startDate: now.date, startTime: now.time, endDate: addDays(now.date, 7), endTime: '17:00' },
      },
      {
        onSuccess: ({ invitationsQueued }) => {
          setConfirming(false);
          toast({
            title: 'Feedback round started',
            description: `${countOf(invitationsQueued, 'invitation', 'invitations')} queued.`,
          });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: 'Could not start the feedback round',
            description: describeError(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Start feedback round
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Start a feedback round?"
        description={`Everyone who voted through their own link gets a new link, for a week from now (${swot.timezone.replace('_', ' ')}): each sees the group's median and range beside their own rating and may revise it. Nobody's ratings are shown to anyone else.`}
        confirmLabel="Start feedback round"
        pendingLabel="Starting..."
        pending={start.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
