import { Archive, CalendarClock, Pencil, Quote, RefreshCcw, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { StrategicGoal } from '@foursight/shared/contract/goals';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import { formatScheduleDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { StatusBadge, PriorityBadge } from './goal-badges';
import { SampleBadge } from '@/ui/sample-badge';
import { CheckInChart } from './check-in-chart';
import { CheckInDialog } from './check-in-dialog';
import { GoalFormDialog } from './goal-form-dialog';
import { GoalProgress } from './goal-progress';
import { useArchiveGoal } from './use-goals';

const AS = { strengths: 'a strength', weaknesses: 'a weakness', opportunities: 'an opportunity', threats: 'a threat' };

function SourceNote({ source }: { source: NonNullable<StrategicGoal['source']> }) {
  const verb = source.stance === 'answers' ? 'Answers' : 'Builds on';
  return (
    <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
      <p>
        {verb} {AS[source.quadrant]}: <span className="font-medium">&ldquo;{source.theme}&rdquo;</span>{' '}
        <span className="text-muted-foreground">
          ({source.mentions} mentions in {source.swotTitle}, {SWOT_AREAS[source.quadrant].label})
        </span>
      </p>
      {source.quotes.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">What people said</summary>
          <ul className="mt-1 grid gap-1">
            {source.quotes.map((quote) => (
              <li key={quote} className="flex gap-2">
                <Quote className="mt-0.5 size-3 shrink-0 text-muted-foreground" aria-hidden="true" />
                <q className="[overflow-wrap:anywhere]">{quote}</q>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** `canEdit` false (a viewer) leaves the card read-only: no check-in, edit or archive. */
export function GoalCard({ goal, canEdit = true }: { goal: StrategicGoal; canEdit?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archive = useArchiveGoal();
  return (
    <Card className="flex flex-col" data-testid="goal-card">
      <CardHeader className="gap-2 max-sm:p-4">
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={goal.status} />
          <PriorityBadge priority={goal.priority} />
          {goal.sample ? <SampleBadge /> : null}
        </div>
        <CardTitle className="text-lg [overflow-wrap:anywhere]">{goal.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 max-sm:px-4">
        {goal.description ? <p className="text-sm text-muted-foreground">{goal.description}</p> : null}
        {goal.source ? <SourceNote source={goal.source} /> : null}
        {goal.remeasure ? (
          <p className="flex gap-2 text-sm">
            <TrendingUp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{goal.remeasure.sentence}</span>
          </p>
        ) : null}
        <GoalProgress goal={goal} />
        <CheckInChart goal={goal} />
        <dl className="flex flex-wrap justify-between gap-2 text-sm">
          <div>
            <dt className="sr-only">Category</dt>
            <dd className="font-medium">{goal.category}</dd>
          </div>
          <div className="flex items-center gap-1 text-muted-foreground">
            <CalendarClock className="size-4" aria-hidden="true" />
            <dt className="sr-only">Deadline</dt>
            <dd>Due {formatScheduleDate(goal.deadline)}</dd>
          </div>
        </dl>
        {goal.checkIns.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            Last check-in {formatScheduleDate(goal.checkIns[goal.checkIns.length - 1]!.date)}
            {goal.statusSetByHand ? ' · status set by hand' : ''}
          </p>
        ) : null}
      </CardContent>
      {canEdit ? (
        <>
          <CardFooter className="flex flex-wrap gap-2 max-sm:px-4 max-sm:pb-4">
            <Button size="sm" onClick={() => setCheckingIn(true)} aria-label={`Check in on ${goal.title}`}>
              <RefreshCcw aria-hidden="true" /> Check in
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${goal.title}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setArchiving(true)} aria-label={`Archive ${goal.title}`}>
              <Archive aria-hidden="true" /> Archive
            </Button>
          </CardFooter>
          <CheckInDialog goal={goal} open={checkingIn} onOpenChange={setCheckingIn} />
          <GoalFormDialog goal={goal} open={editing} onOpenChange={setEditing} />
          <ConfirmDialog
            open={archiving}
            title="Archive this goal?"
            description={`"${goal.title}" leaves the list and the figures; regenerating goals will not bring it back.`}
            confirmLabel="Archive"
            pendingLabel="Archiving..."
            pending={archive.isPending}
            onCancel={() => setArchiving(false)}
            onConfirm={() =>
              archive.mutate(goal.id, {
                onSuccess: () => {
                  setArchiving(false);
                  toast({ title: 'Goal Archived', description: goal.title });
                },
                onError: () =>
                  toast({ title: 'Failed to archive goal', description: 'Please try again.', variant: 'destructive' }),
              })
            }
          />
        </>
      ) : null}
    </Card>
  );
}
