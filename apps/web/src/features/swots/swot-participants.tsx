import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Send, Users } from 'lucide-react';
import type { ParticipantState, ParticipantsOverview, SwotDetail } from '@foursight/shared/contract/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { api, ApiError } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { toast } from '@/ui/toast-store';
import { swotKeys, useSwotParticipants } from './use-swots';

const STATE_LABELS: Record<ParticipantState, string> = {
  invited: 'Invited',
  delivered: 'Delivered',
  opened: 'Opened link',
  responded: 'Responded',
  bounced: 'Bounced',
};

const STATE_VARIANTS: Record<ParticipantState, 'secondary' | 'outline' | 'warning' | 'success' | 'destructive'> = {
  invited: 'secondary',
  delivered: 'outline',
  opened: 'warning',
  responded: 'success',
  bounced: 'destructive',
};

function failure(title: string) {
  return (error: Error) =>
    toast({
      title,
      description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
      variant: 'destructive',
    });
}

/**
 * Participants: who was invited and how far each got (never which answer is
 * whose), response rates per department under the anonymity threshold, and
 * the two nudges: resend one invitation, remind all who have not answered.
 * Who answered, and each person's reminders, are shown only when the company
 * chose per-person status (Settings → Privacy); the server sends them only then.
 */
export function SwotParticipants({
  swotId,
  live = false,
  responseCount,
}: {
  swotId: string;
  live?: boolean;
  /** The SWOT's response count; read from the detail already loaded when not given. */
  responseCount?: number;
}) {
  const overview = useSwotParticipants(swotId, live);
  // The detail page's own query, observed without fetching it again (skipToken).
  const detail = useQuery<SwotDetail>({ queryKey: swotKeys.detail(swotId), queryFn: skipToken });
  const responses = responseCount ?? detail.data?.responseCount ?? 0;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: swotKeys.participants(swotId) });
  const remind = useMutation({
    mutationFn: () => api(swotRoutes.remindNonResponders, { params: { id: swotId } }),
    onSuccess: async (result) => {
      toast({ title: 'Reminders sent', description: result.message });
      await refresh();
    },
    onError: failure('Could not send reminders'),
  });
  const resend = useMutation({
    mutationFn: (inviteeId: string) => api(swotRoutes.resendInvitation, { params: { id: swotId, inviteeId } }),
    onSuccess: async (result) => {
      toast({ title: 'Invitation sent again', description: result.message });
      await refresh();
    },
    onError: failure('Could not resend the invitation'),
  });

  if (overview.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading participants">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (overview.isError)
    return (
      <LoadError
        title="Could not load the participants"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  if (data.participants.length === 0) {
    return (
      <EmptyState icon={Users} title="Nobody was invited by name">
        This SWOT collects answers through its shared link only.
      </EmptyState>
    );
  }
  const perPerson = data.showsWhoAnswered === true;
  const waiting = Math.max(0, data.totals.invited - data.totals.responded);
  // Answers not tied to an invitee came through the shared link: say so, or the totals seem to contradict Analytics.
  const throughSharedLink = Math.max(0, responses - data.totals.responded);
  return (
    <div className="grid min-w-0 gap-6">
      <Totals data={data} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            {waiting === 0
              ? 'Everyone invited has answered.'
              : `${waiting} of ${data.participants.length} have not answered yet.`}
          </p>
          {perPerson ? null : (
            <p data-testid="who-answered-hidden">
              {`Who answered is not shown per person, so no one can be singled out; ${countOf(
                data.remindersSent ?? 0,
                'reminder',
                'reminders',
              )} sent so far. An owner can change this in Settings → Privacy.`}
            </p>
          )}
          {throughSharedLink > 0 ? (
            <p data-testid="shared-link-answers">
              {`${countOf(throughSharedLink, 'answer', 'answers')} came through the shared link, which does not record who answered.`}
            </p>
          ) : null}
        </div>
        <Button
          onClick={() => remind.mutate()}
          disabled={!data.open || waiting === 0 || remind.isPending}
          title={data.open ? undefined : 'This SWOT has ended'}
        >
          <BellRing aria-hidden="true" /> Remind all who have not answered
        </Button>
      </div>
      <Table aria-label="Participants" stackOnPhone>
        <thead>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Department</TableHead>
            <TableHead>Status</TableHead>
            {perPerson ? <TableHead>Reminders</TableHead> : null}
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </thead>
        <tbody>
          {data.participants.map((person) => (
            <TableRow key={person.id}>
              <TableCell label="Name">
                <div className="min-w-0">
                  <span className="block font-medium">{person.fullName}</span>
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{person.email}</span>
                </div>
              </TableCell>
              <TableCell label="Department">{person.department || '—'}</TableCell>
              <TableCell label="Status">
                <Badge variant={STATE_VARIANTS[person.state]}>{STATE_LABELS[person.state]}</Badge>
              </TableCell>
              {perPerson ? <TableCell label="Reminders">{person.reminders ?? 0}</TableCell> : null}
              <TableCell label="Actions" className="text-right">
                {person.responded ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!data.open || resend.isPending}
                    onClick={() => resend.mutate(person.id)}
                    aria-label={`Resend the invitation to ${person.fullName}`}
                  >
                    <Send aria-hidden="true" /> Resend
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <DepartmentRates data={data} />
    </div>
  );
}

function Totals({ data }: { data: ParticipantsOverview }) {
  const items: { label: string; value: number }[] = [
    { label: 'Invited', value: data.totals.invited },
    { label: 'Delivered', value: data.totals.delivered },
    { label: 'Opened link', value: data.totals.opened },
    { label: 'Responded', value: data.totals.responded },
    { label: 'Bounced', value: data.totals.bounced },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Participation totals">
      {items.map((item) => (
        // The card is the one div a dt/dd pair may sit in inside a dl: no wrapper between it and them.
        <Card key={item.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold" data-testid={`total-${item.label.toLowerCase().replace(' ', '-')}`}>
            {item.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function DepartmentRates({ data }: { data: ParticipantsOverview }) {
  return (
    <section className="grid gap-3" aria-labelledby="department-rates">
      <div>
        <h2 id="department-rates" className="text-lg font-semibold">
          Response rate by department
        </h2>
        <p className="text-sm text-muted-foreground">
          A department is shown on its own from {data.anonymityThreshold} responses; smaller ones are merged into
          “Other”, so no small team can be singled out.
        </p>
      </div>
      <ul className="grid gap-3">
        {data.departments.map((group) => (
          <li key={group.group} className="grid gap-1">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">
                {group.group}
                {group.merged > 1 ? ` (${group.merged} departments)` : ''}
              </span>
              <span className="text-muted-foreground">
                {group.rate === null
                  ? `Fewer than ${data.anonymityThreshold} responses: withheld`
                  : `${group.responded} of ${group.invited} · ${group.rate}%`}
              </span>
            </div>
            <div className="h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${group.rate ?? 0}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
