import { describe, expect, it } from 'vitest';
import { allocateResponses, allowanceFigures, nextResponseSource, summariseAllowance } from './plans.ts';

const state = { totalResponses: 0, monthResponses: 0, creditBalance: 0 };
// The seeded plans' terms, as the catalogue holds them.
const FREE = { name: 'free', displayName: 'Free', responseAllowance: 50, allowancePeriod: 'total' } as const;
const PREMIUM = {
  name: 'premium',
  displayName: 'Pay-as-You-Go',
  responseAllowance: 50,
  allowancePeriod: 'month',
} as const;
const ENTERPRISE = {
  name: 'enterprise',
  displayName: 'Enterprise',
  responseAllowance: -1,
  allowancePeriod: 'month',
} as const;

describe('allowances', () => {
  it('gives the Free plan 50 responses in total, ever', () => {
    expect(nextResponseSource({ ...state, terms: FREE, totalResponses: 49 })).toBe('free');
    expect(nextResponseSource({ ...state, terms: FREE, totalResponses: 50, monthResponses: 0 })).toBeNull();
    expect(allowanceFigures({ ...state, terms: FREE, totalResponses: 12 })).toEqual({ currentCount: 12, limit: 50 });
  });

  it('gives Pay-as-You-Go 50 a month, then one credit each', () => {
    const premium = { ...state, terms: PREMIUM, totalResponses: 400, monthResponses: 48, creditBalance: 2 };
    expect(allocateResponses(premium, 5)).toEqual(['free', 'free', 'credit', 'credit']);
    expect(allowanceFigures(premium)).toEqual({ currentCount: 48, limit: 52 });
  });

  it('never limits Enterprise', () => {
    expect(allocateResponses({ ...state, terms: ENTERPRISE, totalResponses: 10 ** 6 }, 3)).toEqual([
      'unlimited',
      'unlimited',
      'unlimited',
    ]);
    expect(allowanceFigures({ ...state, terms: ENTERPRISE }).limit).toBe(-1);
  });

  it('stops a batch exactly at the limit', () => {
    expect(allocateResponses({ ...state, terms: FREE, totalResponses: 49 }, 100)).toEqual(['free']);
  });

  it('counts credits left in the limit, so a Free company spending its credits is never shown as over its limit', () => {
    // 55 used: the 50 free and 5 of 10 credits bought; 5 credits left.
    const spending = { ...state, terms: FREE, totalResponses: 55, creditBalance: 5 };
    expect(nextResponseSource(spending)).toBe('credit');
    expect(allowanceFigures(spending)).toEqual({ currentCount: 55, limit: 60 });
    expect(summariseAllowance(spending)).toMatchObject({ used: 55, total: 60, percent: 92, status: 'ok', credits: 5 });
  });
});

describe('a plan the admin adds to the catalogue', () => {
  it('is held to its own allowance and period, as the seeded ones are', () => {
    const growth = { name: 'growth', displayName: 'Growth', responseAllowance: 3, allowancePeriod: 'month' } as const;
    expect(allocateResponses({ ...state, terms: growth, totalResponses: 500, monthResponses: 1 }, 5)).toEqual([
      'free',
      'free',
    ]);
    expect(summariseAllowance({ ...state, terms: growth, monthResponses: 3, creditBalance: 1 })).toMatchObject({
      plan: 'growth',
      used: 3,
      freeLimit: 3,
      total: 4,
      status: 'ok',
    });
  });
});

describe('the allowance summary every screen shows', () => {
  const free = { ...state, terms: FREE };
  it.each([
    [0, 0, { used: 0, total: 50, freeRemaining: 50, percent: 0, status: 'ok' }],
    [39, 0, { used: 39, total: 50, freeRemaining: 11, percent: 78, status: 'ok' }],
    [45, 0, { used: 45, total: 50, freeRemaining: 5, percent: 90, status: 'approaching' }],
    [50, 0, { used: 50, total: 50, freeRemaining: 0, percent: 100, status: 'reached' }],
    [50, 10, { used: 50, total: 60, freeRemaining: 0, percent: 83, status: 'ok', credits: 10 }],
    [45, 10, { used: 45, total: 60, freeRemaining: 5, percent: 75, status: 'ok', credits: 10 }],
  ])('Free with %i used and %i credits', (used, credits, expected) => {
    const summary = summariseAllowance({ ...free, totalResponses: used, monthResponses: used, creditBalance: credits });
    expect(summary).toMatchObject({ plan: 'free', freeLimit: 50, ...expected });
    // The limit check reads the same pair.
    expect(allowanceFigures({ ...free, totalResponses: used, monthResponses: used, creditBalance: credits })).toEqual({
      currentCount: summary.used,
      limit: summary.total,
    });
  });

  it('counts this month on Pay-as-You-Go, not the responses ever', () => {
    const premium = { ...state, terms: PREMIUM, totalResponses: 900, monthResponses: 12 };
    expect(summariseAllowance(premium)).toMatchObject({ used: 12, total: 50, percent: 24, status: 'ok' });
    expect(summariseAllowance({ ...premium, monthResponses: 50 })).toMatchObject({ status: 'reached', percent: 100 });
  });

  it('shows Enterprise as unlimited', () => {
    expect(summariseAllowance({ ...state, terms: ENTERPRISE, monthResponses: 7000 })).toEqual({
      plan: 'enterprise',
      planName: 'Enterprise',
      period: 'month',
      used: 7000,
      freeLimit: -1,
      freeRemaining: -1,
      credits: 0,
      total: -1,
      percent: 0,
      status: 'unlimited',
    });
  });
});
