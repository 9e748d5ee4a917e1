import { Link } from 'react-router';
import { planLabel } from '@foursight/shared/domain/plans';
import { cn } from '@/lib/cn';
import { allowanceLabel, allowanceNotice } from './allowance-text';
import { useLimitCheck, useUsageStats } from './use-usage';

const TONE = { destructive: 'text-destructive', warning: 'text-warning', success: 'text-success' } as const;
const BAR = { reached: 'bg-destructive', approaching: 'bg-warning', ok: 'bg-primary' } as const;

/**
 * The sidebar usage meter (spec part 1 §4). It shows the server's allowance
 * as it is (used / total, percent, status), the same computation as the limit
 * check and the participation limit, so it can never disagree with what the
 * server accepts. Shown once both the limit check and the usage are loaded.
 */
export function UsageMeter() {
  const stats = useUsageStats();
  const limit = useLimitCheck();
  if (!stats.data || !limit.data) return null;
  const { allowance } = stats.data;
  const notice = allowanceNotice(allowance);
  return (
    <Link
      to="/manage-usage"
      className="mx-3 mb-3 grid gap-2 rounded-md border p-3 text-sm hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex justify-between gap-2">
        <span className="font-medium">{allowanceLabel(allowance)}</span>
        <span data-testid="usage-count">
          {allowance.status === 'unlimited' ? allowance.used : `${allowance.used} / ${allowance.total}`}
        </span>
      </span>
      {allowance.status === 'unlimited' ? (
        <span className="text-xs text-muted-foreground" data-testid="usage-notice">
          Unlimited on {planLabel(allowance.plan, allowance.planName)}
        </span>
      ) : (
        <>
          <span
            className="h-2 rounded-full bg-muted"
            role="progressbar"
            aria-label="Responses used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={allowance.percent}
            aria-valuetext={`${allowance.used} of ${allowance.total} responses used`}
          >
            <span
              className={cn('block h-2 rounded-full', BAR[allowance.status])}
              style={{ width: `${allowance.percent}%` }}
            />
          </span>
          {notice ? (
            <span className={cn('text-xs font-medium', TONE[notice.tone])} data-testid="usage-notice">
              {notice.text}
            </span>
          ) : null}
        </>
      )}
    </Link>
  );
}
