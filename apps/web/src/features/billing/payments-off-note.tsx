import { Info } from 'lucide-react';
import { PAYMENTS_NOT_SET_UP } from './use-checkout';

/**
 * Shown beside disabled Pay buttons: why they are disabled and what to do.
 * On a server without payment keys (a fresh install) the platform admin can
 * still change the plan or add credits by hand.
 */
export function PaymentsOffNote({ id, reason }: { id?: string; reason: string }) {
  return (
    <p id={id} className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {reason}
        {reason === PAYMENTS_NOT_SET_UP ? ' Ask the platform admin to change your plan or add credits for you.' : null}
      </span>
    </p>
  );
}
