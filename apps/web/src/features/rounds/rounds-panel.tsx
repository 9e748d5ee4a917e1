import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { useCan } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { RoundCard } from './round-card';
import { EarlierRound, ErrorCard } from './round-parts';
import { StartRoundDialog } from './start-round-dialog';
import { useRounds } from './use-rounds';

/**
 * The SWOT's second round (issue 31): the group rates its own themes. Editors and owners start
 * and close it; everyone with access sees how many ballots arrived, and the results once it closes.
 */
export function RoundsPanel({ swot }: { swot: SwotDetail }) {
  const canEdit = useCan('editor');
  const rounds = useRounds(swot.id);
  const [starting, setStarting] = useState(false);

  if (rounds.isError && !rounds.data) {
    return (
      <ErrorCard title="The rounds could not be loaded" error={rounds.error} onRetry={() => void rounds.refetch()} />
    );
  }
  if (!rounds.data) {
    return (
      <div role="status" aria-label="Loading rounds" className="grid gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const [latest, ...earlier] = rounds.data;
  const dialog = <StartRoundDialog swot={swot} open={starting} onOpenChange={setStarting} />;

  if (!latest) {
    return (
      <section aria-labelledby="rounds-heading" className="grid min-w-0 gap-4">
        <h2 id="rounds-heading" className="text-xl font-semibold">
          Priorities
        </h2>
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-8 text-center">
          <ListOrdered className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No second round yet</p>
          <p className="max-w-prose break-words text-sm text-muted-foreground">
            Ask the group which themes matter most: a second round sends everyone invited the themes their answers
            produced, to rate from 1 to 9. You get each quadrant in order of importance, and where people agree and
            where they do not.
            {canEdit ? null : ' Owners and editors can start one.'}
          </p>
          {canEdit ? <Button onClick={() => setStarting(true)}>Start second round</Button> : null}
        </div>
        {canEdit ? dialog : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="rounds-heading" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <h2 id="rounds-heading" className="text-xl font-semibold">
          Priorities
        </h2>
        {canEdit && latest.status === 'closed' ? (
          <Button variant="outline" onClick={() => setStarting(true)}>
            Start another round
          </Button>
        ) : null}
      </div>
      <RoundCard swot={swot} round={latest} canEdit={canEdit} />
      {earlier.length > 0 ? (
        <section aria-labelledby="earlier-rounds-heading" className="grid min-w-0 gap-2">
          <h3 id="earlier-rounds-heading" className="text-lg font-semibold">
            Earlier rounds
          </h3>
          <ul className="grid gap-2">
            {earlier.map((round) => (
              <EarlierRound key={round.id} swotId={swot.id} round={round} />
            ))}
          </ul>
        </section>
      ) : null}
      {canEdit ? dialog : null}
    </section>
  );
}
