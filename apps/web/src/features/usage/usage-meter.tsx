import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usageRoutes } from '@foursight/shared/contract/usage';
import { FREE_PLAN_RESPONSES, USAGE_WARNING_AT } from '@foursight/shared/domain/plans';
import { api } from '@/lib/api-client';

/**
 * The sidebar usage meter (spec part 1 §4): used against 50 plus purchased
 * credits, with the amber and red notices when no credits are bought.
 */
export function UsageMeter() {
  const stats = useQuery({ queryKey: ['usage', 'stats'], queryFn: () => api(usageRoutes.getStats) });
  if (!stats.data || stats.data.plan === 'enterprise') return null;
  const { allowanceUsed, purchasedCredits } = stats.data;
  const total = FREE_PLAN_RESPONSES + purchasedCredits;
  const percent = Math.min(100, Math.round((allowanceUsed / total) * 100));
  const notice =
    purchasedCredits > 0
      ? { text: `+${purchasedCredits} purchased credits`, className: 'text-success' }
      : allowanceUsed >= FREE_PLAN_RESPONSES
        ? { text: 'Free limit reached', className: 'text-destructive' }
        : allowanceUsed >= USAGE_WARNING_AT
          ? { text: 'Approaching free limit', className: 'text-warning' }
          : null;
  return (
    <Link
      to="/manage-usage"
      className="mx-3 mb-3 grid gap-2 rounded-md border p-3 text-sm hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex justify-between">
        <span className="font-medium">Responses</span>
        <span data-testid="usage-count">
          {allowanceUsed} / {total}
        </span>
      </span>
      <span
        className="h-2 rounded-full bg-muted"
        role="progressbar"
        aria-label="Responses used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span
          className={`block h-2 rounded-full ${percent >= 100 ? 'bg-destructive' : percent >= 80 ? 'bg-warning' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </span>
      {notice ? <span className={`text-xs font-medium ${notice.className}`}>{notice.text}</span> : null}
    </Link>
  );
}
