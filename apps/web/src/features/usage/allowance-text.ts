import type { Allowance } from '@foursight/shared/contract/usage';
import { countOf } from '@foursight/shared/domain/plural';
import { STARTING_PLAN } from '@foursight/shared/domain/plans';

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

/**
 * Whether the plan's allowance counts responses ever (as Free's 50) rather than this month's: the catalogue's
 * period, as the server sends it (by the starting plan's name only for a payload without it).
 */
export function countsEver(allowance: Allowance): boolean {
  return allowance.period ? allowance.period === 'total' : allowance.plan === STARTING_PLAN;
}

/** "Responses" on a plan counted ever (Free), "Responses this month" on the others. */
export function allowanceLabel(allowance: Allowance): string {
  return countsEver(allowance) ? 'Responses' : 'Responses this month';
}
