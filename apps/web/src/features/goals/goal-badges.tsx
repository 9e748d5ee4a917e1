import { AlertTriangle, CheckCircle2, Circle, Clock, type LucideIcon } from 'lucide-react';
import type { GoalPriority, GoalStatus } from '@foursight/shared/domain/goals';
import { Badge } from '@/ui/badge';

const STATUS: Record<GoalStatus, { icon: LucideIcon; variant: 'secondary' | 'default' | 'warning' | 'success' }> = {
  'Not Started': { icon: Circle, variant: 'secondary' },
  'In Progress': { icon: Clock, variant: 'default' },
  'At Risk': { icon: AlertTriangle, variant: 'warning' },
  Completed: { icon: CheckCircle2, variant: 'success' },
};

/** Each status with its own icon and colour (spec part 2 §4); the word is always there too. */
export function StatusBadge({ status }: { status: GoalStatus }) {
  const { icon: Icon, variant } = STATUS[status];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {status}
    </Badge>
  );
}

const PRIORITY: Record<GoalPriority, 'destructive' | 'warning' | 'secondary'> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
};

export function PriorityBadge({ priority }: { priority: GoalPriority }) {
  return <Badge variant={PRIORITY[priority]}>{priority} priority</Badge>;
}
