import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { Allowance } from '@foursight/shared/contract/usage';
import { cn } from '@/lib/cn';
import { useUsageStats } from './use-usage';
import { countsEver } from './allowance-text';

/** The dashboard's allowance banner, on the usage the sidebar meter already reads (one query). */
export function AllowanceBanner() {
  const usage = useUsageStats();
  return <AllowanceBannerView allowance={usage.data?.allowance} />;
}

/**
 * The allowance banner (spec part 2, Dashboard: "warning at 40 or more of 50
 * responses, red at the limit"). It shows the server's allowance as it is, so
 * it says what the limit check and the participation page do: amber while
 * approaching, red once no response can be accepted, nothing otherwise.
 */
export function AllowanceBannerView({ allowance }: { allowance: Allowance | undefined }) {
  if (!allowance || (allowance.status !== 'approaching' && allowance.status !== 'reached')) return null;
  const reached = allowance.status === 'reached';
  const free = countsEver(allowance);
  const period = free ? '' : ' this month';
  return (
    <div
      role={reached ? 'alert' : 'status'}
      data-testid="allowance-banner"
      className={cn(
        'flex gap-3 rounded-md border p-4 text-sm',
        reached ? 'border-destructive/40 bg-destructive/10' : 'border-warning/40 bg-warning/10',
      )}
    >
      <AlertTriangle
        className={cn('mt-0.5 size-4 shrink-0', reached ? 'text-destructive' : 'text-warning')}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <p className="font-medium">
          {reached ? 'Free limit reached' : 'Approaching free limit'}: {allowance.used} of {allowance.total} responses
          used{period}.
        </p>
        <p className="text-muted-foreground">
          {reached
            ? free
              ? 'New answers are refused until you buy credits or upgrade.'
              : 'New answers are refused until you buy credits or the month ends.'
            : free
              ? 'Buy credits or upgrade to keep collecting answers without interruption.'
              : 'Buy credits to keep collecting answers after the free ones.'}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/manage-usage" className="font-medium text-link underline">
            Buy credits
          </Link>
          {free ? (
            <Link to="/settings" className="font-medium text-link underline">
              See plans in Settings
            </Link>
          ) : null}
        </p>
      </div>
    </div>
  );
}
