import { Button } from './button';
import { Card, CardContent } from './card';

/** What a page shows when its data could not be read: what failed, and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="grid gap-3 p-6 text-center">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button className="justify-self-center" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
