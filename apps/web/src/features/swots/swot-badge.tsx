import type { SwotSummary } from '@foursight/shared/contract/swots';
import { Badge } from '@/ui/badge';

const VARIANT = { Active: 'success', Pending: 'warning', Completed: 'default', Expired: 'secondary' } as const;

/** The list badge of spec part 2 §4, computed by the server; the word is always shown, never colour alone. */
export function SwotBadge({ badge }: { badge: SwotSummary['badge'] }) {
  return <Badge variant={VARIANT[badge]}>{badge}</Badge>;
}
