import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One of the product's screens shown on the home page: a window with the place in the app it comes
 * from, its title as a heading, and the screen's content.
 */
export function PreviewScreen({
  id,
  title,
  place,
  children,
  className,
}: {
  id: string;
  title: string;
  /** Where in the app this screen is, e.g. "Reports › Annual strategy review 2026". */
  place: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col overflow-hidden rounded-lg border bg-background shadow-sm', className)}
    >
      <div className="flex min-w-0 items-center gap-3 border-b bg-card px-4 py-2 text-xs text-muted-foreground">
        <span aria-hidden="true" className="flex shrink-0 gap-1">
          <span className="size-2 rounded-full bg-muted-foreground/40" />
          <span className="size-2 rounded-full bg-muted-foreground/40" />
          <span className="size-2 rounded-full bg-muted-foreground/40" />
        </span>
        <p className="min-w-0 [overflow-wrap:anywhere]">{place}</p>
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-4 p-4 sm:p-6">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
