import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table that scrolls sideways on narrow screens instead of breaking the
 * layout: inline-size containment keeps its width from widening the page's grid,
 * and `relative` keeps screen-reader-only labels inside the scroll box.
 */
export function Table({
  className,
  stackOnPhone = false,
  ...props
}: ComponentProps<'table'> & { stackOnPhone?: boolean }) {
  return (
    <div className="relative w-full overflow-x-auto rounded-md border [contain:inline-size]">
      <table className={cn('w-full caption-bottom text-sm', stackOnPhone && STACKED_ON_PHONE, className)} {...props} />
    </div>
  );
}

/**
 * Below 640 px each row becomes a small card of "label value" lines (the
 * header stays for screen readers; each cell shows its column from
 * data-label), so nothing is cut off or hidden behind a sideways scroll.
 */
const STACKED_ON_PHONE = [
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block',
  'max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:flex max-sm:[&_td]:min-w-0 max-sm:[&_td]:gap-3 max-sm:[&_td]:py-1 max-sm:[&_td]:text-left max-sm:[&_td]:[overflow-wrap:anywhere]',
  'max-sm:[&_td]:before:w-24 max-sm:[&_td]:before:shrink-0 max-sm:[&_td]:before:text-muted-foreground max-sm:[&_td]:before:content-[attr(data-label)]',
].join(' ');

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

export function TableCell({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return <td data-label={label} className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
