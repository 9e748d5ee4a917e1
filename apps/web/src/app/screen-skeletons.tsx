import { Skeleton } from '@/ui/skeleton';

/*
 * What a signed-in screen shows while its code arrives, shaped like the
 * screen (heading, then its cards, list or detail) and as wide as it, so the
 * screen takes the skeleton's place without a jump. Widths are relative or
 * capped: nothing here may be wider than a 320 px phone.
 */

/** The title and its line under it; it takes the row's free width (in a row with an action beside it, too). */
function ScreenHeading() {
  return (
    <div className="grid min-w-0 flex-1 basis-60 gap-2">
      <Skeleton className="h-9 w-full max-w-64" />
      <Skeleton className="h-5 w-full max-w-96" />
    </div>
  );
}

/** Settings, profile, create SWOT: a heading and form cards. */
export function FormScreenSkeleton() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6" role="status" aria-label="Loading...">
      <ScreenHeading />
      <Skeleton className="h-72" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** SWOT management, manage users, email templates: a heading with its action, then the list. */
export function ListScreenSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6" role="status" aria-label="Loading...">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenHeading />
        <Skeleton className="h-10 w-44" />
      </div>
      <Skeleton className="h-10 w-full max-w-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** One SWOT: the same two blocks its own page shows while its data loads. */
export function DetailScreenSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4" role="status" aria-label="Loading...">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
