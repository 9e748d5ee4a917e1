import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CREDIT_PRICE_PAISE } from '@foursight/shared/domain/pricing';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { PeriodPicker } from './period-picker';
import { UsageHistory } from './usage-history';
import { currentPeriod, type UsagePeriod } from './usage-period';
import { PricingInfo, UsageSummary, UsageSummarySkeleton } from './usage-summary';
import { useMonthStats } from './use-usage';
import { LoadError } from '@/ui/load-error';

/**
 * Usage and credits (spec part 2, /manage-usage): the month's usage, the
 * allowance and credits, pricing, buying credits (`purchase`, billing's
 * panel, composed in src/app) and the month's usage per SWOT.
 */
export function ManageUsagePage({ purchase }: { purchase?: ReactNode }) {
  usePageTitle('Manage Usage');
  const [period, setPeriod] = useState<UsagePeriod>(() => currentPeriod());
  const stats = useMonthStats(period.year, period.month);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Button variant="ghost" size="sm" asChild className="-ml-3">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" /> Back to Dashboard
            </Link>
          </Button>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">Usage and Credits</h1>
          <p className="text-muted-foreground">Responses collected, credits left, and buying more.</p>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>

      {stats.isError && !stats.data ? (
        <LoadError title="Your usage could not be loaded" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <UsageSummarySkeleton />
      ) : (
        <UsageSummary stats={stats.data} period={period} />
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        {stats.data ? (
          <PricingInfo stats={stats.data} creditPrice={CREDIT_PRICE_PAISE} />
        ) : (
          <Skeleton className="h-48" />
        )}
        {purchase}
      </div>

      <UsageHistory period={period} />
    </div>
  );
}
