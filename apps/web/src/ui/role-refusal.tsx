import { Lock, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SignedInWebRoute } from '@foursight/shared/contract/web-routes';
import { Card, CardContent } from './card';

/** Where everyone signed in can see who the account's owners and editors are: Settings → Team. */
const TEAM_PAGE: SignedInWebRoute = '/settings';

/**
 * What a screen, or a part of one, shows a role that cannot use it: who can,
 * in place of the data, and a link to the team list that names them. Not an
 * error: nothing failed and there is nothing to try again, so it is a note,
 * not an alert.
 */
export function RoleRefusal({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="note" aria-labelledby={titleId}>
      <CardContent className="grid justify-items-center gap-2 p-6 text-center">
        <Lock className="size-6 text-muted-foreground" aria-hidden="true" />
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <div className="max-w-prose text-sm text-muted-foreground">{children}</div>
        <Link
          to={TEAM_PAGE}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Users className="size-4" aria-hidden="true" />
          See who can, in Settings → Team
        </Link>
      </CardContent>
    </Card>
  );
}
