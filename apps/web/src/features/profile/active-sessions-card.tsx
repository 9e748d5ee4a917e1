import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { ActiveSession } from '@foursight/shared/contract/profile';
import { countOf } from '@foursight/shared/domain/plural';
import { describeError } from '@/lib/api-client';
import { browserTimezone, formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useActiveSessions, useSignOutOtherSessions } from './use-profile';

/** Where the account is signed in, this browser marked, with a way to end every other session. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessions();
  const signOut = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutOthers = () =>
    signOut.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Other Sessions Signed Out', description: result.message }),
      onError: (error) =>
        toast({
          title: 'Sign Out Failed',
          description: describeError(error, 'Could not sign out the other sessions. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Active Sessions</CardTitle>
        <CardDescription>Browsers signed in to your account. Sign out any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading sessions">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : sessions.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="alert">We could not load your sessions. Check your connection and try again.</p>
            <Button variant="outline" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <ul className="grid gap-3" aria-label="Signed-in sessions">
              {sessions.data.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              <p className="text-sm text-muted-foreground">
                {others === 0 ? 'No other sessions.' : `${countOf(others, 'other session', 'other sessions')}.`}
              </p>
              <Button variant="outline" disabled={others === 0 || signOut.isPending} onClick={signOutOthers}>
                <LogOut aria-hidden="true" />
                {signOut.isPending ? 'Signing out...' : 'Sign out other sessions'}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionItem({ session }: { session: ActiveSession }) {
  const Icon = /iOS|Android/.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="break-words text-sm text-muted-foreground">
          {session.ipAddress ?? 'Unknown address'} · Last active {formatDateTime(session.lastSeenAt, browserTimezone())}
        </p>
      </div>
    </li>
  );
}
