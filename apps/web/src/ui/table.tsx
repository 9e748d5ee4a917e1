import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table that scrolls sideways on narrow screens instead of breaking the
 * layout: inline-size containment keeps its width from widening the page's grid,
 * and `relative` keeps screen-reader-only labels inside the scroll box.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto rounded-md border [contain:inline-size]">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 bg-muted/50 px-3 text-left align-middle font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b last:border-0', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
