import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { Availability } from './use-availability';

/** The icon and message under a registration field (spec part 1 §4). */
export function AvailabilityNote({ availability }: { availability: Availability }) {
  switch (availability.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-availability="checking">
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
          {availability.message}
        </p>
      );
    case 'deferred':
      return (
        <p className="text-xs text-muted-foreground" data-availability="deferred">
          {availability.message}
        </p>
      );
    case 'available':
      return (
        <p className="flex items-center gap-1.5 text-xs text-success" data-availability="available">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          {availability.message}
        </p>
      );
    case 'unavailable':
    case 'error':
      return (
        <p className="flex items-center gap-1.5 text-xs text-destructive" data-availability={availability.status}>
          <CircleX className="size-3.5" aria-hidden="true" />
          {availability.message}
        </p>
      );
  }
}
