import type { TwoFactorSubjectKind } from '@foursight/shared/contract/two-factor';
import { countOf } from '@foursight/shared/domain/plural';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmSecondFactorDialog } from './confirm-second-factor-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { useTwoFactorStatus } from './use-two-factor';

/**
 * The "Two-Factor Authentication" row of a security card: its state and the
 * actions that go with it. The same row serves an organiser's profile and
 * the admin console (`subject`).
 */
export function TwoFactorSettings({ subject }: { subject: TwoFactorSubjectKind }) {
  const status = useTwoFactorStatus(subject);

  if (status.isPending) {
    return <Skeleton className="h-10 w-48" role="status" aria-label="Loading two-factor status" />;
  }
  if (status.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-destructive">
          Could not load the two-factor status.
        </p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { enabled, recoveryCodesRemaining } = status.data;
  if (!enabled) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="secondary" className="text-sm">
          Not Enabled
        </Badge>
        <EnableTwoFactorDialog subject={subject} />
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success" className="text-sm">
          Enabled
        </Badge>
        <span className={recoveryCodesRemaining <= 2 ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {countOf(recoveryCodesRemaining, 'recovery code', 'recovery codes')} left
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <ConfirmSecondFactorDialog subject={subject} action="regenerate" />
        <ConfirmSecondFactorDialog subject={subject} action="disable" />
      </div>
    </div>
  );
}
