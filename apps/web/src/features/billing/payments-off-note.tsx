import { Info } from 'lucide-react';

/**
 * Shown beside every Pay button on a server without payment keys (a fresh
 * install): the buttons are disabled, and this says why and what to do.
 */
export function PaymentsOffNote({ id }: { id?: string }) {
  return (
    <p id={id} className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Payments are not set up on this server. Ask the platform admin to change your plan or add credits for you.
      </span>
    </p>
  );
}
