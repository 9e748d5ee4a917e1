import { Skeleton } from '@/ui/skeleton';

/** The four stat cards while their figures load; the same grid as the cards, so nothing moves when they arrive. */
export function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** The insight cards while the comprehensive view loads. */
export function InsightsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}

/**
 * The whole dashboard while its code arrives: the page's own layout (header
 * row, stat cards, insights), so the page takes the skeleton's place without
 * a jump.
 */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6" role="status" aria-label="Loading dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-10 w-56" />
      </div>
      <StatCardsSkeleton />
      <InsightsSkeleton />
    </div>
  );
}
