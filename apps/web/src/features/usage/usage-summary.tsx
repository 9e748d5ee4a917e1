import type { UsageStats } from '@foursight/shared/contract/usage';
import { countOf } from '@foursight/shared/domain/plural';
import { planLabel } from '@foursight/shared/domain/plans';
import { formatInr } from '@/lib/format';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { describePeriod, type UsagePeriod } from './usage-period';
import { countsEver } from './allowance-text';

/**
 * The usage summary (spec part 2, usage page): responses used in the chosen
 * month, free responses left, credits available and money spent. The free
 * and credit figures are the allowance as the server computes it for every
 * screen, so this page and the sidebar meter cannot disagree.
 */
export function UsageSummary({ stats, period }: { stats: UsageStats; period: UsagePeriod }) {
  const { allowance } = stats;
  const unlimited = allowance.freeRemaining < 0;
  const tiles = [
    {
      id: 'used',
      label: `Used in ${describePeriod(period)}`,
      value: stats.currentMonthUsage.toLocaleString('en-IN'),
      note: 'responses collected',
    },
    {
      id: 'free-left',
      label: 'Free responses left',
      value: unlimited ? 'Unlimited' : allowance.freeRemaining.toLocaleString('en-IN'),
      note: unlimited
        ? `on the ${planLabel(stats.plan, allowance.planName)} plan`
        : `of ${allowance.freeLimit} free ${everOn(stats) ? `on the ${planLabel(stats.plan, allowance.planName)} plan` : 'this month'}`,
    },
    {
      id: 'credits',
      label: 'Credits available',
      value: stats.purchasedCredits.toLocaleString('en-IN'),
      note: 'never expire',
    },
    { id: 'spent', label: 'Total spent', value: formatInr(stats.totalSpent), note: 'on credits and plans' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.id} className="p-5">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`usage-${tile.id}`}>
            {tile.value}
          </dd>
          <dd className="text-xs text-muted-foreground">{tile.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

function everOn(stats: UsageStats): boolean {
  return countsEver(stats.allowance);
}

export function UsageSummarySkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" role="status" aria-label="Loading usage">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** What each response costs on the company's plan (spec part 2 §9; part 1 §2.3: credits never expire). */
export function PricingInfo({ stats, creditPrice }: { stats: UsageStats; creditPrice: number }) {
  const { allowance, plan } = stats;
  const name = planLabel(plan, allowance.planName);
  const included =
    allowance.freeLimit < 0
      ? 'Unlimited responses are included in your plan.'
      : everOn(stats)
        ? `${countOf(allowance.freeLimit, 'free response', 'free responses')} in total are included in the ${name} plan.`
        : `${countOf(allowance.freeLimit, 'free response', 'free responses')} are included every month.`;
  return (
    <Card className="grid content-start gap-3 p-6">
      <h2 className="text-lg font-semibold">Pricing</h2>
      <p className="text-sm">
        Your plan: <span className="font-medium">{name}</span>
      </p>
      <ul className="grid gap-2 text-sm text-muted-foreground">
        <li>{included}</li>
        <li>
          After that, each response uses one credit:{' '}
          <span className="font-medium text-foreground">{formatInr(creditPrice)}</span> per response.
        </li>
        <li>Credits never expire and work across all your SWOT analyses.</li>
        <li>Prices include GST; every purchase gets an invoice.</li>
      </ul>
    </Card>
  );
}
