import { describe, expect, it } from 'vitest';
import { allocateResponses, allowanceFigures, nextResponseSource } from './plans.ts';

const state = { totalResponses: 0, monthResponses: 0, creditBalance: 0 };

describe('allowances', () => {
  it('gives the Free plan 50 responses in total, ever', () => {
    expect(nextResponseSource({ ...state, plan: 'free', totalResponses: 49 })).toBe('free');
    expect(nextResponseSource({ ...state, plan: 'free', totalResponses: 50, monthResponses: 0 })).toBeNull();
    expect(allowanceFigures({ ...state, plan: 'free', totalResponses: 12 })).toEqual({ currentCount: 12, limit: 50 });
  });

  it('gives Pay-as-You-Go 50 a month, then one credit each', () => {
    const premium = { ...state, plan: 'premium' as const, totalResponses: 400, monthResponses: 48, creditBalance: 2 };
    expect(allocateResponses(premium, 5)).toEqual(['free', 'free', 'credit', 'credit']);
    expect(allowanceFigures(premium)).toEqual({ currentCount: 48, limit: 52 });
  });

  it('never limits Enterprise', () => {
    expect(allocateResponses({ ...state, plan: 'enterprise', totalResponses: 10 ** 6 }, 3)).toEqual([
      'unlimited',
      'unlimited',
      'unlimited',
    ]);
    expect(allowanceFigures({ ...state, plan: 'enterprise' }).limit).toBe(-1);
  });

  it('stops a batch exactly at the limit', () => {
    expect(allocateResponses({ ...state, plan: 'free', totalResponses: 49 }, 100)).toEqual(['free']);
  });
});
