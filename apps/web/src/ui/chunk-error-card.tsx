import { CloudOff } from 'lucide-react';
import { Button } from './button';
import { Card, CardContent } from './card';

/**
 * What shows in place of a screen whose code could not be loaded, even after
 * retrying: what happened in plain words, and Reload, which starts the page
 * afresh (new code after a release, a new try in every browser).
 */
export function ChunkErrorCard({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <Card role="alert" className="mx-auto my-16 w-full max-w-md">
      <CardContent className="grid justify-items-center gap-3 p-6 text-center">
        <CloudOff className="size-5 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">This page could not be loaded</h2>
        <p className="text-sm text-muted-foreground">
          The connection dropped or the server was busy. Reloading the page usually fixes it.
        </p>
        <Button onClick={onReload}>Reload</Button>
      </CardContent>
    </Card>
  );
}
