import { AlertTriangle, CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import type { LimitCheck } from '@foursight/shared/contract/usage';
import { FREE_PLAN_RESPONSES, USAGE_WARNING_AT } from '@foursight/shared/domain/plans';
import { cn } from '@/lib/cn';

/** Free-plan banner (spec part 2, Dashboard): a warning from 40 of 50 responses, red at the limit. */
export function FreePlanBanner({ limit }: { limit: LimitCheck | undefined }) {
  if (!limit || limit.plan !== 'free' || limit.currentCount < USAGE_WARNING_AT) return null;
  const reached = limit.currentCount >= FREE_PLAN_RESPONSES;
  return (
    <div
      role={reached ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-md border p-4 text-sm',
        reached ? 'border-destructive/40 bg-destructive/10' : 'border-warning/40 bg-warning/10',
      )}
    >
      <AlertTriangle
        className={cn('mt-0.5 size-4 shrink-0', reached ? 'text-destructive' : 'text-warning')}
        aria-hidden="true"
      />
      <div>
        <p className="font-medium">
          {reached ? 'Free plan limit reached' : 'Approaching your free plan limit'}: {limit.currentCount} of{' '}
          {FREE_PLAN_RESPONSES} responses used.
        </p>
        <p className="text-muted-foreground">
          {reached
            ? 'New answers are refused until you upgrade.'
            : 'Upgrade to Premium to keep collecting answers without interruption.'}{' '}
          <Link to="/settings" className="font-medium text-link underline">
            See plans in Settings
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Shown when the latest analysis could not use the AI service (spec part 2, Dashboard). */
export function AiServiceNotice({ summary }: { summary: string | undefined }) {
  const text = summary?.toLowerCase() ?? '';
  if (!text.includes('temporarily unavailable') && !text.includes('openai configuration')) return null;
  return (
    <div role="status" className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm">
      <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div>
        <p className="font-medium">OpenAI Service Unavailable</p>
        <p className="text-muted-foreground">
          The AI service could not be used (often a quota limit on your key). Your insights come from the statistical
          analysis meanwhile, and AI analysis resumes by itself when the service answers.
        </p>
      </div>
    </div>
  );
}
