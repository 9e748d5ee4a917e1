import type { Allowance } from '@foursight/shared/contract/usage';
import { countOf } from '@foursight/shared/domain/plural';

/**
 * The words for the server's allowance (spec part 1 §4), with nothing
 * computed here: the figures, the percent and the status are the server's.
 */
export function allowanceNotice(
  allowance: Allowance,
): { text: string; tone: 'destructive' | 'warning' | 'success' } | null {
  switch (allowance.status) {
    case 'reached':
      return { text: 'Free limit reached', tone: 'destructive' };
    case 'approaching':
      return { text: 'Approaching free limit', tone: 'warning' };
    case 'ok':
      return allowance.credits > 0
        ? { text: `+${countOf(allowance.credits, 'purchased credit', 'purchased credits')}`, tone: 'success' }
        : null;
    case 'unlimited':
      return null;
  }
}

/** "Responses" on Free (counted ever), "Responses this month" on the other plans. */
export function allowanceLabel(allowance: Allowance): string {
  return allowance.plan === 'free' ? 'Responses' : 'Responses this month';
}
