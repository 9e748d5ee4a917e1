import { ROLE_REFUSED_MESSAGE } from '@foursight/shared/domain/roles';
import { ApiError } from '@/lib/api-client';
import { Button } from './button';
import { Card, CardContent } from './card';

/**
 * What a page shows when its data could not be read: what failed, and a way
 * to try again. Given the error, a refusal reads as one: a role that may not
 * read it (403) or data that is gone (404) is no connection trouble, and
 * trying again would only say the same.
 */
export function LoadError({ title, onRetry, error }: { title: string; onRetry: () => void; error?: unknown }) {
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  const reason = !refused
    ? 'Check your connection and try again.'
    : error.status === 403
      ? (error.serverMessage ?? ROLE_REFUSED_MESSAGE)
      : (error.serverMessage ?? 'It no longer exists in your account.');
  return (
    // A refusal is no failure to shout about: it is said as a note, an outage as an alert.
    <Card role={refused ? 'note' : 'alert'}>
      <CardContent className="grid gap-3 p-6 text-center">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{reason}</p>
        {refused ? null : (
          <Button className="justify-self-center" onClick={onRetry}>
            Try again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
