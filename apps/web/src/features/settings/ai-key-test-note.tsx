import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { AiKeyTestStatus } from './use-ai-key-test';

/** Test key's result in words under the key field (inside the field's polite live region). */
export function AiKeyTestNote({ status }: { status: AiKeyTestStatus }) {
  switch (status.state) {
    case 'idle':
      return null;
    case 'testing':
      return (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-key-test="testing">
          <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
          Testing the key...
        </p>
      );
    case 'done':
      return status.ok ? (
        <p className="flex items-start gap-1.5 text-sm text-success" data-key-test="ok">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {status.message}
        </p>
      ) : (
        <p className="flex items-start gap-1.5 text-sm text-destructive" data-key-test="failed">
          <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {status.message}
        </p>
      );
  }
}
